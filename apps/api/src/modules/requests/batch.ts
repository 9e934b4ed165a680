/**
 * A batch of new requests (`criarSolicitacoesEmLote`): up to 1,000 rows in one transaction, set-based, a row
 * recorded whole or not at all and a refused row leaving the others alone.
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { idempotencyKeys } from '../../db/schema.ts';
import { badRequest, HttpError } from '../../http/errors.ts';
import { JSON_TYPE } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import {
  claimIdempotencyKey,
  IDEMPOTENCY_MESSAGES,
  IDEMPOTENCY_TTL_MS,
  idempotencyConflict,
  LOCK_MS,
  requestFingerprint,
} from '../../services/idempotency.ts';
import { type CreatedRequest, insertRequests } from './create.ts';
import { type NewRequest, type NewRequestInput, validateNewRequest } from './validation.ts';

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
 * Creates the rows that pass, in order, set-based (create.ts): the rows' keys claimed at once, every row checked,
 * then the accepted ones written with a statement per table. A database error there (a key claimed by a
 * concurrent call in a way the claim below did not foresee) undoes that attempt only, and the batch runs row by
 * row instead (each row as a set of one), so every row still gets its own answer.
 */
export async function createRequestBatch(
  ctx: AppContext,
  user: UserRow,
  rows: ReadonlyArray<BatchRow>,
  keys?: readonly string[],
) {
  // Checked here rather than by the schema, for a message in the product's words.
  if (rows.length > MAX_BATCH_ROWS) throw badRequest(BATCH_TOO_BIG);
  if (keys && keys.length !== rows.length) throw badRequest(KEYS_MISMATCH);
  // A key given twice in one batch answers its second row by its first row's outcome: row by row.
  const repeatedKey = keys !== undefined && new Set(keys).size !== keys.length;
  const all = rows.map((row, indice) => ({ indice, row, chave: keys?.[indice] }));
  const resultados = await ctx.db.transaction(async (tx) => {
    if (repeatedKey) return rowByRow(ctx, tx, user, all);
    try {
      return await inSavepoint(tx, (sp) => createRows(ctx, sp, user, all));
    } catch (error) {
      if (error instanceof HttpError) throw error;
      ctx.log.warn({ err: error }, 'batch: the set-based insert failed; done again row by row');
      return rowByRow(ctx, tx, user, all);
    }
  });
  const criadas = resultados.filter((r) => r.solicitacaoId).length;
  return { total: rows.length, criadas, recusadas: rows.length - criadas, resultados };
}

type BatchRow = NewRequestInput & { pagamentoAvulso?: unknown };

/** A row's checks that need no database: a one-off order refused, then the new-request rules. */
function checkRow(row: BatchRow): NewRequest | HttpError {
  if (row.pagamentoAvulso)
    return new HttpError(400, ONE_OFF_IN_BATCH, undefined, undefined, 'requisicao_invalida');
  try {
    return validateNewRequest(row, { requireBirthDate: true });
  } catch (error) {
    if (error instanceof HttpError) return error;
    throw error;
  }
}

const created = (indice: number, solicitacaoId: string, repetida: boolean): BatchRowResult => ({
  indice,
  status: 201,
  solicitacaoId,
  codigo: null,
  message: null,
  repetida,
});

/** A batch's row: its place in the body, the row, and its key (`chavesIdempotencia`) when the call gave keys. */
interface IndexedRow {
  indice: number;
  row: BatchRow;
  chave: string | undefined;
}

/**
 * These rows in a few statements (create.ts), their keys claimed and settled at once: the whole batch, or one
 * row of the row-by-row fallback. A refused row (its key reused for another row, the new-request rules, the
 * plan, its kit or cost centre) writes nothing and its key is let go.
 */
async function createRows(
  ctx: AppContext,
  tx: DbOrTx,
  user: UserRow,
  rows: readonly IndexedRow[],
): Promise<BatchRowResult[]> {
  const keyed = rows.flatMap((r, pos) =>
    r.chave === undefined ? [] : [{ pos, row: r.row, chave: r.chave }],
  );
  const claimList = keyed.length ? await claimRowKeys(tx, user.id, keyed) : [];
  const claims = new Map(keyed.map((k, i) => [k.pos, claimList[i] as RowClaim]));
  const inputs = rows.map(({ row }, pos) => {
    const claim = claims.get(pos);
    if (claim instanceof HttpError) return claim;
    if (claim?.kind === 'replay') return null;
    return checkRow(row);
  });
  const outcomes = await insertRequests(ctx, tx, user, inputs, { enforcePlan: true });
  const out = rows.map(({ indice }, pos): BatchRowResult => {
    const claim = claims.get(pos);
    const outcome = outcomes[pos];
    if (claim && !(claim instanceof HttpError) && claim.kind === 'replay')
      return created(indice, claim.solicitacaoId, true);
    if (outcome instanceof HttpError) return refused(indice, outcome);
    return created(indice, (outcome as CreatedRequest).solicitacaoId, false);
  });
  // The keys this call claimed: kept with their row's request, or let go with a refused row (as if never sent).
  const ran = keyed.flatMap(({ pos, chave }, i) => {
    const claim = claimList[i];
    return claim && !(claim instanceof HttpError) && claim.kind === 'run'
      ? [{ r: out[pos] as BatchRowResult, chave }]
      : [];
  });
  if (ran.length)
    await settleRowKeys(
      tx,
      user.id,
      ran
        .filter(({ r }) => r.solicitacaoId)
        .map(({ r, chave }) => ({ chave, solicitacaoId: r.solicitacaoId as string })),
      ran.filter(({ r }) => !r.solicitacaoId).map(({ chave }) => chave),
    );
  return out;
}

type RowClaim = { kind: 'run' } | { kind: 'replay'; solicitacaoId: string } | HttpError;

/**
 * claimRowKey for every row in two statements: the new keys inserted at once, the others read at once and
 * answered (a replay, or a key reused for another row). A key in any other state (still running, past its 24
 * hours, left by a process that died) goes through claimRowKey, alone.
 */
async function claimRowKeys(
  tx: DbOrTx,
  userId: string,
  rows: ReadonlyArray<{ row: BatchRow; chave: string }>,
): Promise<RowClaim[]> {
  const now = new Date();
  const keys = rows.map((r) => r.chave);
  const hashes = rows.map(({ row }) => requestFingerprint(ROW_OPERATION, '', row));
  const inserted = new Set<string>();
  for (let i = 0; i < keys.length; i += 5000) {
    const part = await tx
      .insert(idempotencyKeys)
      .values(
        keys.slice(i, i + 5000).map((chave, j) => ({
          userId,
          chave,
          operationId: ROW_OPERATION,
          requestHash: hashes[i + j] as string,
          lockedUntil: new Date(now.getTime() + LOCK_MS),
          createdAt: now,
        })),
      )
      .onConflictDoNothing()
      .returning({ chave: idempotencyKeys.chave });
    for (const p of part) inserted.add(p.chave);
  }
  const others = keys.filter((k) => !inserted.has(k));
  const existing = others.length
    ? await tx
        .select()
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, userId), inArray(idempotencyKeys.chave, others)))
    : [];
  const byKey = new Map(existing.map((k) => [k.chave, k]));
  const claims: RowClaim[] = [];
  for (const [i, chave] of keys.entries()) {
    if (inserted.has(chave)) {
      claims.push({ kind: 'run' });
      continue;
    }
    const row = byKey.get(chave);
    const fresh = row && row.createdAt.getTime() > now.getTime() - IDEMPOTENCY_TTL_MS;
    if (fresh && row.statusCode !== null) {
      if (row.operationId !== ROW_OPERATION || row.requestHash !== hashes[i])
        claims.push(idempotencyConflict({ status: 422, message: IDEMPOTENCY_MESSAGES.otherRequest }));
      else
        claims.push({
          kind: 'replay',
          solicitacaoId: (JSON.parse(row.responseBody ?? '{}') as { solicitacaoId: string }).solicitacaoId,
        });
      continue;
    }
    try {
      claims.push(await claimRowKey(tx, userId, chave, rows[i]?.row));
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      claims.push(error);
    }
  }
  return claims;
}

/** Keeps each created row's answer under its key (one statement), and lets the refused rows' keys go. */
async function settleRowKeys(
  tx: DbOrTx,
  userId: string,
  kept: Array<{ chave: string; solicitacaoId: string }>,
  released: string[],
) {
  if (kept.length) {
    const values = JSON.stringify(
      kept.map((k) => ({ chave: k.chave, body: JSON.stringify({ solicitacaoId: k.solicitacaoId }) })),
    );
    await tx.execute(sql`
      update ${idempotencyKeys} k set status_code = 201, response_body = v.body, content_type = ${JSON_TYPE},
        locked_until = null
      from json_to_recordset(${values}::json) as v(chave text, body text)
      where k.user_id = ${userId}::uuid and k.chave = v.chave`);
  }
  if (released.length)
    await tx
      .delete(idempotencyKeys)
      .where(
        and(
          eq(idempotencyKeys.userId, userId),
          inArray(idempotencyKeys.chave, released),
          isNull(idempotencyKeys.statusCode),
        ),
      );
}

/**
 * The batch row by row, each row as createRows does a batch: a key given twice is then claimed by its first row
 * before its second row reads it (a replay of the first row's request, or a reuse for another row), and a
 * failure of the set-based attempt is done again without it. Each row locks the account and counts the month
 * anew (create.ts), its transaction's earlier rows included, so the rows past the plan's limit are refused.
 */
async function rowByRow(
  ctx: AppContext,
  tx: DbOrTx,
  user: UserRow,
  rows: readonly IndexedRow[],
): Promise<BatchRowResult[]> {
  const out: BatchRowResult[] = [];
  for (const row of rows) out.push(...(await createRows(ctx, tx, user, [row])));
  return out;
}

/** The set-based attempt in a savepoint: a database error inside undoes it alone. */
function inSavepoint<T>(tx: DbOrTx, run: (sp: DbOrTx) => Promise<T>): Promise<T> {
  return (tx as { transaction: (cb: (sp: DbOrTx) => Promise<T>) => Promise<T> }).transaction(run);
}
