import { createHash } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { idempotencyKeys } from '../db/schema.ts';
import { HttpError } from '../http/errors.ts';

/**
 * Idempotency-Key, with the semantics of payment APIs: the first request with a key runs and its answer is kept
 * for 24 hours; a repeat with the same request gets that answer again without running; the same key with
 * another request is refused; a repeat while the first still runs is told to wait. Kept in the database, per
 * account, so it holds across restarts and processes.
 */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;
/** A first request that has not answered after this long is taken to have died with its process. */
export const LOCK_MS = 60_000;

/** What a 409 for a request still running tells the client to wait, in seconds (most answer within one). */
export const RUNNING_RETRY_AFTER_SECONDS = 1;

export const IDEMPOTENCY_MESSAGES = {
  empty:
    'O cabeçalho Idempotency-Key não pode ser vazio. Envie um identificador único para cada operação (um UUID, por exemplo) ou não envie o cabeçalho.',
  otherRequest:
    'Esta chave de idempotência (Idempotency-Key) já foi usada em outra requisição. Use uma chave nova para cada operação.',
  running:
    'Uma requisição com esta chave de idempotência (Idempotency-Key) ainda está em andamento. Tente novamente em instantes.',
} as const;

export type IdempotencyClaim =
  | { kind: 'run' }
  | { kind: 'replay'; statusCode: number; body: string; contentType: string | null }
  | { kind: 'conflict'; status: 409 | 422; message: string };

/** JSON with every object's keys sorted, so two spellings of the same value are the same text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/**
 * What identifies a request: its operation, its URL (path and query) and its parsed body in canonical form, so a
 * client whose JSON library writes the same fields in another order (or spaces them differently) is recognised
 * as repeating itself.
 */
export function requestFingerprint(operationId: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${operationId}\n${url}\n${canonicalJson(body)}`)
    .digest('hex');
}

/**
 * The fingerprint keys stored before bodies were compared canonically carry (the body as received, in its own
 * key order): accepted as well for the 24 hours those keys live, so a retry across the deploy still replays.
 */
export function legacyRequestFingerprint(operationId: string, url: string, body: unknown): string {
  return createHash('sha256')
    .update(`${operationId}\n${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * The refusal of a conflicting claim, for REST and MCP alike: 409 with Retry-After while the first request still
 * runs, 422 when the key was used for another request; each with its error code.
 */
export function idempotencyConflict(claim: { status: 409 | 422; message: string }): HttpError {
  return claim.status === 409
    ? new HttpError(
        409,
        claim.message,
        undefined,
        { 'retry-after': String(RUNNING_RETRY_AFTER_SECONDS) },
        'idempotencia_em_andamento',
      )
    : new HttpError(422, claim.message, undefined, undefined, 'idempotencia_chave_reutilizada');
}

export async function claimIdempotencyKey(
  db: DbOrTx,
  claim: { userId: string; chave: string; operationId: string; requestHash: string; legacyHash?: string },
  now = new Date(),
): Promise<IdempotencyClaim> {
  const { legacyHash, ...values } = claim;
  for (let attempt = 0; attempt < 3; attempt++) {
    const inserted = await db
      .insert(idempotencyKeys)
      .values({ ...values, lockedUntil: new Date(now.getTime() + LOCK_MS), createdAt: now })
      .onConflictDoNothing()
      .returning({ chave: idempotencyKeys.chave });
    if (inserted.length) {
      // Now and then, forget keys past their 24 hours (no job needed for a table this small).
      if (Math.random() < 0.01)
        await db
          .delete(idempotencyKeys)
          .where(lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_TTL_MS)));
      return { kind: 'run' };
    }
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, claim.userId), eq(idempotencyKeys.chave, claim.chave)))
      .limit(1);
    if (!row) continue; // deleted meanwhile: claim again
    if (row.createdAt.getTime() <= now.getTime() - IDEMPOTENCY_TTL_MS) {
      await db
        .delete(idempotencyKeys)
        .where(
          and(
            eq(idempotencyKeys.userId, claim.userId),
            eq(idempotencyKeys.chave, claim.chave),
            eq(idempotencyKeys.createdAt, row.createdAt),
          ),
        );
      continue;
    }
    const sameRequest = row.requestHash === claim.requestHash || row.requestHash === legacyHash;
    if (row.operationId !== claim.operationId || !sameRequest)
      return { kind: 'conflict', status: 422, message: IDEMPOTENCY_MESSAGES.otherRequest };
    if (row.statusCode !== null)
      return {
        kind: 'replay',
        statusCode: row.statusCode,
        body: row.responseBody ?? '',
        contentType: row.contentType,
      };
    if (row.lockedUntil && row.lockedUntil > now)
      return { kind: 'conflict', status: 409, message: IDEMPOTENCY_MESSAGES.running };
    // The first request's process died before answering: this one takes over.
    const [taken] = await db
      .update(idempotencyKeys)
      .set({ lockedUntil: new Date(now.getTime() + LOCK_MS) })
      .where(
        and(
          eq(idempotencyKeys.userId, claim.userId),
          eq(idempotencyKeys.chave, claim.chave),
          sql`${idempotencyKeys.statusCode} is null`,
          lt(idempotencyKeys.lockedUntil, now),
        ),
      )
      .returning({ chave: idempotencyKeys.chave });
    return taken ? { kind: 'run' } : { kind: 'conflict', status: 409, message: IDEMPOTENCY_MESSAGES.running };
  }
  return { kind: 'conflict', status: 409, message: IDEMPOTENCY_MESSAGES.running };
}

/** Keeps the first answer; a server error or a rate limit frees the key instead, so a retry runs again. */
export async function settleIdempotencyKey(
  db: DbOrTx,
  key: { userId: string; chave: string },
  answer: { statusCode: number; body: string | null; contentType: string | null },
): Promise<void> {
  const where = and(eq(idempotencyKeys.userId, key.userId), eq(idempotencyKeys.chave, key.chave));
  if (answer.statusCode >= 500 || answer.statusCode === 429 || answer.body === null) {
    await db.delete(idempotencyKeys).where(and(where, sql`${idempotencyKeys.statusCode} is null`));
    return;
  }
  await db
    .update(idempotencyKeys)
    .set({
      statusCode: answer.statusCode,
      responseBody: answer.body,
      contentType: answer.contentType,
      lockedUntil: null,
    })
    .where(where);
}
