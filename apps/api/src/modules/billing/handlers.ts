import { toSaoPauloIsoDate } from '@certidao/domain';
import type { AppContext } from '../../context.ts';
import { sendDownload } from '../../http/downloads.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { billingDataView, billingSummary, paymentsCsvExport, saveBillingData } from './service.ts';

/** The Billing tag (admin only): totals of the payments, their CSV and the company's billing data. */
export function billingHandlers(ctx: AppContext) {
  return {
    getResumoFaturamento: async (req) => billingSummary(ctx, req.query ?? {}),

    exportarPagamentosCsv: async (req, reply) => {
      const csv = await paymentsCsvExport(ctx, req.query ?? {});
      return sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: `pagamentos-${toSaoPauloIsoDate()}.csv`,
        body: csv,
      });
    },

    obterDadosCobranca: async () => billingDataView(ctx),

    salvarDadosCobranca: async (req) =>
      saveBillingData(ctx, req.body, { id: currentUser(req).id, ip: req.ip }),
  } satisfies HandlerPart;
}
