import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessions, users } from '../../db/schema.ts';
import type { OperationInfo } from '../../http/contract.ts';
import { type ErrorCode, forbidden, HttpError, unauthorized } from '../../http/errors.ts';
import type { AuthState } from '../../http/types.ts';
import { KEY_MESSAGES, looksLikeApiKey, lookUpApiKey } from '../../services/apiKeys.ts';
import { billingCaller, COMPANY_BILLING_OPERATIONS } from '../../services/companyScope.ts';

export const TOKEN_COOKIE = 'admin_token';
export const USER_COOKIE = 'user_data';
export const SESSION_EXPIRED = 'Sessão expirada. Faça login novamente.';

/** The catalogue's code of a refused credential (a blocked account keeps the default, with its message). */
const REFUSAL_CODES: Record<string, ErrorCode> = {
  [SESSION_EXPIRED]: 'sessao_expirada',
  [KEY_MESSAGES.invalid]: 'chave_api_invalida',
  [KEY_MESSAGES.revoked]: 'chave_api_revogada',
  [KEY_MESSAGES.expired]: 'chave_api_expirada',
  [KEY_MESSAGES.notInCookie]: 'chave_api_nao_permitida',
};
const refusalCode = (message: string): ErrorCode | undefined => REFUSAL_CODES[message];

const STATUS_MESSAGES = {
  inactive: 'Sua conta está inativa. Entre em contato com o suporte para reativá-la.',
  suspended: 'Sua conta está suspensa. Entre em contato com o suporte.',
} as const;

export function blockedAccountMessage(status: string): string | undefined {
  return STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES];
}

/** Drops both session cookies (logout, or a cookie whose session is no longer valid). */
export function clearSessionCookies(reply: FastifyReply): void {
  void reply.clearCookie(TOKEN_COOKIE, { path: '/' }).clearCookie(USER_COOKIE, { path: '/' });
}

/** Where a credential came from: a key is accepted only in a header, never in the session cookie. */
type TokenSource = 'bearer' | 'x-api-key' | 'cookie';

function readToken(req: FastifyRequest): { token: string; source: TokenSource } | undefined {
  const header = req.headers.authorization;
  if (header?.startsWith('Bearer ')) {
    const token = header.slice(7).trim();
    return token ? { token, source: 'bearer' } : undefined;
  }
  const apiKey = req.headers['x-api-key'];
  if (typeof apiKey === 'string' && apiKey.trim()) return { token: apiKey.trim(), source: 'x-api-key' };
  const cookie = req.cookies?.[TOKEN_COOKIE];
  return cookie ? { token: cookie, source: 'cookie' } : undefined;
}

/**
 * Resolves the caller from the bearer token (a session's or an API key), the X-API-Key header or the
 * admin_token cookie; null when there is none or it is not valid.
 */
export async function resolveAuth(
  ctx: AppContext,
  req: FastifyRequest,
): Promise<AuthState | { error: string } | null> {
  const read = readToken(req);
  if (!read) return null;
  const { token, source } = read;
  // The cookie is the browser's session, set by login only: a key planted there (by a script or by a page
  // that can write cookies) must not turn a browser's requests into the key owner's.
  if (source === 'cookie' && looksLikeApiKey(token)) return { error: KEY_MESSAGES.notInCookie };
  if (looksLikeApiKey(token) || source === 'x-api-key') return resolveApiKey(ctx, req, token);
  // Only valid sessions are kept: a refusal is always decided afresh.
  return ctx.caches.auth.getOrLoad(token, async () => {
    const auth = await lookUpSession(ctx, token);
    return 'user' in auth ? { value: auth, expiresAt: auth.expiresAt } : { value: auth, cache: false };
  });
}

async function lookUpSession(ctx: AppContext, token: string) {
  const claims = await ctx.tokens.verify(token);
  if (!claims) return { error: SESSION_EXPIRED };
  const [row] = await ctx.db
    .select({ user: users, revokedAt: sessions.revokedAt, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(eq(sessions.id, claims.jti))
    .limit(1);
  if (!row) return { error: SESSION_EXPIRED };
  // A blocked account is told why, even though blocking also ended its sessions.
  const blocked = blockedAccountMessage(row.user.status);
  if (blocked) return { error: blocked };
  if (row.revokedAt || row.expiresAt <= new Date()) return { error: SESSION_EXPIRED };
  return { user: row.user, sessionId: claims.jti, expiresAt: row.expiresAt.getTime() };
}

async function resolveApiKey(
  ctx: AppContext,
  req: FastifyRequest,
  token: string,
): Promise<AuthState | { error: string }> {
  const found = await lookUpApiKey(ctx.db, token, req.ip);
  if ('error' in found) return found;
  const blocked = blockedAccountMessage(found.user.status);
  if (blocked) return { error: blocked };
  return {
    // A key acts in the customer's role whatever its owner's: only the owner's own records.
    user: { ...found.user, role: 'user' },
    sessionId: `key:${found.key.id}`,
    expiresAt: found.key.expiraEm?.getTime() ?? Number.MAX_SAFE_INTEGER,
    apiKey: { id: found.key.id, escopos: found.key.escopos },
  };
}

type KeyAuth = NonNullable<AuthState['apiKey']>;

/** Counts a key's call against its per-minute limit (the REST routes and the MCP endpoint share it). */
export function limitKeyCalls(ctx: AppContext, key: KeyAuth, reply: FastifyReply) {
  const limited = ctx.keyRateLimiter.hit(key.id);
  void reply.headers(limited.headers);
  if (limited.retryAfter !== undefined)
    throw new HttpError(
      429,
      KEY_MESSAGES.rateLimited(ctx.config.apiKeyRateLimit, limited.retryAfter),
      undefined,
      { 'retry-after': String(limited.retryAfter) },
    );
}

/**
 * An API key may call only operations whose contract lists the key scheme, with every scope it names, and in
 * the roles the operation admits (a key always acts as a customer). The MCP tools run this for the operation
 * each of them stands for.
 */
export function checkKeyScopes(op: OperationInfo, key: KeyAuth, role: AuthState['user']['role']) {
  if (!op.keyScopes) throw forbidden(KEY_MESSAGES.notAllowed, 'chave_api_nao_permitida');
  const missing = op.keyScopes.find((scope) => !key.escopos.includes(scope));
  if (missing) throw forbidden(KEY_MESSAGES.missingScope(missing), 'escopo_ausente');
  if (!op.roles.includes(role)) throw forbidden();
}

/** Methods that change nothing: a public read answers a key's call as it answers anyone's. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Who calls a public operation. A session is the caller (accepting an invitation signed in links that
 * account). A key is never one unless the contract lists the key scheme: a public read ignores it (clients
 * send their key with every call, the catalogue and health included), and a public operation that changes
 * something refuses it, so a key of any scope cannot accept an invitation, sign in or register as its owner.
 */
function publicCaller(op: OperationInfo, req: FastifyRequest, auth: AuthState): AuthState | undefined {
  if (!auth.apiKey || op.keyScopes) return auth;
  if (SAFE_METHODS.has(req.method)) return undefined;
  throw forbidden(KEY_MESSAGES.notAllowed, 'chave_api_nao_permitida');
}

/** The onRequest hook of every route: enforces the operation's x-roles before anything else runs. */
export function roleGuard(ctx: AppContext, op: OperationInfo) {
  const isPublic = op.roles.includes('public');
  return async (req: FastifyRequest, reply: FastifyReply) => {
    const auth = await resolveAuth(ctx, req);
    // A browser whose cookie no longer opens a session gets both cookies removed: only the server can
    // drop the HttpOnly one.
    if (auth && 'error' in auth && !req.headers.authorization && req.cookies?.[TOKEN_COOKIE])
      clearSessionCookies(reply);
    if (isPublic) {
      if (auth && 'user' in auth) req.auth = publicCaller(op, req, auth);
      return;
    }
    if (auth && 'user' in auth) req.auth = auth;
    if (!auth) throw unauthorized();
    if ('error' in auth) throw unauthorized(auth.error, refusalCode(auth.error));
    if (auth.apiKey) {
      limitKeyCalls(ctx, auth.apiKey, reply);
      checkKeyScopes(op, auth.apiKey, auth.user.role);
    } else if (!op.sessions) throw forbidden(KEY_MESSAGES.keysOnly, 'chave_api_nao_permitida');
    if (!op.roles.includes(auth.user.role)) throw forbidden();
    // A company's plan and payments are its holder's: a gestor acts on them, a 'Membro' may not.
    if (COMPANY_BILLING_OPERATIONS.has(op.operationId)) {
      const actor = await billingCaller(ctx.db, auth.user, op.operationId);
      if (actor !== auth.user) req.auth = { ...auth, user: actor };
    }
  };
}
