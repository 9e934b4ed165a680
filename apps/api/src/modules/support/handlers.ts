import type { AppContext } from '../../context.ts';
import { page } from '../../http/serializers.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { changeTicketStatus, createTicket, getTicket, listTickets } from './service.ts';

/** The Support tag: the back office's contact form and the staff's ticket list. */
export function supportHandlers(ctx: AppContext) {
  return {
    enviarContatoSuporte: async (req, reply) => {
      const ticket = await createTicket(ctx, currentUser(req), req.body, req.ip);
      void reply.code(201);
      return ticket;
    },

    listarChamadosSuporte: async (req) => {
      const { rows, total, pageNumber, limit } = await listTickets(ctx.db, req.query ?? {});
      return page(rows, total, pageNumber, limit);
    },

    getChamadoSuporte: async (req) => getTicket(ctx.db, req.params.id),

    alterarStatusChamadoSuporte: async (req) =>
      changeTicketStatus(ctx, currentUser(req), req.params.id, req.body.status, req.ip),
  } satisfies HandlerPart;
}
