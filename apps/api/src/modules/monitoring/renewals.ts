/**
 * Creating a party's renewal: shared by the scheduled pass (a due date) and the quota retries and 'Renovar agora'
 * (quota.ts), in a file of its own so that neither imports the other.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { monitoramentos } from '../../db/schema.ts';
import type { UserRow } from '../../http/types.ts';
import { insertRequest } from '../requests/service.ts';
import type { MonitoringDeps } from './scheduler.ts';
import { addTimeline, type RenewedFields, renewalRequest, typeLabel } from './service.ts';

type PartyRow = typeof monitoramentos.$inferSelect;

/**
 * A party's renewal request, its timeline entry (keyed: a second renewal of the same key cannot commit; the row
 * lock already keeps other passes away, this is the database's own guarantee) and its new state (no longer
 * blocked), in the caller's transaction.
 */
export async function createRenewal(
  ctx: Pick<MonitoringDeps, 'pipeline'>,
  tx: DbOrTx,
  owner: UserRow,
  party: PartyRow,
  tipos: readonly string[],
  renewed: RenewedFields | undefined,
  chave: string,
  now: Date,
  enforcePlan = false,
): Promise<string> {
  // Under the kit and cost centre of the request it renews, so the company's reports keep it there.
  const request = renewalRequest(party, tipos, renewed);
  const { solicitacaoId } = await insertRequest(ctx, tx, owner, request, {
    enforcePlan,
    monitoramentoId: party.id,
  });
  const fresh = await addTimeline(tx, party.id, {
    at: now,
    tipo: 'renovacao_criada',
    chave,
    mensagem: `Renovação solicitada: ${tipos.map(typeLabel).join(', ')}.`,
    solicitacaoId,
  });
  if (!fresh) throw new Error(`renewal of ${party.id} for ${chave} already recorded`);
  await tx
    .update(monitoramentos)
    .set({
      renovacaoSolicitacaoId: solicitacaoId,
      proximaRenovacaoEm: null,
      bloqueadoEm: null,
      bloqueioMotivo: null,
      updatedAt: now,
    })
    .where(eq(monitoramentos.id, party.id));
  return solicitacaoId;
}
