import type { AppContext } from '../../context.ts';
import { conflict } from '../../http/errors.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { cancelCharge, chargePendingPlan } from './charges.ts';
import { MSG } from './messages.ts';
import { listPayments, loadPayment, ownedPayment, toApiPagamento } from './reading.ts';
import { syncPayment } from './transitions.ts';

/** The Payments tag: charges of the caller's pending plan, payment lists, cancellation and sync. */
export function paymentHandlers(ctx: AppContext) {
  const reload = async (id: string) => toApiPagamento((await loadPayment(ctx.db, id))!);
  return {
    criarPagamento: async (req, reply) => {
      const row = await chargePendingPlan(ctx, currentUser(req), req.body);
      void reply.code(201);
      return reload(row.id);
    },

    listarPagamentos: async (req) => listPayments(ctx.db, req.query ?? {}),

    buscarPagamentosUsuario: async (req) => {
      const { page, limit, status } = req.query ?? {};
      return listPayments(ctx.db, { page, limit, status, userId: currentUser(req).id });
    },

    getPagamento: async (req) => toApiPagamento(await ownedPayment(ctx.db, currentUser(req), req.params.id)),

    cancelarPagamento: async (req) => {
      const view = await ownedPayment(ctx.db, currentUser(req), req.params.id);
      if (view.payment.status !== 'PENDENTE') throw conflict(MSG.onlyPendingCancel);
      await cancelCharge(ctx, view.payment, currentUser(req).id, req.ip);
      return reload(view.payment.id);
    },

    sincronizarPagamento: async (req) => {
      const view = await ownedPayment(ctx.db, currentUser(req), req.params.id);
      await syncPayment(ctx, view.payment);
      return reload(view.payment.id);
    },
  } satisfies HandlerPart;
}
