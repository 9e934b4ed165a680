import { eq } from 'drizzle-orm';
import { certidoes } from '../db/schema.ts';
import type { Server } from '../server.ts';

/**
 * Puts every certificate of a finished request back to 'processando': a request in progress for as long as a
 * test needs, without a slow issuer. Its jobs stay done, so nothing moves it again.
 */
export async function holdInProgress(server: Server, solicitacaoId: string): Promise<void> {
  await server.ctx.db
    .update(certidoes)
    .set({ status: 'processando' })
    .where(eq(certidoes.solicitacaoId, solicitacaoId));
}

/** Ends a request held by `holdInProgress`: its certificates concluded again (no event is sent; a reader reloads). */
export async function releaseHold(server: Server, solicitacaoId: string): Promise<void> {
  await server.ctx.db
    .update(certidoes)
    .set({ status: 'concluido' })
    .where(eq(certidoes.solicitacaoId, solicitacaoId));
}
