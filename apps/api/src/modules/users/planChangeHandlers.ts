import { EXTRA_SEAT_PRICE_CENTS, formatDate, formatMoney } from '@certidao/domain';
import type { AppContext } from '../../context.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { toPlanChangeRef, userPlanResponse } from '../../services/userPlans.ts';
import { seatsOf } from '../companies/service.ts';
import {
  buyExtraSeat,
  changePlan,
  extraSeatTerms,
  loadPayment,
  type PlanChangeTerms,
  planChangeTerms,
  toApiPagamento,
  withdrawPlanChange,
} from '../payments/service.ts';

const reais = (cents: number) => cents / 100;

/** The change's terms as the contract's `PreviaAlteracaoPlano`. */
function toPreview(t: PlanChangeTerms) {
  return {
    tipo: t.kind,
    planoAtual: toPlanChangeRef(t.current.plan),
    planoNovo: toPlanChangeRef(t.target),
    valor: reais(t.chargeCents),
    diasRestantes: t.daysLeft,
    diasPeriodo: t.periodDays,
    dataEfeito: t.effectiveAt.toISOString(),
    proximaCobranca: { data: t.nextCharge.at.toISOString(), valor: reais(t.nextCharge.cents) },
    formaPagamento: t.current.userPlan.billingType as 'PIX' | 'BOLETO' | 'CREDIT_CARD',
  };
}

/** The answer's sentence: what happened and what the customer still has to do. */
function changeMessage(t: PlanChangeTerms, paid: 'none' | 'card' | 'open') {
  if (t.kind === 'downgrade')
    return `Mudança agendada: seu plano passa a ser o ${t.target.nome} em ${formatDate(t.effectiveAt)}.`;
  const done = `Plano alterado para ${t.target.nome}.`;
  if (paid === 'card')
    return `${done} A diferença de ${formatMoney(reais(t.chargeCents))} foi cobrada no cartão.`;
  if (paid === 'open')
    return `${done} Pague a diferença de ${formatMoney(reais(t.chargeCents))} em Pagamentos.`;
  return done;
}

async function paymentView(ctx: AppContext, id: string | null) {
  const view = id ? await loadPayment(ctx.db, id) : undefined;
  return view ? toApiPagamento(view) : null;
}

/** Changing the caller's plan in place and buying extra seats (/users/me/plano/alteracao, …/assentos). */
export function planChangeHandlers(ctx: AppContext) {
  return {
    previaAlteracaoPlano: async (req) =>
      toPreview(await planChangeTerms(ctx.db, currentUser(req), req.query.planoId)),

    alterarMeuPlano: async (req) => {
      const user = currentUser(req);
      const { terms, paymentId } = await changePlan(ctx, user, req.body.planoId, { id: user.id, ip: req.ip });
      const pagamento = await paymentView(ctx, paymentId);
      const paid = !pagamento ? 'none' : pagamento.status === 'CONFIRMADO' ? 'card' : 'open';
      return {
        tipo: terms.kind,
        message: changeMessage(terms, paid),
        plano: await userPlanResponse(ctx.db, user.id),
        pagamento,
      };
    },

    desistirAlteracaoPlano: async (req) => {
      const user = currentUser(req);
      await withdrawPlanChange(ctx, user, { id: user.id, ip: req.ip });
      return userPlanResponse(ctx.db, user.id);
    },

    previaAssentoExtra: async (req) => {
      const t = await extraSeatTerms(ctx.db, currentUser(req));
      return {
        valor: reais(t.chargeCents),
        valorMensal: reais(EXTRA_SEAT_PRICE_CENTS),
        diasRestantes: t.daysLeft,
        diasPeriodo: t.periodDays,
        proximaCobranca: { data: t.nextCharge.at.toISOString(), valor: reais(t.nextCharge.cents) },
        assentos: t.seats,
        formaPagamento: t.current.userPlan.billingType as 'PIX' | 'BOLETO' | 'CREDIT_CARD',
      };
    },

    comprarAssentoExtra: async (req) => {
      const user = currentUser(req);
      const { terms, paymentId } = await buyExtraSeat(ctx, user, { id: user.id, ip: req.ip });
      const pagamento = await paymentView(ctx, paymentId);
      const seats = await seatsOf(ctx.db, { id: terms.empresaId, titularId: user.id });
      const price = formatMoney(reais(terms.chargeCents));
      const message = !pagamento
        ? 'Assento adicionado.'
        : pagamento.status === 'CONFIRMADO'
          ? `Assento adicionado. ${price} foram cobrados no cartão.`
          : `Assento adicionado. Pague ${price} em Pagamentos.`;
      return { message, assentos: seats.assentos, pagamento };
    },
  } satisfies HandlerPart;
}
