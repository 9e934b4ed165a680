import type { AppContext } from '../../context.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { addObservation, certificateView, listObservations } from './certificateView.ts';

/** The staff's certificate view (Requests tag): one certificate with its history and observations. */
export function certificateViewHandlers(ctx: AppContext) {
  return {
    getCertidaoDetalhe: async (req) => certificateView(ctx.db, req.params.id),
    getObservacoesCertidao: async (req) => listObservations(ctx.db, req.params.id),
    createObservacaoCertidao: async (req, reply) => {
      const observation = await addObservation(ctx.db, req.params.id, currentUser(req), req.body, req.ip);
      void reply.code(201);
      return observation;
    },
  } satisfies HandlerPart;
}
