ALTER TABLE "solicitacoes" ADD COLUMN "referencia" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "checkout_empresa" jsonb;