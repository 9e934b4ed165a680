import type { AppContext } from '../../context.ts';
import { JSON_TYPE, toApiPlano } from '../../http/serializers.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { createPlan, deletePlan, getPlanOr404, listPlans, updatePlan } from './service.ts';

/** The Plans tag: the public catalogue and the staff's plan management. */
export function planHandlers(ctx: AppContext) {
  const actor = (req: Parameters<typeof currentUser>[0]) => ({ id: currentUser(req).id, ip: req.ip });
  return {
    // The landing page's list: served from a short-lived cache, cleared by any change to plans (app.ts).
    getPlanosPublicos: async (req, reply) => {
      const pageNo = req.query?.page ?? 1;
      const limit = req.query?.limit ?? 100;
      // Kept as the answer's bytes: the landing page asks for it on every visit, and serialising the same
      // plans again was a good part of each answer's cost.
      // The contract's Plano has no timestamps; without the schema's serializer they are left out here.
      const json = await ctx.caches.publicPlans.getOrLoad(`${pageNo}:${limit}`, async () => {
        const answer = await listPlans(ctx.db, pageNo, limit);
        const data = answer.data.map(({ createdAt: _c, updatedAt: _u, ...plano }) => plano);
        return { value: Buffer.from(JSON.stringify({ ...answer, data })) };
      });
      return reply.type(JSON_TYPE).send(json as Buffer);
    },
    getPlanos: async (req) =>
      listPlans(ctx.db, req.query?.page ?? 1, req.query?.limit ?? 10, req.query?.search),
    getPlano: async (req) => toApiPlano(await getPlanOr404(ctx.db, req.params.id)),

    createPlano: async (req, reply) => {
      const row = await createPlan(ctx.db, req.body, actor(req));
      void reply.code(201);
      return toApiPlano(row);
    },

    updatePlano: async (req) => toApiPlano(await updatePlan(ctx.db, req.params.id, req.body, actor(req))),

    deletePlano: async (req, reply) => {
      await deletePlan(ctx.db, req.params.id, actor(req));
      return reply.code(204).send();
    },
  } satisfies HandlerPart;
}
