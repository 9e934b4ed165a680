import { randomUUID } from 'node:crypto';
import { toSaoPauloIsoDate } from '@certidao/domain';
import { eq } from 'drizzle-orm';
import { GatewayError } from '../../adapters/payments/types.ts';
import type { AppContext } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { paymentCustomers, payments } from '../../db/schema.ts';
import { unprocessable } from '../../http/errors.ts';
import type { UserPlanRow } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { tomadorOf } from '../../services/tomador.ts';
import { savedCardOf } from './cards.ts';
import { type ChargeItem, createCharge, ensureCustomer } from './charges.ts';
import { gatewayFailure } from './messages.ts';
import { notifyPayment } from './notify.ts';
import type { PaymentRow } from './reading.ts';
import { transitionPayment } from './transitions.ts';

const NO_CARD =
  'Não encontramos o cartão da sua assinatura. Salve um cartão em "Adicionar cartão" e tente de novo.';

/** A change already applied to the subscription, charged now, and how to take it back if the charge fails. */
export interface ChangeCharge extends ChargeItem {
  tipo: 'alteracao' | 'assentos';
  userPlanId: string;
  /** Puts the subscription back as it was (true when there was something to put back). */
  undo: (tx: Tx) => Promise<boolean>;
  undoAction: 'user_plan.upgrade_undone' | 'user_plan.seat_undone';
}

/** The card a change is charged on: the saved one wins over the token kept from the purchase, as for a renewal. */
async function cardTokenOf(ctx: AppContext, userId: string) {
  const gateway = ctx.payments.gateway;
  const saved = await savedCardOf(ctx.db, userId, gateway.name);
  if (saved) return { token: saved.creditCardToken, label: `cartão ${saved.brand} final ${saved.last4}` };
  const [customer] = await ctx.db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId))
    .limit(1);
  return customer?.gateway === gateway.name && customer.creditCardToken
    ? { token: customer.creditCardToken, label: 'cartão da assinatura' }
    : null;
}

/** Charges the card by token: approved → CONFIRMADO; declined → RECUSADO kept for the history, then 422. */
async function chargeCard(ctx: AppContext, user: UserRow, item: ChangeCharge): Promise<PaymentRow> {
  const card = await cardTokenOf(ctx, user.id);
  if (!card) throw unprocessable(NO_CARD);
  const gateway = ctx.payments.gateway;
  const customerId = await ensureCustomer(ctx, user);
  const id = randomUUID();
  const today = toSaoPauloIsoDate();
  await ctx.db.transaction(async (tx) => {
    await tx.insert(payments).values({
      id,
      userId: user.id,
      planId: item.planId,
      userPlanId: item.userPlanId,
      tipo: item.tipo,
      descricao: item.descricao,
      tomador: await tomadorOf(tx, user.id),
      valorCents: item.valorCents,
      metodoPagamento: 'CARTAO_CREDITO',
      status: 'PENDENTE',
      observacoes: `Cobrado no ${card.label}`,
      gateway: gateway.name,
      dueDate: today,
    });
    await audit(tx, {
      action: 'payment.created',
      actorId: user.id,
      targetType: 'payment',
      targetId: id,
      details: { metodo: 'CARTAO_CREDITO', valorCents: item.valorCents, tipo: item.tipo },
    });
  });
  try {
    const remote = await gateway.createPayment({
      customerId,
      billingType: 'CREDIT_CARD',
      valueCents: item.valorCents,
      dueDate: today,
      description: `Certidão Ágil — ${item.descricao}`,
      externalReference: id,
      creditCardToken: card.token,
    });
    await ctx.db
      .update(payments)
      .set({ gatewayPaymentId: remote.id, invoiceUrl: remote.invoiceUrl, updatedAt: new Date() })
      .where(eq(payments.id, id));
    if (remote.status === 'CONFIRMED' || remote.status === 'RECEIVED')
      await ctx.db.transaction((tx) => transitionPayment(ctx, tx, id, 'CONFIRMADO'));
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'declined')
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(payments)
          .set({ status: 'RECUSADO', failureReason: error.message, updatedAt: new Date() })
          .where(eq(payments.id, id));
        await notifyPayment(tx, id, 'recusado');
      });
    else await ctx.db.delete(payments).where(eq(payments.id, id));
    throw error;
  }
  const [row] = await ctx.db.select().from(payments).where(eq(payments.id, id)).limit(1);
  return row!;
}

/**
 * Charges a change already applied: on the card (by token) when the subscription is paid by card, else a
 * PENDENTE PIX or boleto charge paid like any other. A charge that cannot be made takes the change back (in one
 * transaction, audited) and answers the failure: a declined card 422, the gateway down 503.
 */
export async function chargeChange(
  ctx: AppContext,
  user: UserRow,
  up: UserPlanRow,
  item: ChangeCharge,
): Promise<PaymentRow> {
  try {
    if (up.billingType === 'CREDIT_CARD') return await chargeCard(ctx, user, item);
    return await createCharge(ctx, {
      user,
      method: up.billingType === 'BOLETO' ? 'BOLETO' : 'PIX',
      item,
    });
  } catch (error) {
    await ctx.db.transaction(async (tx) => {
      if (await item.undo(tx))
        await audit(tx, {
          action: item.undoAction,
          actorId: user.id,
          targetType: 'user',
          targetId: user.id,
          details: { userPlanId: up.id, motivo: error instanceof Error ? error.message : String(error) },
        });
    });
    throw gatewayFailure(error);
  }
}
