import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema.ts';
import { audit } from '../../services/audit.ts';
import { compensatingRefund } from './compensation.ts';

/** Why the money goes back, for the audit log and the admins' e-mail if the refund is abandoned. */
export const UNSERVED_REASON = 'pago depois que o plano foi substituído, cancelado ou expirou';

/**
 * Refunds a payment that was confirmed but bought nothing (`unservedAt`, set by transitionPayment), once: the
 * process that claims it calls the gateway; accepted → REEMBOLSADO and audited `payment.refunded`; refused →
 * audited and handed to the `refunds` queue (compensatingRefund), whose success arrives as PAYMENT_REFUNDED.
 */
export async function refundDuePayment(ctx: AppContext, paymentId: string): Promise<void> {
  const now = new Date();
  const [p] = await ctx.db
    .update(payments)
    .set({ refundClaimedAt: now })
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.status, 'CONFIRMADO'),
        isNotNull(payments.unservedAt),
        isNull(payments.refundClaimedAt),
      ),
    )
    .returning();
  if (!p?.gatewayPaymentId) return;
  const refund = {
    gatewayPaymentId: p.gatewayPaymentId,
    paymentId: p.id,
    userId: p.userId,
    valorCents: p.valorCents,
    reason: UNSERVED_REASON,
  };
  const refunded = await compensatingRefund(ctx, refund).catch(async (error) => {
    // Neither refunded nor queued: give the claim back so that the next sweep tries again.
    await ctx.db.update(payments).set({ refundClaimedAt: null }).where(eq(payments.id, p.id));
    throw error;
  });
  if (!refunded) return;
  await ctx.db.transaction(async (tx) => {
    // Not through transitionPayment (which calls us): an unserved payment's refund touches no plan.
    await tx
      .update(payments)
      .set({ status: 'REEMBOLSADO', refundedAt: now, updatedAt: now })
      .where(and(eq(payments.id, p.id), eq(payments.status, 'CONFIRMADO')));
    await audit(tx, {
      action: 'payment.refunded',
      targetType: 'payment',
      targetId: p.id,
      details: { valorCents: p.valorCents, motivo: UNSERVED_REASON, userId: p.userId },
    });
  });
}

/** The renewal job's sweep: every unserved payment nobody has claimed yet (a crash between commit and refund). */
export async function refundDuePayments(ctx: AppContext): Promise<string[]> {
  const due = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'CONFIRMADO'),
        isNotNull(payments.unservedAt),
        isNull(payments.refundClaimedAt),
      ),
    );
  for (const { id } of due)
    await refundDuePayment(ctx, id).catch((e) =>
      ctx.log.error({ err: e, paymentId: id }, 'refund of an unserved payment failed'),
    );
  return due.map((d) => d.id);
}
