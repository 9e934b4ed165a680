import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { payments, plans, userPlans, users } from '../../db/schema.ts';
import { conflict, notFound, unprocessable } from '../../http/errors.ts';
import { currentUser, type Handlers, isStaff } from '../../http/types.ts';
import { currentPlanOf, userPlanResponse } from '../plans/userPlans.ts';
import { page } from '../serializers.ts';
import {
  cancelCharge,
  cancelPlan,
  createCharge,
  loadPayment,
  MSG,
  type PaymentView,
  purchasePlan,
  selectPayments,
  setPlanRenewal,
  syncPayment,
  toApiPagamento,
} from './service.ts';

const NO_PLAN = 'Você não possui um plano ativo.';

export function pagamentoHandlers(ctx: AppContext): Handlers {
  /** The payment, or 404 when it does not exist or (for a plain user) belongs to someone else. */
  const ownedPayment = async (req: Parameters<typeof currentUser>[0], id: string): Promise<PaymentView> => {
    const user = currentUser(req);
    const view = await loadPayment(ctx.db, id);
    if (!view || (!isStaff(user) && view.payment.userId !== user.id)) throw notFound(MSG.paymentNotFound);
    return view;
  };

  const listPage = async (where: SQL | undefined, pageNumber: number, limit: number) => {
    const [rows, [total]] = await Promise.all([
      selectPayments(ctx.db)
        .where(where)
        .orderBy(desc(payments.createdAt), desc(payments.id))
        .limit(limit)
        .offset((pageNumber - 1) * limit),
      ctx.db
        .select({ n: count() })
        .from(payments)
        .innerJoin(users, eq(users.id, payments.userId))
        .where(where),
    ]);
    return page(rows.map(toApiPagamento), total?.n ?? 0, pageNumber, limit);
  };

  return {
    atribuirPlanoUsuario: async (req, reply) => {
      const user = currentUser(req);
      await purchasePlan(ctx, user, req.body, req.ip);
      void reply.code(201);
      return userPlanResponse(ctx.db, user.id);
    },

    cancelarMeuPlano: async (req) => {
      const user = currentUser(req);
      return cancelPlan(ctx, { userId: user.id, actorId: user.id, ip: req.ip, noPlanMessage: NO_PLAN });
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

    criarPagamento: async (req, reply) => {
      const user = currentUser(req);
      const [plan] = await ctx.db.select().from(plans).where(eq(plans.id, req.body.planoId)).limit(1);
      if (!plan) throw notFound(MSG.planNotFound);
      const current = await currentPlanOf(ctx.db, user.id);
      if (current?.userPlan.status !== 'pending' || current.plan.id !== plan.id)
        throw unprocessable(MSG.noPendingPlan);
      const method = req.body.metodoPagamento;
      const row = await createCharge(ctx, {
        user,
        plan: current.plan,
        userPlan: current.userPlan,
        method,
        observacoes: req.body.observacoes,
      });
      // The subscription is paid the way its charge is.
      if (current.userPlan.billingType !== method)
        await ctx.db
          .update(userPlans)
          .set({ billingType: method, updatedAt: new Date() })
          .where(eq(userPlans.id, current.userPlan.id));
      void reply.code(201);
      return toApiPagamento((await loadPayment(ctx.db, row.id))!);
    },

    listarPagamentos: async (req) => {
      const { page: pageNumber = 1, limit = 10, search, status, metodoPagamento } = req.query ?? {};
      const conditions: (SQL | undefined)[] = [];
      const term = search?.trim();
      if (term) {
        const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
        conditions.push(
          or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like), ilike(users.email, like)),
        );
      }
      if (status) conditions.push(eq(payments.status, status));
      if (metodoPagamento) conditions.push(eq(payments.metodoPagamento, metodoPagamento));
      return listPage(and(...conditions), pageNumber, limit);
    },

    buscarPagamentosUsuario: async (req) => {
      const user = currentUser(req);
      const { page: pageNumber = 1, limit = 10, status } = req.query ?? {};
      return listPage(
        and(eq(payments.userId, user.id), status ? eq(payments.status, status) : undefined),
        pageNumber,
        limit,
      );
    },

    getPagamento: async (req) => toApiPagamento(await ownedPayment(req, req.params.id)),

    cancelarPagamento: async (req) => {
      const view = await ownedPayment(req, req.params.id);
      if (view.payment.status !== 'PENDENTE') throw conflict(MSG.onlyPendingCancel);
      await cancelCharge(ctx, view.payment, currentUser(req).id, req.ip);
      return toApiPagamento((await loadPayment(ctx.db, view.payment.id))!);
    },

    sincronizarPagamento: async (req) => {
      const view = await ownedPayment(req, req.params.id);
      await syncPayment(ctx, view.payment);
      return toApiPagamento((await loadPayment(ctx.db, view.payment.id))!);
    },
  };
}
