import { randomUUID } from 'node:crypto';
import { formatMoney, toSaoPauloIsoDate } from '@certidao/domain';
import { and, asc, eq, gt, inArray, isNull, ne } from 'drizzle-orm';
import { GatewayError, paymentStatusFromGateway } from '../../adapters/payments/types.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { paymentCustomers, payments, plans, userPlans, users } from '../../db/schema.ts';
import { conflict, HttpError, notFound, unprocessable } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { addOneMonth, currentPlanOf } from '../plans/userPlans.ts';
import type { PlanRow, UserPlanRow } from '../serializers.ts';
import { toApiUserPlan } from '../serializers.ts';
import { assertValidCard, gatewayCard, gatewayHolder } from './cardInput.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

export const MSG = {
  unavailable: 'Serviço de pagamentos indisponível no momento. Tente novamente em instantes.',
  paymentNotFound: 'Pagamento não encontrado.',
  planNotFound: 'Plano não encontrado.',
  declined: 'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
  activePlan: 'Você já possui um plano ativo. Cancele o plano atual antes de adquirir outro.',
  noPendingPlan:
    'Você não possui este plano aguardando pagamento. Adquira o plano antes de gerar a cobrança.',
  openCharge: 'Já existe uma cobrança em aberto para este plano. Pague-a ou cancele-a antes de gerar outra.',
  onlyPendingCancel: 'Somente pagamentos pendentes podem ser cancelados.',
  noLongerPending: 'Este pagamento não está mais pendente. Atualize a página para ver o status atual.',
  cardMissing: 'Por favor, preencha todos os dados do cartão de crédito',
  holderMissing: 'Por favor, preencha todos os dados do portador do cartão',
  gatewayChargeNotFound: 'Cobrança não encontrada no gateway de pagamento.',
} as const;

/** The 7-day guarantee: cancelling within this many days of the first payment refunds it. */
export const REFUND_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** A gateway failure as the HTTP answer the user sees (nothing was changed on our side). */
export function gatewayFailure(error: unknown): unknown {
  if (!(error instanceof GatewayError)) return error;
  switch (error.kind) {
    case 'declined':
      return unprocessable(MSG.declined);
    case 'invalid':
      return unprocessable(error.message);
    case 'not_found':
      return notFound(MSG.gatewayChargeNotFound);
    default:
      return new HttpError(503, MSG.unavailable);
  }
}

const DAY_MS = 86_400_000;
/** 'YYYY-MM-DD' plus n days. */
export function addDaysIso(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

// ─────────── Reading ───────────

const paymentColumns = {
  payment: payments,
  plan: { id: plans.id, nome: plans.nome },
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
};
export type PaymentView = {
  payment: PaymentRow;
  plan: { id: string; nome: string };
  user: { id: string; firstName: string; lastName: string; email: string };
};

export function selectPayments(db: DbOrTx) {
  return db
    .select(paymentColumns)
    .from(payments)
    .innerJoin(plans, eq(plans.id, payments.planId))
    .innerJoin(users, eq(users.id, payments.userId));
}

export async function loadPayment(db: DbOrTx, id: string): Promise<PaymentView | undefined> {
  const [row] = await selectPayments(db).where(eq(payments.id, id)).limit(1);
  return row;
}

export function toApiPagamento({ payment: p, plan, user }: PaymentView) {
  return {
    id: p.id,
    plano: { id: plan.id, nome: plan.nome },
    usuario: { id: user.id, fullName: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
    valor: p.valorCents / 100,
    metodoPagamento: p.metodoPagamento,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    dataPagamento: p.dataPagamento ? p.dataPagamento.toISOString() : null,
    observacoes: p.observacoes,
    pixQrCode:
      p.pixPayload && p.pixEncodedImage
        ? {
            encodedImage: p.pixEncodedImage,
            payload: p.pixPayload,
            expirationDate: (p.pixExpiration ?? new Date(`${p.dueDate}T23:59:59-03:00`)).toISOString(),
          }
        : null,
    invoiceUrl: p.invoiceUrl,
    bankSlipUrl: p.bankSlipUrl,
    identificationField: p.identificationField,
    dueDate: p.dueDate,
  };
}

// ─────────── State changes (shared by webhooks, sync, cancellation and renewals) ───────────

const ALLOWED: Partial<Record<PaymentStatus, PaymentStatus[]>> = {
  PENDENTE: ['CONFIRMADO', 'CANCELADO', 'RECUSADO'],
  CONFIRMADO: ['REEMBOLSADO'],
};

/**
 * Moves a payment to `target` when that is a forward step (PENDENTE → CONFIRMADO | CANCELADO | RECUSADO,
 * CONFIRMADO → REEMBOLSADO) and applies its effect on the plan; anything else (a repeat, a late or
 * out-of-order event) changes nothing. Runs inside the caller's transaction; the row is locked.
 */
export async function transitionPayment(
  tx: Tx,
  paymentId: string,
  target: PaymentStatus | 'OVERDUE',
  now = new Date(),
): Promise<'applied' | 'ignored'> {
  const [p] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update').limit(1);
  if (!p) return 'ignored';
  if (target === 'OVERDUE') {
    if (p.status !== 'PENDENTE' || p.overdueAt) return 'ignored';
    await tx.update(payments).set({ overdueAt: now, updatedAt: now }).where(eq(payments.id, p.id));
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
  if (target === 'CONFIRMADO') await onConfirmed(tx, p, now);
  if (target === 'REEMBOLSADO') await onRefunded(tx, p, now);
  return 'applied';
}

/** A confirmed first payment activates the pending plan; a confirmed renewal extends `dataFim` once. */
async function onConfirmed(tx: Tx, p: PaymentRow, now: Date) {
  if (!p.userPlanId) return;
  const [up] = await tx.select().from(userPlans).where(eq(userPlans.id, p.userPlanId)).for('update').limit(1);
  if (!up) return;
  if (!p.renewsFrom) {
    if (up.status === 'pending')
      await tx
        .update(userPlans)
        .set({ status: 'active', dataInicio: now, dataFim: addOneMonth(now), updatedAt: now })
        .where(eq(userPlans.id, up.id));
    return;
  }
  if (up.status !== 'active' && up.status !== 'expired') return;
  if (up.dataFim.getTime() > p.renewsFrom.getTime()) return; // this period was already extended
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
    if (other) return;
    status = 'active';
  }
  const from = p.renewsFrom.getTime() < now.getTime() && up.status === 'expired' ? now : p.renewsFrom;
  await tx
    .update(userPlans)
    .set({ status, dataFim: addOneMonth(from), updatedAt: now })
    .where(eq(userPlans.id, up.id));
}

/** A refund of the payment that pays the current period ends an active plan (e.g. refunded in Asaas). */
async function onRefunded(tx: Tx, p: PaymentRow, now: Date) {
  if (!p.userPlanId || !p.dataPagamento) return;
  const [later] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.userPlanId, p.userPlanId),
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
  await ctx.db.transaction(async (tx) => {
    if (target !== payment.status) await transitionPayment(tx, payment.id, target);
    if (remote.status === 'OVERDUE') await transitionPayment(tx, payment.id, 'OVERDUE');
  });
}

// ─────────── Customers and charges ───────────

/** The user's customer at the active gateway, created on first use. */
export async function ensureCustomer(
  ctx: AppContext,
  user: UserRow,
  cpfCnpj?: string | null,
): Promise<string> {
  const gateway = ctx.payments.gateway;
  const [existing] = await ctx.db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, user.id))
    .limit(1);
  if (existing && existing.gateway === gateway.name) return existing.customerId;
  let created: { id: string };
  try {
    created = await gateway.createCustomer({
      name: `${user.firstName} ${user.lastName}`.trim(),
      email: user.email,
      cpfCnpj: (user.cpfCnpj ?? cpfCnpj)?.replace(/[^0-9A-Za-z]/g, '') || null,
      phone: user.phone,
      externalReference: user.id,
    });
  } catch (error) {
    throw gatewayFailure(error);
  }
  await ctx.db
    .insert(paymentCustomers)
    .values({ userId: user.id, gateway: gateway.name, customerId: created.id })
    .onConflictDoUpdate({
      target: paymentCustomers.userId,
      set: { gateway: gateway.name, customerId: created.id, creditCardToken: null, updatedAt: new Date() },
    });
  return created.id;
}

/**
 * Creates a PIX or boleto charge for a plan subscription. The payment row is reserved first (the unique
 * index allows one open charge per subscription, so concurrent calls cannot both charge), then the gateway
 * charge is created; if the gateway fails, the reservation is removed and nothing remains.
 */
export async function createCharge(
  ctx: AppContext,
  input: {
    user: UserRow;
    plan: PlanRow;
    userPlan: UserPlanRow;
    method: 'PIX' | 'BOLETO';
    observacoes?: string | null;
    renewsFrom?: Date | null;
    dueDate?: string;
  },
): Promise<PaymentRow> {
  const gateway = ctx.payments.gateway;
  const customerId = await ensureCustomer(ctx, input.user);
  const id = randomUUID();
  const today = toSaoPauloIsoDate();
  const dueDate = input.dueDate ?? addDaysIso(today, input.method === 'PIX' ? 1 : 3);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(payments).values({
        id,
        userId: input.user.id,
        planId: input.plan.id,
        userPlanId: input.userPlan.id,
        valorCents: input.plan.valorCents,
        metodoPagamento: input.method,
        status: 'PENDENTE',
        observacoes: input.observacoes?.trim() || null,
        gateway: gateway.name,
        dueDate,
        renewsFrom: input.renewsFrom ?? null,
      });
      await audit(tx, {
        action: 'payment.created',
        actorId: input.user.id,
        targetType: 'payment',
        targetId: id,
        details: { metodo: input.method, valorCents: input.plan.valorCents, renovacao: !!input.renewsFrom },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.openCharge);
    throw error;
  }
  let remoteId: string | undefined;
  try {
    const remote = await gateway.createPayment({
      customerId,
      billingType: input.method,
      valueCents: input.plan.valorCents,
      dueDate,
      description: `Certidão Ágil — plano ${input.plan.nome}${input.renewsFrom ? ' (renovação)' : ''}`,
      externalReference: id,
    });
    remoteId = remote.id;
    const pix = input.method === 'PIX' ? await gateway.getPixQrCode(remote.id) : undefined;
    const line = input.method === 'BOLETO' ? await gateway.getIdentificationField(remote.id) : undefined;
    const [row] = await ctx.db
      .update(payments)
      .set({
        gatewayPaymentId: remote.id,
        invoiceUrl: remote.invoiceUrl,
        bankSlipUrl: remote.bankSlipUrl,
        dueDate: remote.dueDate,
        pixPayload: pix?.payload ?? null,
        pixEncodedImage: pix?.encodedImage ?? null,
        pixExpiration: pix?.expirationDate ?? null,
        identificationField: line ?? null,
        updatedAt: new Date(),
      })
      .where(eq(payments.id, id))
      .returning();
    return row!;
  } catch (error) {
    if (remoteId) await gateway.deletePayment(remoteId).catch(() => undefined);
    await ctx.db.delete(payments).where(eq(payments.id, id));
    throw gatewayFailure(error);
  }
}

/** Removes the open charges of a subscription at the gateway, then marks them CANCELADO. */
export async function cancelOpenCharges(ctx: AppContext, userPlanId: string): Promise<void> {
  const open = await ctx.db
    .select()
    .from(payments)
    .where(and(eq(payments.userPlanId, userPlanId), eq(payments.status, 'PENDENTE')));
  for (const p of open) await cancelCharge(ctx, p);
}

/** Cancels one pending charge (gateway first; a charge paid meanwhile is synced instead → 409). */
export async function cancelCharge(
  ctx: AppContext,
  p: PaymentRow,
  actorId?: string,
  ip?: string,
): Promise<void> {
  if (p.gatewayPaymentId) {
    try {
      await ctx.payments.gateway.deletePayment(p.gatewayPaymentId);
    } catch (error) {
      if (!(error instanceof GatewayError) || error.kind !== 'not_found') {
        if (error instanceof GatewayError && error.kind === 'invalid') {
          await syncPayment(ctx, p);
          throw conflict(MSG.noLongerPending);
        }
        throw gatewayFailure(error);
      }
    }
  }
  await ctx.db.transaction(async (tx) => {
    await transitionPayment(tx, p.id, 'CANCELADO');
    await audit(tx, { action: 'payment.cancelled', actorId, targetType: 'payment', targetId: p.id, ip });
  });
}

// ─────────── Plan purchase and cancellation ───────────

export interface PurchaseInput {
  planoId: string;
  renovacaoAutomatica?: boolean;
  billingType?: 'PIX' | 'BOLETO' | 'CREDIT_CARD';
  creditCard?: { holderName: string; number: string; expiryMonth: string; expiryYear: string; ccv: string };
  creditCardHolderInfo?: {
    name: string;
    email: string;
    cpfCnpj: string;
    postalCode: string;
    addressNumber: string;
    addressComplement?: string | null;
    phone: string;
    mobilePhone?: string | null;
  };
  remoteIp?: string;
}

async function visiblePlan(db: DbOrTx, id: string): Promise<PlanRow> {
  const [plan] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.id, id), isNull(plans.archivedAt)))
    .limit(1);
  if (!plan) throw notFound(MSG.planNotFound);
  return plan;
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

/**
 * POST /users/me/plano. PIX/BOLETO: a pending subscription (the charge comes from criarPagamento).
 * CREDIT_CARD: charged now; approved → active; declined → 422 with a RECUSADO payment kept for the user's
 * history and no subscription created.
 */
export async function purchasePlan(ctx: AppContext, user: UserRow, body: PurchaseInput, ip: string) {
  const plan = await visiblePlan(ctx.db, body.planoId);
  const billingType = body.billingType ?? 'PIX';
  const card = body.creditCard;
  const holder = body.creditCardHolderInfo;
  if (billingType === 'CREDIT_CARD') {
    if (!card?.holderName.trim() || !card.number.trim() || !card.ccv.trim())
      throw new HttpError(400, MSG.cardMissing);
    if (!holder?.name.trim() || !holder.email.trim() || !holder.cpfCnpj.trim())
      throw new HttpError(400, MSG.holderMissing);
    assertValidCard(card, holder);
  }
  const current = await currentPlanOf(ctx.db, user.id);
  if (current?.userPlan.status === 'active') throw conflict(MSG.activePlan);
  const replacing = current?.userPlan.status === 'pending' ? current.userPlan : undefined;
  // PIX/boleto: the open charge of the pending plan being replaced goes first. A card purchase does it
  // only once the card is approved, so a declined card leaves the earlier pending purchase as it was.
  if (replacing && (billingType !== 'CREDIT_CARD' || plan.valorCents === 0))
    await cancelOpenCharges(ctx, replacing.id);

  const now = new Date();
  const renovacaoAutomatica = body.renovacaoAutomatica ?? false;
  const insertPlan = async (tx: Tx, status: 'active' | 'pending') => {
    await dropPendingPlan(tx, user.id, now);
    const [row] = await tx
      .insert(userPlans)
      .values({
        userId: user.id,
        planId: plan.id,
        status,
        renovacaoAutomatica,
        billingType,
        dataInicio: now,
        dataFim: addOneMonth(now),
      })
      .returning();
    await audit(tx, {
      action: 'user_plan.purchased',
      actorId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip,
      details: { planoId: plan.id, nome: plan.nome, billingType, status },
    });
    return row!;
  };
  const guarded = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) throw conflict(MSG.activePlan);
      throw error;
    }
  };

  // A free plan (R$ 0,00) needs no charge.
  if (plan.valorCents === 0) return guarded(() => ctx.db.transaction((tx) => insertPlan(tx, 'active')));
  if (billingType !== 'CREDIT_CARD' || !card || !holder)
    return guarded(() => ctx.db.transaction((tx) => insertPlan(tx, 'pending')));

  const gateway = ctx.payments.gateway;
  const customerId = await ensureCustomer(ctx, user, holder.cpfCnpj);
  const paymentId = randomUUID();
  let remote: Awaited<ReturnType<typeof gateway.createPayment>>;
  try {
    remote = await gateway.createPayment({
      customerId,
      billingType: 'CREDIT_CARD',
      valueCents: plan.valorCents,
      dueDate: toSaoPauloIsoDate(now),
      description: `Certidão Ágil — plano ${plan.nome}`,
      externalReference: paymentId,
      creditCard: gatewayCard(card),
      creditCardHolderInfo: gatewayHolder(holder),
      remoteIp: body.remoteIp ?? ip,
    });
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'declined') {
      await ctx.db.transaction(async (tx) => {
        await tx.insert(payments).values({
          id: paymentId,
          userId: user.id,
          planId: plan.id,
          userPlanId: null,
          valorCents: plan.valorCents,
          metodoPagamento: 'CARTAO_CREDITO',
          status: 'RECUSADO',
          gateway: gateway.name,
          dueDate: toSaoPauloIsoDate(now),
          failureReason: error.message,
        });
        await audit(tx, {
          action: 'payment.declined',
          actorId: user.id,
          targetType: 'payment',
          targetId: paymentId,
          ip,
          details: { planoId: plan.id, reason: error.message },
        });
      });
    }
    throw gatewayFailure(error);
  }
  const status = paymentStatusFromGateway(remote);
  if (status !== 'CONFIRMADO' && status !== 'PENDENTE') {
    await gateway.refundPayment(remote.id).catch(() => undefined);
    throw unprocessable(MSG.declined);
  }
  if (replacing) {
    try {
      await cancelOpenCharges(ctx, replacing.id);
    } catch (error) {
      // The earlier charge was paid meanwhile (or the gateway failed): do not charge the card as well.
      await gateway
        .refundPayment(remote.id)
        .catch((e) => ctx.log.error({ err: e }, 'compensating refund failed'));
      throw error;
    }
  }
  try {
    return await guarded(() =>
      ctx.db.transaction(async (tx) => {
        const up = await insertPlan(tx, status === 'CONFIRMADO' ? 'active' : 'pending');
        await tx.insert(payments).values({
          id: paymentId,
          userId: user.id,
          planId: plan.id,
          userPlanId: up.id,
          valorCents: plan.valorCents,
          metodoPagamento: 'CARTAO_CREDITO',
          status,
          gateway: gateway.name,
          gatewayPaymentId: remote.id,
          invoiceUrl: remote.invoiceUrl,
          dueDate: remote.dueDate,
          dataPagamento: status === 'CONFIRMADO' ? now : null,
        });
        if (remote.creditCardToken)
          await tx
            .update(paymentCustomers)
            .set({ creditCardToken: remote.creditCardToken, updatedAt: now })
            .where(eq(paymentCustomers.userId, user.id));
        return up;
      }),
    );
  } catch (error) {
    // The card was charged but nothing could be recorded: give the money back.
    await gateway
      .refundPayment(remote.id)
      .catch((e) => ctx.log.error({ err: e }, 'compensating refund failed'));
    throw error;
  }
}

/**
 * Cancels the user's current plan (DELETE /users/me/plano and the admin's DELETE /users/{id}/plano): open
 * charges are removed, and within 7 days of the subscription's first payment that payment is refunded.
 * Gateway calls come first: if one fails, nothing changes on our side (503).
 */
export async function cancelPlan(
  ctx: AppContext,
  input: { userId: string; actorId: string; ip: string; noPlanMessage: string },
) {
  const current = await currentPlanOf(ctx.db, input.userId);
  if (!current) throw notFound(input.noPlanMessage);
  const up = current.userPlan;
  const now = new Date();
  const [first] = await ctx.db
    .select()
    .from(payments)
    .where(
      and(eq(payments.userPlanId, up.id), isNull(payments.renewsFrom), eq(payments.status, 'CONFIRMADO')),
    )
    .orderBy(asc(payments.dataPagamento))
    .limit(1);
  const refundable =
    first?.dataPagamento &&
    first.gatewayPaymentId &&
    now.getTime() - first.dataPagamento.getTime() <= REFUND_WINDOW_MS
      ? first
      : undefined;
  // The gateway refused one of the steps: nothing changed here; the answer says what it refused (503).
  const asUnavailable = (error: unknown) =>
    error instanceof HttpError && (error.statusCode === 409 || error.statusCode === 422)
      ? new HttpError(503, `Não foi possível cancelar no gateway de pagamento: ${error.message}`)
      : error;
  try {
    await cancelOpenCharges(ctx, up.id);
    if (refundable) await ctx.payments.gateway.refundPayment(refundable.gatewayPaymentId!);
  } catch (error) {
    throw asUnavailable(gatewayFailure(error));
  }
  const cancelled = await ctx.db.transaction(async (tx) => {
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
      await transitionPayment(tx, refundable.id, 'REEMBOLSADO', now);
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
  return {
    message: refundable
      ? `Plano cancelado com sucesso! O pagamento de ${formatMoney(refundable.valorCents / 100)} foi reembolsado (garantia de 7 dias).`
      : 'Plano cancelado com sucesso!',
    userPlan: toApiUserPlan(cancelled),
    reembolsado: !!refundable,
    pagamentoReembolsadoId: refundable?.id ?? null,
  };
}

/** A plan granted by an admin is never charged, so it has nothing to renew. */
export const GRANTED_PLAN_NO_RENEWAL = 'Planos concedidos pela administração não têm renovação automática.';

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

/** Finds our payment for a gateway charge: by its id, else by externalReference (our id). */
export async function findPaymentForCharge(
  db: DbOrTx,
  gatewayPaymentId: string | undefined,
  externalReference: string | null | undefined,
): Promise<PaymentRow | undefined> {
  if (gatewayPaymentId) {
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.gatewayPaymentId, gatewayPaymentId))
      .limit(1);
    if (row) return row;
  }
  if (
    externalReference &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(externalReference)
  ) {
    const [row] = await db.select().from(payments).where(eq(payments.id, externalReference)).limit(1);
    if (row && (!gatewayPaymentId || !row.gatewayPaymentId || row.gatewayPaymentId === gatewayPaymentId))
      return row;
  }
  return undefined;
}
