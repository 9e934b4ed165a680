import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { apiKeys, users } from '../db/schema.ts';
import { audit } from './audit.ts';

/**
 * API keys: `ca_<live|test>_<32 base62>` (about 190 bits), so a SHA-256 is enough to store (no slow hash: nothing
 * to guess) and the key is found by its hash. `test` keys belong to servers running the sandbox issuers.
 */
export type KeyEnvironment = 'live' | 'test';
export type ApiKeyRow = typeof apiKeys.$inferSelect;

const KEY_PATTERN = /^ca_(live|test)_[A-Za-z0-9]{32}$/;
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Characters of the random part kept visible in `prefixo`. */
const VISIBLE = 8;
/** `ultimoUsoEm` is written at most this often per key (a busy integration would otherwise write every call). */
const LAST_USE_EVERY_MS = 60_000;

export const KEY_MESSAGES = {
  invalid: 'Chave de API inválida.',
  revoked: 'Esta chave de API foi revogada.',
  expired: 'Esta chave de API expirou.',
  notAllowed: 'Chaves de API não podem ser usadas nesta operação.',
  keysOnly: 'Esta consulta é só para chaves de API. Com uma sessão, consulte o seu perfil.',
  notInCookie:
    'Chaves de API não são aceitas no cookie de sessão. Envie a chave no cabeçalho Authorization (Bearer) ou X-API-Key.',
  missingScope: (scope: string) => `Esta chave de API não tem o escopo ${scope}.`,
  rateLimited: (limit: number, seconds: number) =>
    `Limite de ${limit} chamadas por minuto desta chave de API atingido. Aguarde ${seconds} segundos.`,
} as const;

/** Whether a bearer token is an API key (rather than a session token). */
export const looksLikeApiKey = (token: string) =>
  token.startsWith('ca_live_') || token.startsWith('ca_test_');

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new key: the secret to show once, the hash to keep and the visible prefix. */
export function generateApiKey(environment: KeyEnvironment) {
  // Rejection sampling keeps every base62 character equally likely.
  let random = '';
  while (random.length < 32) {
    for (const byte of randomBytes(48)) {
      if (byte < 248 && random.length < 32) random += BASE62[byte % 62];
    }
  }
  const secret = `ca_${environment}_${random}`;
  return { secret, hash: hashApiKey(secret), prefixo: secret.slice(0, 8 + VISIBLE) };
}

export type KeyStatus = 'ativa' | 'expirada' | 'revogada';

export function keyStatus(row: Pick<ApiKeyRow, 'revogadaEm' | 'expiraEm'>, now = new Date()): KeyStatus {
  if (row.revogadaEm) return 'revogada';
  if (row.expiraEm && row.expiraEm <= now) return 'expirada';
  return 'ativa';
}

export type KeyLookup = { user: typeof users.$inferSelect; key: ApiKeyRow } | { error: string };

/**
 * The key behind a token and its owner, or why it is refused. Not cached: a revocation made by any process
 * holds on the very next call. Records the last use (at most once a minute per key, or when the IP changes)
 * and audits the first.
 */
export async function lookUpApiKey(db: DbOrTx, token: string, ip: string): Promise<KeyLookup> {
  if (!KEY_PATTERN.test(token)) return { error: KEY_MESSAGES.invalid };
  const hash = hashApiKey(token);
  const [row] = await db
    .select({ key: apiKeys, user: users })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.hash, hash))
    .limit(1);
  // The index found it by hash; compared again in constant time so no timing tells how much matched.
  if (!row || !timingSafeEqual(Buffer.from(row.key.hash), Buffer.from(hash)))
    return { error: KEY_MESSAGES.invalid };
  const status = keyStatus(row.key);
  if (status === 'revogada') return { error: KEY_MESSAGES.revoked };
  if (status === 'expirada') return { error: KEY_MESSAGES.expired };
  const now = new Date();
  // A blocked owner's key is refused by the guard (with the account's message): not a use.
  if (row.user.status !== 'active') return row;
  if (
    !row.key.ultimoUsoEm ||
    row.key.ultimoIp !== ip ||
    now.getTime() - row.key.ultimoUsoEm.getTime() > LAST_USE_EVERY_MS
  )
    await recordUse(db, row.key, ip, now);
  return row;
}

async function recordUse(db: DbOrTx, key: ApiKeyRow, ip: string, now: Date) {
  if (key.ultimoUsoEm) {
    await db.update(apiKeys).set({ ultimoUsoEm: now, ultimoIp: ip }).where(eq(apiKeys.id, key.id));
    return;
  }
  // Only the call that moves the key from never used audits its first use (two first calls at once: one entry).
  const [first] = await db
    .update(apiKeys)
    .set({ ultimoUsoEm: now, ultimoIp: ip })
    .where(and(eq(apiKeys.id, key.id), isNull(apiKeys.ultimoUsoEm)))
    .returning({ id: apiKeys.id });
  if (first)
    await audit(db, {
      action: 'api_key.first_used',
      actorId: key.userId,
      targetType: 'api_key',
      targetId: key.id,
      ip,
      details: { nome: key.nome, prefixo: key.prefixo },
    });
}

/**
 * A fixed one-minute window per key, in this process: enough to stop a runaway integration (several API
 * processes each allow the limit; docs/decisions/).
 */
export class KeyRateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(private readonly limit: () => number) {}

  /** Counts a call; answers the headers to send and, when over the limit, the seconds to wait. */
  hit(keyId: string, now = Date.now()) {
    const limit = this.limit();
    let window = this.windows.get(keyId);
    if (!window || now - window.start >= 60_000) {
      if (this.windows.size > 10_000) this.sweep(now);
      window = { start: now, count: 0 };
      this.windows.set(keyId, window);
    }
    window.count++;
    const reset = Math.max(1, Math.ceil((window.start + 60_000 - now) / 1000));
    const headers = {
      'ratelimit-limit': String(limit),
      'ratelimit-remaining': String(Math.max(0, limit - window.count)),
      'ratelimit-reset': String(reset),
    };
    return window.count > limit ? { headers, retryAfter: reset } : { headers };
  }

  private sweep(now: number) {
    for (const [id, w] of this.windows) if (now - w.start >= 60_000) this.windows.delete(id);
  }
}
