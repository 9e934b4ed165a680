import type { AppContext } from '../../context.ts';
import { toApiUserPlan } from '../../http/serializers.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { userPlanResponse } from '../../services/userPlans.ts';
import { checkoutCompanyOf } from '../companies/service.ts';
import { cancelPlan, purchasePlan, setPlanRenewal } from '../payments/service.ts';
import { subscribeUserToPlan } from './adminSubscription.ts';
import { userIdOr404 } from './service.ts';
import { grantPlan } from './userPlans.ts';

const NO_PLAN = 'Você não possui um plano ativo.';
const NO_CURRENT_PLAN = 'Este usuário não possui um plano ativo.';

/** A user's plan: the caller's own (buy, renewal switch, cancel) and the staff's view, grant and cancel. */
export function userPlanHandlers(ctx: AppContext) {
  return {
    obterPlanoUsuario: async (req) => userPlanResponse(ctx.db, currentUser(req).id),

    obterEmpresaCheckout: async (req) => ({ empresa: await checkoutCompanyOf(ctx.db, currentUser(req).id) }),

    getPlanoDoUsuario: async (req) => userPlanResponse(ctx.db, await userIdOr404(ctx.db, req.params.id)),

    atribuirPlanoUsuario: async (req, reply) => {
      const user = currentUser(req);
      await purchasePlan(ctx, user, req.body, req.ip);
      void reply.code(201);
      return userPlanResponse(ctx.db, user.id);
    },

    atualizarMeuPlano: async (req) => {
      const user = currentUser(req);
      await setPlanRenewal(ctx, {
        userId: user.id,
        actorId: user.id,
        ip: req.ip,
        renovacaoAutomatica: req.body.renovacaoAutomatica,
        noPlanMessage: NO_PLAN,
      });
      return userPlanResponse(ctx.db, user.id);
    },

    cancelarMeuPlano: async (req) => {
      const user = currentUser(req);
      return cancelPlan(ctx, { userId: user.id, actorId: user.id, ip: req.ip, noPlanMessage: NO_PLAN });
    },

    concederPlanoUsuario: async (req, reply) => {
      const actor = { id: currentUser(req).id, ip: req.ip };
      const { plan, granted } = await grantPlan(ctx.db, req.params.id, req.body.planoId, actor);
      void reply.code(201);
      return {
        ...(await userPlanResponse(ctx.db, req.params.id)),
        plano: { id: plan.id, nome: plan.nome },
        userPlan: toApiUserPlan(granted),
      };
    },

    assinarPlanoParaUsuario: async (req, reply) => {
      await subscribeUserToPlan(ctx, req.params.id, req.body, { id: currentUser(req).id, ip: req.ip });
      void reply.code(201);
      return userPlanResponse(ctx.db, req.params.id);
    },

    cancelarPlanoUsuario: async (req) => {
      const userId = await userIdOr404(ctx.db, req.params.id);
      // Same rule as the user's own cancellation (7-day refund), in the payments service.
      return cancelPlan(ctx, {
        userId,
        actorId: currentUser(req).id,
        ip: req.ip,
        noPlanMessage: NO_CURRENT_PLAN,
      });
    },
  } satisfies HandlerPart;
}
