import { startOfMonthSaoPaulo } from '@certidao/domain';
import { and, count, desc, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { empresaMembros, plans, solicitacoes, userPlans } from '../db/schema.ts';
import { type PlanRow, toApiUserPlan, type UserPlanRow } from '../http/serializers.ts';
import { billingAccountIdOf } from './companyScope.ts';
import { countsAgainstPlan } from './ledger.ts';

/** The user's current plan (active, or pending payment), with its plan. */
export async function currentPlanOf(
  db: DbOrTx,
  userId: string,
): Promise<{ userPlan: UserPlanRow; plan: PlanRow } | undefined> {
  const [row] = await db
    .select({ userPlan: userPlans, plan: plans })
    .from(userPlans)
    .innerJoin(plans, eq(plans.id, userPlans.planId))
    .where(and(eq(userPlans.userId, userId), inArray(userPlans.status, ['active', 'pending'])))
    .orderBy(desc(userPlans.createdAt))
    .limit(1);
  return row;
}

/**
 * Requests counted against the plan in the current calendar month (America/Sao_Paulo): for a member of a company
 * every request of the company, otherwise the user's personal requests; a request whose every certificate was
 * returned (cancelled or never issued) no longer counts, nor does a one-off order (it is paid on its own).
 */
export async function requestsThisMonth(db: DbOrTx, userId: string, now = new Date()): Promise<number> {
  const [member] = await db
    .select({ empresaId: empresaMembros.empresaId })
    .from(empresaMembros)
    .where(eq(empresaMembros.userId, userId));
  return requestsCountedThisMonth(db, userId, member?.empresaId ?? null, now);
}

/** requestsThisMonth with the caller's company already known (null: the user's personal requests). */
export async function requestsCountedThisMonth(
  db: DbOrTx,
  userId: string,
  empresaId: string | null,
  now = new Date(),
): Promise<number> {
  const whose = empresaId
    ? eq(solicitacoes.empresaId, empresaId)
    : and(eq(solicitacoes.userId, userId), isNull(solicitacoes.empresaId));
  const [row] = await db
    .select({ n: count() })
    .from(solicitacoes)
    .where(
      and(
        whose,
        gte(solicitacoes.criadoEm, startOfMonthSaoPaulo(now)),
        eq(solicitacoes.oneOff, false),
        countsAgainstPlan,
      ),
    );
  return row?.n ?? 0;
}

/** A plan as a plan change shows it: what it costs and what it gives. */
export const toPlanChangeRef = (p: PlanRow) => ({
  id: p.id,
  nome: p.nome,
  valor: p.valorCents / 100,
  limite: p.limite,
  assentos: p.assentos,
});

/** The cheaper plan a subscription moves to when its period ends (null when none is scheduled). */
async function scheduledChangeOf(db: DbOrTx, up: UserPlanRow) {
  if (!up.scheduledPlanId || up.status !== 'active') return null;
  const [plan] = await db.select().from(plans).where(eq(plans.id, up.scheduledPlanId)).limit(1);
  return plan ? { plano: toPlanChangeRef(plan), data: up.dataFim.toISOString() } : null;
}

/**
 * The user-plan response: plano, userPlan, usage. A member of a company gets the company's (its holder's
 * subscription, every member's requests).
 */
export async function userPlanResponse(db: DbOrTx, userId: string) {
  const holderId = await billingAccountIdOf(db, userId);
  const [current, used] = await Promise.all([currentPlanOf(db, holderId), requestsThisMonth(db, userId)]);
  return {
    plano: current ? { id: current.plan.id, nome: current.plan.nome } : null,
    mudancaAgendada: current ? await scheduledChangeOf(db, current.userPlan) : null,
    userPlan: current ? toApiUserPlan(current.userPlan) : null,
    usage: { solicitacoesRealizadas: used, solicitacoesLimitadas: current?.plan.limite ?? 0 },
  };
}
