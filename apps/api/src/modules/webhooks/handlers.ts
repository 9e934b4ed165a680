import { createHash, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { webhookEvents } from '../../db/schema.ts';
import { unauthorized } from '../../http/errors.ts';
import type { Handlers } from '../../http/types.ts';
import { findPaymentForCharge, type PaymentStatus, transitionPayment } from '../pagamentos/service.ts';

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

interface WebhookBody {
  id: string;
  event: string;
  payment?: { id: string; externalReference?: string | null } & Record<string, unknown>;
}

/** Constant-time comparison of the token (hashes first, so lengths never leak). */
function sameToken(given: unknown, expected: string): boolean {
  if (typeof given !== 'string' || !given) return false;
  const a = createHash('sha256').update(given).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}

/** Applies one stored event; returns what happened (kept with the event for audit). */
export async function applyWebhookEvent(tx: Tx, body: WebhookBody): Promise<string> {
  const target = EVENT_TARGET[body.event];
  if (!target) return 'unhandled_event';
  const payment = await findPaymentForCharge(tx, body.payment?.id, body.payment?.externalReference);
  if (!payment) return 'unknown_payment';
  return transitionPayment(tx, payment.id, target);
}

export function webhookHandlers(ctx: AppContext): Handlers {
  return {
    asaasWebhook: async (req) => {
      if (!sameToken(req.headers['asaas-access-token'], ctx.payments.webhookToken))
        throw unauthorized('Token de webhook inválido ou ausente.');
      const body = req.body as WebhookBody;
      await ctx.db.transaction(async (tx) => {
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
        if (!stored.length) return;
        const result = await applyWebhookEvent(tx, body);
        await tx.update(webhookEvents).set({ result }).where(eq(webhookEvents.id, body.id));
      });
      return { received: true as const };
    },
  };
}
