ALTER TABLE "jobs" ADD COLUMN "modo" text DEFAULT 'automatica' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "por_operador" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "operador_id" uuid;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "assumido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "prazo_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "atraso_avisado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "kits" ADD COLUMN "por_local" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "uf" text;--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "cidade" text;--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "imovel_uf" text;--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "imovel_cidade" text;--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "finalidade" text;--> statement-breakpoint
CREATE INDEX "jobs_operador_prazo_idx" ON "jobs" USING btree ("prazo_em") WHERE "jobs"."por_operador" and "jobs"."state" in ('waiting', 'active');--> statement-breakpoint
-- The product's kits stand for kinds of certificate and resolve by place; a company's own kits stay pinned.
UPDATE "kits" SET "por_local" = true WHERE "empresa_id" IS NULL;
