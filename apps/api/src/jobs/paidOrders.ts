import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { certidoes } from '../db/schema.ts';
import { returnCharges } from '../services/ledger.ts';
import { createJobs, type JobDeps } from './jobRecords.ts';

/**
 * One-off orders (paid on their own, without a plan): their certificates are recorded at once, with their prices,
 * but wait without jobs until the payment is confirmed, so nothing is asked of a source before it is paid.
 */

/** What a certificate that never got a job because its order was not paid reads as. */
export const ORDER_NOT_PAID = 'Pedido avulso não pago: o pagamento foi cancelado ou venceu.';

const waitingOf = (solicitacaoId: string) =>
  and(eq(certidoes.solicitacaoId, solicitacaoId), eq(certidoes.status, 'pendente'), isNull(certidoes.jobId));

/**
 * The order's payment was confirmed: its waiting certificates get their jobs. Answers whether anything was
 * released (false: the order was cancelled meanwhile, so the payment bought nothing and is refunded).
 */
export async function releasePaidOrder(tx: DbOrTx, deps: JobDeps, solicitacaoId: string): Promise<boolean> {
  const waiting = await tx
    .select({ id: certidoes.id, tipoCertidao: certidoes.tipoCertidao })
    .from(certidoes)
    .where(waitingOf(solicitacaoId))
    .for('update');
  if (!waiting.length) return false;
  await createJobs(tx, deps, waiting);
  return true;
}

/** The order's payment was cancelled, refused or expired: its waiting certificates are cancelled and returned. */
export async function dropUnpaidOrder(tx: DbOrTx, solicitacaoId: string, now: Date): Promise<void> {
  const dropped = await tx
    .update(certidoes)
    .set({ status: 'cancelado', erro: ORDER_NOT_PAID, updatedAt: now })
    .where(waitingOf(solicitacaoId))
    .returning({ id: certidoes.id });
  await returnCharges(
    tx,
    dropped.map((c) => c.id),
    'cancelada',
  );
}
