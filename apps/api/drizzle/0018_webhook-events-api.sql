CREATE TABLE "webhook_tentativas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entrega_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"em" timestamp with time zone NOT NULL,
	"status_http" integer,
	"duracao_ms" integer NOT NULL,
	"resposta" text,
	"erro" text
);
--> statement-breakpoint
ALTER TABLE "webhook_eventos" ADD COLUMN "objetos" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "webhook_tentativas" ADD CONSTRAINT "webhook_tentativas_entrega_id_webhook_entregas_id_fk" FOREIGN KEY ("entrega_id") REFERENCES "public"."webhook_entregas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_tentativas_entrega_idx" ON "webhook_tentativas" USING btree ("entrega_id","numero");--> statement-breakpoint
CREATE INDEX "webhook_eventos_user_created_idx" ON "webhook_eventos" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "webhook_eventos_objetos_idx" ON "webhook_eventos" USING gin ("objetos");--> statement-breakpoint
-- hand-written: deliveries made before the attempts table keep their last attempt as their only one, and
-- earlier events get the ids they are about (the `objeto` filter of the events API).
INSERT INTO "webhook_tentativas" ("entrega_id", "numero", "em", "status_http", "duracao_ms", "resposta", "erro")
SELECT "id", "tentativas", "ultima_tentativa_em", "status_http", coalesce("duracao_ms", 0), "resposta", "erro"
FROM "webhook_entregas" WHERE "tentativas" > 0 AND "ultima_tentativa_em" IS NOT NULL;--> statement-breakpoint
UPDATE "webhook_eventos" e SET "objetos" = ARRAY(
  SELECT DISTINCT v FROM (
    SELECT x.p -> 'dados' ->> k AS v FROM unnest(ARRAY['solicitacaoId', 'certidaoId', 'monitoramentoId', 'pagamentoId']) k
    UNION ALL SELECT x.p -> 'dados' -> 'certidao' ->> 'id'
    UNION ALL SELECT c ->> 'id' FROM jsonb_array_elements(coalesce(x.p -> 'dados' -> 'certidoes', '[]'::jsonb)) c
  ) s WHERE v IS NOT NULL)
FROM (SELECT "id", "payload"::jsonb AS p FROM "webhook_eventos") x WHERE x."id" = e."id";
