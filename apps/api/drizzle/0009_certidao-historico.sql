-- A certificate's status history (certificate view): a row whenever its status or error changes, or its
-- job's state or step changes, whichever process made the change. Certificates that existed before get one row
-- with their state at that time (history is recorded from this migration on).
CREATE FUNCTION "certidao_historico_registrar"(cert uuid, job_state text, job_step text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "certidao_historico" ("certidao_id", "status", "job_state", "etapa", "erro")
  SELECT c."id", c."status", job_state, job_step, c."erro" FROM "certidoes" c WHERE c."id" = cert;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "certidoes_historico"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  j_state text;
  j_step text;
BEGIN
  IF TG_OP = 'INSERT'
     OR NEW."status" IS DISTINCT FROM OLD."status"
     OR NEW."erro" IS DISTINCT FROM OLD."erro" THEN
    SELECT j."state", j."step" INTO j_state, j_step FROM "jobs" j WHERE j."id" = NEW."job_id";
    PERFORM "certidao_historico_registrar"(NEW."id", j_state, j_step);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "certidoes_historico" AFTER INSERT OR UPDATE ON "certidoes"
  FOR EACH ROW EXECUTE FUNCTION "certidoes_historico"();
--> statement-breakpoint
CREATE FUNCTION "jobs_historico"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT'
     OR NEW."state" IS DISTINCT FROM OLD."state"
     OR NEW."step" IS DISTINCT FROM OLD."step" THEN
    PERFORM "certidao_historico_registrar"(NEW."certidao_id", NEW."state", NEW."step");
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_historico" AFTER INSERT OR UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_historico"();
--> statement-breakpoint
INSERT INTO "certidao_historico" ("certidao_id", "status", "job_state", "etapa", "erro", "criado_em")
SELECT c."id", c."status", j."state", j."step", c."erro", c."updated_at"
FROM "certidoes" c LEFT JOIN "jobs" j ON j."id" = c."job_id";
