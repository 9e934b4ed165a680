CREATE TABLE "empresa_uso_dia" (
	"shard" integer NOT NULL,
	"empresa_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"user_id" uuid NOT NULL,
	"centro_custo_id" uuid,
	"solicitacoes" integer NOT NULL,
	"certidoes" integer NOT NULL,
	"gasto_centavos" bigint NOT NULL,
	CONSTRAINT "empresa_uso_dia_chave" UNIQUE NULLS NOT DISTINCT("shard","empresa_id","dia","user_id","centro_custo_id")
);
--> statement-breakpoint
CREATE INDEX "empresa_uso_dia_idx" ON "empresa_uso_dia" USING btree ("empresa_id","dia");--> statement-breakpoint
-- hand-written: a company's usage per São Paulo day, member and cost centre (the month report's sums), kept by
-- triggers. New rows count themselves once per statement (a batch inserts thousands); changes and deletes per
-- row. Sharded by backend (pg_backend_pid()) as certidao_totais is: concurrent transactions never update the same
-- row. A certificate or ledger row deleted with its request finds no request: the request's own trigger took its
-- whole share out before the cascade.
CREATE FUNCTION empresa_uso_dia_soma(p_empresa uuid, p_criado timestamptz, p_user uuid, p_centro uuid,
                                     d_solicitacoes integer, d_certidoes integer, d_gasto bigint)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO empresa_uso_dia AS t (shard, empresa_id, dia, user_id, centro_custo_id, solicitacoes, certidoes,
                                    gasto_centavos)
  SELECT pg_backend_pid(), p_empresa, (p_criado AT TIME ZONE 'America/Sao_Paulo')::date, p_user, p_centro,
         d_solicitacoes, d_certidoes, d_gasto
   WHERE p_empresa IS NOT NULL
  ON CONFLICT ON CONSTRAINT empresa_uso_dia_chave DO UPDATE SET
    solicitacoes = t.solicitacoes + excluded.solicitacoes, certidoes = t.certidoes + excluded.certidoes,
    gasto_centavos = t.gasto_centavos + excluded.gasto_centavos
$$;--> statement-breakpoint
-- A request's whole share (itself, its certificates, its ledger), in or out: when it moves or goes.
CREATE FUNCTION empresa_uso_dia_parte(p_id uuid, p_empresa uuid, p_criado timestamptz, p_user uuid,
                                      p_centro uuid, sinal integer)
RETURNS void LANGUAGE sql AS $$
  SELECT empresa_uso_dia_soma(p_empresa, p_criado, p_user, p_centro, sinal,
    sinal * (SELECT count(*)::integer FROM certidoes c WHERE c.solicitacao_id = p_id),
    sinal * (SELECT coalesce(sum(l.valor_centavos), 0)::bigint FROM lancamentos l WHERE l.solicitacao_id = p_id))
$$;--> statement-breakpoint
CREATE FUNCTION empresa_uso_dia_solicitacao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM empresa_uso_dia_parte(old.id, old.empresa_id, old.criado_em, old.user_id, old.centro_custo_id, -1);
    RETURN old;
  END IF;
  IF old.empresa_id IS DISTINCT FROM new.empresa_id OR old.user_id IS DISTINCT FROM new.user_id
     OR old.centro_custo_id IS DISTINCT FROM new.centro_custo_id OR old.criado_em IS DISTINCT FROM new.criado_em THEN
    PERFORM empresa_uso_dia_parte(old.id, old.empresa_id, old.criado_em, old.user_id, old.centro_custo_id, -1);
    PERFORM empresa_uso_dia_parte(new.id, new.empresa_id, new.criado_em, new.user_id, new.centro_custo_id, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER empresa_uso_dia_muda AFTER UPDATE OF empresa_id, user_id, centro_custo_id, criado_em ON solicitacoes
  FOR EACH ROW EXECUTE FUNCTION empresa_uso_dia_solicitacao();--> statement-breakpoint
CREATE TRIGGER empresa_uso_dia_remove BEFORE DELETE ON solicitacoes
  FOR EACH ROW EXECUTE FUNCTION empresa_uso_dia_solicitacao();--> statement-breakpoint
CREATE FUNCTION empresa_uso_dia_solicitacoes_inseridas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO empresa_uso_dia AS t (shard, empresa_id, dia, user_id, centro_custo_id, solicitacoes, certidoes,
                                    gasto_centavos)
  SELECT pg_backend_pid(), empresa_id, (criado_em AT TIME ZONE 'America/Sao_Paulo')::date, user_id,
         centro_custo_id, count(*), 0, 0
    FROM novas WHERE empresa_id IS NOT NULL GROUP BY 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT empresa_uso_dia_chave DO UPDATE SET solicitacoes = t.solicitacoes + excluded.solicitacoes;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER empresa_uso_dia_inseridas AFTER INSERT ON solicitacoes REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION empresa_uso_dia_solicitacoes_inseridas();--> statement-breakpoint
CREATE FUNCTION empresa_uso_dia_certidoes_inseridas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO empresa_uso_dia AS t (shard, empresa_id, dia, user_id, centro_custo_id, solicitacoes, certidoes,
                                    gasto_centavos)
  SELECT pg_backend_pid(), s.empresa_id, (s.criado_em AT TIME ZONE 'America/Sao_Paulo')::date, s.user_id,
         s.centro_custo_id, 0, count(*), 0
    FROM novas n JOIN solicitacoes s ON s.id = n.solicitacao_id
   WHERE s.empresa_id IS NOT NULL GROUP BY 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT empresa_uso_dia_chave DO UPDATE SET certidoes = t.certidoes + excluded.certidoes;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER empresa_uso_dia_inseridas AFTER INSERT ON certidoes REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION empresa_uso_dia_certidoes_inseridas();--> statement-breakpoint
CREATE FUNCTION empresa_uso_dia_lancamentos_inseridos() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO empresa_uso_dia AS t (shard, empresa_id, dia, user_id, centro_custo_id, solicitacoes, certidoes,
                                    gasto_centavos)
  SELECT pg_backend_pid(), s.empresa_id, (s.criado_em AT TIME ZONE 'America/Sao_Paulo')::date, s.user_id,
         s.centro_custo_id, 0, 0, sum(n.valor_centavos)
    FROM novos n JOIN solicitacoes s ON s.id = n.solicitacao_id
   WHERE s.empresa_id IS NOT NULL GROUP BY 2, 3, 4, 5
  ON CONFLICT ON CONSTRAINT empresa_uso_dia_chave DO UPDATE SET
    gasto_centavos = t.gasto_centavos + excluded.gasto_centavos;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER empresa_uso_dia_inseridos AFTER INSERT ON lancamentos REFERENCING NEW TABLE AS novos
  FOR EACH STATEMENT EXECUTE FUNCTION empresa_uso_dia_lancamentos_inseridos();--> statement-breakpoint
-- A certificate or ledger row that leaves its request (deleted, or moved to another) takes its share with it.
CREATE FUNCTION empresa_uso_dia_move(p_solicitacao uuid, d_certidoes integer, d_gasto bigint)
RETURNS void LANGUAGE sql AS $$
  SELECT empresa_uso_dia_soma(s.empresa_id, s.criado_em, s.user_id, s.centro_custo_id, 0, d_certidoes, d_gasto)
    FROM solicitacoes s WHERE s.id = p_solicitacao
$$;--> statement-breakpoint
CREATE FUNCTION empresa_uso_dia_certidao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND old.solicitacao_id = new.solicitacao_id THEN RETURN NULL; END IF;
  PERFORM empresa_uso_dia_move(old.solicitacao_id, -1, 0);
  IF TG_OP = 'UPDATE' THEN PERFORM empresa_uso_dia_move(new.solicitacao_id, 1, 0); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER empresa_uso_dia_sai AFTER DELETE OR UPDATE OF solicitacao_id ON certidoes
  FOR EACH ROW EXECUTE FUNCTION empresa_uso_dia_certidao();--> statement-breakpoint
CREATE FUNCTION empresa_uso_dia_lancamento() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND old.solicitacao_id = new.solicitacao_id AND old.valor_centavos = new.valor_centavos THEN
    RETURN NULL;
  END IF;
  PERFORM empresa_uso_dia_move(old.solicitacao_id, 0, -old.valor_centavos);
  IF TG_OP = 'UPDATE' THEN PERFORM empresa_uso_dia_move(new.solicitacao_id, 0, new.valor_centavos); END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER empresa_uso_dia_sai AFTER DELETE OR UPDATE OF solicitacao_id, valor_centavos ON lancamentos
  FOR EACH ROW EXECUTE FUNCTION empresa_uso_dia_lancamento();--> statement-breakpoint
-- Folds every shard into shard 0, skipping rows a running transaction holds; one fold at a time (supervision).
CREATE FUNCTION empresa_uso_dia_juntar() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT pg_try_advisory_xact_lock(7303) THEN RETURN; END IF;
  WITH movidas AS (
    DELETE FROM empresa_uso_dia WHERE ctid IN (
      SELECT ctid FROM empresa_uso_dia WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *)
  INSERT INTO empresa_uso_dia AS t (shard, empresa_id, dia, user_id, centro_custo_id, solicitacoes, certidoes,
                                    gasto_centavos)
  SELECT 0, empresa_id, dia, user_id, centro_custo_id, sum(solicitacoes), sum(certidoes), sum(gasto_centavos)
    FROM movidas GROUP BY empresa_id, dia, user_id, centro_custo_id
  ON CONFLICT ON CONSTRAINT empresa_uso_dia_chave DO UPDATE SET
    solicitacoes = t.solicitacoes + excluded.solicitacoes, certidoes = t.certidoes + excluded.certidoes,
    gasto_centavos = t.gasto_centavos + excluded.gasto_centavos;
  DELETE FROM empresa_uso_dia WHERE shard = 0 AND solicitacoes = 0 AND certidoes = 0 AND gasto_centavos = 0;
END $$;--> statement-breakpoint
-- Counts everything again from the rows (this migration, and a bulk load written without triggers).
CREATE FUNCTION empresa_uso_dia_recontar() RETURNS void LANGUAGE sql AS $$
  DELETE FROM empresa_uso_dia;
  INSERT INTO empresa_uso_dia (shard, empresa_id, dia, user_id, centro_custo_id, solicitacoes, certidoes,
                               gasto_centavos)
  SELECT 0, s.empresa_id, (s.criado_em AT TIME ZONE 'America/Sao_Paulo')::date, s.user_id, s.centro_custo_id,
         count(*), coalesce(sum(c.n), 0), coalesce(sum(l.v), 0)
    FROM solicitacoes s
    LEFT JOIN (SELECT solicitacao_id, count(*) AS n FROM certidoes GROUP BY solicitacao_id) c
           ON c.solicitacao_id = s.id
    LEFT JOIN (SELECT solicitacao_id, sum(valor_centavos) AS v FROM lancamentos GROUP BY solicitacao_id) l
           ON l.solicitacao_id = s.id
   WHERE s.empresa_id IS NOT NULL
   GROUP BY 2, 3, 4, 5;
$$;--> statement-breakpoint
SELECT empresa_uso_dia_recontar();
