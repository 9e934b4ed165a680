CREATE TABLE "empresa_dia" (
	"shard" integer NOT NULL,
	"empresa_id" uuid NOT NULL,
	"dia" date NOT NULL,
	"solicitacoes" integer NOT NULL,
	CONSTRAINT "empresa_dia_chave" UNIQUE("shard","empresa_id","dia")
);
--> statement-breakpoint
CREATE INDEX "empresa_dia_idx" ON "empresa_dia" USING btree ("empresa_id","dia");--> statement-breakpoint
-- hand-written: a company's requests per São Paulo day, kept by triggers on solicitacoes (new ones once per
-- statement; a change of company or creation time, and a delete, per row). Sharded by backend, folded and counted
-- again with empresa_uso_dia (its functions below take this table in).
CREATE FUNCTION empresa_dia_soma(p_empresa uuid, p_criado timestamptz, sinal integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO empresa_dia AS t (shard, empresa_id, dia, solicitacoes)
  SELECT pg_backend_pid(), p_empresa, (p_criado AT TIME ZONE 'America/Sao_Paulo')::date, sinal
   WHERE p_empresa IS NOT NULL
  ON CONFLICT ON CONSTRAINT empresa_dia_chave DO UPDATE SET solicitacoes = t.solicitacoes + excluded.solicitacoes
$$;--> statement-breakpoint
CREATE FUNCTION empresa_dia_solicitacao() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM empresa_dia_soma(old.empresa_id, old.criado_em, -1);
  ELSIF old.empresa_id IS DISTINCT FROM new.empresa_id OR old.criado_em IS DISTINCT FROM new.criado_em THEN
    PERFORM empresa_dia_soma(old.empresa_id, old.criado_em, -1);
    PERFORM empresa_dia_soma(new.empresa_id, new.criado_em, 1);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER empresa_dia_muda AFTER UPDATE OF empresa_id, criado_em OR DELETE ON solicitacoes
  FOR EACH ROW EXECUTE FUNCTION empresa_dia_solicitacao();--> statement-breakpoint
CREATE FUNCTION empresa_dia_inseridas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO empresa_dia AS t (shard, empresa_id, dia, solicitacoes)
  SELECT pg_backend_pid(), empresa_id, (criado_em AT TIME ZONE 'America/Sao_Paulo')::date, count(*)
    FROM novas WHERE empresa_id IS NOT NULL GROUP BY 2, 3
  ON CONFLICT ON CONSTRAINT empresa_dia_chave DO UPDATE SET solicitacoes = t.solicitacoes + excluded.solicitacoes;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER empresa_dia_inseridas AFTER INSERT ON solicitacoes REFERENCING NEW TABLE AS novas
  FOR EACH STATEMENT EXECUTE FUNCTION empresa_dia_inseridas();--> statement-breakpoint
CREATE OR REPLACE FUNCTION empresa_uso_dia_juntar() RETURNS void LANGUAGE plpgsql AS $$
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
  WITH movidas AS (
    DELETE FROM empresa_dia WHERE ctid IN (
      SELECT ctid FROM empresa_dia WHERE shard <> 0 FOR UPDATE SKIP LOCKED)
    RETURNING *)
  INSERT INTO empresa_dia AS t (shard, empresa_id, dia, solicitacoes)
  SELECT 0, empresa_id, dia, sum(solicitacoes) FROM movidas GROUP BY empresa_id, dia
  ON CONFLICT ON CONSTRAINT empresa_dia_chave DO UPDATE SET solicitacoes = t.solicitacoes + excluded.solicitacoes;
  DELETE FROM empresa_uso_dia WHERE shard = 0 AND solicitacoes = 0 AND certidoes = 0 AND gasto_centavos = 0;
  DELETE FROM empresa_dia WHERE shard = 0 AND solicitacoes = 0;
END $$;--> statement-breakpoint
CREATE FUNCTION empresa_dia_recontar() RETURNS void LANGUAGE sql AS $$
  DELETE FROM empresa_dia;
  INSERT INTO empresa_dia (shard, empresa_id, dia, solicitacoes)
  SELECT 0, empresa_id, (criado_em AT TIME ZONE 'America/Sao_Paulo')::date, count(*)
    FROM solicitacoes WHERE empresa_id IS NOT NULL GROUP BY 2, 3;
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION empresa_uso_dia_recontar() RETURNS void LANGUAGE sql AS $$
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
  SELECT empresa_dia_recontar();
$$;--> statement-breakpoint
SELECT empresa_dia_recontar();
