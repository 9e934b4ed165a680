import { randomUUID } from 'node:crypto';
import type { CardHolderInput, CardInput } from '@certidao/domain';
import { toSaoPauloIsoDate } from '@certidao/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { GatewayError, paymentStatusFromGateway } from '../../adapters/payments/types.ts';
import type { AppContext } from '../../context.ts';
import { payments } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { tomadorOf } from '../../services/tomador.ts';
import { assertCardInput, gatewayCard, gatewayHolder } from './cardInput.ts';
import { createCharge, ensureCustomer } from './charges.ts';
import { compensateQuietly, compensatingRefund } from './compensation.ts';
import { gatewayFailure, MSG } from './messages.ts';
import type { PaymentRow } from './reading.ts';
import { transitionPayment } from './transitions.ts';

/**
 * One-off orders: a request paid on its own, by PIX, boleto or card, for a customer without a plan (or who would
 * rather not spend it). The request is recorded first; its certificates wait for this payment (jobs/paidOrders.ts).
 */

export interface OneOffPayment {
  billingType: 'PIX' | 'BOLETO' | 'CREDIT_CARD';
  creditCard?: CardInput;
  creditCardHolderInfo?: CardHolderInput;
  remoteIp?: string;
}

export interface OneOffOrder {
  solicitacaoId: string;
  valorCents: number;
  /** The line the customer, the gateway and the invoice show. */
  descricao: string;
}

/** The payment's own checks, made before the request is recorded (400 with the card form's messages). */
export function checkOneOffPayment(input: OneOffPayment): void {
  if (input.billingType === 'CREDIT_CARD') assertCardInput(input.creditCard, input.creditCardHolderInfo);
}

/**
 * Charges a recorded one-off order. PIX/boleto: an open charge, paid like any other. Card: charged now; approved
 * releases the certificates at once; declined is kept as a RECUSADO payment and answered 422. Any failure is
 * thrown after our records are consistent: the caller then removes the order.
 */
export async function chargeOneOffOrder(
  ctx: AppContext,
  user: UserRow,
  order: OneOffOrder,
  input: OneOffPayment,
  ip: string,
): Promise<PaymentRow> {
  const item = {
    tipo: 'avulso' as const,
    valorCents: order.valorCents,
    descricao: order.descricao,
    planId: null,
    userPlanId: null,
    solicitacaoId: order.solicitacaoId,
  };
  if (input.billingType !== 'CREDIT_CARD')
    return createCharge(ctx, { user, method: input.billingType, item });
  const { creditCard: card, creditCardHolderInfo: holder } = input;
  assertCardInput(card, holder);
  const id = randomUUID();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(payments).values({
      id,
      userId: user.id,
      planId: null,
      userPlanId: null,
      tipo: 'avulso',
      descricao: order.descricao,
      solicitacaoId: order.solicitacaoId,
      tomador: await tomadorOf(tx, user.id),
      valorCents: order.valorCents,
      metodoPagamento: 'CARTAO_CREDITO',
      status: 'PENDENTE',
      gateway: ctx.payments.gateway.name,
      dueDate: toSaoPauloIsoDate(),
    });
    await audit(tx, {
      action: 'payment.created',
      actorId: user.id,
      targetType: 'payment',
      targetId: id,
      ip,
      details: { metodo: 'CARTAO_CREDITO', valorCents: order.valorCents, tipo: 'avulso' },
    });
  });
  let remote: Awaited<ReturnType<AppContext['payments']['gateway']['createPayment']>>;
  try {
    const customerId = await ensureCustomer(ctx, user, holder!.cpfCnpj);
    remote = await ctx.payments.gateway.createPayment({
      customerId,
      billingType: 'CREDIT_CARD',
      valueCents: order.valorCents,
      dueDate: toSaoPauloIsoDate(),
      description: order.descricao,
      externalReference: id,
      creditCard: gatewayCard(card),
      creditCardHolderInfo: gatewayHolder(holder!),
      remoteIp: input.remoteIp ?? ip,
    });
  } catch (error) {
    await cardFailed(ctx, id, error);
    throw gatewayFailure(error);
  }
  return recordCardOutcome(ctx, id, remote);
}

/** A declined card stays in the customer's history as RECUSADO; any other failure leaves no payment. */
async function cardFailed(ctx: AppContext, id: string, error: unknown) {
  if (error instanceof GatewayError && error.kind === 'declined') {
    await ctx.db.transaction(async (tx) => {
      await tx.update(payments).set({ failureReason: error.message }).where(eq(payments.id, id));
      await transitionPayment(ctx, tx, id, 'RECUSADO');
    });
    return;
  }
  await ctx.db.delete(payments).where(eq(payments.id, id));
}

/** Gives back a card charge the order cannot keep (logged, audited and queued when the gateway refuses). */
async function giveBack(
  ctx: AppContext,
  id: string,
  remote: { id: string; valueCents: number },
  reason: string,
) {
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id));
  await compensateQuietly(ctx, {
    gatewayPaymentId: remote.id,
    paymentId: id,
    userId: row?.userId ?? '',
    valorCents: row?.valorCents ?? remote.valueCents,
    reason,
  });
}

/** The gateway's answer for the card: approved releases the order; still under analysis waits for its webhook. */
async function recordCardOutcome(
  ctx: AppContext,
  id: string,
  remote: Awaited<ReturnType<AppContext['payments']['gateway']['createPayment']>>,
): Promise<PaymentRow> {
  const status = paymentStatusFromGateway(remote);
  if (status !== 'CONFIRMADO' && status !== 'PENDENTE') {
    await giveBack(ctx, id, remote, `cobrança com status ${remote.status}`);
    await cardFailed(ctx, id, new GatewayError('declined', MSG.declined));
    throw unprocessable(MSG.declined);
  }
  try {
    return await ctx.db.transaction(async (tx) => {
      await tx
        .update(payments)
        .set({ gatewayPaymentId: remote.id, invoiceUrl: remote.invoiceUrl, updatedAt: new Date() })
        .where(eq(payments.id, id));
      if (status === 'CONFIRMADO') await transitionPayment(ctx, tx, id, 'CONFIRMADO');
      const [row] = await tx.select().from(payments).where(eq(payments.id, id));
      return row!;
    });
  } catch (error) {
    // The card was charged but nothing could be recorded: the money goes back, the order goes.
    await giveBack(ctx, id, remote, 'pedido avulso não registrado');
    await ctx.db.delete(payments).where(eq(payments.id, id));
    throw error;
  }
}

/**
 * A paid one-off order whose certificates were returned (cancelled, or never issued because their source was
 * unavailable) gets their price back through the gateway: `refundedCents` records what was given back, claimed in
 * the same transaction that reads it, so two passes never refund twice. Called when a request is cancelled and by
 * the renewal job's pass (which catches certificates that failed). A refund the gateway refuses goes to the
 * refund queue. Answers the payments refunded.
 */
export async function refundReturnedCertificates(ctx: AppContext, solicitacaoId?: string): Promise<string[]> {
  const returned = sql<number>`coalesce((select -sum(l.valor_centavos) from lancamentos l
    where l.solicitacao_id = ${payments.solicitacaoId} and l.tipo = 'devolucao'), 0)::int`;
  const due = await ctx.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.tipo, 'avulso'),
        eq(payments.status, 'CONFIRMADO'),
        isNotNull(payments.gatewayPaymentId),
        solicitacaoId ? eq(payments.solicitacaoId, solicitacaoId) : undefined,
        sql`${returned} > ${payments.refundedCents}`,
      ),
    );
  const done: string[] = [];
  for (const { id } of due) {
    const claim = await ctx.db.transaction(async (tx) => {
      const [p] = await tx
        .select({ payment: payments, returned })
        .from(payments)
        .where(eq(payments.id, id))
        .for('update');
      if (p?.payment.status !== 'CONFIRMADO') return null;
      const total = Math.min(Number(p.returned), p.payment.valorCents);
      const owed = total - p.payment.refundedCents;
      if (owed <= 0) return null;
      await tx
        .update(payments)
        .set({ refundedCents: total, updatedAt: new Date() })
        .where(eq(payments.id, id));
      await audit(tx, {
        action: 'payment.refunded',
        actorId: p.payment.userId,
        targetType: 'payment',
        targetId: id,
        details: { valorCents: owed, motivo: 'certidões do pedido avulso não emitidas' },
      });
      // The whole charge at once is a plain refund (the gateway then marks it refunded); a part names its value.
      return { payment: p.payment, owed, whole: owed === p.payment.valorCents };
    });
    if (!claim) continue;
    await compensatingRefund(ctx, {
      gatewayPaymentId: claim.payment.gatewayPaymentId!,
      paymentId: id,
      userId: claim.payment.userId,
      valorCents: claim.owed,
      partialCents: claim.whole ? undefined : claim.owed,
      reason: 'certidões do pedido avulso não emitidas',
    });
    done.push(id);
  }
  return done;
}
