CREATE TABLE "payment_customers" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"gateway" text NOT NULL,
	"customer_id" text NOT NULL,
	"credit_card_token" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_plan_id" uuid,
	"valor_cents" integer NOT NULL,
	"metodo_pagamento" text NOT NULL,
	"status" text NOT NULL,
	"observacoes" text,
	"gateway" text NOT NULL,
	"gateway_payment_id" text,
	"pix_payload" text,
	"pix_encoded_image" text,
	"pix_expiration" timestamp with time zone,
	"invoice_url" text,
	"bank_slip_url" text,
	"identification_field" text,
	"due_date" text,
	"data_pagamento" timestamp with time zone,
	"renews_from" timestamp with time zone,
	"overdue_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"billing_type" text NOT NULL,
	"value_cents" integer NOT NULL,
	"status" text NOT NULL,
	"due_date" text NOT NULL,
	"payment_date" text,
	"description" text,
	"external_reference" text,
	"pix_payload" text,
	"identification_field" text,
	"nosso_numero" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"cpf_cnpj" text,
	"external_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_outbox" (
	"id" text PRIMARY KEY NOT NULL,
	"payload" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_events" (
	"id" text PRIMARY KEY NOT NULL,
	"event" text NOT NULL,
	"gateway_payment_id" text,
	"payload" jsonb NOT NULL,
	"result" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_plan_id_user_plans_id_fk" FOREIGN KEY ("user_plan_id") REFERENCES "public"."user_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_gateway_id_key" ON "payments" USING btree ("gateway_payment_id");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_status_paid_idx" ON "payments" USING btree ("status","data_pagamento");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_open_per_user_plan" ON "payments" USING btree ("user_plan_id") WHERE status = 'PENDENTE';--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_renewal_per_period" ON "payments" USING btree ("user_plan_id","renews_from") WHERE renews_from is not null and status in ('PENDENTE', 'CONFIRMADO', 'RECUSADO');--> statement-breakpoint
CREATE INDEX "sandbox_charges_external_idx" ON "sandbox_charges" USING btree ("external_reference");--> statement-breakpoint
CREATE INDEX "webhook_events_payment_idx" ON "webhook_events" USING btree ("gateway_payment_id");