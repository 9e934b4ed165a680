-- hand-written: a certificate created with its job gets one history row, not two. Both statement triggers of
-- such an insert write one (each runs after the whole statement, so each sees the other's table): the same
-- status, job state and step at the same moment. Each now skips a row its certificate already has at this
-- moment, whichever runs first; a job added later (a retry) still gets its row. certidoes_inseridas is restated
-- whole (from dashboard-hours) with only its history insert changed.
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
  SELECT n.id, n.status, j.state, j.step, n.erro FROM novas n LEFT JOIN jobs j ON j.id = n.job_id
   WHERE NOT EXISTS (
     SELECT 1 FROM certidao_historico h
      WHERE h.certidao_id = n.id AND h.criado_em = now() AND h.status = n.status
        AND h.job_state IS NOT DISTINCT FROM j.state AND h.etapa IS NOT DISTINCT FROM j.step
        AND h.erro IS NOT DISTINCT FROM n.erro);
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
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION jobs_inseridos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO certidao_historico (certidao_id, status, job_state, etapa, erro)
  SELECT c.id, c.status, n.state, n.step, c.erro FROM novos n JOIN certidoes c ON c.id = n.certidao_id
   WHERE NOT EXISTS (
     SELECT 1 FROM certidao_historico h
      WHERE h.certidao_id = c.id AND h.criado_em = now() AND h.status = c.status
        AND h.job_state IS NOT DISTINCT FROM n.state AND h.etapa IS NOT DISTINCT FROM n.step
        AND h.erro IS NOT DISTINCT FROM c.erro);
  RETURN NULL;
END $$;
