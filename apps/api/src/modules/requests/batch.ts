/**
 * A batch of new requests (`criarSolicitacoesEmLote`): up to 1,000 rows in one transaction, each row in a
 * savepoint of its own, so a row is recorded whole or not at all and a refused row leaves the others alone.
 */
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { viewerScope } from '../../services/companyScope.ts';
import { limitReached } from './quota.ts';
import { checkQuota, insertRequest } from './service.ts';
import { type NewRequestInput, validateNewRequest } from './validation.ts';

export const ONE_OFF_IN_BATCH =
  'Um pedido avulso (pagamentoAvulso) não pode ser feito em lote: crie-o sozinho, em POST /solicitacoes.';

export const MAX_BATCH_ROWS = 1000;
export const BATCH_TOO_BIG = 'O lote deve ter no máximo 1000 solicitações.';

export interface BatchRowResult {
  indice: number;
  status: number;
  solicitacaoId: string | null;
  codigo: string | null;
  message: string | null;
}

const refused = (indice: number, error: HttpError): BatchRowResult => ({
  indice,
  status: error.statusCode,
  solicitacaoId: null,
  codigo: error.codigo,
  message: error.message,
});

/**
 * Creates the rows that pass, in order. The account's row is locked first (a batch is one call, so its creations
 * and any single one of the same account commit one after the other), the month's count read once and each
 * created row counted: the rows past the plan's limit are refused with `limite_do_plano`.
 */
export async function createRequestBatch(
  ctx: AppContext,
  user: UserRow,
  rows: ReadonlyArray<NewRequestInput & { pagamentoAvulso?: unknown }>,
) {
  // Checked here rather than by the schema, for a message in the product's words.
  if (rows.length > MAX_BATCH_ROWS) throw badRequest(BATCH_TOO_BIG);
  const resultados = await ctx.db.transaction(async (tx) => {
    const scope = await viewerScope(tx, user);
    let left = Number.POSITIVE_INFINITY;
    let limit = 0;
    let noPlan: HttpError | null = null;
    if (!isStaff(user)) {
      try {
        const quota = await checkQuota(tx, user, scope, { lock: true, extra: 0 });
        if (!quota.ilimitado) {
          left = quota.limite - quota.utilizadas;
          limit = quota.limite;
        }
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        noPlan = error;
      }
    }
    const out: BatchRowResult[] = [];
    for (const [indice, row] of rows.entries()) {
      try {
        if (row.pagamentoAvulso)
          throw new HttpError(400, ONE_OFF_IN_BATCH, undefined, undefined, 'requisicao_invalida');
        const input = validateNewRequest(row, { requireBirthDate: true });
        if (noPlan) throw noPlan;
        if (left <= 0) throw new HttpError(422, limitReached(limit), undefined, undefined, 'limite_do_plano');
        const { solicitacaoId } = await inSavepoint(tx, (sp) =>
          insertRequest(ctx, sp, user, input, { enforcePlan: false }),
        );
        left--;
        out.push({ indice, status: 201, solicitacaoId, codigo: null, message: null });
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        out.push(refused(indice, error));
      }
    }
    return out;
  });
  const criadas = resultados.filter((r) => r.solicitacaoId).length;
  return { total: rows.length, criadas, recusadas: rows.length - criadas, resultados };
}

/** One row in a savepoint: an error inside undoes that row only. */
function inSavepoint<T>(tx: DbOrTx, run: (sp: DbOrTx) => Promise<T>): Promise<T> {
  return (tx as { transaction: (cb: (sp: DbOrTx) => Promise<T>) => Promise<T> }).transaction(run);
}
