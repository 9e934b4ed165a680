CREATE TABLE "certidao_horas" (
	"shard" integer NOT NULL,
	"hora" timestamp with time zone NOT NULL,
	"criadas" integer NOT NULL,
	"concluidas" integer NOT NULL,
	"falhas" integer NOT NULL,
	CONSTRAINT "certidao_horas_chave" UNIQUE("shard","hora")
);
--> statement-breakpoint
CREATE TABLE "certidao_totais_gerais" (
	"shard" integer NOT NULL,
	"status" text NOT NULL,
	"n" integer NOT NULL,
	"segundos_atualizacao" double precision NOT NULL,
	CONSTRAINT "certidao_totais_gerais_chave" UNIQUE("shard","status")
);
--> statement-breakpoint
CREATE INDEX "certidao_horas_hora_idx" ON "certidao_horas" USING btree ("hora");
--> statement-breakpoint
-- hand-written: the hour a moment falls in, whatever the session's time zone.
CREATE FUNCTION certidao_hora(ts timestamptz) RETURNS timestamptz LANGUAGE sql IMMUTABLE AS $$
  SELECT to_timestamp(floor(extract(epoch FROM ts) / 3600) * 3600)
$$;--> statement-breakpoint
-- The service-wide totals move with every account's: one more row per status of this backend's shard.
CREATE OR REPLACE FUNCTION certidao_totais_soma(p_user uuid, p_empresa uuid, p_tipo text, p_status text, sinal integer,
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
    segundos_atualizacao = t.segundos_atualizacao + excluded.segundos_atualizacao;
  INSERT INTO certidao_totais_gerais AS t (shard, status, n, segundos_atualizacao)
  VALUES (pg_backend_pid(), p_status, sinal,
          CASE WHEN p_status = 'concluido' THEN sinal * extract(epoch FROM (p_atualizado - p_criado)) ELSE 0 END)
  ON CONFLICT ON CONSTRAINT certidao_totais_gerais_chave DO UPDATE SET
    n = t.n + excluded.n, segundos_atualizacao = t.segundos_atualizacao + excluded.segundos_atualizacao
$$;--> statement-breakpoint
-- Adds to an hour's row of this backend's shard.
CREATE FUNCTION certidao_horas_soma(p_momento timestamptz, p_criadas integer, p_concluidas integer, p_falhas integer)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO certidao_horas AS t (shard, hora, criadas, concluidas, falhas)
  VALUES (pg_backend_pid(), certidao_hora(p_momento), p_criadas, p_concluidas, p_falhas)
  ON CONFLICT ON CONSTRAINT certidao_horas_chave DO UPDATE SET
    criadas = t.criadas + excluded.criadas, concluidas = t.concluidas + excluded.concluidas,
    falhas = t.falhas + excluded.falhas
$$;--> statement-breakpoint
-- A certificate counts once by the hour it was created, and once by the hour of its last update while concluded or
-- failed: a change takes the old contribution out and puts the new one in (a retried failure leaves 'falhas').
-- Progress and step updates of a certificate still running change neither and cost one comparison.
CREATE FUNCTION certidao_horas_certidao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND old.created_at = new.created_at
     AND ((old.status NOT IN ('concluido', 'falhou') AND new.status NOT IN ('concluido', 'falhou'))
          OR (old.status = new.status AND certidao_hora(old.updated_at) = certidao_hora(new.updated_at))) THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM certidao_horas_soma(old.created_at, -1, 0, 0);
  ELSIF TG_OP = 'UPDATE' AND old.created_at <> new.created_at THEN
    PERFORM certidao_horas_soma(old.created_at, -1, 0, 0);
    PERFORM certidao_horas_soma(new.created_at, 1, 0, 0);
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND old.status IN ('concluido', 'falhou') THEN
    PERFORM certidao_horas_soma(old.updated_at, 0, CASE WHEN old.status = 'concluido' THEN -1 ELSE 0 END,
                                CASE WHEN old.status = 'falhou' THEN -1 ELSE 0 END);
  END IF;
  IF TG_OP = 'UPDATE' AND new.status IN ('concluido', 'falhou') THEN
    PERFORM certidao_horas_soma(new.updated_at, 0, CASE WHEN new.status = 'concluido' THEN 1 ELSE 0 END,
                                CASE WHEN new.status = 'falhou' THEN 1 ELSE 0 END);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
-- New certificates are counted per statement by certidoes_inseridas() (below): a batch inserts thousands at once.
CREATE TRIGGER certidao_horas AFTER UPDATE OR DELETE ON certidoes
  FOR EACH ROW EXECUTE FUNCTION certidao_horas_certidao();--> statement-breakpoint
-- The fold and the recount (supervision's job, the generator's bulk load) take the new tables in too.
CREATE OR REPLACE FUNCTION certidao_totais_juntar() RETURNS void LANGUAGE plpgsql AS $$
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
  WITH movidas AS (
    DELETE FROM certidao_horas WHERE ctid IN (
      SELECT ctid FROM certidao_horas WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *)
  INSERT INTO certidao_horas AS t (shard, hora, criadas, concluidas, falhas)
  SELECT 0, hora, sum(criadas), sum(concluidas), sum(falhas) FROM movidas GROUP BY hora
  ON CONFLICT ON CONSTRAINT certidao_horas_chave DO UPDATE SET
    criadas = t.criadas + excluded.criadas, concluidas = t.concluidas + excluded.concluidas,
    falhas = t.falhas + excluded.falhas;
  WITH movidas AS (
    DELETE FROM certidao_totais_gerais WHERE ctid IN (
      SELECT ctid FROM certidao_totais_gerais WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *)
  INSERT INTO certidao_totais_gerais AS t (shard, status, n, segundos_atualizacao)
  SELECT 0, status, sum(n), sum(segundos_atualizacao) FROM movidas GROUP BY status
  ON CONFLICT ON CONSTRAINT certidao_totais_gerais_chave DO UPDATE SET
    n = t.n + excluded.n, segundos_atualizacao = t.segundos_atualizacao + excluded.segundos_atualizacao;
  DELETE FROM certidao_totais WHERE shard = 0 AND n = 0;
  DELETE FROM solicitacao_totais WHERE shard = 0 AND n = 0;
  DELETE FROM certidao_horas WHERE shard = 0 AND criadas = 0 AND concluidas = 0 AND falhas = 0;
  DELETE FROM certidao_totais_gerais WHERE shard = 0 AND n = 0;
END $$;--> statement-breakpoint
-- Counts the hours again from the rows (this migration's backfill, and the recount below).
CREATE FUNCTION certidao_horas_recontar() RETURNS void LANGUAGE sql AS $$
  DELETE FROM certidao_horas;
  INSERT INTO certidao_horas (shard, hora, criadas, concluidas, falhas)
  SELECT 0, hora, sum(criadas), sum(concluidas), sum(falhas) FROM (
    SELECT certidao_hora(created_at) AS hora, 1 AS criadas, 0 AS concluidas, 0 AS falhas FROM certidoes
    UNION ALL
    SELECT certidao_hora(updated_at), 0, CASE WHEN status = 'concluido' THEN 1 ELSE 0 END,
           CASE WHEN status = 'falhou' THEN 1 ELSE 0 END
      FROM certidoes WHERE status IN ('concluido', 'falhou')) AS x
   GROUP BY hora;
$$;--> statement-breakpoint
-- The service-wide totals from the per-account ones (this migration's backfill, and the recount below).
CREATE FUNCTION certidao_totais_gerais_recontar() RETURNS void LANGUAGE sql AS $$
  DELETE FROM certidao_totais_gerais;
  INSERT INTO certidao_totais_gerais (shard, status, n, segundos_atualizacao)
  SELECT 0, status, sum(n), sum(segundos_atualizacao) FROM certidao_totais GROUP BY status;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION certidao_totais_recontar() RETURNS void LANGUAGE sql AS $$
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
  SELECT certidao_totais_gerais_recontar();
  SELECT certidao_horas_recontar();
$$;--> statement-breakpoint
SELECT certidao_totais_gerais_recontar();--> statement-breakpoint
SELECT certidao_horas_recontar();
--> statement-breakpoint
-- New certificates also count in the all-time totals and their hour, once per inserting statement, beside the
-- per-account totals (the same sums certidao_totais_soma and certidao_horas_certidao make for one row).
CREATE OR REPLACE FUNCTION certidoes_inseridas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_id bigint;
BEGIN
  WITH ev AS (
    INSERT INTO certidao_eventos (certidao_id, solicitacao_id, user_id)
    SELECT n.id, n.solicitacao_id, s.user_id
      FROM novas n JOIN solicitacoes s ON s.id = n.solicitacao_id
     ORDER BY n.id
    RETURNING id)
  SELECT max(id) INTO last_id FROM ev;
  IF last_id IS NOT NULL THEN
    PERFORM pg_notify('certidao_eventos', last_id::text);
  END IF;
  INSERT INTO certidao_historico (certidao_id, status, job_state, etapa, erro)
  SELECT n.id, n.status, j.state, j.step, n.erro FROM novas n LEFT JOIN jobs j ON j.id = n.job_id;
  INSERT INTO certidao_totais AS t (shard, user_id, empresa_id, tipo_certidao, status, n, n_conclusao,
                                    minutos_conclusao, segundos_atualizacao)
  SELECT pg_backend_pid(), s.user_id, s.empresa_id, n.tipo_certidao, n.status, count(*),
         count(*) FILTER (WHERE n.status = 'concluido' AND n.concluido_em IS NOT NULL),
         coalesce(sum(extract(epoch FROM (n.concluido_em - n.created_at)) / 60)
           FILTER (WHERE n.status = 'concluido' AND n.concluido_em IS NOT NULL), 0),
         coalesce(sum(extract(epoch FROM (n.updated_at - n.created_at))) FILTER (WHERE n.status = 'concluido'), 0)
    FROM novas n JOIN solicitacoes s ON s.id = n.solicitacao_id
   GROUP BY s.user_id, s.empresa_id, n.tipo_certidao, n.status
  ON CONFLICT ON CONSTRAINT certidao_totais_chave DO UPDATE SET
    n = t.n + excluded.n, n_conclusao = t.n_conclusao + excluded.n_conclusao,
    minutos_conclusao = t.minutos_conclusao + excluded.minutos_conclusao,
    segundos_atualizacao = t.segundos_atualizacao + excluded.segundos_atualizacao;
  INSERT INTO certidao_totais_gerais AS t (shard, status, n, segundos_atualizacao)
  SELECT pg_backend_pid(), n.status, count(*),
         coalesce(sum(extract(epoch FROM (n.updated_at - n.created_at))) FILTER (WHERE n.status = 'concluido'), 0)
    FROM novas n GROUP BY n.status
  ON CONFLICT ON CONSTRAINT certidao_totais_gerais_chave DO UPDATE SET
    n = t.n + excluded.n, segundos_atualizacao = t.segundos_atualizacao + excluded.segundos_atualizacao;
  INSERT INTO certidao_horas AS t (shard, hora, criadas, concluidas, falhas)
  SELECT pg_backend_pid(), hora, sum(criadas), sum(concluidas), sum(falhas) FROM (
    SELECT certidao_hora(n.created_at) AS hora, 1 AS criadas, 0 AS concluidas, 0 AS falhas FROM novas n
    UNION ALL
    SELECT certidao_hora(n.updated_at), 0, CASE WHEN n.status = 'concluido' THEN 1 ELSE 0 END,
           CASE WHEN n.status = 'falhou' THEN 1 ELSE 0 END
      FROM novas n WHERE n.status IN ('concluido', 'falhou')) AS x
   GROUP BY hora
  ON CONFLICT ON CONSTRAINT certidao_horas_chave DO UPDATE SET
    criadas = t.criadas + excluded.criadas, concluidas = t.concluidas + excluded.concluidas,
    falhas = t.falhas + excluded.falhas;
  RETURN NULL;
END $$;
