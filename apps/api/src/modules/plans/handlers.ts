import { toCents } from '@certidao/domain';
import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments, plans, userPlans, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { currentUser, type Handlers } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { cancelPlan } from '../pagamentos/service.ts';
import { page, toApiPlano, toApiUserPlan } from '../serializers.ts';
import { userIdOr404 } from '../users/service.ts';
import { addOneMonth, userPlanResponse } from './userPlans.ts';

export const PLAN_NOT_FOUND = 'Plano não encontrado.';
const USER_NOT_FOUND = 'Usuário não encontrado.';
const NO_CURRENT_PLAN = 'Este usuário não possui um plano ativo.';

const visible = isNull(plans.archivedAt);

function searchCondition(search: string | undefined) {
  const term = search?.trim();
  if (!term) return undefined;
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return or(ilike(plans.nome, like), ilike(plans.descricao, like));
}

interface PlanoInput {
  nome?: string;
  descricao?: string | null;
  valor?: number | string | null;
  limite?: number | null;
  beneficios?: string[] | null;
  cor?: string | null;
  popular?: boolean | null;
  ordem?: number | null;
}

/** Applies the plan-edit rules of spec §5: nome required, valor defaults to 0, empty limit = unlimited, blank benefits dropped. */
function planValues(input: PlanoInput, creating: boolean): Partial<typeof plans.$inferInsert> {
  const values: Partial<typeof plans.$inferInsert> = {};
  if (input.nome !== undefined || creating) {
    const nome = input.nome?.trim() ?? '';
    if (!nome) throw badRequest('O nome do plano é obrigatório.');
    values.nome = nome;
  }
  if (input.descricao !== undefined || creating) values.descricao = input.descricao?.trim() ?? '';
  if (input.valor !== undefined || creating) {
    const cents =
      input.valor === null || input.valor === undefined || input.valor === '' ? 0 : toCents(input.valor);
    if (!Number.isFinite(cents) || cents < 0)
      throw badRequest('O valor do plano deve ser um número maior ou igual a zero.');
    values.valorCents = cents;
  }
  if (input.limite !== undefined || creating) values.limite = input.limite ?? 0;
  if (input.beneficios !== undefined || creating)
    values.beneficios = (input.beneficios ?? []).map((b) => b.trim()).filter(Boolean);
  if (input.cor !== undefined || creating) values.cor = input.cor?.trim() || 'default';
  if (input.popular !== undefined || creating) values.popular = input.popular ?? false;
  if (input.ordem !== undefined || creating) values.ordem = input.ordem ?? 0;
  return values;
}

export function planHandlers(ctx: AppContext): Handlers {
  const getPlanOr404 = async (id: string) => {
    const [row] = await ctx.db
      .select()
      .from(plans)
      .where(and(eq(plans.id, id), visible))
      .limit(1);
    if (!row) throw notFound(PLAN_NOT_FOUND);
    return row;
  };

  const listPlans = async (pageNumber: number, limit: number, search?: string) => {
    const where = and(visible, searchCondition(search));
    const [rows, [total]] = await Promise.all([
      ctx.db
        .select()
        .from(plans)
        .where(where)
        .orderBy(asc(plans.ordem), asc(plans.valorCents), asc(plans.nome))
        .limit(limit)
        .offset((pageNumber - 1) * limit),
      ctx.db.select({ n: count() }).from(plans).where(where),
    ]);
    return page(rows.map(toApiPlano), total?.n ?? 0, pageNumber, limit);
  };

  return {
    getPlanosPublicos: async (req) => listPlans(req.query?.page ?? 1, req.query?.limit ?? 100),
    getPlanos: async (req) => listPlans(req.query?.page ?? 1, req.query?.limit ?? 10, req.query?.search),
    getPlano: async (req) => toApiPlano(await getPlanOr404(req.params.id)),

    createPlano: async (req, reply) => {
      const actor = currentUser(req);
      const values = planValues(req.body, true) as typeof plans.$inferInsert;
      const row = await ctx.db.transaction(async (tx) => {
        const [created] = await tx.insert(plans).values(values).returning();
        await audit(tx, {
          action: 'plan.created',
          actorId: actor.id,
          targetType: 'plan',
          targetId: created!.id,
          ip: req.ip,
          details: { nome: created!.nome },
        });
        return created!;
      });
      void reply.code(201);
      return toApiPlano(row);
    },

    updatePlano: async (req) => {
      const actor = currentUser(req);
      await getPlanOr404(req.params.id);
      const values = planValues(req.body, false);
      const row = await ctx.db.transaction(async (tx) => {
        const [updated] = await tx
          .update(plans)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(plans.id, req.params.id))
          .returning();
        await audit(tx, {
          action: 'plan.updated',
          actorId: actor.id,
          targetType: 'plan',
          targetId: req.params.id,
          ip: req.ip,
          details: { fields: Object.keys(values) },
        });
        return updated!;
      });
      return toApiPlano(row);
    },

    deletePlano: async (req, reply) => {
      const actor = currentUser(req);
      const plan = await getPlanOr404(req.params.id);
      await ctx.db.transaction(async (tx) => {
        const [holders] = await tx
          .select({ n: count() })
          .from(userPlans)
          .where(and(eq(userPlans.planId, plan.id), inArray(userPlans.status, ['active', 'pending'])));
        if ((holders?.n ?? 0) > 0) {
          const n = holders!.n;
          throw conflict(
            `Este plano não pode ser excluído porque ${n} ${n === 1 ? 'usuário possui' : 'usuários possuem'} uma assinatura dele. Cancele ou migre essas assinaturas antes.`,
          );
        }
        const [history] = await tx
          .select({
            n: sql<number>`(select count(*) from ${userPlans} where ${userPlans.planId} = ${plan.id}) + (select count(*) from ${payments} where ${payments.planId} = ${plan.id})`.mapWith(
              Number,
            ),
          })
          .from(plans)
          .where(eq(plans.id, plan.id));
        // Past subscriptions and payments keep pointing at the plan: archive instead of deleting their history.
        if ((history?.n ?? 0) > 0)
          await tx
            .update(plans)
            .set({ archivedAt: new Date(), updatedAt: new Date() })
            .where(eq(plans.id, plan.id));
        else await tx.delete(plans).where(eq(plans.id, plan.id));
        await audit(tx, {
          action: 'plan.deleted',
          actorId: actor.id,
          targetType: 'plan',
          targetId: plan.id,
          ip: req.ip,
          details: { nome: plan.nome, archived: (history?.n ?? 0) > 0 },
        });
      });
      return reply.code(204).send();
    },

    obterPlanoUsuario: async (req) => userPlanResponse(ctx.db, currentUser(req).id),

    getPlanoDoUsuario: async (req) => {
      return userPlanResponse(ctx.db, await userIdOr404(ctx.db, req.params.id));
    },

    concederPlanoUsuario: async (req, reply) => {
      const actor = currentUser(req);
      const plan = await getPlanOr404(req.body.planoId);
      const now = new Date();
      const granted = await ctx.db.transaction(async (tx) => {
        const [user] = await tx
          .select({ id: users.id })
          .from(users)
          .where(eq(users.id, req.params.id))
          .for('update')
          .limit(1);
        if (!user) throw notFound(USER_NOT_FOUND);
        // A grant replaces whatever plan the user had.
        await tx
          .update(userPlans)
          .set({ status: 'cancelled', cancelledAt: now, updatedAt: now })
          .where(and(eq(userPlans.userId, user.id), inArray(userPlans.status, ['active', 'pending'])));
        const [row] = await tx
          .insert(userPlans)
          .values({
            userId: user.id,
            planId: plan.id,
            status: 'active',
            renovacaoAutomatica: false,
            billingType: 'CORTESIA',
            dataInicio: now,
            dataFim: addOneMonth(now),
            grantedBy: actor.id,
          })
          .returning();
        await audit(tx, {
          action: 'user_plan.granted',
          actorId: actor.id,
          targetType: 'user',
          targetId: user.id,
          ip: req.ip,
          details: { planoId: plan.id, nome: plan.nome },
        });
        return row!;
      });
      void reply.code(201);
      return {
        plano: { id: plan.id, nome: plan.nome },
        userPlan: toApiUserPlan(granted),
        usage: (await userPlanResponse(ctx.db, req.params.id)).usage,
      };
    },

    cancelarPlanoUsuario: async (req) => {
      const actor = currentUser(req);
      const user = { id: await userIdOr404(ctx.db, req.params.id) };
      // Same rule as the user's own cancellation (7-day refund), in the payments service.
      return cancelPlan(ctx, {
        userId: user.id,
        actorId: actor.id,
        ip: req.ip,
        noPlanMessage: NO_CURRENT_PLAN,
      });
    },
  };
}
