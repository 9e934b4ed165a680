import { addOneMonth, fromCents } from '@certidao/domain';
import { and, eq, gt, inArray, ne } from 'drizzle-orm';
import { paymentStatusFromGateway } from '../../adapters/payments/types.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { payments, plans, userPlans } from '../../db/schema.ts';
import type { JobDeps } from '../../jobs/jobRecords.ts';
import { wakeMonitoring } from '../../jobs/notify.ts';
import { dropUnpaidOrder, releasePaidOrder } from '../../jobs/paidOrders.ts';
import { emitWebhookEvent } from '../../services/webhookEvents.ts';
import { refundDuePayment } from './lateRefunds.ts';
import { gatewayFailure } from './messages.ts';
import { notifyPayment } from './notify.ts';
import type { PaymentRow, PaymentStatus } from './reading.ts';

/** What a payment's confirmation may set going: a one-off order's certificates enter the job queue. */
export type PaymentEffects = { pipeline: JobDeps };

const ALLOWED: Partial<Record<PaymentStatus, PaymentStatus[]>> = {
  PENDENTE: ['CONFIRMADO', 'CANCELADO', 'RECUSADO'],
  CONFIRMADO: ['REEMBOLSADO'],
  // Money for a charge we had cancelled (its plan replaced, cancelled or expired) did arrive: recorded as paid,
  // then refunded (lateRefunds.ts).
  CANCELADO: ['CONFIRMADO'],
};

/**
 * Moves a payment to `target` when that is a forward step (PENDENTE → CONFIRMADO | CANCELADO | RECUSADO,
 * CONFIRMADO → REEMBOLSADO, CANCELADO → CONFIRMADO when paid anyway) and applies its effect on the plan;
 * anything else (a repeat, a late or out-of-order event) changes nothing. A confirmed payment that buys
 * nothing is marked `unservedAt` and answered 'refund_due': the caller then runs `refundDuePayment` after
 * committing (and the renewal job sweeps any left). Runs inside the caller's transaction; the row is locked.
 */
export async function transitionPayment(
  fx: PaymentEffects,
  tx: Tx,
  paymentId: string,
  target: PaymentStatus | 'OVERDUE',
  now = new Date(),
): Promise<'applied' | 'ignored' | 'refund_due'> {
  const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update').limit(1);
  if (!p) return 'ignored';
  if (target === 'OVERDUE') {
    if (p.status !== 'PENDENTE' || p.overdueAt) return 'ignored';
    await tx.update(payments).set({ overdueAt: now, updatedAt: now }).where(eq(payments.id, p.id));
    await notifyPayment(tx, p.id, 'vencido');
    return 'applied';
  }
  if (!ALLOWED[p.status]?.includes(target)) return 'ignored';
  await tx
    .update(payments)
    .set({
      status: target,
      updatedAt: now,
      ...(target === 'CONFIRMADO' ? { dataPagamento: now } : {}),
      ...(target === 'CANCELADO' ? { cancelledAt: now } : {}),
      ...(target === 'REEMBOLSADO' ? { refundedAt: now } : {}),
    })
    .where(eq(payments.id, p.id));
  if (target === 'CONFIRMADO') await notifyPayment(tx, p.id, 'confirmado');
  if (target === 'CONFIRMADO' || target === 'REEMBOLSADO') await emitPaymentEvent(tx, p, target, now);
  if (target === 'RECUSADO') await notifyPayment(tx, p.id, 'recusado');
  if ((target === 'CANCELADO' || target === 'RECUSADO') && p.tipo === 'avulso' && p.solicitacaoId)
    await dropUnpaidOrder(tx, p.solicitacaoId, now);
  if (target === 'CONFIRMADO') {
    const served = p.status === 'PENDENTE' && (await onConfirmed(fx, tx, p, now));
    if (!served) {
      await tx.update(payments).set({ unservedAt: now }).where(eq(payments.id, p.id));
      return 'refund_due';
    }
    // A plan paid for (first period, renewal, upgrade, seat): monitoring renews what waited for quota.
    if (p.tipo !== 'avulso') await wakeMonitoring(tx);
  }
  if (target === 'REEMBOLSADO') await onRefunded(tx, p, now);
  return 'applied';
}

/** `pagamento.confirmado` / `pagamento.reembolsado` to the customer's webhook endpoints. */
async function emitPaymentEvent(tx: Tx, p: PaymentRow, target: 'CONFIRMADO' | 'REEMBOLSADO', now: Date) {
  const [plan] = p.planId
    ? await tx.select({ nome: plans.nome }).from(plans).where(eq(plans.id, p.planId)).limit(1)
    : [];
  await emitWebhookEvent(tx, {
    userId: p.userId,
    tipo: target === 'CONFIRMADO' ? 'pagamento.confirmado' : 'pagamento.reembolsado',
    chave: `pagamento.${target.toLowerCase()}:${p.id}`,
    dados: {
      pagamentoId: p.id,
      valor: fromCents(p.valorCents),
      formaPagamento: p.metodoPagamento,
      status: target,
      plano: plan?.nome ?? null,
      em: now.toISOString(),
    },
  });
}

/**
 * What a confirmed payment buys, by what it pays. Answers whether it bought something (false: its plan was
 * replaced, cancelled or already paid for, or its one-off order was cancelled): such a payment is refunded.
 */
async function onConfirmed(fx: PaymentEffects, tx: Tx, p: PaymentRow, now: Date): Promise<boolean> {
  if (p.tipo === 'avulso') return !!p.solicitacaoId && releasePaidOrder(tx, fx.pipeline, p.solicitacaoId);
  if (p.tipo === 'alteracao' || p.tipo === 'assentos') return onChangePaid(tx, p);
  return onPlanPaid(tx, p, now);
}

/**
 * An upgrade's difference or an extra seat was applied when it was bought (members never wait for the money):
 * its payment buys something while that subscription is still active, and is refunded once it ended.
 */
async function onChangePaid(tx: Tx, p: PaymentRow): Promise<boolean> {
  if (!p.userPlanId) return false;
  const [up] = await tx
    .select({ status: userPlans.status })
    .from(userPlans)
    .where(eq(userPlans.id, p.userPlanId))
    .for('update')
    .limit(1);
  return up?.status === 'active';
}

/** A confirmed first payment activates the pending plan; a confirmed renewal extends `dataFim` once. */
async function onPlanPaid(tx: Tx, p: PaymentRow, now: Date): Promise<boolean> {
  if (!p.userPlanId) return false;
  const [up] = await tx.select().from(userPlans).where(eq(userPlans.id, p.userPlanId)).for('update').limit(1);
  if (!up) return false;
  if (!p.renewsFrom) {
    if (up.status !== 'pending') return false;
    await tx
      .update(userPlans)
      .set({ status: 'active', dataInicio: now, dataFim: addOneMonth(now), updatedAt: now })
      .where(eq(userPlans.id, up.id));
    return true;
  }
  if (up.status !== 'active' && up.status !== 'expired') return false;
  if (up.dataFim.getTime() > p.renewsFrom.getTime()) return false; // this period was already extended
  let status = up.status;
  if (up.status === 'expired') {
    // Paid after the plan lapsed: bring it back unless the user already has another current plan.
    const [other] = await tx
      .select({ id: userPlans.id })
      .from(userPlans)
      .where(
        and(
          eq(userPlans.userId, up.userId),
          inArray(userPlans.status, ['active', 'pending']),
          ne(userPlans.id, up.id),
        ),
      )
      .limit(1);
    if (other) return false;
    status = 'active';
  }
  const from = p.renewsFrom.getTime() < now.getTime() && up.status === 'expired' ? now : p.renewsFrom;
  await tx
    .update(userPlans)
    .set({ status, dataFim: addOneMonth(from), updatedAt: now })
    .where(eq(userPlans.id, up.id));
  return true;
}

/** A refund of the payment that pays the current period ends an active plan (e.g. refunded in Asaas). */
async function onRefunded(tx: Tx, p: PaymentRow, now: Date) {
  // A payment that bought nothing pays for no period: its refund leaves the plan alone. So does the refund of an
  // upgrade's difference or an extra seat, which paid for part of a period, never for the period itself.
  if (!p.userPlanId || !p.dataPagamento || p.unservedAt || p.tipo !== 'plano') return;
  const [later] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userPlanId, p.userPlanId),
        eq(payments.tipo, 'plano'),
        eq(payments.status, 'CONFIRMADO'),
        gt(payments.dataPagamento, p.dataPagamento),
      ),
    )
    .limit(1);
  if (later) return;
  await tx
    .update(userPlans)
    .set({ status: 'cancelled', cancelledAt: now, renovacaoAutomatica: false, updatedAt: now })
    .where(and(eq(userPlans.id, p.userPlanId), eq(userPlans.status, 'active')));
}

/** Asks the gateway for the charge's status and applies it. */
export async function syncPayment(ctx: AppContext, payment: PaymentRow): Promise<void> {
  if (!payment.gatewayPaymentId) return;
  let remote: Awaited<ReturnType<AppContext['payments']['gateway']['getPayment']>>;
  try {
    remote = await ctx.payments.gateway.getPayment(payment.gatewayPaymentId);
  } catch (error) {
    throw gatewayFailure(error);
  }
  const target = paymentStatusFromGateway(remote);
  const result = await ctx.db.transaction(async (tx) => {
    const applied =
      target !== payment.status ? await transitionPayment(ctx, tx, payment.id, target) : 'ignored';
    if (remote.status === 'OVERDUE') await transitionPayment(ctx, tx, payment.id, 'OVERDUE');
    return applied;
  });
  if (result === 'refund_due') await refundDuePayment(ctx, payment.id);
}
