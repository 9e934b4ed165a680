import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema.ts';
import { cancelCharge } from '../payments/service.ts';
import type { OrderPayment } from './serialize.ts';

/** A one-off order's payment, as its request shows it and as its cancellation removes it. */

/**
 * The payment of each one-off order among these rows, oldest first: the latest wins, should there be more than
 * one.
 */
export function orderPaymentsFromRows(
  rows: Array<
    Pick<
      typeof payments.$inferSelect,
      'solicitacaoId' | 'id' | 'status' | 'metodoPagamento' | 'valorCents' | 'dueDate'
    >
  >,
): Map<string, OrderPayment> {
  return new Map(
    rows.map(({ solicitacaoId, valorCents, id, status, metodoPagamento, dueDate }) => [
      solicitacaoId as string,
      { id, status, metodoPagamento, dueDate, valor: valorCents / 100 },
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
