CREATE TABLE "extratos_enviados" (
	"empresa_id" uuid NOT NULL,
	"mes" text NOT NULL,
	"enviado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "extratos_enviados_empresa_id_mes_pk" PRIMARY KEY("empresa_id","mes")
);
--> statement-breakpoint
CREATE TABLE "notas_fiscais" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"gateway" text NOT NULL,
	"gateway_invoice_id" text,
	"status" text NOT NULL,
	"numero" text,
	"pdf_url" text,
	"xml_url" text,
	"valor_centavos" integer NOT NULL,
	"descricao" text NOT NULL,
	"tomador" jsonb NOT NULL,
	"erro" text,
	"emitida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_invoices" (
	"id" text PRIMARY KEY NOT NULL,
	"payment_id" text NOT NULL,
	"customer_id" text NOT NULL,
	"value_cents" integer NOT NULL,
	"service_description" text NOT NULL,
	"status" text NOT NULL,
	"number" text,
	"external_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "payments_one_open_per_user_plan";--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "plan_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD COLUMN "tomador_hash" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tipo" text DEFAULT 'plano' NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "descricao" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "solicitacao_id" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "tomador" jsonb;--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "avulsa" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "scheduled_plan_id" uuid;--> statement-breakpoint
ALTER TABLE "user_plans" ADD COLUMN "extra_seats" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "extratos_enviados" ADD CONSTRAINT "extratos_enviados_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas_fiscais" ADD CONSTRAINT "notas_fiscais_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_payment_key" ON "notas_fiscais" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "notas_fiscais_gateway_id_key" ON "notas_fiscais" USING btree ("gateway_invoice_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_solicitacao_id_solicitacoes_id_fk" FOREIGN KEY ("solicitacao_id") REFERENCES "public"."solicitacoes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_plans" ADD CONSTRAINT "user_plans_scheduled_plan_id_plans_id_fk" FOREIGN KEY ("scheduled_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_solicitacao_idx" ON "payments" USING btree ("solicitacao_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_user_plan" ON "payments" USING btree ("user_plan_id") WHERE status = 'PENDENTE' and tipo = 'plano';