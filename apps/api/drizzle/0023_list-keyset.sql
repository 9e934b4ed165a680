DROP INDEX "lancamentos_solicitacao_idx";--> statement-breakpoint
DROP INDEX "solicitacoes_user_created_idx";--> statement-breakpoint
DROP INDEX "solicitacoes_empresa_created_idx";--> statement-breakpoint
CREATE INDEX "solicitacoes_created_idx" ON "solicitacoes" USING btree ("criado_em","id");--> statement-breakpoint
CREATE INDEX "lancamentos_solicitacao_idx" ON "lancamentos" USING btree ("solicitacao_id","valor_centavos");--> statement-breakpoint
CREATE INDEX "solicitacoes_user_created_idx" ON "solicitacoes" USING btree ("user_id","criado_em","id");--> statement-breakpoint
CREATE INDEX "solicitacoes_empresa_created_idx" ON "solicitacoes" USING btree ("empresa_id","criado_em","id");