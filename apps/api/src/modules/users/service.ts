import { createHash, randomBytes } from 'node:crypto';
import { isValidCpfCnpj, isValidEmail, onlyDigits } from '@certidao/domain';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { emailTokens, sessions, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { confirmationEmail } from '../../services/mailer.ts';
import { hashPassword } from '../../services/passwords.ts';

export const EMAIL_IN_USE = 'Este email já está em uso';
export const INVALID_EMAIL = 'Digite um email válido';
export const INVALID_DOCUMENT = 'Digite um CPF ou CNPJ válido';
const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000;

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** CPF/CNPJ as stored: digits, or upper-case alphanumeric for the 2026 CNPJ; null when empty. */
export function normalizeDocument(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const cleaned = value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  if (!cleaned) return null;
  if (!isValidCpfCnpj(cleaned)) throw badRequest(INVALID_DOCUMENT);
  return /^\d+$/.test(cleaned) ? onlyDigits(cleaned) : cleaned;
}

export function checkEmail(email: string): string {
  const normalized = normalizeEmail(email);
  if (!isValidEmail(normalized)) throw badRequest(INVALID_EMAIL);
  return normalized;
}

export interface NewUserInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  phone?: string | null;
  cpfCnpj?: string | null;
}

/**
 * Validates and prepares a new account's row (registration and admin creation differ only in the password rule
 * and in the fields the caller then sets: role, status, emailVerified).
 */
export async function newUserValues(input: NewUserInput, passwordProblem: (pw: string) => string | null) {
  const email = checkEmail(input.email);
  const problem = passwordProblem(input.password);
  if (problem) throw badRequest(problem);
  const cpfCnpj = normalizeDocument(input.cpfCnpj);
  return {
    firstName: input.firstName.trim(),
    lastName: input.lastName.trim(),
    email,
    passwordHash: await hashPassword(input.password),
    phone: input.phone?.trim() || null,
    cpfCnpj,
  };
}

/** The user's id, or 404 when there is no such user. */
export async function userIdOr404(db: DbOrTx, id: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, id)).limit(1);
  if (!row) throw notFound('Usuário não encontrado.');
  return row.id;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(users.email, normalizeEmail(email)))
    .limit(1);
  return row;
}

/** Inserts a user; a duplicate e-mail (even under a race) becomes 409. */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE);
    throw error;
  }
}

export async function assertEmailFree(db: DbOrTx, email: string, exceptUserId?: string): Promise<void> {
  const where = exceptUserId
    ? and(eq(users.email, email), ne(users.id, exceptUserId))
    : eq(users.email, email);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  if (row) throw conflict(EMAIL_IN_USE);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a single-use 24 h token and sends the confirmation e-mail (inside the caller's transaction). */
export async function sendConfirmation(ctx: AppContext, db: DbOrTx, user: UserRow): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(emailTokens).values({
    tokenHash: hashToken(token),
    userId: user.id,
    purpose: 'confirm_email',
    expiresAt: new Date(Date.now() + CONFIRMATION_TTL_MS),
  });
  const link = `${ctx.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
  await ctx.mailer.send(confirmationEmail(user.email, user.firstName, link));
}

/** Consumes a confirmation token; null when unknown, used or expired. */
export async function consumeConfirmation(db: DbOrTx, token: string): Promise<UserRow | null> {
  const [row] = await db
    .update(emailTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(emailTokens.tokenHash, hashToken(token)),
        eq(emailTokens.purpose, 'confirm_email'),
        sql`${emailTokens.usedAt} is null`,
        sql`${emailTokens.expiresAt} > now()`,
      ),
    )
    .returning();
  if (!row) return null;
  const [user] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, row.userId))
    .returning();
  return user ?? null;
}

/** Ends every session of a user (password reset by an admin, account blocked), or all but one. */
export async function revokeSessions(db: DbOrTx, userId: string, exceptSessionId?: string): Promise<void> {
  const where = exceptSessionId
    ? and(eq(sessions.userId, userId), ne(sessions.id, exceptSessionId), sql`${sessions.revokedAt} is null`)
    : and(eq(sessions.userId, userId), sql`${sessions.revokedAt} is null`);
  await db.update(sessions).set({ revokedAt: new Date() }).where(where);
}

export async function countActiveAdmins(db: DbOrTx, exceptUserId?: string): Promise<number> {
  const conditions = [eq(users.role, 'admin'), eq(users.status, 'active')];
  if (exceptUserId) conditions.push(ne(users.id, exceptUserId));
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(...conditions));
  return row?.n ?? 0;
}
