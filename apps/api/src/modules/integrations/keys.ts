import type { EscopoChaveApi } from '@certidao/api-client';
import { and, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { apiKeys, users } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, HttpError, notFound } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { type ApiKeyRow, generateApiKey, KEY_MESSAGES, keyStatus } from '../../services/apiKeys.ts';
import { audit } from '../../services/audit.ts';

/** API keys of the customer's own systems (services/apiKeys.ts finds and checks them on each call). */

/** Active keys an account may hold at once. */
export const MAX_ACTIVE_KEYS = 25;
const MAX_EXPIRY_MS = 2 * 366 * 86_400_000;
const KEY_NOT_FOUND = 'Chave de API não encontrada.';

export function toApiChave(row: ApiKeyRow, now = new Date()) {
  return {
    id: row.id,
    nome: row.nome,
    prefixo: row.prefixo,
    ambiente: row.ambiente,
    escopos: row.escopos as EscopoChaveApi[],
    status: keyStatus(row, now),
    criadoEm: row.createdAt.toISOString(),
    expiraEm: row.expiraEm?.toISOString() ?? null,
    ultimoUsoEm: row.ultimoUsoEm?.toISOString() ?? null,
    ultimoIp: row.ultimoIp,
    revogadaEm: row.revogadaEm?.toISOString() ?? null,
  };
}

export async function listKeys(ctx: AppContext, userId: string) {
  const rows = await ctx.db
    .select()
    .from(apiKeys)
    .where(eq(apiKeys.userId, userId))
    .orderBy(desc(apiKeys.createdAt));
  return { data: rows.map((r) => toApiChave(r)) };
}

/**
 * The key a call is made with: how a script or the CLI names its credential now that a key reads no personal
 * data of its owner. A session has no key to show (its account is getProfile).
 */
export async function currentKey(ctx: AppContext, keyId: string | undefined) {
  // The guard already refuses a session here (the contract lists only the key schemes).
  if (!keyId) throw forbidden(KEY_MESSAGES.keysOnly);
  const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, keyId)).limit(1);
  if (!row) throw notFound(KEY_NOT_FOUND);
  return toApiChave(row);
}

export async function listKeysOfUser(ctx: AppContext, userId: string) {
  const [user] = await ctx.db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) throw notFound('Usuário não encontrado.');
  return listKeys(ctx, userId);
}

export async function createKey(
  ctx: AppContext,
  owner: UserRow,
  input: { nome: string; escopos: string[]; expiraEm?: string | null },
  ip: string,
) {
  const nome = input.nome.trim();
  if (!nome) throw badRequest('Dê um nome à chave (por exemplo, o sistema que vai usá-la).');
  const now = new Date();
  const expiraEm = input.expiraEm ? new Date(input.expiraEm) : null;
  if (expiraEm && expiraEm <= now) throw badRequest('A data de expiração da chave deve ser no futuro.');
  if (expiraEm && expiraEm.getTime() - now.getTime() > MAX_EXPIRY_MS)
    throw badRequest('A data de expiração da chave deve ser em até 2 anos.');
  const environment = ctx.pipeline.issuers.mode === 'sandbox' ? 'test' : 'live';
  const key = generateApiKey(environment);
  const row = await ctx.db.transaction(async (tx) => {
    // Serialises the owner's key creations, so the limit holds under concurrent requests.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, owner.id)).for('update');
    const [active] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(
        and(
          eq(apiKeys.userId, owner.id),
          isNull(apiKeys.revogadaEm),
          or(isNull(apiKeys.expiraEm), gt(apiKeys.expiraEm, now)),
        ),
      );
    if ((active?.n ?? 0) >= MAX_ACTIVE_KEYS)
      throw new HttpError(
        422,
        `Você já tem ${MAX_ACTIVE_KEYS} chaves de API ativas. Revogue uma que não use mais para criar outra.`,
      );
    const [created] = await tx
      .insert(apiKeys)
      .values({
        userId: owner.id,
        nome,
        prefixo: key.prefixo,
        ambiente: environment,
        hash: key.hash,
        escopos: [...new Set(input.escopos)],
        expiraEm,
      })
      .returning();
    if (!created) throw new Error('api key not inserted');
    await audit(tx, {
      action: 'api_key.created',
      actorId: owner.id,
      targetType: 'api_key',
      targetId: created.id,
      ip,
      details: {
        nome,
        prefixo: key.prefixo,
        escopos: created.escopos,
        expiraEm: expiraEm?.toISOString() ?? null,
      },
    });
    return created;
  });
  return { chave: toApiChave(row, now), segredo: key.secret };
}

/** The owner revokes their own keys; staff any user's. Someone else's key is, to a customer, not there. */
export async function revokeKey(ctx: AppContext, caller: UserRow, id: string, ip: string) {
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update').limit(1);
    if (!row || (!isStaff(caller) && row.userId !== caller.id)) throw notFound(KEY_NOT_FOUND);
    if (row.revogadaEm) throw conflict('Esta chave de API já foi revogada.');
    const now = new Date();
    const [revoked] = await tx.update(apiKeys).set({ revogadaEm: now }).where(eq(apiKeys.id, id)).returning();
    await audit(tx, {
      action: 'api_key.revoked',
      actorId: caller.id,
      targetType: 'api_key',
      targetId: id,
      ip,
      details: { nome: row.nome, prefixo: row.prefixo, dono: row.userId },
    });
    return toApiChave(revoked ?? row, now);
  });
}
