CREATE TABLE "alertas_resumo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"monitoramento_id" uuid,
	"titulo" text NOT NULL,
	"mensagem" text NOT NULL,
	"link" text,
	"resumo_dia" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alertas_resumos_enviados" (
	"user_id" uuid NOT NULL,
	"dia" text NOT NULL,
	"itens" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alertas_resumos_enviados_user_id_dia_pk" PRIMARY KEY("user_id","dia")
);
--> statement-breakpoint
CREATE TABLE "preferencias_alertas" (
	"user_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"modo" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferencias_alertas_user_id_tipo_pk" PRIMARY KEY("user_id","tipo")
);
--> statement-breakpoint
ALTER TABLE "monitoramentos" ADD COLUMN "bloqueado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "monitoramentos" ADD COLUMN "bloqueio_motivo" text;--> statement-breakpoint
ALTER TABLE "alertas_resumo" ADD CONSTRAINT "alertas_resumo_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alertas_resumos_enviados" ADD CONSTRAINT "alertas_resumos_enviados_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_alertas" ADD CONSTRAINT "preferencias_alertas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alertas_resumo_pending_idx" ON "alertas_resumo" USING btree ("user_id") WHERE "alertas_resumo"."resumo_dia" is null;