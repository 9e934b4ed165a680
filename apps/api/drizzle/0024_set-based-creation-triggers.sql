-- hand-written: the triggers of a new certificate and job work per statement, over the rows it inserted (a
-- transition table), instead of once per row: a batch of 1,000 requests inserts 10,000 certificates in one
-- statement, and three row triggers each (event, history, totals) cost most of its time. Changes (UPDATE, DELETE)
-- keep their row triggers. One NOTIFY per statement: listeners read every event row after the last they read.
DROP TRIGGER "certidoes_evento" ON "certidoes";--> statement-breakpoint
CREATE TRIGGER "certidoes_evento" AFTER UPDATE ON "certidoes"
  FOR EACH ROW EXECUTE FUNCTION "certidoes_evento"();--> statement-breakpoint
DROP TRIGGER "certidoes_historico" ON "certidoes";--> statement-breakpoint
CREATE TRIGGER "certidoes_historico" AFTER UPDATE ON "certidoes"
  FOR EACH ROW EXECUTE FUNCTION "certidoes_historico"();--> statement-breakpoint
DROP TRIGGER certidao_totais ON certidoes;--> statement-breakpoint
CREATE TRIGGER certidao_totais AFTER UPDATE OR DELETE ON certidoes
  FOR EACH ROW EXECUTE FUNCTION certidao_totais_certidao();--> statement-breakpoint
CREATE FUNCTION certidoes_inseridas() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  last_id bigint;
BEGIN
  -- The event of each new certificate (certidao_evento), announced once.
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
  -- Its first history row (certidoes_historico), with its job's state when the job exists already.
  INSERT INTO certidao_historico (certidao_id, status, job_state, etapa, erro)
  SELECT n.id, n.status, j.state, j.step, n.erro FROM novas n LEFT JOIN jobs j ON j.id = n.job_id;
  -- Its share of its account's totals (certidao_totais_soma), summed per account, type and status.
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
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER certidoes_inseridas AFTER INSERT ON certidoes REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION certidoes_inseridas();--> statement-breakpoint
DROP TRIGGER "jobs_historico" ON "jobs";--> statement-breakpoint
CREATE TRIGGER "jobs_historico" AFTER UPDATE ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION "jobs_historico"();--> statement-breakpoint
CREATE FUNCTION jobs_inseridos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The history row of each new job (jobs_historico): its certificate with the job's state and step.
  INSERT INTO certidao_historico (certidao_id, status, job_state, etapa, erro)
  SELECT c.id, c.status, n.state, n.step, c.erro FROM novos n JOIN certidoes c ON c.id = n.certidao_id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_inseridos AFTER INSERT ON jobs REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION jobs_inseridos();
--> statement-breakpoint
DROP TRIGGER solicitacao_totais_inclui ON solicitacoes;--> statement-breakpoint
CREATE TRIGGER solicitacao_totais_inclui AFTER UPDATE OF user_id, empresa_id ON solicitacoes
  FOR EACH ROW EXECUTE FUNCTION solicitacao_totais_solicitacao();--> statement-breakpoint
-- New requests count themselves once per account and statement (their certificates count as they are inserted):
-- a row trigger updated the same totals row once per request, each update longer than the last.
CREATE FUNCTION solicitacoes_inseridas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO solicitacao_totais AS t (shard, user_id, empresa_id, n)
  SELECT pg_backend_pid(), user_id, empresa_id, count(*) FROM novas GROUP BY user_id, empresa_id
  ON CONFLICT ON CONSTRAINT solicitacao_totais_chave DO UPDATE SET n = t.n + excluded.n;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER solicitacoes_inseridas AFTER INSERT ON solicitacoes REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION solicitacoes_inseridas();
