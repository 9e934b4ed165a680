import { startOfMonthSaoPaulo } from '@certidao/domain';
import { and, count, desc, eq, gte, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { plans, solicitacoes, userPlans } from '../db/schema.ts';
import { type PlanRow, toApiUserPlan, type UserPlanRow } from '../http/serializers.ts';

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

/** Requests the user created in the current calendar month (America/Sao_Paulo): what plan limits count. */
export async function requestsThisMonth(db: DbOrTx, userId: string, now = new Date()): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(solicitacoes)
    .where(and(eq(solicitacoes.userId, userId), gte(solicitacoes.criadoEm, startOfMonthSaoPaulo(now))));
  return row?.n ?? 0;
}

/** The user-plan response: plano, userPlan, usage. */
export async function userPlanResponse(db: DbOrTx, userId: string) {
  const [current, used] = await Promise.all([currentPlanOf(db, userId), requestsThisMonth(db, userId)]);
  return {
    plano: current ? { id: current.plan.id, nome: current.plan.nome } : null,
    userPlan: current ? toApiUserPlan(current.userPlan) : null,
    usage: { solicitacoesRealizadas: used, solicitacoesLimitadas: current?.plan.limite ?? 0 },
  };
}
