import type { AppContext } from '../../context.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { removeCard, saveCard, savedCardOf, toApiCartao } from '../payments/service.ts';

/** The caller's saved card for automatic renewals (GET/POST/DELETE /users/me/cartao). */
export function cardHandlers(ctx: AppContext) {
  return {
    obterCartao: async (req) => {
      const row = await savedCardOf(ctx.db, currentUser(req).id, ctx.payments.gateway.name);
      return { cartao: row ? toApiCartao(row) : null };
    },

    salvarCartao: async (req, reply) => {
      const row = await saveCard(ctx, currentUser(req), req.body, req.ip);
      void reply.code(201);
      return toApiCartao(row);
    },

    removerCartao: async (req, reply) => {
      await removeCard(ctx, currentUser(req), req.ip);
      return reply.code(204).send();
    },
  } satisfies HandlerPart;
}
