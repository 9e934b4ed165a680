import type { AppContext } from '../../context.ts';
import { sendDownload } from '../../http/downloads.ts';
import { forbidden } from '../../http/errors.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { requireCompany } from './scope.ts';
import { statementCsv, statementFileName, statementPdf } from './statementFiles.ts';
import { checkMonth, monthlyStatement, STATEMENT_MSG, toApiStatement } from './statements.ts';

type Req = Parameters<typeof currentUser>[0] & {
  params: { mes: string };
  query?: { centroCustoId?: string };
};

/** The monthly statements of the Companies tag: the preview, the CSV and the PDF. */
export function companyStatementHandlers(ctx: AppContext) {
  /** The caller's company's statement; a member is told plainly that it is the gestores' (403). */
  const statementFor = async (req: Req) => {
    const scope = await requireCompany(ctx.db, currentUser(req));
    if (scope.papel !== 'gestor') throw forbidden(STATEMENT_MSG.forbidden);
    const mes = checkMonth(req.params.mes);
    return monthlyStatement(ctx.db, scope.empresaId, mes, req.query?.centroCustoId ?? null);
  };

  return {
    obterExtratoMensalEmpresa: async (req) => toApiStatement(await statementFor(req)),

    exportarExtratoMensalCsv: async (req, reply) => {
      const statement = await statementFor(req);
      return sendDownload(reply, {
        contentType: 'text/csv; charset=utf-8',
        fileName: statementFileName(statement, 'csv'),
        body: statementCsv(statement),
      });
    },

    exportarExtratoMensalPdf: async (req, reply) => {
      const statement = await statementFor(req);
      const pdf = await statementPdf(statement);
      return sendDownload(reply, {
        contentType: 'application/pdf',
        fileName: statementFileName(statement, 'pdf'),
        body: Buffer.from(pdf),
      });
    },
  } satisfies HandlerPart;
}
