import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { webhookEvents } from '../../db/schema.ts';
import { unauthorized } from '../../http/errors.ts';
import {
  applyInvoiceEvent,
  findPaymentForCharge,
  type PaymentEffects,
  type PaymentStatus,
  refundDuePayment,
  transitionPayment,
} from '../payments/service.ts';

/** Asaas events and the payment status each one leads to. */
const EVENT_TARGET: Record<string, PaymentStatus | 'OVERDUE'> = {
  PAYMENT_RECEIVED: 'CONFIRMADO',
  PAYMENT_CONFIRMED: 'CONFIRMADO',
  PAYMENT_RECEIVED_IN_CASH: 'CONFIRMADO',
  PAYMENT_OVERDUE: 'OVERDUE',
  PAYMENT_REFUNDED: 'REEMBOLSADO',
  PAYMENT_DELETED: 'CANCELADO',
  PAYMENT_CREDIT_CARD_CAPTURE_REFUSED: 'RECUSADO',
};

export interface WebhookBody {
  id: string;
  event: string;
  payment?: { id: string; externalReference?: string | null } & Record<string, unknown>;
  /** INVOICE_* events: the service invoice. */
  invoice?: { id: string } & Record<string, unknown>;
}

/** Constant-time comparison of the token (hashes first, so lengths never leak). */
function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Applies one stored event; returns what happened (kept with the event for audit). */
export async function applyWebhookEvent(
  fx: PaymentEffects,
  tx: Tx,
  body: WebhookBody,
): Promise<{ result: string; paymentId?: string }> {
  if (body.event.startsWith('INVOICE_') && typeof body.invoice?.id === 'string')
    return { result: await applyInvoiceEvent(tx, body.invoice) };
  const target = EVENT_TARGET[body.event];
  if (!target) return { result: 'unhandled_event' };
  const payment = await findPaymentForCharge(tx, body.payment?.id, body.payment?.externalReference);
  if (!payment) return { result: 'unknown_payment' };
  return { result: await transitionPayment(fx, tx, payment.id, target), paymentId: payment.id };
}

/**
 * Checks the token, stores the event once (by id) and applies it, in one transaction; then, after the commit,
 * refunds a payment that arrived for a plan it can no longer serve.
 */
export async function receiveWebhook(ctx: AppContext, token: unknown, body: WebhookBody) {
  if (!sameToken(token, ctx.payments.webhookToken))
    throw unauthorized('Token de webhook inválido ou ausente.');
  const refundDue = await storeAndApply(ctx, body);
  if (refundDue) await refundDuePayment(ctx, refundDue);
}

/** The event stored and applied; answers the id of a payment to refund, if any. */
async function storeAndApply(ctx: AppContext, body: WebhookBody): Promise<string | undefined> {
  return ctx.db.transaction(async (tx) => {
    // Stored first, unique by event id: a redelivered event stops here and changes nothing twice.
    const stored = await tx
      .insert(webhookEvents)
      .values({
        id: body.id,
        event: body.event,
        gatewayPaymentId: typeof body.payment?.id === 'string' ? body.payment.id : null,
        payload: body as unknown as Record<string, unknown>,
        result: 'received',
      })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id });
    if (!stored.length) return undefined;
    const { result, paymentId } = await applyWebhookEvent(ctx, tx, body);
    await tx.update(webhookEvents).set({ result }).where(eq(webhookEvents.id, body.id));
    return result === 'refund_due' ? paymentId : undefined;
  });
}
