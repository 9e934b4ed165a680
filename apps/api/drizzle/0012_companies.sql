CREATE TABLE "centros_custo" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresa_convites" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"email" text NOT NULL,
	"papel" text NOT NULL,
	"token_hash" text NOT NULL,
	"convidado_por" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	"accepted_by" uuid,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresa_membros" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"empresa_id" uuid NOT NULL,
	"papel" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "empresas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"razao_social" text NOT NULL,
	"nome_fantasia" text,
	"cnpj" text NOT NULL,
	"dados_cobranca" jsonb,
	"membros_veem_todas" boolean DEFAULT false NOT NULL,
	"centro_custo_obrigatorio" boolean DEFAULT false NOT NULL,
	"titular_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid,
	"codigo" text NOT NULL,
	"nome" text NOT NULL,
	"descricao" text DEFAULT '' NOT NULL,
	"tipos_certidao" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "assentos" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "empresa_id" uuid;--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "kit_id" uuid;--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "kit_nome" text;--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "centro_custo_id" uuid;--> statement-breakpoint
ALTER TABLE "solicitacoes" ADD COLUMN "custo_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "centros_custo" ADD CONSTRAINT "centros_custo_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_convites" ADD CONSTRAINT "empresa_convites_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_convites" ADD CONSTRAINT "empresa_convites_convidado_por_users_id_fk" FOREIGN KEY ("convidado_por") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_convites" ADD CONSTRAINT "empresa_convites_accepted_by_users_id_fk" FOREIGN KEY ("accepted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_membros" ADD CONSTRAINT "empresa_membros_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresa_membros" ADD CONSTRAINT "empresa_membros_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "empresas" ADD CONSTRAINT "empresas_titular_id_users_id_fk" FOREIGN KEY ("titular_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kits" ADD CONSTRAINT "kits_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "centros_custo_codigo_key" ON "centros_custo" USING btree ("empresa_id",lower("codigo"));--> statement-breakpoint
CREATE UNIQUE INDEX "centros_custo_nome_key" ON "centros_custo" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE UNIQUE INDEX "empresa_convites_token_key" ON "empresa_convites" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "empresa_convites_empresa_idx" ON "empresa_convites" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "empresa_convites_email_idx" ON "empresa_convites" USING btree ("email");--> statement-breakpoint
CREATE INDEX "empresa_membros_empresa_idx" ON "empresa_membros" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "empresas_cnpj_key" ON "empresas" USING btree ("cnpj");--> statement-breakpoint
CREATE UNIQUE INDEX "empresas_titular_key" ON "empresas" USING btree ("titular_id");--> statement-breakpoint
CREATE INDEX "kits_empresa_idx" ON "kits" USING btree ("empresa_id");--> statement-breakpoint
CREATE UNIQUE INDEX "kits_codigo_key" ON "kits" USING btree (coalesce("empresa_id", '00000000-0000-0000-0000-000000000000'::uuid),"codigo");--> statement-breakpoint
CREATE INDEX "solicitacoes_empresa_created_idx" ON "solicitacoes" USING btree ("empresa_id","criado_em");--> statement-breakpoint
-- The product's kits, with fixed ids (the same on every server); their types are explained in docs/decisions/companies.md.
INSERT INTO "kits" ("id", "empresa_id", "codigo", "nome", "descricao", "tipos_certidao") VALUES
	('6b1f0000-0000-4000-8000-000000000001', NULL, 'imovel-pessoa-fisica', 'Compra de imóvel de pessoa física', 'Vendedor pessoa física: ações cíveis, inventários, trabalhistas, Justiça Federal, débitos fiscais e IPTU do imóvel.', ARRAY['tjsp','tjsp-inventario','trt2','cndt','iptu-santos','pje-trt2','trf3','trf3-regional','receita-federal']),
	('6b1f0000-0000-4000-8000-000000000002', NULL, 'imovel-pessoa-juridica', 'Compra de imóvel de empresa', 'Vendedor pessoa jurídica: ações cíveis, falência e recuperação judicial, trabalhistas, Justiça Federal, débitos fiscais e IPTU do imóvel.', ARRAY['tjsp','tjsp-falencia','trt2','cndt','iptu-santos','pje-trt2','trf3','trf3-regional','receita-federal']),
	('6b1f0000-0000-4000-8000-000000000003', NULL, 'locatario', 'Análise de locatário', 'Pretendente à locação: ações cíveis (despejos e cobranças), Justiça Federal, débitos trabalhistas e regularidade fiscal.', ARRAY['tjsp','cndt','trf3','receita-federal']),
	('6b1f0000-0000-4000-8000-000000000004', NULL, 'fornecedor', 'Due diligence de fornecedor', 'Fornecedor: ações cíveis, falência e recuperação judicial, passivo trabalhista, Justiça Federal e regularidade fiscal.', ARRAY['tjsp','tjsp-falencia','trt2','cndt','pje-trt2','trf3','receita-federal']);
--> statement-breakpoint
-- Seats of the plans seeded before company accounts existed (a fresh database gets them from the seed).
UPDATE "plans" SET "assentos" = CASE "nome" WHEN 'Profissional' THEN 3 WHEN 'Empresarial' THEN 10 WHEN 'Ilimitado' THEN 25 ELSE 1 END;
