import type { AppContext } from '../../context.ts';
import { sendDownload } from '../../http/downloads.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { preferencesOf, updatePreferences } from './alerts.ts';
import { partyPdfsZip, portfolioCsv, portfolioPdf } from './exports.ts';
import { quotaCoverage, renewNow } from './quota.ts';
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
      const result = await importParties(ctx, currentUser(req), req.body);
      reply.code(201);
      return result;
    },

    exportarMonitoramentos: async (req, reply) => {
      const { formato, ...filters } = req.query;
      const file =
        formato === 'pdf'
          ? await portfolioPdf(ctx, currentUser(req), filters)
          : await portfolioCsv(ctx, currentUser(req), filters);
      return sendDownload(reply, {
        contentType: formato === 'pdf' ? 'application/pdf' : 'text/csv; charset=utf-8',
        fileName: file.fileName,
        body: file.body,
      });
    },

    baixarPdfsMonitoramento: async (req, reply) => {
      const zip = await partyPdfsZip(ctx, currentUser(req), req.params.id);
      return sendDownload(reply, {
        contentType: 'application/zip',
        fileName: zip.fileName,
        size: zip.size,
        body: zip.stream,
      });
    },

    resumoMonitoramento: async (req) => summary(ctx, currentUser(req)),

    obterMonitoramento: async (req) => getPartyWithTimeline(ctx, currentUser(req), req.params.id),

    atualizarMonitoramento: async (req) => updateParty(ctx, currentUser(req), req.params.id, req.body),

    removerMonitoramento: async (req) => removeParty(ctx, currentUser(req), req.params.id),

    coberturaCotaMonitoramento: async (req) => quotaCoverage(ctx, currentUser(req), req.query.novas),

    renovarMonitoramento: async (req, reply) => {
      const party = await renewNow(ctx, currentUser(req), req.params.id);
      reply.code(201);
      return party;
    },

    obterPreferenciasAlertas: async (req) => preferencesOf(ctx.db, currentUser(req).id),

    atualizarPreferenciasAlertas: async (req) => updatePreferences(ctx.db, currentUser(req).id, req.body),

    monitorarSolicitacao: async (req, reply) => {
      const party = await monitorRequest(ctx, currentUser(req), req.params.id, req.body ?? {});
      reply.code(201);
      return party;
    },
  } satisfies HandlerPart;
}
