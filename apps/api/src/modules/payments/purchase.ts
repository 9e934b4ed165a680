import { randomUUID } from 'node:crypto';
import type { CardHolderInput, CardInput } from '@certidao/domain';
import { addOneMonth, toSaoPauloIsoDate } from '@certidao/domain';
import { and, eq } from 'drizzle-orm';
import { GatewayError, paymentStatusFromGateway } from '../../adapters/payments/types.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { paymentCustomers, payments, userPlans } from '../../db/schema.ts';
import { conflict, unprocessable } from '../../http/errors.ts';
import type { PlanRow } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { wakeMonitoring } from '../../jobs/notify.ts';
import { audit } from '../../services/audit.ts';
import { companyTomador, tomadorOf } from '../../services/tomador.ts';
import { currentPlanOf } from '../../services/userPlans.ts';
import {
  type CheckedCompany,
  type CompanyInput,
  checkoutCompanyOf,
  companyForPurchase,
  insertCompanyFor,
  rememberCheckoutCompany,
} from '../companies/service.ts';
import { getPlanOr404 } from '../plans/service.ts';
import { assertCardInput, gatewayCard, gatewayHolder } from './cardInput.ts';
import { cancelOpenCharges, ensureCustomer } from './charges.ts';
import { compensateQuietly } from './compensation.ts';
import { gatewayFailure, MSG } from './messages.ts';
import { notifyPayment } from './notify.ts';

export interface PurchaseInput {
  planoId: string;
  renovacaoAutomatica?: boolean;
  billingType?: 'PIX' | 'BOLETO' | 'CREDIT_CARD';
  creditCard?: CardInput;
  creditCardHolderInfo?: CardHolderInput;
  remoteIp?: string;
  /**
   * Bought for a company (the checkout's 'Comprar para uma empresa'): created with the subscription. Left out,
   * the company the checkout chose earlier and the account still keeps is used; null: for the person.
   */
  empresa?: CompanyInput | null;
}

/** Cancels the user's pending plan (being replaced) and whatever charge of it is still open in our records. */
async function dropPendingPlan(tx: Tx, userId: string, now: Date) {
  const dropped = await tx
    .update(userPlans)
    .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
    .where(and(eq(userPlans.userId, userId), eq(userPlans.status, 'pending')))
    .returning({ id: userPlans.id });
  for (const { id } of dropped)
    await tx
      .update(payments)
      .set({ status: 'CANCELADO', cancelledAt: now, updatedAt: now })
      .where(and(eq(payments.userPlanId, id), eq(payments.status, 'PENDENTE')));
}

type Card = NonNullable<PurchaseInput['creditCard']>;
type Holder = NonNullable<PurchaseInput['creditCardHolderInfo']>;
type GatewayCharge = Awaited<ReturnType<AppContext['payments']['gateway']['createPayment']>>;

/** A 409 for the unique index that allows one current plan per user (a concurrent purchase won). */
async function guarded<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.activePlan);
    throw error;
  }
}

interface Purchase {
  user: UserRow;
  plan: PlanRow;
  billingType: NonNullable<PurchaseInput['billingType']>;
  renovacaoAutomatica: boolean;
  ip: string;
  now: Date;
  /** The company to create with the subscription (its holder is the buyer). */
  company: CheckedCompany | null;
}

/**
 * Records the new subscription (replacing a pending one) with its audit entry, and the company it is bought for:
 * one transaction, so a refusal of either leaves neither.
 */
async function insertPlan(tx: Tx, p: Purchase, status: 'active' | 'pending') {
  if (p.company) await insertCompanyFor(tx, p.user, p.company, p.ip, { planoId: p.plan.id });
  // The checkout's choice is spent: the company now exists (or the plan was bought for the person).
  await rememberCheckoutCompany(tx, p.user.id, null);
  await dropPendingPlan(tx, p.user.id, p.now);
  const [row] = await tx
    .insert(userPlans)
    .values({
      userId: p.user.id,
      planId: p.plan.id,
      status,
      renovacaoAutomatica: p.renovacaoAutomatica,
      billingType: p.billingType,
      dataInicio: p.now,
      dataFim: addOneMonth(p.now),
    })
    .returning();
  await audit(tx, {
    action: 'user_plan.purchased',
    actorId: p.user.id,
    targetType: 'user',
    targetId: p.user.id,
    ip: p.ip,
    details: { planoId: p.plan.id, nome: p.plan.nome, billingType: p.billingType, status },
  });
  // A plan active at once (a card accepted): monitoring renews what waited for quota.
  if (status === 'active') await wakeMonitoring(tx);
  return row!;
}

/** Who the purchase is charged to: the company bought for (created with the plan, so not yet on file), else as usual. */
async function purchaseTomador(db: DbOrTx, p: Purchase) {
  if (p.company) return companyTomador({ id: null, ...p.company }, p.user.email);
  return tomadorOf(db, p.user.id);
}

/** A declined card leaves a RECUSADO payment in the user's history (no subscription is created). */
async function recordDeclinedPayment(ctx: AppContext, p: Purchase, paymentId: string, reason: string) {
  await ctx.db.transaction(async (tx) => {
    await tx.insert(payments).values({
      id: paymentId,
      userId: p.user.id,
      planId: p.plan.id,
      userPlanId: null,
      tomador: await purchaseTomador(tx, p),
      valorCents: p.plan.valorCents,
      metodoPagamento: 'CARTAO_CREDITO',
      status: 'RECUSADO',
      gateway: ctx.payments.gateway.name,
      dueDate: toSaoPauloIsoDate(p.now),
      failureReason: reason,
    });
    await audit(tx, {
      action: 'payment.declined',
      actorId: p.user.id,
      targetType: 'payment',
      targetId: paymentId,
      ip: p.ip,
      details: { planoId: p.plan.id, reason },
    });
    await notifyPayment(tx, paymentId, 'recusado');
  });
}

/** Charges the card at the gateway; a decline is recorded, then answered 422. */
async function chargeCard(
  ctx: AppContext,
  p: Purchase,
  paymentId: string,
  card: { card: Card; holder: Holder; remoteIp: string },
): Promise<GatewayCharge> {
  const customerId = await ensureCustomer(
    ctx,
    p.user,
    card.holder.cpfCnpj,
    p.company ? await purchaseTomador(ctx.db, p) : undefined,
  );
  try {
    return await ctx.payments.gateway.createPayment({
      customerId,
      billingType: 'CREDIT_CARD',
      valueCents: p.plan.valorCents,
      dueDate: toSaoPauloIsoDate(p.now),
      description: `Certidão Ágil — plano ${p.plan.nome}`,
      externalReference: paymentId,
      creditCard: gatewayCard(card.card),
      creditCardHolderInfo: gatewayHolder(card.holder),
      remoteIp: card.remoteIp,
    });
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'declined')
      await recordDeclinedPayment(ctx, p, paymentId, error.message);
    throw gatewayFailure(error);
  }
}

/** The approved (or pending) card payment and its subscription, in one transaction; the card token is kept. */
async function recordCardPurchase(ctx: AppContext, p: Purchase, paymentId: string, remote: GatewayCharge) {
  const status = paymentStatusFromGateway(remote) as 'CONFIRMADO' | 'PENDENTE';
  return guarded(() =>
    ctx.db.transaction(async (tx) => {
      const up = await insertPlan(tx, p, status === 'CONFIRMADO' ? 'active' : 'pending');
      await tx.insert(payments).values({
        id: paymentId,
        userId: p.user.id,
        planId: p.plan.id,
        userPlanId: up.id,
        // Read after the plan (and the company bought for) is recorded in this transaction.
        tomador: await tomadorOf(tx, p.user.id),
        valorCents: p.plan.valorCents,
        metodoPagamento: 'CARTAO_CREDITO',
        status,
        gateway: ctx.payments.gateway.name,
        gatewayPaymentId: remote.id,
        invoiceUrl: remote.invoiceUrl,
        dueDate: remote.dueDate,
        dataPagamento: status === 'CONFIRMADO' ? p.now : null,
      });
      if (status === 'CONFIRMADO') await notifyPayment(tx, paymentId, 'confirmado');
      if (remote.creditCardToken)
        await tx
          .update(paymentCustomers)
          .set({ creditCardToken: remote.creditCardToken, updatedAt: p.now })
          .where(eq(paymentCustomers.userId, p.user.id));
      return up;
    }),
  );
}

/**
 * POST /users/me/plano. PIX/BOLETO: a pending subscription (the charge comes from criarPagamento).
 * CREDIT_CARD: charged now; approved → active; declined → 422 with a RECUSADO payment kept for the user's
 * history and no subscription created. Whatever goes wrong after the card was charged refunds it
 * (compensatingRefund: retried by the refund queue when the gateway refuses).
 */
export async function purchasePlan(ctx: AppContext, user: UserRow, body: PurchaseInput, ip: string) {
  const plan = await getPlanOr404(ctx.db, body.planoId);
  const billingType = body.billingType ?? 'PIX';
  const { creditCard: card, creditCardHolderInfo: holder } = body;
  if (billingType === 'CREDIT_CARD') assertCardInput(card, holder);
  const current = await currentPlanOf(ctx.db, user.id);
  if (current?.userPlan.status === 'active') throw conflict(MSG.activePlan);
  // Checked before anything is charged or cancelled; created with the subscription below. Without `empresa` the
  // checkout's earlier choice, kept on the account (a reload of the payment step forgot it on screen), counts.
  const chosen = body.empresa === undefined ? await checkoutCompanyOf(ctx.db, user.id) : body.empresa;
  const company = chosen ? await companyForPurchase(ctx.db, user, chosen) : null;
  // Kept until a plan is bought: a declined card leaves the choice for the next try, after a reload too.
  if (body.empresa !== undefined) await rememberCheckoutCompany(ctx.db, user.id, body.empresa);
  const replacing = current?.userPlan.status === 'pending' ? current.userPlan : undefined;
  // PIX/boleto: the open charge of the pending plan being replaced goes first. A card purchase does it
  // only once the card is approved, so a declined card leaves the earlier pending purchase as it was.
  if (replacing && (billingType !== 'CREDIT_CARD' || plan.valorCents === 0))
    await cancelOpenCharges(ctx, replacing.id);

  const p: Purchase = {
    user,
    plan,
    billingType,
    renovacaoAutomatica: body.renovacaoAutomatica ?? false,
    ip,
    now: new Date(),
    company,
  };
  // A free plan (R$ 0,00) needs no charge.
  if (plan.valorCents === 0) return guarded(() => ctx.db.transaction((tx) => insertPlan(tx, p, 'active')));
  if (billingType !== 'CREDIT_CARD' || !card || !holder)
    return guarded(() => ctx.db.transaction((tx) => insertPlan(tx, p, 'pending')));

  const paymentId = randomUUID();
  const remote = await chargeCard(ctx, p, paymentId, { card, holder, remoteIp: body.remoteIp ?? ip });
  const refund = (reason: string) => ({
    gatewayPaymentId: remote.id,
    paymentId,
    userId: user.id,
    valorCents: plan.valorCents,
    reason,
  });
  const status = paymentStatusFromGateway(remote);
  if (status !== 'CONFIRMADO' && status !== 'PENDENTE') {
    await compensateQuietly(ctx, refund(`cobrança com status ${remote.status}`));
    throw unprocessable(MSG.declined);
  }
  try {
    // The earlier charge may have been paid meanwhile (or the gateway failed): do not charge the card as well.
    if (replacing) await cancelOpenCharges(ctx, replacing.id);
    return await recordCardPurchase(ctx, p, paymentId, remote);
  } catch (error) {
    await compensateQuietly(ctx, refund(replacing ? 'compra não concluída' : 'compra não registrada'));
    throw error;
  }
}
