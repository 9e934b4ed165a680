CREATE TABLE "monitoramento_certidoes" (
	"monitoramento_id" uuid NOT NULL,
	"tipo_certidao" text NOT NULL,
	"resultado" text,
	"emitido_em" timestamp with time zone,
	"valido_ate" timestamp with time zone,
	"certidao_id" uuid,
	"solicitacao_id" uuid
);
--> statement-breakpoint
CREATE TABLE "monitoramento_eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"monitoramento_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"mensagem" text NOT NULL,
	"tipo_certidao" text,
	"resultado" text,
	"resultado_anterior" text,
	"solicitacao_id" uuid,
	"chave" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "monitoramentos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"tipo_pessoa" text NOT NULL,
	"nome_completo" text NOT NULL,
	"documento" text NOT NULL,
	"dados" jsonb NOT NULL,
	"tipos_certidao" text[] NOT NULL,
	"politica" text NOT NULL,
	"dias_antecedencia" integer NOT NULL,
	"status" text DEFAULT 'ativo' NOT NULL,
	"proxima_renovacao_em" timestamp with time zone,
	"renovacao_solicitacao_id" uuid,
	"ultima_alteracao_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "monitoramento_id" uuid;--> statement-breakpoint
ALTER TABLE "monitoramento_certidoes" ADD CONSTRAINT "monitoramento_certidoes_monitoramento_id_monitoramentos_id_fk" FOREIGN KEY ("monitoramento_id") REFERENCES "public"."monitoramentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoramento_eventos" ADD CONSTRAINT "monitoramento_eventos_monitoramento_id_monitoramentos_id_fk" FOREIGN KEY ("monitoramento_id") REFERENCES "public"."monitoramentos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monitoramentos" ADD CONSTRAINT "monitoramentos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "monitoramento_certidoes_pk" ON "monitoramento_certidoes" USING btree ("monitoramento_id","tipo_certidao");--> statement-breakpoint
CREATE INDEX "monitoramento_certidoes_valido_idx" ON "monitoramento_certidoes" USING btree ("valido_ate");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoramento_eventos_chave_idx" ON "monitoramento_eventos" USING btree ("monitoramento_id","chave");--> statement-breakpoint
CREATE INDEX "monitoramento_eventos_created_idx" ON "monitoramento_eventos" USING btree ("monitoramento_id","created_at");--> statement-breakpoint
CREATE INDEX "monitoramento_eventos_tipo_idx" ON "monitoramento_eventos" USING btree ("tipo","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "monitoramentos_user_documento_idx" ON "monitoramentos" USING btree ("user_id","documento");--> statement-breakpoint
CREATE INDEX "monitoramentos_due_idx" ON "monitoramentos" USING btree ("proxima_renovacao_em") WHERE "monitoramentos"."status" = 'ativo' and "monitoramentos"."renovacao_solicitacao_id" is null;--> statement-breakpoint
CREATE INDEX "monitoramentos_running_idx" ON "monitoramentos" USING btree ("renovacao_solicitacao_id") WHERE "monitoramentos"."renovacao_solicitacao_id" is not null;--> statement-breakpoint
CREATE INDEX "monitoramentos_user_created_idx" ON "monitoramentos" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "solicitacoes_monitoramento_idx" ON "solicitacoes" USING btree ("monitoramento_id");