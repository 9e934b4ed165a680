DROP INDEX "empresa_dia_idx";--> statement-breakpoint
CREATE INDEX "empresa_dia_idx" ON "empresa_dia" USING btree ("empresa_id","dia","solicitacoes");