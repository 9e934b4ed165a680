import type { AppContext } from '../../context.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import {
  createParty,
  getPartyWithTimeline,
  importParties,
  listParties,
  monitorRequest,
  removeParty,
  summary,
  updateParty,
} from './service.ts';

/** The Monitoring tag: a customer's portfolio of parties kept renewed (staff see every portfolio). */
export function monitoringHandlers(ctx: AppContext) {
  return {
    listarMonitoramentos: async (req) => listParties(ctx, currentUser(req), req.query ?? {}),

    criarMonitoramento: async (req, reply) => {
      const party = await createParty(ctx, currentUser(req), req.body);
      reply.code(201);
      return party;
    },

    importarMonitoramentos: async (req, reply) => {
      const result = await importParties(ctx, currentUser(req), req.body.partes);
      reply.code(201);
      return result;
    },

    resumoMonitoramento: async (req) => summary(ctx, currentUser(req)),

    obterMonitoramento: async (req) => getPartyWithTimeline(ctx, currentUser(req), req.params.id),

    atualizarMonitoramento: async (req) => updateParty(ctx, currentUser(req), req.params.id, req.body),

    removerMonitoramento: async (req) => removeParty(ctx, currentUser(req), req.params.id),

    monitorarSolicitacao: async (req, reply) => {
      const party = await monitorRequest(ctx, currentUser(req), req.params.id, req.body ?? {});
      reply.code(201);
      return party;
    },
  } satisfies HandlerPart;
}
