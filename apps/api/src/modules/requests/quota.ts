import { countOf, startOfMonthSaoPaulo, startOfNextMonthSaoPaulo } from '@certidao/domain';
import type { DbOrTx } from '../../db/client.ts';
import type { ErrorCode } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { billingAccountIdOf } from '../../services/companyScope.ts';
import { currentPlanOf, requestsThisMonth } from '../../services/userPlans.ts';

export const NO_ACTIVE_PLAN = 'Você não possui um plano ativo. Adquira um plano para fazer solicitações.';
export const PLAN_PENDING =
  'Seu plano está aguardando a confirmação do pagamento. Assim que ele for confirmado, você poderá fazer solicitações.';
export const limitReached = (limite: number) =>
  `Você atingiu o limite de ${countOf(limite, 'solicitação', 'solicitações')} do seu plano neste mês.`;

/** Why a new request is refused, as the catalogue's code: no plan, a plan awaiting payment, or the month's limit. */
export const quotaCode = (motivo: string | null): ErrorCode =>
  motivo === null || motivo === NO_ACTIVE_PLAN
    ? 'sem_plano_ativo'
    : motivo === PLAN_PENDING
      ? 'plano_aguardando_pagamento'
      : 'limite_do_plano';

export async function quotaOf(db: DbOrTx, user: UserRow, now = new Date()) {
  // A member of a company uses the company's plan (its holder's subscription) and shares its month's count.
  const holderId = await billingAccountIdOf(db, user.id);
  const [current, used] = await Promise.all([
    currentPlanOf(db, holderId),
    requestsThisMonth(db, user.id, now),
  ]);
  const base = {
    plano: current ? { id: current.plan.id, nome: current.plan.nome } : null,
    utilizadas: used,
    periodoInicio: startOfMonthSaoPaulo(now).toISOString(),
    periodoFim: startOfNextMonthSaoPaulo(now).toISOString(),
  };
  if (isStaff(user)) {
    return {
      ...base,
      ilimitado: true,
      limite: current?.plan.limite ?? 0,
      disponiveis: null,
      podeCriar: true,
      motivo: null,
    };
  }
  if (!current) {
    return { ...base, ilimitado: false, limite: 0, disponiveis: 0, podeCriar: false, motivo: NO_ACTIVE_PLAN };
  }
  const limite = current.plan.limite;
  const ilimitado = limite === 0;
  if (current.userPlan.status !== 'active') {
    return {
      ...base,
      ilimitado,
      limite,
      disponiveis: ilimitado ? null : Math.max(0, limite - used),
      podeCriar: false,
      motivo: PLAN_PENDING,
    };
  }
  const podeCriar = ilimitado || used < limite;
  return {
    ...base,
    ilimitado,
    limite,
    disponiveis: ilimitado ? null : Math.max(0, limite - used),
    podeCriar,
    motivo: podeCriar ? null : limitReached(limite),
  };
}
