CREATE TABLE "lancamentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conta_id" uuid NOT NULL,
	"empresa_id" uuid,
	"solicitacao_id" uuid NOT NULL,
	"certidao_id" uuid,
	"tipo" text NOT NULL,
	"valor_centavos" integer NOT NULL,
	"descricao" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lancamentos_sinal" CHECK (("lancamentos"."tipo" = 'cobranca' and "lancamentos"."valor_centavos" >= 0) or ("lancamentos"."tipo" = 'devolucao' and "lancamentos"."valor_centavos" <= 0))
);
--> statement-breakpoint
ALTER TABLE "certidoes" ADD COLUMN "preco_centavos" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_solicitacao_id_solicitacoes_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lancamentos" ADD CONSTRAINT "lancamentos_certidao_id_certidoes_id_fk" FOREIGN KEY ("certidao_id") REFERENCES "public"."certidoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "lancamentos_certidao_tipo_key" ON "lancamentos" USING btree ("certidao_id","tipo");--> statement-breakpoint
CREATE INDEX "lancamentos_solicitacao_idx" ON "lancamentos" USING btree ("solicitacao_id");--> statement-breakpoint
CREATE INDEX "lancamentos_empresa_criado_idx" ON "lancamentos" USING btree ("empresa_id","criado_em");--> statement-breakpoint
CREATE INDEX "lancamentos_conta_criado_idx" ON "lancamentos" USING btree ("conta_id","criado_em");--> statement-breakpoint
-- Requests made before prices: the cost they were given becomes their one charge, so every figure comes from
-- the ledger (their certificates keep price 0; a return needs a certificate's own charge, so none is returned).
INSERT INTO "lancamentos" ("conta_id", "empresa_id", "solicitacao_id", "certidao_id", "tipo", "valor_centavos", "descricao", "criado_em")
SELECT coalesce(e."titular_id", s."user_id"), s."empresa_id", s."id", NULL, 'cobranca', s."custo_cents",
       'Solicitação anterior aos preços por certidão', s."criado_em"
FROM "solicitacoes" s LEFT JOIN "empresas" e ON e."id" = s."empresa_id"
WHERE s."custo_cents" > 0;
--> statement-breakpoint
-- Append-only: a correction is a new row, never a changed one.
CREATE FUNCTION "lancamentos_imutavel"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'lancamentos is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "lancamentos_imutavel" BEFORE UPDATE ON "lancamentos"
  FOR EACH ROW EXECUTE FUNCTION "lancamentos_imutavel"();
