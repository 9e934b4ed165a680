import { toSaoPauloIsoDate } from '@certidao/domain';
import type { AppContext } from '../../context.ts';
import { sendDownload } from '../../http/downloads.ts';
import { page } from '../../http/serializers.ts';
import type { HandlerPart } from '../../http/types.ts';
import { auditCsv, listAudit } from './service.ts';

/** The Audit tag: the audit history (admin) and its CSV export. */
export function auditHandlers(ctx: AppContext) {
  return {
    listarAuditoria: async (req) => {
      const { rows, total, pageNumber, limit } = await listAudit(ctx.db, req.query ?? {});
      return page(rows, total, pageNumber, limit);
    },

    exportarAuditoriaCsv: async (req, reply) => {
      const csv = await auditCsv(ctx.db, req.query ?? {});
      return sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: `historico-auditoria-${toSaoPauloIsoDate()}.csv`,
        body: csv,
      });
    },
  } satisfies HandlerPart;
}
