import { randomUUID } from 'node:crypto';
import { addDaysIso, formatMoney, isoDateToBr, toSaoPauloIsoDate } from '@certidao/domain';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { GatewayError } from '../../adapters/payments/types.ts';
import type { AppContext } from '../../context.ts';
import { paymentCustomers, payments, plans, userPlans, users } from '../../db/schema.ts';
import { audit } from '../../services/audit.ts';
import { tomadorOf } from '../../services/tomador.ts';
import { savedCardOf } from './cards.ts';
import { cancelOpenCharges, createCharge, ensureCustomer } from './charges.ts';
import { refundDuePayments } from './lateRefunds.ts';
import { notifyPlansDueSoon } from './notify.ts';
import { refundReturnedCertificates } from './oneOff.ts';
import { expireUnpaidOrders, expireUnpaidPlans } from './pendingExpiry.ts';
import { applyScheduledChanges, renewalPlanOf } from './scheduledChanges.ts';
import { transitionPayment } from './transitions.ts';

/** The next charge is created this many days before `dataFim`. */
export const RENEWAL_LEAD_DAYS = 5;
/** A plan with automatic renewal whose charge is still unpaid ends this many days after `dataFim`. */
export const RENEWAL_GRACE_DAYS = 3;
export const RENEWAL_INTERVAL_MS = 5 * 60 * 1000;
const DAY_MS = 86_400_000;
const LOCK_KEY = 7302;

export interface RenewalReport {
  charged: string[];
  expired: string[];
  failed: string[];
  /** Pending PIX/boleto plans that expired unpaid (pendingExpiry.ts). */
  unpaid: string[];
  /** Payments that bought nothing, refunded by this pass (lateRefunds.ts). */
  refunded: string[];
}

/** Active plans with automatic renewal whose period ends within RENEWAL_LEAD_DAYS and have no renewal charge yet. */
function plansDueForRenewal(ctx: AppContext, now: Date) {
  return ctx.db
    .select({ userPlan: userPlans, plan: plans, user: users })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .innerJoin(users, eq(users.id, userPlans.userId))
    .where(
      and(
        eq(userPlans.status, 'active'),
        eq(userPlans.renovacaoAutomatica, true),
        inArray(userPlans.billingType, ['PIX', 'BOLETO', 'CREDIT_CARD']),
        lte(userPlans.dataFim, new Date(now.getTime() + RENEWAL_LEAD_DAYS * DAY_MS)),
        sql`${userPlans.dataFim} > ${new Date(now.getTime() - RENEWAL_GRACE_DAYS * DAY_MS)}`,
        sql`not exists (select 1 from ${payments} p where p.user_plan_id = ${userPlans.id} and p.renews_from = ${userPlans.dataFim} and p.status in ('PENDENTE', 'CONFIRMADO', 'RECUSADO'))`,
      ),
    );
}

type Due = Awaited<ReturnType<typeof plansDueForRenewal>>[number];

/** A PIX or boleto renewal: the charge, due at the end of the period, and an e-mail saying how to pay it. */
async function renewByPixOrBoleto(ctx: AppContext, { userPlan, plan, user }: Due, now: Date) {
  const today = toSaoPauloIsoDate(now);
  const end = toSaoPauloIsoDate(userPlan.dataFim);
  const charge = await createCharge(ctx, {
    user,
    plan,
    userPlan,
    method: userPlan.billingType === 'BOLETO' ? 'BOLETO' : 'PIX',
    renewsFrom: userPlan.dataFim,
    dueDate: end > today ? end : addDaysIso(today, 1),
    observacoes: 'Renovação automática',
  });
  await ctx.mailer
    .send(renewalEmail(user, plan, charge))
    .catch((e) => ctx.log.warn({ err: e, paymentId: charge.id }, 'renewal e-mail not sent'));
}

/** Step 1: a renewal charge for every plan due. */
async function chargeRenewals(ctx: AppContext, now: Date, report: RenewalReport) {
  const due = await plansDueForRenewal(ctx, now);
  for (const { userPlan, plan: current, user } of due) {
    // The next period's plan (a scheduled downgrade) and price (with the extra seats).
    const plan = await renewalPlanOf(ctx.db, userPlan, current);
    if (plan.valorCents === 0) continue;
    try {
      if (userPlan.billingType === 'CREDIT_CARD') await renewByCard(ctx, { userPlan, plan, user }, now);
      else {
        await renewByPixOrBoleto(ctx, { userPlan, plan, user }, now);
      }
      report.charged.push(userPlan.id);
    } catch (error) {
      report.failed.push(userPlan.id);
      ctx.log.warn({ err: error, userPlanId: userPlan.id }, 'renewal charge not created');
    }
  }
}

/** Step 2: plans past dataFim end (open charges cancelled, status expired, audited). */
async function expireEnded(ctx: AppContext, now: Date, report: RenewalReport) {
  const ending = await ctx.db
    .select({ id: userPlans.id, userId: userPlans.userId })
    .from(userPlans)
    .where(
      and(
        eq(userPlans.status, 'active'),
        sql`(
          (not (${userPlans.renovacaoAutomatica} and ${userPlans.billingType} <> 'CORTESIA') and ${userPlans.dataFim} <= ${now})
          or ${userPlans.dataFim} <= ${new Date(now.getTime() - RENEWAL_GRACE_DAYS * DAY_MS)}
        )`,
      ),
    );
  for (const { id, userId } of ending) {
    try {
      await cancelOpenCharges(ctx, id).catch((e) =>
        ctx.log.warn({ err: e, userPlanId: id }, 'open charge not cancelled'),
      );
      await ctx.db.transaction(async (tx) => {
        const [row] = await tx
          .update(userPlans)
          .set({ status: 'expired', updatedAt: now })
          .where(and(eq(userPlans.id, id), eq(userPlans.status, 'active'), lte(userPlans.dataFim, now)))
          .returning({ id: userPlans.id });
        if (row)
          await audit(tx, {
            action: 'user_plan.expired',
            targetType: 'user',
            targetId: userId,
            details: { userPlanId: id },
          });
      });
      report.expired.push(id);
    } catch (error) {
      ctx.log.warn({ err: error, userPlanId: id }, 'plan not expired');
    }
  }
}

/**
 * One pass of the renewal job (pure in `now`; tests call it directly):
 * 0. scheduled downgrades whose new period has begun switch plans (scheduledChanges.ts);
 * 1. active plans with renovacaoAutomatica whose dataFim is within RENEWAL_LEAD_DAYS get their next charge
 *    (PIX/boleto due on dataFim, even when the user saved a card: the billing type never changes silently;
 *    a card plan is charged with the saved card's token, else the token kept from its purchase);
 * 2. plans past dataFim end (status expired): at once without renewal, after RENEWAL_GRACE_DAYS with it;
 * 3. pending PIX/boleto plans past their charge's due date plus PENDING_GRACE_DAYS expire, the customer told;
 *    one-off orders unpaid as long are cancelled (their certificates were waiting for the payment), and paid
 *    ones whose certificates were returned get their price back;
 * 4. payments that bought nothing and were not refunded yet (a crash after their webhook) are refunded;
 * 5. the staff are notified of active plans ending within PLAN_DUE_NOTICE_DAYS (once per period).
 */
export async function runRenewals(ctx: AppContext, now = new Date()): Promise<RenewalReport> {
  const report: RenewalReport = { charged: [], expired: [], failed: [], unpaid: [], refunded: [] };
  await applyScheduledChanges(ctx, now);
  await chargeRenewals(ctx, now, report);
  await expireEnded(ctx, now, report);
  report.unpaid = await expireUnpaidPlans(ctx, now);
  await expireUnpaidOrders(ctx, now);
  await refundReturnedCertificates(ctx);
  report.refunded = await refundDuePayments(ctx);
  await notifyPlansDueSoon(ctx.db, now);
  return report;
}

/** The card a renewal charges: the one the user saved for renewals wins over the one kept from the purchase. */
async function renewalCard(ctx: AppContext, userId: string) {
  const gateway = ctx.payments.gateway;
  const [customer] = await ctx.db
    .select()
    .from(paymentCustomers)
    .where(eq(paymentCustomers.userId, userId))
    .limit(1);
  const saved = await savedCardOf(ctx.db, userId, gateway.name);
  const token =
    saved?.creditCardToken ?? (customer?.gateway === gateway.name ? customer.creditCardToken : null);
  if (!token) throw new Error('no stored card token for the renewal');
  return { saved, token };
}

/**
 * Charges the saved card's token (else the purchase's); approved → the period is extended at once;
 * declined → RECUSADO.
 */
async function renewByCard(
  ctx: AppContext,
  {
    userPlan,
    plan,
    user,
  }: {
    userPlan: typeof userPlans.$inferSelect;
    plan: typeof plans.$inferSelect;
    user: typeof users.$inferSelect;
  },
  now: Date,
) {
  const gateway = ctx.payments.gateway;
  const { saved, token } = await renewalCard(ctx, user.id);
  const customerId = await ensureCustomer(ctx, user);
  const id = randomUUID();
  await ctx.db.insert(payments).values({
    id,
    userId: user.id,
    planId: plan.id,
    userPlanId: userPlan.id,
    tomador: await tomadorOf(ctx.db, user.id),
    valorCents: plan.valorCents,
    metodoPagamento: 'CARTAO_CREDITO',
    status: 'PENDENTE',
    observacoes: saved
      ? `Renovação automática (cartão ${saved.brand} final ${saved.last4})`
      : 'Renovação automática',
    gateway: gateway.name,
    dueDate: toSaoPauloIsoDate(now),
    renewsFrom: userPlan.dataFim,
  });
  try {
    const remote = await gateway.createPayment({
      customerId,
      billingType: 'CREDIT_CARD',
      valueCents: plan.valorCents,
      dueDate: toSaoPauloIsoDate(now),
      description: `Certidão Ágil — plano ${plan.nome} (renovação)`,
      externalReference: id,
      creditCardToken: token,
    });
    await ctx.db
      .update(payments)
      .set({ gatewayPaymentId: remote.id, invoiceUrl: remote.invoiceUrl, updatedAt: now })
      .where(eq(payments.id, id));
    if (remote.status === 'CONFIRMED' || remote.status === 'RECEIVED')
      await ctx.db.transaction((tx) => transitionPayment(ctx, tx, id, 'CONFIRMADO', now));
  } catch (error) {
    if (error instanceof GatewayError && error.kind === 'declined') {
      await ctx.db
        .update(payments)
        .set({ status: 'RECUSADO', failureReason: error.message, updatedAt: now })
        .where(eq(payments.id, id));
      return;
    }
    await ctx.db.delete(payments).where(eq(payments.id, id));
    throw error;
  }
}

/** The gateway's own clock, if it keeps one (the sandbox: overdue charges and webhook redelivery). */
async function gatewayHousekeeping(ctx: AppContext) {
  await ctx.payments.gateway.housekeeping?.();
}

/** Runs one pass under a lock: PostgreSQL advisory lock (many processes), in-process flag for PGlite. */
async function tick(ctx: AppContext, running: { value: boolean }) {
  if (running.value) return;
  running.value = true;
  try {
    const pool = ctx.database.pool;
    if (pool) {
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ locked: boolean }>(
          'select pg_try_advisory_lock($1) as locked',
          [LOCK_KEY],
        );
        if (!rows[0]?.locked) return;
        try {
          await runRenewals(ctx);
          await gatewayHousekeeping(ctx);
        } finally {
          await client.query('select pg_advisory_unlock($1)', [LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    } else {
      await runRenewals(ctx);
      await gatewayHousekeeping(ctx);
    }
  } catch (error) {
    ctx.log.error({ err: error }, 'renewal job failed');
  } finally {
    running.value = false;
  }
}

/** Starts the periodic renewal job; `stop()` waits for a pass in progress. */
export function startRenewalScheduler(ctx: AppContext, intervalMs = RENEWAL_INTERVAL_MS) {
  const running = { value: false };
  let current: Promise<void> | undefined;
  const timer = setInterval(() => {
    current = tick(ctx, running);
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells the customer that the renewal charge is ready and how to pay it. */
export function renewalEmail(
  user: Pick<typeof users.$inferSelect, 'email' | 'firstName'>,
  plan: Pick<typeof plans.$inferSelect, 'nome' | 'valorCents'>,
  charge: Pick<typeof payments.$inferSelect, 'dueDate' | 'invoiceUrl' | 'metodoPagamento'>,
) {
  const due = charge.dueDate ? isoDateToBr(charge.dueDate) : '';
  const how = charge.metodoPagamento === 'BOLETO' ? 'o boleto' : 'o PIX';
  const text = [
    `Olá, ${user.firstName}!`,
    '',
    `A renovação do seu plano ${plan.nome} (${formatMoney(plan.valorCents / 100)}) está disponível para pagamento até ${due}.`,
    `Pague ${how} pela fatura: ${charge.invoiceUrl ?? ''}`,
    '',
    'Se preferir não renovar, cancele o plano em Meu Perfil antes do vencimento.',
    '',
    'Equipe Certidão Ágil',
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(user.firstName)}!</p><p>A renovação do seu plano <strong>${escapeHtml(plan.nome)}</strong> (${escapeHtml(formatMoney(plan.valorCents / 100))}) está disponível para pagamento até <strong>${escapeHtml(due ?? '')}</strong>.</p><p><a href="${escapeHtml(charge.invoiceUrl ?? '')}">Pagar ${how}</a></p><p>Se preferir não renovar, cancele o plano em Meu Perfil antes do vencimento.</p><p>Equipe Certidão Ágil</p>`;
  return { to: user.email, subject: `Renovação do plano ${plan.nome}: pague até ${due}`, text, html };
}
