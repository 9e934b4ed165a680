import type { AppContext } from '../../context.ts';
import { combineHandlers, currentUser, type HandlerPart, isStaff } from '../../http/types.ts';
import { certificateViewHandlers } from './certificateViewHandlers.ts';
import { requestPdfsZip } from './pdfsZip.ts';
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
  viewOne,
} from './service.ts';
import { streamEvents } from './stream.ts';

const JSON_TYPE = 'application/json; charset=utf-8';

export function requestHandlers(ctx: AppContext) {
  return combineHandlers(certificateViewHandlers(ctx), {
    // Both reads answer JSON bytes built from cached views (views.ts): sent as is.
    getSolicitacoes: async (req, reply) =>
      reply.type(JSON_TYPE).send(await listRequests(ctx, currentUser(req), req.query)),

    createSolicitacao: async (req, reply) => {
      const user = currentUser(req);
      const input = validateNewRequest(req.body, { requireBirthDate: true });
      const { solicitacaoId } = await createRequest(ctx, user, input, { enforcePlan: true });
      reply.code(201);
      return getOne(ctx.db, user, solicitacaoId);
    },

    getEstatisticasSolicitacoes: async (req) => requestStats(ctx.db, currentUser(req)),

    getPlanoSolicitacoes: async (req) => quotaOf(ctx.db, currentUser(req)),

    getSolicitacao: async (req, reply) =>
      reply.type(JSON_TYPE).send(await viewOne(ctx, currentUser(req), req.params.id)),

    getEventosSolicitacoes: async (req, reply) => {
      const user = currentUser(req);
      const { solicitacaoId } = req.query;
      // Following one request: the same 404 as getSolicitacao when the caller cannot see it.
      if (solicitacaoId) await getOne(ctx.db, user, solicitacaoId);
      const lastEventId = req.headers['last-event-id'];
      await streamEvents(
        ctx,
        req,
        reply,
        { userId: isStaff(user) ? undefined : user.id, solicitacaoId },
        typeof lastEventId === 'string' ? Number(lastEventId) : undefined,
      );
      return reply;
    },

    baixarPdfsSolicitacao: async (req, reply) => {
      const zip = await requestPdfsZip(ctx, currentUser(req), req.params.id);
      reply
        .code(200)
        .header('content-type', 'application/zip')
        .header('content-length', String(zip.size))
        .header('content-disposition', `attachment; filename="${zip.fileName}"`)
        .header('cache-control', 'no-store')
        .header('x-content-type-options', 'nosniff');
      return reply.send(zip.stream);
    },

    cancelarSolicitacao: async (req) => cancelRequest(ctx, currentUser(req), req.params.id),

    tentarNovamenteCertidao: async (req, reply) => {
      await retryCertificate(ctx, currentUser(req), req.params.id, req.params.certId);
      reply.code(202);
      return certidaoApi(ctx.db, req.params.certId);
    },
  } satisfies HandlerPart);
}
