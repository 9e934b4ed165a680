import type { AppContext } from '../../context.ts';
import { currentUser, type Handlers } from '../../http/types.ts';
import { createTicket } from './service.ts';

/** The Support tag: the back office's contact form. */
export function supportHandlers(ctx: AppContext): Handlers {
  return {
    enviarContatoSuporte: async (req, reply) => {
      const ticket = await createTicket(ctx, currentUser(req), req.body, req.ip);
      void reply.code(201);
      return ticket;
    },
  };
}
