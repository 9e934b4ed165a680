import { daysUntil, startOfMonthSaoPaulo, usagePercent } from '@certidao/domain';
import { and, count, desc, eq, gte, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { plans, solicitacoes, userPlans, users } from '../../db/schema.ts';
import type { Handlers } from '../../http/types.ts';
import { page, toApiPlano, toApiUser, toApiUserPlan } from '../serializers.ts';

/** Due within this many days: 'atencao'. */
export const ATTENTION_DAYS = 7;

export function dueStatus(days: number | null): 'atraso' | 'atencao' | 'em_dia' {
  if (days === null) return 'em_dia';
  if (days < 0) return 'atraso';
  return days <= ATTENTION_DAYS ? 'atencao' : 'em_dia';
}

export function assinaturaHandlers(ctx: AppContext): Handlers {
  const where = (search: string | undefined): SQL | undefined => {
    const conditions: (SQL | undefined)[] = [inArray(userPlans.status, ['active', 'pending'])];
    const term = search?.trim();
    if (term) {
      const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(
        or(
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          ilike(users.email, like),
          ilike(plans.nome, like),
        ),
      );
    }
    return and(...conditions);
  };

  const load = async (query: { page?: number; limit?: number; search?: string } | undefined) => {
    const { page: pageNumber = 1, limit = 10, search } = query ?? {};
    const condition = where(search);
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select({ userPlan: userPlans, plan: plans, user: users })
        .from(userPlans)
        .innerJoin(users, eq(users.id, userPlans.userId))
        .innerJoin(plans, eq(plans.id, userPlans.planId))
        .where(condition)
        .orderBy(desc(userPlans.createdAt), desc(userPlans.id))
        .limit(limit)
        .offset((pageNumber - 1) * limit),
      ctx.db
        .select({ n: count() })
        .from(userPlans)
        .innerJoin(users, eq(users.id, userPlans.userId))
        .innerJoin(plans, eq(plans.id, userPlans.planId))
        .where(condition),
    ]);
    return { rows, total: total?.n ?? 0, pageNumber, limit };
  };

  return {
    listarAssinaturasAtivas: async (req) => {
      const { rows, total, pageNumber, limit } = await load(req.query);
      return page(
        rows.map((r) => ({
          user: toApiUser(r.user),
          plano: toApiPlano(r.plan),
          userPlan: toApiUserPlan(r.userPlan),
        })),
        total,
        pageNumber,
        limit,
      );
    },

    listarAssinaturasAtivasDetalhadas: async (req) => {
      const { rows, total, pageNumber, limit } = await load(req.query);
      const now = new Date();
      const userIds = rows.map((r) => r.user.id);
      const usage = new Map<string, number>();
      if (userIds.length) {
        const counts = await ctx.db
          .select({ userId: solicitacoes.userId, n: count() })
          .from(solicitacoes)
          .where(
            and(inArray(solicitacoes.userId, userIds), gte(solicitacoes.criadoEm, startOfMonthSaoPaulo(now))),
          )
          .groupBy(solicitacoes.userId);
        for (const c of counts) usage.set(c.userId, c.n);
      }
      return page(
        rows.map((r) => {
          const userPlan = toApiUserPlan(r.userPlan);
          const used = usage.get(r.user.id) ?? 0;
          const limite = r.plan.limite;
          const percent = usagePercent(used, limite);
          const dias = userPlan.dataFim ? daysUntil(userPlan.dataFim, now) : null;
          return {
            user: toApiUser(r.user),
            plano: toApiPlano(r.plan),
            userPlan,
            subscription: { status: userPlan.status, billingType: userPlan.billingType },
            estatisticas: {
              solicitacoesRealizadas: used,
              solicitacoesDisponiveis: limite > 0 ? Math.max(0, limite - used) : null,
              percentualUso: percent === null ? null : Math.round(percent * 100) / 100,
              proximaRenovacao: userPlan.dataFim,
              diasParaVencimento: dias,
              statusVencimento: dueStatus(dias),
            },
          };
        }),
        total,
        pageNumber,
        limit,
      );
    },
  };
}
