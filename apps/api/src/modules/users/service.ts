import {
  INVALID_DOCUMENT,
  isValidCpfCnpj,
  isValidEmail,
  onlyDigits,
  validateSimplePassword,
} from '@certidao/domain';
import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { sessions, users } from '../../db/schema.ts';
import { badRequest, conflict, notFound } from '../../http/errors.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { consumeEmailToken, createEmailToken } from '../../services/emailTokens.ts';
import { confirmationEmail } from '../../services/mailer.ts';
import { checkPasswordWithinBudget } from '../../services/passwordBudget.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';

export const EMAIL_IN_USE = 'Este email já está em uso';
export const INVALID_EMAIL = 'Digite um email válido';
export const USER_NOT_FOUND = 'Usuário não encontrado.';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** CPF/CNPJ as stored: digits, or upper-case alphanumeric for the 2026 CNPJ; null when empty. */
export function normalizeDocument(value: string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const cleaned = value.replace(/[^0-9a-zA-Z]/g, '').toUpperCase();
  if (!cleaned) return null;
  if (!isValidCpfCnpj(cleaned)) throw badRequest(INVALID_DOCUMENT, 'documento_invalido');
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
  if (!row) throw notFound(USER_NOT_FOUND);
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

/**
 * Inserts a user; a duplicate e-mail (even under a race) becomes 409 'Este email já está em uso' (staff forms;
 * self-registration never lets it reach the caller).
 */
export async function insertUser(db: DbOrTx, values: typeof users.$inferInsert): Promise<UserRow> {
  try {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error('insert returned nothing');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_IN_USE, 'email_em_uso');
    throw error;
  }
}

export async function assertEmailFree(db: DbOrTx, email: string, exceptUserId?: string): Promise<void> {
  const where = exceptUserId
    ? and(eq(users.email, email), ne(users.id, exceptUserId))
    : eq(users.email, email);
  const [row] = await db.select({ id: users.id }).from(users).where(where).limit(1);
  if (row) throw conflict(EMAIL_IN_USE, 'email_em_uso');
}

/** A new single-use 24 h confirmation link (its token stored inside the caller's transaction). */
export async function confirmationLink(ctx: AppContext, db: DbOrTx, user: UserRow): Promise<string> {
  const token = await createEmailToken(db, user.id, 'confirm_email');
  return `${ctx.config.publicUrl}/confirm-email?token=${encodeURIComponent(token)}`;
}

/** Creates a confirmation link and sends the confirmation e-mail (inside the caller's transaction). */
export async function sendConfirmation(ctx: AppContext, db: DbOrTx, user: UserRow): Promise<void> {
  const link = await confirmationLink(ctx, db, user);
  await ctx.mailer.send(confirmationEmail(user.email, user.firstName, link));
}

/** Consumes a confirmation token; null when unknown, used or expired. */
export async function consumeConfirmation(db: DbOrTx, token: string): Promise<UserRow | null> {
  const userId = await consumeEmailToken(db, token, 'confirm_email');
  if (!userId) return null;
  const [user] = await db
    .update(users)
    .set({ emailVerified: true, updatedAt: new Date() })
    .where(eq(users.id, userId))
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

export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta.';

/**
 * The caller's own password (POST /auth/change-password and PATCH /users/me/password): the 6-character rule,
 * the current password checked within the shared password budget (400, not 401; 429 when spent), other sessions
 * ended; this one stays signed in.
 */
export async function changeOwnPassword(
  ctx: AppContext,
  user: UserRow,
  sessionId: string | undefined,
  body: { currentPassword: string; newPassword: string },
  ip: string,
) {
  const problem = validateSimplePassword(body.newPassword);
  if (problem) throw badRequest(problem);
  const matches = await checkPasswordWithinBudget(ctx, { ip, email: user.email }, () =>
    verifyPassword(body.currentPassword, user.passwordHash),
  );
  if (!matches) throw badRequest(WRONG_CURRENT_PASSWORD);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    await revokeSessions(tx, user.id, sessionId);
    await audit(tx, {
      action: 'user.password_changed',
      actorId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip,
    });
  });
  return { message: 'Senha alterada com sucesso!' };
}
