import type { AppContext } from '../../context.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { createTicket } from './service.ts';

/** The Support tag: the back office's contact form. */
export function supportHandlers(ctx: AppContext) {
  return {
    enviarContatoSuporte: async (req, reply) => {
      const ticket = await createTicket(ctx, currentUser(req), req.body, req.ip);
      void reply.code(201);
      return ticket;
    },
  } satisfies HandlerPart;
}
