import { daysUntil, usagePercent } from '@certidao/domain';
import type { AppContext } from '../../context.ts';
import { page, toApiPlano, toApiUser, toApiUserPlan } from '../../http/serializers.ts';
import type { HandlerPart } from '../../http/types.ts';
import { dueStatus, loadSubscriptions, requestsThisMonthOf, subscriptionSummary } from './subscriptions.ts';

/** Staff lists of current subscriptions (GET /users/assinaturas/ativas[/detalhadas]). */
export function subscriptionHandlers(ctx: AppContext) {
  return {
    listarAssinaturasAtivas: async (req) => {
      const { rows, total, pageNumber, limit } = await loadSubscriptions(ctx.db, req.query);
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
      const now = new Date();
      const [{ rows, total, pageNumber, limit }, resumo] = await Promise.all([
        loadSubscriptions(ctx.db, req.query, now),
        subscriptionSummary(ctx.db, now),
      ]);
      const usage = await requestsThisMonthOf(
        ctx.db,
        rows.map((r) => r.user.id),
        now,
      );
      const list = page(
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
      return { ...list, resumo };
    },
  } satisfies HandlerPart;
}
