CREATE TABLE "certidao_historico" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"certidao_id" uuid NOT NULL,
	"status" text NOT NULL,
	"job_state" text,
	"etapa" text,
	"erro" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "certidao_observacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"certidao_id" uuid NOT NULL,
	"autor_id" uuid,
	"autor_nome" text NOT NULL,
	"texto" text NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"nome" text NOT NULL,
	"email" text NOT NULL,
	"tipo_problema" text NOT NULL,
	"mensagem" text NOT NULL,
	"status" text DEFAULT 'aberto' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendor_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"vendor_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vendors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"genero" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "certidao_historico" ADD CONSTRAINT "certidao_historico_certidao_id_certidoes_id_fk" FOREIGN KEY ("certidao_id") REFERENCES "public"."certidoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certidao_observacoes" ADD CONSTRAINT "certidao_observacoes_certidao_id_certidoes_id_fk" FOREIGN KEY ("certidao_id") REFERENCES "public"."certidoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certidao_observacoes" ADD CONSTRAINT "certidao_observacoes_autor_id_users_id_fk" FOREIGN KEY ("autor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_tickets" ADD CONSTRAINT "support_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_customers" ADD CONSTRAINT "vendor_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendor_customers" ADD CONSTRAINT "vendor_customers_vendor_id_vendors_id_fk" FOREIGN KEY ("vendor_id") REFERENCES "public"."vendors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vendors" ADD CONSTRAINT "vendors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certidao_historico_certidao_idx" ON "certidao_historico" USING btree ("certidao_id","criado_em");--> statement-breakpoint
CREATE INDEX "certidao_observacoes_certidao_idx" ON "certidao_observacoes" USING btree ("certidao_id","criado_em");--> statement-breakpoint
CREATE INDEX "support_tickets_created_idx" ON "support_tickets" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "vendor_customers_vendor_idx" ON "vendor_customers" USING btree ("vendor_id");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_codigo_key" ON "vendors" USING btree ("codigo");--> statement-breakpoint
CREATE UNIQUE INDEX "vendors_user_key" ON "vendors" USING btree ("user_id");