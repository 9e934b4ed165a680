import type { AppContext } from '../../context.ts';
import { sendDownload } from '../../http/downloads.ts';
import { sendKeptJson } from '../../http/keptCompression.ts';
import { combineHandlers, currentUser, type HandlerPart, isStaff, type UserRow } from '../../http/types.ts';
import { companyScopeOf, seesWholeCompany } from '../../services/companyScope.ts';
import { createRequestBatch } from './batch.ts';
import { certificateViewHandlers } from './certificateViewHandlers.ts';
import type { EventFilter } from './events.ts';
import { createOneOffRequest } from './oneOff.ts';
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
  updateRequestReference,
  validateNewRequest,
  viewOne,
} from './service.ts';
import { streamEvents } from './stream.ts';

/** Which events a caller's stream carries: the same visibility as the requests list (services/companyScope.ts). */
async function eventFilterOf(ctx: AppContext, user: UserRow, solicitacaoId?: string): Promise<EventFilter> {
  if (isStaff(user)) return { solicitacaoId };
  const scope = await companyScopeOf(ctx.db, user.id);
  if (!scope) return { userId: user.id, empresaId: null, solicitacaoId };
  if (seesWholeCompany(scope)) return { empresaId: scope.empresaId, solicitacaoId };
  return { userId: user.id, empresaId: scope.empresaId, solicitacaoId };
}

export function requestHandlers(ctx: AppContext) {
  return combineHandlers(certificateViewHandlers(ctx), {
    // Both reads answer JSON bytes built from cached views (views.ts): sent as is, or their compressed copy.
    getSolicitacoes: async (req, reply) =>
      sendKeptJson(req, reply, await listRequests(ctx, currentUser(req), req.query)),

    createSolicitacao: async (req, reply) => {
      const user = currentUser(req);
      const input = validateNewRequest(req.body, { requireBirthDate: true });
      const { pagamentoAvulso } = req.body;
      if (pagamentoAvulso) {
        const { solicitacaoId } = await createOneOffRequest(ctx, user, input, pagamentoAvulso, req.ip);
        reply.code(201);
        return getOne(ctx.db, user, solicitacaoId);
      }
      // Answered from what was written: reading the request back would cost as much as creating it.
      const created = await createRequest(ctx, user, input, { enforcePlan: true });
      reply.code(201);
      return created.answer();
    },

    criarSolicitacoesEmLote: async (req) =>
      createRequestBatch(ctx, currentUser(req), req.body.solicitacoes, req.body.chavesIdempotencia),

    getEstatisticasSolicitacoes: async (req) => requestStats(ctx.db, currentUser(req)),

    getPlanoSolicitacoes: async (req) => quotaOf(ctx.db, currentUser(req)),

    getSolicitacao: async (req, reply) =>
      sendKeptJson(req, reply, await viewOne(ctx, currentUser(req), req.params.id)),

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
        await eventFilterOf(ctx, user, solicitacaoId),
        typeof lastEventId === 'string' ? Number(lastEventId) : undefined,
        user.id,
      );
      return reply;
    },

    baixarPdfsSolicitacao: async (req, reply) => {
      const zip = await requestPdfsZip(ctx, currentUser(req), req.params.id, {
        resumo: req.query.resumo ?? true,
      });
      return sendDownload(reply, {
        contentType: 'application/zip',
        fileName: zip.fileName,
        size: zip.size,
        body: zip.stream,
      });
    },

    cancelarSolicitacao: async (req) => cancelRequest(ctx, currentUser(req), req.params.id),

    atualizarSolicitacao: async (req) =>
      updateRequestReference(ctx, currentUser(req), req.params.id, req.body.referencia),

    tentarNovamenteCertidao: async (req, reply) => {
      await retryCertificate(ctx, currentUser(req), req.params.id, req.params.certId);
      reply.code(202);
      return certidaoApi(ctx.db, req.params.certId);
    },
  } satisfies HandlerPart);
}
