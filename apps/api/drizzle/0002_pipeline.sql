CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certidao_id" uuid NOT NULL,
	"boss_job_id" uuid,
	"state" text DEFAULT 'waiting' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"step" text,
	"failed_reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"stuck_count" integer DEFAULT 0 NOT NULL,
	"stuck_after_seconds" integer NOT NULL,
	"checkpoint" jsonb,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdfs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certidao_id" uuid NOT NULL,
	"job_id" uuid,
	"tipo_certidao" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"storage_key" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" text NOT NULL,
	"codigo_verificacao" text NOT NULL,
	"documento" text NOT NULL,
	"nome" text NOT NULL,
	"resultado" text NOT NULL,
	"protocolo" text NOT NULL,
	"emitido_em" timestamp with time zone NOT NULL,
	"valido_ate" timestamp with time zone,
	"sandbox" boolean NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certidoes" ADD COLUMN "tentativas" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "certidoes" ADD COLUMN "concluido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_certidao_id_certidoes_id_fk" FOREIGN KEY ("certidao_id") REFERENCES "public"."certidoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdfs" ADD CONSTRAINT "pdfs_certidao_id_certidoes_id_fk" FOREIGN KEY ("certidao_id") REFERENCES "public"."certidoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "jobs_certidao_idx" ON "jobs" USING btree ("certidao_id");--> statement-breakpoint
CREATE INDEX "jobs_state_idx" ON "jobs" USING btree ("state","heartbeat_at");--> statement-breakpoint
CREATE UNIQUE INDEX "pdfs_nome_arquivo_key" ON "pdfs" USING btree ("nome_arquivo");--> statement-breakpoint
CREATE UNIQUE INDEX "pdfs_storage_key_key" ON "pdfs" USING btree ("storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pdfs_codigo_key" ON "pdfs" USING btree ("codigo_verificacao");--> statement-breakpoint
CREATE INDEX "pdfs_certidao_idx" ON "pdfs" USING btree ("certidao_id");--> statement-breakpoint
CREATE INDEX "pdfs_documento_idx" ON "pdfs" USING btree ("documento");--> statement-breakpoint
CREATE INDEX "pdfs_criado_idx" ON "pdfs" USING btree ("criado_em");