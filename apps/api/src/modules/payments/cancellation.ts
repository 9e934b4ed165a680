import { formatMoney, isWithinRefundWindow } from '@certidao/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { payments, userPlans } from '../../db/schema.ts';
import { HttpError, notFound, unprocessable } from '../../http/errors.ts';
import { toApiUserPlan } from '../../http/serializers.ts';
import { audit } from '../../services/audit.ts';
import { currentPlanOf } from '../../services/userPlans.ts';
import { cancelOpenCharges } from './charges.ts';
import { GRANTED_PLAN_NO_RENEWAL, gatewayFailure } from './messages.ts';
import type { PaymentRow } from './reading.ts';
import { transitionPayment } from './transitions.ts';

type CancelInput = { userId: string; actorId: string; ip: string; noPlanMessage: string };
type CurrentPlan = NonNullable<Awaited<ReturnType<typeof currentPlanOf>>>;

/** The subscription's first payment when it was confirmed within the 7-day guarantee (and charged at a gateway). */
async function refundableFirstPayment(
  db: Db,
  userPlanId: string,
  now: Date,
): Promise<PaymentRow | undefined> {
  const [first] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.userPlanId, userPlanId),
        eq(payments.tipo, 'plano'),
        isNull(payments.renewsFrom),
        eq(payments.status, 'CONFIRMADO'),
      ),
    )
    .orderBy(asc(payments.dataPagamento))
    .limit(1);
  return first?.dataPagamento && first.gatewayPaymentId && isWithinRefundWindow(first.dataPagamento, now)
    ? first
    : undefined;
}

/** The gateway steps, first: open charges removed, the refund made. A refusal changes nothing here (503). */
async function cancelAtGateway(ctx: AppContext, userPlanId: string, refundable: PaymentRow | undefined) {
  try {
    await cancelOpenCharges(ctx, userPlanId);
    if (refundable) await ctx.payments.gateway.refundPayment(refundable.gatewayPaymentId!);
  } catch (error) {
    const failure = gatewayFailure(error);
    throw failure instanceof HttpError && (failure.statusCode === 409 || failure.statusCode === 422)
      ? new HttpError(503, `Não foi possível cancelar no gateway de pagamento: ${failure.message}`)
      : failure;
  }
}

/** Then our records, in one transaction: the plan cancelled, the refunded payment marked, both audited. */
function recordCancellation(
  ctx: AppContext,
  input: CancelInput,
  current: CurrentPlan,
  refundable: PaymentRow | undefined,
  now: Date,
) {
  const up = current.userPlan;
  return ctx.db.transaction(async (tx) => {
    // The refund makes the gateway send PAYMENT_REFUNDED, whose handler locks the payment and then the plan:
    // lock in the same order so the two transactions never deadlock.
    if (refundable)
      await tx.select({ id: payments.id }).from(payments).where(eq(payments.id, refundable.id)).for('update');
    let [row] = await tx
      .update(userPlans)
      .set({ status: 'cancelled', cancelledAt: now, updatedAt: now, renovacaoAutomatica: false })
      .where(and(eq(userPlans.id, up.id), inArray(userPlans.status, ['active', 'pending'])))
      .returning();
    if (!row && refundable) {
      // That webhook may already have ended the plan: the cancellation the user asked for has happened.
      [row] = await tx
        .select()
        .from(userPlans)
        .where(and(eq(userPlans.id, up.id), eq(userPlans.status, 'cancelled')));
    }
    if (!row) throw notFound(input.noPlanMessage);
    if (refundable) {
      await transitionPayment(ctx, tx, refundable.id, 'REEMBOLSADO', now);
      await audit(tx, {
        action: 'payment.refunded',
        actorId: input.actorId,
        targetType: 'payment',
        targetId: refundable.id,
        ip: input.ip,
        details: { valorCents: refundable.valorCents, motivo: 'garantia de 7 dias' },
      });
    }
    await audit(tx, {
      action: 'user_plan.cancelled',
      actorId: input.actorId,
      targetType: 'user',
      targetId: input.userId,
      ip: input.ip,
      details: { planoId: current.plan.id, reembolsado: !!refundable },
    });
    return row;
  });
}

/**
 * Cancels the user's current plan (DELETE /users/me/plano and the admin's DELETE /users/{id}/plano): open
 * charges are removed, and within 7 days of the subscription's first payment that payment is refunded.
 * Gateway calls come first: if one fails, nothing changes on our side (503).
 */
export async function cancelPlan(ctx: AppContext, input: CancelInput) {
  const current = await currentPlanOf(ctx.db, input.userId);
  if (!current) throw notFound(input.noPlanMessage);
  const now = new Date();
  const refundable = await refundableFirstPayment(ctx.db, current.userPlan.id, now);
  await cancelAtGateway(ctx, current.userPlan.id, refundable);
  const cancelled = await recordCancellation(ctx, input, current, refundable, now);
  return {
    message: refundable
      ? `Plano cancelado com sucesso! O pagamento de ${formatMoney(refundable.valorCents / 100)} foi reembolsado (garantia de 7 dias).`
      : 'Plano cancelado com sucesso!',
    userPlan: toApiUserPlan(cancelled),
    reembolsado: !!refundable,
    pagamentoReembolsadoId: refundable?.id ?? null,
  };
}

/**
 * Turns automatic renewal of the user's current plan (active or pending) on or off. Off: the renewal job
 * charges nothing more and the plan ends at `dataFim` (an open renewal charge stays payable until then and
 * is cancelled when the plan ends). Sending the current value changes nothing and records nothing.
 */
export async function setPlanRenewal(
  ctx: AppContext,
  input: { userId: string; actorId: string; ip: string; renovacaoAutomatica: boolean; noPlanMessage: string },
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const current = await currentPlanOf(tx, input.userId);
    if (!current) throw notFound(input.noPlanMessage);
    const up = current.userPlan;
    if (up.billingType === 'CORTESIA') throw unprocessable(GRANTED_PLAN_NO_RENEWAL);
    if (up.renovacaoAutomatica === input.renovacaoAutomatica) return;
    // Guarded by status: a cancellation or expiry that won the race leaves nothing to change.
    const [row] = await tx
      .update(userPlans)
      .set({ renovacaoAutomatica: input.renovacaoAutomatica, updatedAt: new Date() })
      .where(and(eq(userPlans.id, up.id), inArray(userPlans.status, ['active', 'pending'])))
      .returning({ id: userPlans.id });
    if (!row) throw notFound(input.noPlanMessage);
    await audit(tx, {
      action: 'user_plan.renewal_changed',
      actorId: input.actorId,
      targetType: 'user',
      targetId: input.userId,
      ip: input.ip,
      details: {
        userPlanId: up.id,
        planoId: current.plan.id,
        renovacaoAutomatica: input.renovacaoAutomatica,
      },
    });
  });
}
