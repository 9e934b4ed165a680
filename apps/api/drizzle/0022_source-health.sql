CREATE TABLE "fonte_disjuntores" (
	"fonte" text PRIMARY KEY NOT NULL,
	"estado" text DEFAULT 'fechado' NOT NULL,
	"falhas_seguidas" integer DEFAULT 0 NOT NULL,
	"aberto_em" timestamp with time zone,
	"reabre_em" timestamp with time zone,
	"sonda_job_id" uuid,
	"sonda_em" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fonte_tentativas" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"fonte" text NOT NULL,
	"tipo_certidao" text NOT NULL,
	"resultado" text NOT NULL,
	"duracao_ms" integer NOT NULL,
	"mensagem" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_fontes_fora_do_ar" (
	"fonte" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "fonte_tentativas_fonte_idx" ON "fonte_tentativas" USING btree ("fonte","created_at");--> statement-breakpoint
CREATE INDEX "fonte_tentativas_created_idx" ON "fonte_tentativas" USING btree ("created_at");