import { randomUUID } from 'node:crypto';
import { addDaysIso, toSaoPauloIsoDate } from '@certidao/domain';
import { and, eq } from 'drizzle-orm';
import { GatewayError } from '../../adapters/payments/types.ts';
import type { AppContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { payments, plans, userPlans } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import type { PlanRow, UserPlanRow } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { tomadorOf } from '../../services/tomador.ts';
import { currentPlanOf } from '../../services/userPlans.ts';
import { chargeDeletionFailed } from './compensation.ts';
import { ensureCustomer } from './customer.ts';
import { gatewayFailure, MSG } from './messages.ts';
import type { PaymentRow } from './reading.ts';
import { syncPayment, transitionPayment } from './transitions.ts';

// The gateway customer (in the tomador's name) has its own file; callers keep importing it from here.
export { ensureCustomer };

/** What a charge pays: a period of a plan, an upgrade's difference, extra seats, or a one-off order. */
export interface ChargeItem {
  tipo: 'plano' | 'alteracao' | 'assentos' | 'avulso';
  valorCents: number;
  /** The line the customer and the gateway see. */
  descricao: string;
  planId: string | null;
  userPlanId: string | null;
  solicitacaoId?: string | null;
}

/** What a charge pays: a period of a plan, an upgrade's difference, extra seats, or a one-off order. */
export interface ChargeItem {
  tipo: 'plano' | 'alteracao' | 'assentos' | 'avulso';
  valorCents: number;
  /** The line the customer and the gateway see. */
  descricao: string;
  planId: string | null;
  userPlanId: string | null;
  solicitacaoId?: string | null;
}

interface ChargeInput {
  user: UserRow;
  method: 'PIX' | 'BOLETO';
  /** A period of `plan` (`renewsFrom` for a renewal) unless `item` says otherwise. */
  plan?: PlanRow;
  userPlan?: UserPlanRow;
  item?: ChargeItem;
  observacoes?: string | null;
  renewsFrom?: Date | null;
  dueDate?: string;
}

/** The charge's item: the one given, or a period of the plan. */
function itemOf(input: ChargeInput): ChargeItem {
  if (input.item) return input.item;
  if (!input.plan || !input.userPlan) throw new Error('a charge needs an item or a plan');
  return {
    tipo: 'plano',
    valorCents: input.plan.valorCents,
    descricao: `Certidão Ágil — plano ${input.plan.nome}${input.renewsFrom ? ' (renovação)' : ''}`,
    planId: input.plan.id,
    userPlanId: input.userPlan.id,
  };
}

/** Step 1: the PENDENTE row and its audit entry; a second open charge of the subscription → 409. */
async function reserveCharge(ctx: AppContext, id: string, input: ChargeInput, dueDate: string) {
  const item = itemOf(input);
  try {
    await ctx.db.transaction(async (tx) => {
      await tx.insert(payments).values({
        id,
        userId: input.user.id,
        planId: item.planId,
        userPlanId: item.userPlanId,
        tipo: item.tipo,
        descricao: item.descricao,
        solicitacaoId: item.solicitacaoId ?? null,
        tomador: await tomadorOf(tx, input.user.id),
        valorCents: item.valorCents,
        metodoPagamento: input.method,
        status: 'PENDENTE',
        observacoes: input.observacoes?.trim() || null,
        gateway: ctx.payments.gateway.name,
        dueDate,
        renewsFrom: input.renewsFrom ?? null,
      });
      await audit(tx, {
        action: 'payment.created',
        actorId: input.user.id,
        targetType: 'payment',
        targetId: id,
        details: {
          metodo: input.method,
          valorCents: item.valorCents,
          tipo: item.tipo,
          renovacao: !!input.renewsFrom,
        },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(MSG.openCharge);
    throw error;
  }
}

/** Step 2: the gateway charge with its PIX code or boleto line, written onto the reserved row. */
async function openGatewayCharge(
  ctx: AppContext,
  id: string,
  input: ChargeInput,
  customerId: string,
  dueDate: string,
  opened: { remoteId?: string },
): Promise<PaymentRow> {
  const gateway = ctx.payments.gateway;
  const item = itemOf(input);
  const remote = await gateway.createPayment({
    customerId,
    billingType: input.method,
    valueCents: item.valorCents,
    dueDate,
    description: item.descricao,
    externalReference: id,
  });
  opened.remoteId = remote.id;
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
}

/**
 * Creates a PIX or boleto charge for a plan subscription. The payment row is reserved first (the unique
 * index allows one open charge per subscription, so concurrent calls cannot both charge), then the gateway
 * charge is created; if the gateway fails, the gateway charge (if any) and the reservation are removed.
 */
export async function createCharge(ctx: AppContext, input: ChargeInput): Promise<PaymentRow> {
  const customerId = await ensureCustomer(ctx, input.user);
  const id = randomUUID();
  const dueDate = input.dueDate ?? addDaysIso(toSaoPauloIsoDate(), input.method === 'PIX' ? 1 : 3);
  await reserveCharge(ctx, id, input, dueDate);
  const opened: { remoteId?: string } = {};
  try {
    return await openGatewayCharge(ctx, id, input, customerId, dueDate, opened);
  } catch (error) {
    const gatewayPaymentId = opened.remoteId;
    if (gatewayPaymentId)
      await ctx.payments.gateway
        .deletePayment(gatewayPaymentId)
        .catch((e) =>
          chargeDeletionFailed(ctx, { paymentId: id, userId: input.user.id, gatewayPaymentId, error: e }),
        );
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
    await transitionPayment(ctx, tx, p.id, 'CANCELADO');
    await audit(tx, { action: 'payment.cancelled', actorId, targetType: 'payment', targetId: p.id, ip });
  });
}

/**
 * POST /pagamentos: a PIX or boleto charge for the caller's plan awaiting its first payment; the
 * subscription is then paid the way its charge is.
 */
export async function chargePendingPlan(
  ctx: AppContext,
  user: UserRow,
  input: { planoId: string; metodoPagamento: 'PIX' | 'BOLETO'; observacoes?: string | null },
): Promise<PaymentRow> {
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, input.planoId)).limit(1);
  if (!plan) throw notFound(MSG.planNotFound);
  const current = await currentPlanOf(ctx.db, user.id);
  if (current?.userPlan.status !== 'pending' || current.plan.id !== plan.id)
    throw unprocessable(MSG.noPendingPlan);
  const method = input.metodoPagamento;
  const row = await createCharge(ctx, {
    user,
    plan: current.plan,
    userPlan: current.userPlan,
    method,
    observacoes: input.observacoes,
  });
  if (current.userPlan.billingType !== method)
    await ctx.db
      .update(userPlans)
      .set({ billingType: method, updatedAt: new Date() })
      .where(eq(userPlans.id, current.userPlan.id));
  return row;
}
