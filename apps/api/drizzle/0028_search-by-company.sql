-- hand-written: btree_gin (trusted, as pg_trgm; PGlite loads it in db/pgliteThread.ts) lets the company's id share
-- a GIN index with the name's trigrams, so a company's search reads only its own candidates.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
DROP INDEX "solicitacoes_nome_trgm_idx";--> statement-breakpoint
DROP INDEX "solicitacoes_referencia_trgm_idx";--> statement-breakpoint
CREATE INDEX "solicitacoes_empresa_nome_trgm_idx" ON "solicitacoes" USING gin ("empresa_id",lower("nome_completo") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "solicitacoes_empresa_referencia_trgm_idx" ON "solicitacoes" USING gin ("empresa_id",lower(coalesce("referencia", '')) gin_trgm_ops);