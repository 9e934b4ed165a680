import type { AppContext } from '../../context.ts';
import { currentUser, type Handlers } from '../../http/types.ts';
import {
  cancelRequest,
  certidaoApi,
  createRequest,
  getOne,
  listRequests,
  quotaOf,
  requestStats,
  retryCertificate,
  validateNewRequest,
} from './service.ts';

export function solicitacaoHandlers(ctx: AppContext): Handlers {
  return {
    getSolicitacoes: async (req) => listRequests(ctx.db, currentUser(req), req.query),

    createSolicitacao: async (req, reply) => {
      const user = currentUser(req);
      const input = validateNewRequest(req.body, { requireBirthDate: true });
      const { solicitacaoId } = await createRequest(ctx, user, input, { enforcePlan: true });
      reply.code(201);
      return getOne(ctx.db, user, solicitacaoId);
    },

    getEstatisticasSolicitacoes: async (req) => requestStats(ctx.db, currentUser(req)),

    getPlanoSolicitacoes: async (req) => quotaOf(ctx.db, currentUser(req)),

    getSolicitacao: async (req) => getOne(ctx.db, currentUser(req), req.params.id),

    cancelarSolicitacao: async (req) => cancelRequest(ctx, currentUser(req), req.params.id),

    tentarNovamenteCertidao: async (req, reply) => {
      await retryCertificate(ctx, currentUser(req), req.params.id, req.params.certId);
      reply.code(202);
      return certidaoApi(ctx.db, req.params.certId);
    },
  };
}
