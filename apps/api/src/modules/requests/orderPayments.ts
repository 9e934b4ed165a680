import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { payments } from '../../db/schema.ts';
import { cancelCharge } from '../payments/service.ts';
import type { OrderPayment } from './serialize.ts';

/** A one-off order's payment, as its request shows it and as its cancellation removes it. */

/** The payment of each of these one-off orders (the latest, should there be more than one). */
export async function orderPaymentsOf(db: DbOrTx, solIds: string[]): Promise<Map<string, OrderPayment>> {
  if (!solIds.length) return new Map();
  const rows = await db
    .select({
      solicitacaoId: payments.solicitacaoId,
      id: payments.id,
      status: payments.status,
      metodoPagamento: payments.metodoPagamento,
      valorCents: payments.valorCents,
      dueDate: payments.dueDate,
    })
    .from(payments)
    .where(and(inArray(payments.solicitacaoId, solIds), eq(payments.tipo, 'avulso')))
    .orderBy(asc(payments.createdAt));
  return new Map(
    rows.map(({ solicitacaoId, valorCents, ...p }) => [
      solicitacaoId as string,
      { ...p, valor: valorCents / 100 },
    ]),
  );
}

/**
 * A one-off order cancelled before it was paid: its open charge goes too. One paid meanwhile cannot be removed;
 * its confirmation finds nothing left to release and the payment is refunded (payments/lateRefunds.ts).
 */
export async function cancelOrderCharge(ctx: AppContext, solicitacaoId: string) {
  const open = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.solicitacaoId, solicitacaoId),
        eq(payments.tipo, 'avulso'),
        eq(payments.status, 'PENDENTE'),
      ),
    );
  for (const p of open)
    await cancelCharge(ctx, p).catch((error) =>
      ctx.log.warn({ err: error, paymentId: p.id }, 'one-off order charge not cancelled'),
    );
}
