import { type AutomationName, normalizeCpfCnpj } from '@certidao/domain';
import type { FastifyReply } from 'fastify';
import { isSafeKey } from '../../adapters/storage/types.ts';
import type { AppContext } from '../../context.ts';
import { sendDownload } from '../../http/downloads.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { responseTimeSettings } from '../../services/settings.ts';
import { getOwnedJob, jobStatus, retryCertificate, toJobStatus } from '../requests/service.ts';
import { type AutomationInput, ownedPdf, type PdfRow, pdfPage, pdfStats, runAutomations } from './service.ts';

async function sendPdf(ctx: AppContext, reply: FastifyReply, pdf: PdfRow, disposition = 'inline') {
  const object = await ctx.pipeline.storage.get(pdf.storageKey);
  if (!object) throw notFound('O arquivo deste PDF não está disponível no armazenamento.');
  return sendDownload(reply, {
    contentType: 'application/pdf',
    fileName: pdf.nomeArquivo,
    body: object.stream,
    size: object.size,
    disposition: disposition === 'attachment' ? 'attachment' : 'inline',
  });
}

export function automationHandlers(ctx: AppContext) {
  return {
    executeAll: async (req, reply) => {
      const entries = Object.entries(req.body).filter(([, v]) => v) as Array<
        [AutomationName, AutomationInput]
      >;
      const result = await runAutomations(ctx, currentUser(req), entries);
      reply.code(202);
      return result;
    },

    executarAutomacao: async (req, reply) => {
      const result = await runAutomations(ctx, currentUser(req), [
        [req.params.type as AutomationName, req.body],
      ]);
      reply.code(202);
      return result;
    },

    consultarStatusJob: async (req) => {
      const { job } = await getOwnedJob(ctx.db, currentUser(req), req.params.id);
      return toJobStatus(job, (await responseTimeSettings(ctx.db)).avisoAutomatico);
    },

    retryJob: async (req, reply) => {
      const user = currentUser(req);
      const row = await getOwnedJob(ctx.db, user, req.params.id);
      if (row.job.state !== 'failed' || row.cert.status !== 'falhou' || row.cert.jobId !== row.job.id)
        throw conflict('Só é possível reenfileirar um job que falhou.');
      const newJobId = await retryCertificate(ctx, user, row.solicitacaoId, row.cert.id);
      reply.code(202);
      return jobStatus(ctx.db, newJobId);
    },

    listarPdfs: async (req) =>
      pdfPage(ctx.db, { tipoCertidao: req.query.tipoCertidao }, req.query.page ?? 1, req.query.limit ?? 10),

    listarPdfsPorCpf: async (req) => {
      const documento = normalizeCpfCnpj(req.params.cpf);
      return pdfPage(ctx.db, { documento }, req.query.page ?? 1, req.query.limit ?? 10);
    },

    getPdfStats: async () => pdfStats(ctx.db),

    downloadPdf: async (req, reply) => {
      const name = req.params.name;
      if (name.includes('/') || name.includes('\\') || name.includes('..'))
        throw badRequest('Nome de arquivo inválido.');
      const pdf = await ownedPdf(ctx.db, currentUser(req), { nomeArquivo: name });
      return sendPdf(ctx, reply, pdf, req.query.disposition);
    },

    downloadPdfObjeto: async (req, reply) => {
      const key = req.params.key;
      if (!isSafeKey(key)) throw badRequest('Chave de armazenamento inválida.');
      // Only keys we recorded are served: the key never reaches the store unless a PDF row has it.
      const pdf = await ownedPdf(ctx.db, currentUser(req), { storageKey: key });
      return sendPdf(ctx, reply, pdf, req.query.disposition);
    },
  } satisfies HandlerPart;
}
