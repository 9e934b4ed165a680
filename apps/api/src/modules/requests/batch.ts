/**
 * A batch of new requests (`criarSolicitacoesEmLote`): up to 1,000 rows in one transaction, each row in a
 * savepoint of its own, so a row is recorded whole or not at all and a refused row leaves the others alone.
 */
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { JSON_TYPE } from '../../http/serializers.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { viewerScope } from '../../services/companyScope.ts';
import {
  claimIdempotencyKey,
  idempotencyConflict,
  requestFingerprint,
  settleIdempotencyKey,
} from '../../services/idempotency.ts';
import { limitReached } from './quota.ts';
import { checkQuota, insertRequest } from './service.ts';
import { type NewRequestInput, validateNewRequest } from './validation.ts';

export const ONE_OFF_IN_BATCH =
  'Um pedido avulso (pagamentoAvulso) não pode ser feito em lote: crie-o sozinho, em POST /solicitacoes.';

export const MAX_BATCH_ROWS = 1000;
export const BATCH_TOO_BIG = 'O lote deve ter no máximo 1000 solicitações.';
export const KEYS_MISMATCH =
  'Envie uma chave de idempotência (chavesIdempotencia) para cada solicitação do lote, na mesma ordem.';

export interface BatchRowResult {
  indice: number;
  status: number;
  solicitacaoId: string | null;
  codigo: string | null;
  message: string | null;
  repetida: boolean;
}

const refused = (indice: number, error: HttpError): BatchRowResult => ({
  indice,
  status: error.statusCode,
  solicitacaoId: null,
  codigo: error.codigo,
  message: error.message,
  repetida: false,
});

/** The operation a row's key is kept under: its own, so a row's key never replays a whole call's answer. */
const ROW_OPERATION = 'criarSolicitacoesEmLote.linha';

/** Claims a row's key: run it, or the request it created before, or the refusal of a key reused for another row. */
async function claimRowKey(
  tx: DbOrTx,
  userId: string,
  chave: string,
  row: unknown,
): Promise<{ kind: 'run' } | { kind: 'replay'; solicitacaoId: string }> {
  const claim = await claimIdempotencyKey(tx, {
    userId,
    chave,
    operationId: ROW_OPERATION,
    requestHash: requestFingerprint(ROW_OPERATION, '', row),
  });
  if (claim.kind === 'conflict') throw idempotencyConflict(claim);
  if (claim.kind === 'replay')
    return {
      kind: 'replay',
      solicitacaoId: (JSON.parse(claim.body) as { solicitacaoId: string }).solicitacaoId,
    };
  return claim;
}

/**
 * Creates the rows that pass, in order. The account's row is locked first (a batch is one call, so its creations
 * and any single one of the same account commit one after the other), the month's count read once and each
 * created row counted: the rows past the plan's limit are refused with `limite_do_plano`.
 */
export async function createRequestBatch(
  ctx: AppContext,
  user: UserRow,
  rows: ReadonlyArray<NewRequestInput & { pagamentoAvulso?: unknown }>,
  keys?: readonly string[],
) {
  // Checked here rather than by the schema, for a message in the product's words.
  if (rows.length > MAX_BATCH_ROWS) throw badRequest(BATCH_TOO_BIG);
  if (keys && keys.length !== rows.length) throw badRequest(KEYS_MISMATCH);
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
      const chave = keys?.[indice];
      try {
        // The whole row in a savepoint: its key's claim, its request and the key's answer, or none of them.
        const done = await inSavepoint(tx, async (sp) => {
          const claim = chave ? await claimRowKey(sp, user.id, chave, row) : null;
          if (claim?.kind === 'replay') return { solicitacaoId: claim.solicitacaoId, repetida: true };
          if (row.pagamentoAvulso)
            throw new HttpError(400, ONE_OFF_IN_BATCH, undefined, undefined, 'requisicao_invalida');
          const input = validateNewRequest(row, { requireBirthDate: true });
          if (noPlan) throw noPlan;
          if (left <= 0)
            throw new HttpError(422, limitReached(limit), undefined, undefined, 'limite_do_plano');
          const { solicitacaoId } = await insertRequest(ctx, sp, user, input, { enforcePlan: false });
          if (chave)
            await settleIdempotencyKey(
              sp,
              { userId: user.id, chave },
              { statusCode: 201, body: JSON.stringify({ solicitacaoId }), contentType: JSON_TYPE },
            );
          left--;
          return { solicitacaoId, repetida: false };
        });
        out.push({ indice, status: 201, codigo: null, message: null, ...done });
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
