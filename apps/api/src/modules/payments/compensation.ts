import type { AppContext } from '../../context.ts';
import { type RefundMessage, scheduleRefundRetry } from '../../jobs/refunds.ts';
import { audit } from '../../services/audit.ts';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Gives back the money of a card charge we could not keep (declined after capture, an earlier charge paid
 * meanwhile, nothing recorded). Never swallowed: a refused refund is logged, audited and handed to the
 * refund queue, which retries it until it succeeds or tells the admins (jobs/refunds.ts).
 */
export async function compensatingRefund(ctx: AppContext, refund: RefundMessage): Promise<boolean> {
  try {
    await ctx.payments.gateway.refundPayment(refund.gatewayPaymentId, refund.partialCents);
    return true;
  } catch (error) {
    ctx.log.error({ err: error, paymentId: refund.paymentId }, 'compensating refund failed; retrying later');
    await audit(ctx.db, {
      action: 'payment.refund_failed',
      actorId: refund.userId,
      targetType: 'payment',
      targetId: refund.paymentId,
      details: {
        gatewayPaymentId: refund.gatewayPaymentId,
        attempt: 0,
        reason: refund.reason,
        error: messageOf(error),
      },
    });
  }
  await scheduleRefundRetry(ctx.pipeline.queue, refund, ctx.payments.refundRetry);
  return false;
}

/** The same, for callers that are already failing: a problem here is logged, never thrown over theirs. */
export async function compensateQuietly(ctx: AppContext, refund: RefundMessage): Promise<void> {
  await compensatingRefund(ctx, refund).catch((error) => {
    ctx.log.fatal({ err: error, refund }, 'refund could not be made nor scheduled: refund it by hand');
    return false;
  });
}

/** A gateway charge we no longer want could not be removed: log it and leave a trace in the audit log. */
export async function chargeDeletionFailed(
  ctx: AppContext,
  input: { paymentId: string; userId: string; gatewayPaymentId: string; error: unknown },
): Promise<void> {
  ctx.log.error({ err: input.error, paymentId: input.paymentId }, 'gateway charge could not be deleted');
  await audit(ctx.db, {
    action: 'payment.charge_delete_failed',
    actorId: input.userId,
    targetType: 'payment',
    targetId: input.paymentId,
    details: { gatewayPaymentId: input.gatewayPaymentId, error: messageOf(input.error) },
  }).catch((error) => ctx.log.error({ err: error }, 'audit of a failed charge deletion failed'));
}
