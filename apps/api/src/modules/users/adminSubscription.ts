import { formatMoney, isoDateToBr } from '@certidao/domain';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { plans, users } from '../../db/schema.ts';
import { conflict, notFound } from '../../http/errors.ts';
import { audit } from '../../services/audit.ts';
import { escapeHtml, type MailMessage } from '../../services/mailer.ts';
import { currentPlanOf } from '../../services/userPlans.ts';
import { chargePendingPlan, type PurchaseInput, purchasePlan } from '../payments/service.ts';
import type { Actor } from './accounts.ts';
import { USER_NOT_FOUND } from './service.ts';

export const USER_HAS_ACTIVE_PLAN =
  'Este usuário já possui um plano ativo. Cancele o plano atual antes de assinar outro.';

/**
 * POST /users/{id}/plano/assinatura: an admin subscribes a customer to a paid plan, by the customer's own
 * purchase rules (`purchasePlan`). PIX/boleto: the first charge is created at once and the customer gets its
 * invoice by e-mail, so nobody has to sign in as them; a card is charged now. Audited with the admin as actor.
 */
export async function subscribeUserToPlan(
  ctx: AppContext,
  userId: string,
  body: PurchaseInput,
  actor: Actor,
): Promise<void> {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound(USER_NOT_FOUND);
  const current = await currentPlanOf(ctx.db, user.id);
  if (current?.userPlan.status === 'active') throw conflict(USER_HAS_ACTIVE_PLAN);

  await purchasePlan(ctx, user, body, actor.ip);
  const billingType = body.billingType ?? 'PIX';
  const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, body.planoId)).limit(1);
  let invoiceUrl: string | null = null;
  if (billingType !== 'CREDIT_CARD' && plan && plan.valorCents > 0) {
    const charge = await chargePendingPlan(ctx, user, { planoId: plan.id, metodoPagamento: billingType });
    invoiceUrl = charge.invoiceUrl;
    await ctx.mailer
      .send(assignedPlanEmail(user, plan, charge))
      .catch((err) => ctx.log.warn({ err, paymentId: charge.id }, 'assigned-plan e-mail not sent'));
  }
  await audit(ctx.db, {
    action: 'user_plan.assigned',
    actorId: actor.id,
    targetType: 'user',
    targetId: user.id,
    ip: actor.ip,
    details: { planoId: body.planoId, billingType, invoiceUrl },
  });
}

/** The customer's e-mail with the first charge of a plan an admin subscribed them to. */
export function assignedPlanEmail(
  user: { email: string; firstName: string },
  plan: { nome: string; valorCents: number },
  charge: { dueDate: string | null; invoiceUrl: string | null; metodoPagamento: string },
): MailMessage {
  const price = formatMoney(plan.valorCents / 100);
  const due = charge.dueDate ? (isoDateToBr(charge.dueDate) ?? charge.dueDate) : '';
  const how = charge.metodoPagamento === 'BOLETO' ? 'o boleto' : 'o PIX';
  const link = charge.invoiceUrl ?? '';
  const text = [
    `Olá, ${user.firstName}!`,
    '',
    `Sua assinatura do plano ${plan.nome} (${price} por mês) foi criada pela nossa equipe.`,
    `Pague ${how} até ${due} pela fatura: ${link}`,
    'O plano é ativado assim que o pagamento for confirmado. Você também encontra a cobrança em Pagamentos.',
    '',
    'Equipe Certidão Ágil',
  ].join('\n');
  const html = `<p>Olá, ${escapeHtml(user.firstName)}!</p><p>Sua assinatura do plano <strong>${escapeHtml(plan.nome)}</strong> (${escapeHtml(price)} por mês) foi criada pela nossa equipe.</p><p><a href="${escapeHtml(link)}">Pagar ${how}</a> até <strong>${escapeHtml(due)}</strong>.</p><p>O plano é ativado assim que o pagamento for confirmado. Você também encontra a cobrança em Pagamentos.</p><p>Equipe Certidão Ágil</p>`;
  return { to: user.email, subject: `Assinatura do plano ${plan.nome}: pague até ${due}`, text, html };
}
