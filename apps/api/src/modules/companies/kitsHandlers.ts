import type { AppContext } from '../../context.ts';
import { sendDownload } from '../../http/downloads.ts';
import { answerBytes, sendKeptJson } from '../../http/keptCompression.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { createCostCentre, listCostCentres, removeCostCentre, updateCostCentre } from './costCentres.ts';
import { createKit, listKits, removeKit, updateKit } from './kits.ts';
import { periodOf, usageReport, usageReportCsv } from './reports.ts';
import { requireCompany } from './scope.ts';

const actorOf = (req: Parameters<typeof currentUser>[0]) => ({ id: currentUser(req).id, ip: req.ip });

/** Kits, cost centres and usage reports of the Companies tag. */
export function companyKitsHandlers(ctx: AppContext) {
  const gestor = (req: Parameters<typeof currentUser>[0]) =>
    requireCompany(ctx.db, currentUser(req), 'gestor');
  return {
    listarKits: async (req) => listKits(ctx.db, currentUser(req)),

    criarKit: async (req, reply) => {
      const kit = await createKit(ctx, await gestor(req), req.body, actorOf(req));
      void reply.code(201);
      return kit;
    },

    atualizarKit: async (req) => updateKit(ctx, await gestor(req), req.params.id, req.body, actorOf(req)),

    removerKit: async (req) => removeKit(ctx, await gestor(req), req.params.id, actorOf(req)),

    listarCentrosCusto: async (req) =>
      listCostCentres(ctx.db, await requireCompany(ctx.db, currentUser(req))),

    criarCentroCusto: async (req, reply) => {
      const centro = await createCostCentre(ctx, await gestor(req), req.body, actorOf(req));
      void reply.code(201);
      return centro;
    },

    atualizarCentroCusto: async (req) =>
      updateCostCentre(ctx, await gestor(req), req.params.id, req.body, actorOf(req)),

    removerCentroCusto: async (req) => removeCostCentre(ctx, await gestor(req), req.params.id, actorOf(req)),

    // The same for every manager of the company: one build serves the calls of one database snapshot.
    obterRelatorioUsoEmpresa: async (req, reply) => {
      const scope = await gestor(req);
      const period = periodOf(req.query ?? {});
      const key = `relatorio de uso ${scope.empresaId} ${period.dataInicial} ${period.dataFinal}`;
      const json = await ctx.caches.answers.answer(ctx.db, key, async () => {
        const { periodo, totais, porMembro, porCentroCusto, porDia } = await usageReport(
          ctx.db,
          scope,
          period,
        );
        return answerBytes(reply, { periodo, totais, porMembro, porCentroCusto, porDia });
      });
      return sendKeptJson(req, reply, json);
    },

    exportarRelatorioUsoEmpresaCsv: async (req, reply) => {
      const scope = await gestor(req);
      const period = periodOf(req.query ?? {});
      const agrupamento = req.query?.agrupamento ?? 'membro';
      const csv = await usageReportCsv(ctx.db, scope, period, agrupamento);
      return sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: `uso-${agrupamento}-${period.dataInicial}-${period.dataFinal}.csv`,
        body: csv,
      });
    },
  } satisfies HandlerPart;
}
