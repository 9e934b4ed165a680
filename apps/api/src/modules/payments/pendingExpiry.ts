import { addDaysIso, formatMoney, isoDateToBr, toSaoPauloIsoDate } from '@certidao/domain';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments, plans, userPlans, users } from '../../db/schema.ts';
import { audit } from '../../services/audit.ts';
import type { MailMessage } from '../../services/mailer.ts';
import { cancelCharge, cancelOpenCharges } from './charges.ts';

/**
 * A PIX or boleto purchase never paid expires this many days after its charge's due date (a boleto paid on its
 * due date may take up to three business days to be confirmed: five calendar days cover a weekend).
 */
export const PENDING_GRACE_DAYS = 5;

/** Pending PIX/boleto plans with the latest due date of their charges (none: the day of the purchase). */
function pendingPlans(ctx: AppContext) {
  return ctx.db
    .select({
      userPlan: userPlans,
      plan: plans,
      user: users,
      dueDate: sql<
        string | null
      >`(select max(p.due_date) from ${payments} p where p.user_plan_id = ${userPlans.id})`,
    })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .innerJoin(users, eq(users.id, userPlans.userId))
    .where(and(eq(userPlans.status, 'pending'), inArray(userPlans.billingType, ['PIX', 'BOLETO'])));
}

type Pending = Awaited<ReturnType<typeof pendingPlans>>[number];

/** The last São Paulo day on which a payment still counts. */
const lastDayOf = (p: Pending) =>
  addDaysIso(p.dueDate ?? toSaoPauloIsoDate(p.userPlan.dataInicio), PENDING_GRACE_DAYS);

/** Its charges removed at the gateway first (a charge paid meanwhile activates the plan instead), then expired. */
async function expirePending(ctx: AppContext, p: Pending, now: Date): Promise<boolean> {
  await cancelOpenCharges(ctx, p.userPlan.id);
  const expired = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(userPlans)
      .set({ status: 'expired', updatedAt: now })
      .where(and(eq(userPlans.id, p.userPlan.id), eq(userPlans.status, 'pending')))
      .returning({ id: userPlans.id });
    if (row)
      await audit(tx, {
        action: 'user_plan.expired',
        targetType: 'user',
        targetId: p.user.id,
        details: { userPlanId: p.userPlan.id, motivo: 'não pago', vencimento: p.dueDate },
      });
    return !!row;
  });
  if (expired)
    await ctx.mailer
      .send(unpaidPlanEmail(p, lastDayOf(p), ctx.config.publicUrl))
      .catch((e) => ctx.log.warn({ err: e, userPlanId: p.userPlan.id }, 'unpaid-plan e-mail not sent'));
  return expired;
}

/**
 * Step of the renewal job: pending PIX/boleto plans past their charge's due date plus PENDING_GRACE_DAYS
 * expire, and the customer is told. A charge paid after that is refunded (lateRefunds.ts).
 */
export async function expireUnpaidPlans(ctx: AppContext, now: Date): Promise<string[]> {
  const today = toSaoPauloIsoDate(now);
  const done: string[] = [];
  for (const p of await pendingPlans(ctx)) {
    if (today <= lastDayOf(p)) continue;
    try {
      if (await expirePending(ctx, p, now)) done.push(p.userPlan.id);
    } catch (error) {
      ctx.log.warn({ err: error, userPlanId: p.userPlan.id }, 'unpaid plan not expired');
    }
  }
  return done;
}

/**
 * Step of the renewal job: one-off orders whose PIX or boleto charge is past its due date plus
 * PENDING_GRACE_DAYS are cancelled (the charge removed at the gateway first; one paid meanwhile releases the
 * order instead). Their waiting certificates are cancelled and returned with the charge (jobs/paidOrders.ts).
 */
export async function expireUnpaidOrders(ctx: AppContext, now: Date): Promise<string[]> {
  const lastDue = addDaysIso(toSaoPauloIsoDate(now), -PENDING_GRACE_DAYS);
  const open = await ctx.db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.tipo, 'avulso'),
        eq(payments.status, 'PENDENTE'),
        inArray(payments.metodoPagamento, ['PIX', 'BOLETO']),
        lt(payments.dueDate, lastDue),
      ),
    );
  const done: string[] = [];
  for (const p of open) {
    try {
      await cancelCharge(ctx, p);
      done.push(p.id);
    } catch (error) {
      ctx.log.warn({ err: error, paymentId: p.id }, 'unpaid one-off order not cancelled');
    }
  }
  return done;
}

const escapeHtml = (v: string) => v.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** Tells the customer that the purchase expired unpaid and how to buy again. */
export function unpaidPlanEmail(
  p: Pick<Pending, 'user' | 'plan'>,
  lastDay: string,
  publicUrl: string,
): MailMessage {
  const price = formatMoney(p.plan.valorCents / 100);
  const until = isoDateToBr(lastDay) ?? lastDay;
  const link = `${publicUrl}/planos`;
  const lines = [
    `Olá, ${p.user.firstName}!`,
    '',
    `Não identificamos o pagamento do plano ${p.plan.nome} (${price}) até ${until}, por isso o pedido expirou e a cobrança foi cancelada.`,
    `Se ainda quiser o plano, faça um novo pedido: ${link}`,
    'Se você pagar a cobrança antiga mesmo assim, o valor será devolvido automaticamente.',
    '',
    'Equipe Certidão Ágil',
  ];
  const html = `<p>Olá, ${escapeHtml(p.user.firstName)}!</p><p>Não identificamos o pagamento do plano <strong>${escapeHtml(p.plan.nome)}</strong> (${escapeHtml(price)}) até <strong>${escapeHtml(until)}</strong>, por isso o pedido expirou e a cobrança foi cancelada.</p><p><a href="${escapeHtml(link)}">Fazer um novo pedido</a></p><p>Se você pagar a cobrança antiga mesmo assim, o valor será devolvido automaticamente.</p><p>Equipe Certidão Ágil</p>`;
  return {
    to: p.user.email,
    subject: `Pedido do plano ${p.plan.nome} expirado sem pagamento`,
    text: lines.join('\n'),
    html,
  };
}
