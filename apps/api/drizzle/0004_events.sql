CREATE TABLE "certidao_eventos" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"certidao_id" uuid NOT NULL,
	"solicitacao_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "certidao_eventos_criado_idx" ON "certidao_eventos" USING btree ("criado_em");--> statement-breakpoint
-- One event per change a client can see, whichever process (API or a worker elsewhere) made it; NOTIFY tells
-- every listening API process at commit. The payload is only the id: listeners read the rows after their last.
CREATE FUNCTION "certidao_evento"(cert uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  new_id bigint;
BEGIN
  INSERT INTO "certidao_eventos" ("certidao_id", "solicitacao_id", "user_id")
  SELECT c."id", c."solicitacao_id", s."user_id"
  FROM "certidoes" c JOIN "solicitacoes" s ON s."id" = c."solicitacao_id"
  WHERE c."id" = cert
  RETURNING "id" INTO new_id;
  IF new_id IS NOT NULL THEN
    PERFORM pg_notify('certidao_eventos', new_id::text);
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "certidoes_evento"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR NEW."status" IS DISTINCT FROM OLD."status"
     OR NEW."erro" IS DISTINCT FROM OLD."erro"
     OR NEW."pode_tentar_novamente" IS DISTINCT FROM OLD."pode_tentar_novamente"
     OR NEW."job_id" IS DISTINCT FROM OLD."job_id" THEN
    PERFORM "certidao_evento"(NEW."id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "certidoes_evento" AFTER INSERT OR UPDATE ON "certidoes"
  FOR EACH ROW EXECUTE FUNCTION "certidoes_evento"();
--> statement-breakpoint
CREATE FUNCTION "jobs_evento"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."state" IS DISTINCT FROM OLD."state"
     OR NEW."progress" IS DISTINCT FROM OLD."progress"
     OR NEW."step" IS DISTINCT FROM OLD."step"
     OR NEW."failed_reason" IS DISTINCT FROM OLD."failed_reason" THEN
    PERFORM "certidao_evento"(NEW."certidao_id");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_evento" AFTER UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_evento"();
--> statement-breakpoint
CREATE FUNCTION "pdfs_evento"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "certidao_evento"(COALESCE(NEW."certidao_id", OLD."certidao_id"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "pdfs_evento" AFTER INSERT OR DELETE ON "pdfs"
  FOR EACH ROW EXECUTE FUNCTION "pdfs_evento"();
