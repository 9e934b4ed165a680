import { eq, inArray } from 'drizzle-orm';
import { certidoes } from '../db/schema.ts';
import type { Server } from '../server.ts';

/**
 * Puts every certificate of a finished request back to 'processando' (or only `count` of them): a request in
 * progress for as long as a test needs, without a slow issuer. Its jobs stay done, so nothing moves it again.
 */
export async function holdInProgress(server: Server, solicitacaoId: string, count?: number): Promise<void> {
  const rows = await server.ctx.db
    .select({ id: certidoes.id })
    .from(certidoes)
    .where(eq(certidoes.solicitacaoId, solicitacaoId))
    .orderBy(certidoes.id);
  const ids = rows.slice(0, count ?? rows.length).map((r) => r.id);
  if (ids.length)
    await server.ctx.db.update(certidoes).set({ status: 'processando' }).where(inArray(certidoes.id, ids));
}

/** Ends a request held by `holdInProgress`: its certificates concluded again (no event is sent; a reader reloads). */
export async function releaseHold(server: Server, solicitacaoId: string): Promise<void> {
  await server.ctx.db
    .update(certidoes)
    .set({ status: 'concluido' })
    .where(eq(certidoes.solicitacaoId, solicitacaoId));
}
