CREATE TABLE "certidao_totais" (
	"shard" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"empresa_id" uuid,
	"tipo_certidao" text NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	"n_conclusao" integer NOT NULL,
	"minutos_conclusao" double precision NOT NULL,
	"segundos_atualizacao" double precision NOT NULL,
	CONSTRAINT "certidao_totais_chave" UNIQUE NULLS NOT DISTINCT("shard","user_id","empresa_id","tipo_certidao","status")
);
--> statement-breakpoint
CREATE TABLE "solicitacao_totais" (
	"shard" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"empresa_id" uuid,
	"n" integer NOT NULL,
	CONSTRAINT "solicitacao_totais_chave" UNIQUE NULLS NOT DISTINCT("shard","user_id","empresa_id")
);
--> statement-breakpoint
CREATE INDEX "certidao_totais_conta_idx" ON "certidao_totais" USING btree ("empresa_id","user_id");--> statement-breakpoint
CREATE INDEX "solicitacao_totais_conta_idx" ON "solicitacao_totais" USING btree ("empresa_id","user_id");--> statement-breakpoint
CREATE INDEX "certidoes_created_idx" ON "certidoes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "certidoes_terminadas_idx" ON "certidoes" USING btree ("updated_at","status") WHERE "certidoes"."status" in ('concluido', 'falhou');--> statement-breakpoint
-- hand-written: the trigram operator class needs its extension first (trusted: the database owner may create it;
-- PGlite loads it in db/pgliteThread.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "solicitacoes_documento_trgm_idx" ON "solicitacoes" USING gin ("documento" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "solicitacoes_nome_trgm_idx" ON "solicitacoes" USING gin (lower("nome_completo") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "solicitacoes_referencia_trgm_idx" ON "solicitacoes" USING gin (lower(coalesce("referencia", '')) gin_trgm_ops);--> statement-breakpoint
-- Adds one certificate's contribution (sinal +1 or -1) to its account's row of this backend's shard.
CREATE FUNCTION certidao_totais_soma(p_user uuid, p_empresa uuid, p_tipo text, p_status text, sinal integer,
                                     p_criado timestamptz, p_concluido timestamptz, p_atualizado timestamptz)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO certidao_totais AS t (shard, user_id, empresa_id, tipo_certidao, status, n, n_conclusao,
                                    minutos_conclusao, segundos_atualizacao)
  VALUES (pg_backend_pid(), p_user, p_empresa, p_tipo, p_status, sinal,
          CASE WHEN p_status = 'concluido' AND p_concluido IS NOT NULL THEN sinal ELSE 0 END,
          CASE WHEN p_status = 'concluido' AND p_concluido IS NOT NULL
               THEN sinal * extract(epoch FROM (p_concluido - p_criado)) / 60 ELSE 0 END,
          CASE WHEN p_status = 'concluido' THEN sinal * extract(epoch FROM (p_atualizado - p_criado)) ELSE 0 END)
  ON CONFLICT ON CONSTRAINT certidao_totais_chave DO UPDATE SET
    n = t.n + excluded.n, n_conclusao = t.n_conclusao + excluded.n_conclusao,
    minutos_conclusao = t.minutos_conclusao + excluded.minutos_conclusao,
    segundos_atualizacao = t.segundos_atualizacao + excluded.segundos_atualizacao
$$;--> statement-breakpoint
-- A certificate's change moves its contribution; a change of nothing counted (progress, steps) does nothing.
-- A certificate deleted with its request finds no request: the request's own trigger took its share out before.
CREATE FUNCTION certidao_totais_certidao() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  dono record;
BEGIN
  IF TG_OP = 'UPDATE' AND old.status = new.status AND old.tipo_certidao = new.tipo_certidao
     AND old.solicitacao_id = new.solicitacao_id AND old.created_at = new.created_at
     AND old.concluido_em IS NOT DISTINCT FROM new.concluido_em
     AND (new.status <> 'concluido' OR old.updated_at = new.updated_at) THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT s.user_id, s.empresa_id INTO dono FROM solicitacoes s WHERE s.id = old.solicitacao_id;
    IF FOUND THEN
      PERFORM certidao_totais_soma(dono.user_id, dono.empresa_id, old.tipo_certidao, old.status, -1,
                                   old.created_at, old.concluido_em, old.updated_at);
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT s.user_id, s.empresa_id INTO dono FROM solicitacoes s WHERE s.id = new.solicitacao_id;
    IF FOUND THEN
      PERFORM certidao_totais_soma(dono.user_id, dono.empresa_id, new.tipo_certidao, new.status, 1,
                                   new.created_at, new.concluido_em, new.updated_at);
    END IF;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER certidao_totais AFTER INSERT OR UPDATE OR DELETE ON certidoes
  FOR EACH ROW EXECUTE FUNCTION certidao_totais_certidao();--> statement-breakpoint
-- A request's count, and its certificates' when it changes account or goes (before the cascade removes them).
CREATE FUNCTION solicitacao_totais_conta(p_id uuid, p_user uuid, p_empresa uuid, sinal integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO solicitacao_totais AS t (shard, user_id, empresa_id, n)
  VALUES (pg_backend_pid(), p_user, p_empresa, sinal)
  ON CONFLICT ON CONSTRAINT solicitacao_totais_chave DO UPDATE SET n = t.n + excluded.n;
  SELECT certidao_totais_soma(p_user, p_empresa, c.tipo_certidao, c.status, sinal, c.created_at, c.concluido_em,
                              c.updated_at)
    FROM certidoes c WHERE c.solicitacao_id = p_id;
$$;--> statement-breakpoint
CREATE FUNCTION solicitacao_totais_solicitacao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    -- A new request has no certificates yet: they count themselves as they are inserted.
    INSERT INTO solicitacao_totais AS t (shard, user_id, empresa_id, n)
    VALUES (pg_backend_pid(), new.user_id, new.empresa_id, 1)
    ON CONFLICT ON CONSTRAINT solicitacao_totais_chave DO UPDATE SET n = t.n + 1;
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM solicitacao_totais_conta(old.id, old.user_id, old.empresa_id, -1);
    RETURN old;
  END IF;
  IF old.user_id IS DISTINCT FROM new.user_id OR old.empresa_id IS DISTINCT FROM new.empresa_id THEN
    PERFORM solicitacao_totais_conta(old.id, old.user_id, old.empresa_id, -1);
    PERFORM solicitacao_totais_conta(new.id, new.user_id, new.empresa_id, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER solicitacao_totais_inclui AFTER INSERT OR UPDATE OF user_id, empresa_id ON solicitacoes
  FOR EACH ROW EXECUTE FUNCTION solicitacao_totais_solicitacao();--> statement-breakpoint
CREATE TRIGGER solicitacao_totais_remove BEFORE DELETE ON solicitacoes
  FOR EACH ROW EXECUTE FUNCTION solicitacao_totais_solicitacao();--> statement-breakpoint
-- Folds every shard into shard 0, skipping rows a running transaction holds (so it never waits on one, and never
-- deadlocks with one); one fold at a time.
CREATE FUNCTION certidao_totais_juntar() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(7302) THEN RETURN; END IF;
  WITH movidas AS (
    DELETE FROM certidao_totais WHERE ctid IN (
      SELECT ctid FROM certidao_totais WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *)
  INSERT INTO certidao_totais AS t (shard, user_id, empresa_id, tipo_certidao, status, n, n_conclusao,
                                    minutos_conclusao, segundos_atualizacao)
  SELECT 0, user_id, empresa_id, tipo_certidao, status, sum(n), sum(n_conclusao), sum(minutos_conclusao),
         sum(segundos_atualizacao)
    FROM movidas GROUP BY user_id, empresa_id, tipo_certidao, status
  ON CONFLICT ON CONSTRAINT certidao_totais_chave DO UPDATE SET
    n = t.n + excluded.n, n_conclusao = t.n_conclusao + excluded.n_conclusao,
    minutos_conclusao = t.minutos_conclusao + excluded.minutos_conclusao,
    segundos_atualizacao = t.segundos_atualizacao + excluded.segundos_atualizacao;
  WITH movidas AS (
    DELETE FROM solicitacao_totais WHERE ctid IN (
      SELECT ctid FROM solicitacao_totais WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *)
  INSERT INTO solicitacao_totais AS t (shard, user_id, empresa_id, n)
  SELECT 0, user_id, empresa_id, sum(n) FROM movidas GROUP BY user_id, empresa_id
  ON CONFLICT ON CONSTRAINT solicitacao_totais_chave DO UPDATE SET n = t.n + excluded.n;
  DELETE FROM certidao_totais WHERE shard = 0 AND n = 0;
  DELETE FROM solicitacao_totais WHERE shard = 0 AND n = 0;
END $$;--> statement-breakpoint
-- Counts everything again from the rows (this migration, and a bulk load written without triggers).
CREATE FUNCTION certidao_totais_recontar() RETURNS void LANGUAGE sql AS $$
  DELETE FROM certidao_totais;
  DELETE FROM solicitacao_totais;
  INSERT INTO certidao_totais (shard, user_id, empresa_id, tipo_certidao, status, n, n_conclusao,
                               minutos_conclusao, segundos_atualizacao)
  SELECT 0, s.user_id, s.empresa_id, c.tipo_certidao, c.status, count(*),
         count(*) FILTER (WHERE c.status = 'concluido' AND c.concluido_em IS NOT NULL),
         coalesce(sum(extract(epoch FROM (c.concluido_em - c.created_at)) / 60)
                    FILTER (WHERE c.status = 'concluido' AND c.concluido_em IS NOT NULL), 0),
         coalesce(sum(extract(epoch FROM (c.updated_at - c.created_at))) FILTER (WHERE c.status = 'concluido'), 0)
    FROM certidoes c JOIN solicitacoes s ON s.id = c.solicitacao_id
   GROUP BY s.user_id, s.empresa_id, c.tipo_certidao, c.status;
  INSERT INTO solicitacao_totais (shard, user_id, empresa_id, n)
  SELECT 0, user_id, empresa_id, count(*) FROM solicitacoes GROUP BY user_id, empresa_id;
$$;--> statement-breakpoint
SELECT certidao_totais_recontar();
