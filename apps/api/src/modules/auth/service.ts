import { validateSimplePassword } from '@certidao/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import type { Db } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import { forbidden, HttpError, unauthorized } from '../../http/errors.ts';
import { fullName, toApiUser } from '../../http/serializers.ts';
import type { UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { accountExistsEmail } from '../../services/mailer.ts';
import { notifyStaff } from '../../services/notifications.ts';
import { checkPasswordWithinBudget } from '../../services/passwordBudget.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { SESSION_TTL_SECONDS } from '../../services/tokens.ts';
import { type CompanyInput, checkNewCompany } from '../companies/service.ts';
import {
  confirmationLink,
  findUserByEmail,
  insertUser,
  newUserValues,
  sendConfirmation,
} from '../users/service.ts';
import { attributeCustomer } from '../vendors/service.ts';
import { blockedAccountMessage, TOKEN_COOKIE, USER_COOKIE } from './guard.ts';

export const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.';
export const EMAIL_NOT_CONFIRMED =
  'Email não confirmado. Verifique sua caixa de entrada e confirme seu email antes de fazer login.';

/** Where a request comes from, for sessions and the audit log. */
export interface Origin {
  ip: string;
  userAgent?: string;
}

// A fixed hash so that an unknown e-mail costs as much time as a wrong password (no user enumeration by timing).
// Made on first use, at the cost the process hashes with by then.
let dummyHash: Promise<string> | undefined;
function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword('dummy-password-for-timing');
  return dummyHash;
}

/** Opens a session: token and its row, lastLoginAt, audit entry. */
export async function openSession(ctx: AppContext, user: UserRow, origin: Origin) {
  const { token, jti, expiresAt } = await ctx.tokens.issue(user.id, user.role);
  const now = new Date();
  const updated = await ctx.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: jti,
      userId: user.id,
      expiresAt,
      ip: origin.ip,
      userAgent: origin.userAgent?.slice(0, 300) ?? null,
    });
    const [row] = await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id)).returning();
    await audit(tx, {
      action: 'auth.login',
      actorId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip: origin.ip,
    });
    return row ?? user;
  });
  return { token, user: updated };
}

/**
 * Checks credentials. `requireConfirmed` is false for the checkout login, which happens right after registration
 * so that the customer can pay before opening the confirmation e-mail.
 */
export async function authenticate(
  ctx: AppContext,
  origin: Origin,
  email: string,
  password: string,
  requireConfirmed: boolean,
) {
  const user = await findUserByEmail(ctx.db, email);
  // One budget of guesses for every password-checking route (429 when spent or the address is locked).
  const ok = await checkPasswordWithinBudget(ctx, { ip: origin.ip, email }, async () =>
    verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash())),
  );
  if (!user || !ok) {
    await audit(ctx.db, {
      action: 'auth.login_failed',
      targetType: 'user',
      targetId: user?.id ?? null,
      ip: origin.ip,
      details: { email: email.trim().toLowerCase().slice(0, 200) },
    });
    throw unauthorized(WRONG_CREDENTIALS);
  }
  const blocked = blockedAccountMessage(user.status);
  if (blocked) {
    await audit(ctx.db, {
      action: 'auth.login_failed',
      targetType: 'user',
      targetId: user.id,
      ip: origin.ip,
      details: { reason: user.status },
    });
    throw forbidden(blocked);
  }
  if (requireConfirmed && !user.emailVerified) throw unauthorized(EMAIL_NOT_CONFIRMED);
  return user;
}

export const REGISTERED_MESSAGE =
  'Cadastro recebido! Enviamos um e-mail para o endereço informado com os próximos passos.';
const MAIL_FAILED = 'Não foi possível enviar o e-mail de confirmação. Tente novamente em instantes.';

/**
 * POST /auth/register: the account (6-character rule) and its confirmation e-mail, or nothing (503). An address
 * that already has an account gets the same answer after the same work (validation, password hash, one e-mail):
 * its owner is told by e-mail instead, and the account is left as it was (docs/decisions/, account
 * enumeration).
 */
export async function registerUser(
  ctx: AppContext,
  body: Parameters<typeof newUserValues>[0] & { ref?: string | null; empresa?: CompanyInput },
  origin: Origin,
): Promise<void> {
  // Registration uses the 6-character rule; its message speaks of "a senha", not "a nova senha".
  const values = await newUserValues(
    body,
    (pw: string) => validateSimplePassword(pw)?.replace('A nova senha', 'A senha') ?? null,
  );
  // The checkout's company (created later, with the plan) is checked first: a purchase it would refuse leaves no
  // account behind. The same check whether or not the address has an account.
  if (body.empresa) await checkNewCompany(ctx.db, body.empresa);
  const existing = await findUserByEmail(ctx.db, values.email);
  if (existing) return warnOwner(ctx, existing, origin);
  try {
    // The checkout's company is kept on the new account until a plan is bought (a reload of the payment step
    // shows it again; companies/checkoutChoice.ts).
    await createAccount(ctx, { ...values, checkoutEmpresa: body.empresa ?? null }, body.ref, origin);
  } catch (error) {
    // A registration of the same address that committed first (a race): its owner is told as above.
    const winner = isDuplicate(error) ? await findUserByEmail(ctx.db, values.email) : undefined;
    if (!winner) throw error;
    await warnOwner(ctx, winner, origin);
  }
}

const isDuplicate = (error: unknown) => error instanceof HttpError && error.statusCode === 409;

async function createAccount(
  ctx: AppContext,
  values: Awaited<ReturnType<typeof newUserValues>> & { checkoutEmpresa?: CompanyInput | null },
  ref: string | null | undefined,
  origin: Origin,
) {
  await ctx.db.transaction(async (tx) => {
    const created = await insertUser(tx, { ...values, role: 'user', status: 'active', emailVerified: false });
    const vendor = await attributeCustomer(tx, created.id, ref);
    await audit(tx, {
      action: 'auth.register',
      actorId: created.id,
      targetType: 'user',
      targetId: created.id,
      ip: origin.ip,
      ...(vendor ? { details: { vendedor: vendor.codigo } } : {}),
    });
    await notifyStaff(tx, {
      tipo: 'sucesso',
      evento: 'cliente.cadastrado',
      titulo: 'Novo cliente cadastrado',
      mensagem: `${fullName(created)} (${created.email}) criou uma conta.`,
      link: `/admin/perfil-usuario/${created.id}`,
      chave: `cliente.cadastrado:${created.id}`,
    });
    try {
      await sendConfirmation(ctx, tx, created);
    } catch (error) {
      ctx.log.error({ err: error }, 'confirmation e-mail failed');
      throw new HttpError(503, MAIL_FAILED);
    }
  });
}

/**
 * The owner of an address someone tried to register again: an e-mail (with a fresh confirmation link if the
 * address was never confirmed) and an audit entry, nothing else.
 */
async function warnOwner(ctx: AppContext, owner: UserRow, origin: Origin): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await audit(tx, {
      action: 'auth.register_existing',
      targetType: 'user',
      targetId: owner.id,
      ip: origin.ip,
    });
    const confirm = owner.emailVerified ? undefined : await confirmationLink(ctx, tx, owner);
    try {
      await ctx.mailer.send(
        accountExistsEmail(owner.email, owner.firstName, {
          signIn: `${ctx.config.publicUrl}/admin/login`,
          confirm,
        }),
      );
    } catch (error) {
      ctx.log.error({ err: error }, 'account-exists e-mail failed');
      // The same refusal a new address gets when its confirmation cannot be sent.
      throw new HttpError(503, MAIL_FAILED);
    }
  });
}

/** Ends this session (its row is revoked, so the token stops working at once). */
export async function closeSession(db: Db, user: UserRow, sessionId: string, origin: Origin) {
  await db.transaction(async (tx) => {
    await tx
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.id, sessionId), eq(sessions.userId, user.id)));
    await audit(tx, {
      action: 'auth.logout',
      actorId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip: origin.ip,
    });
  });
}

function cookieOptions(ctx: AppContext, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    sameSite: 'strict' as const,
    secure: ctx.config.publicUrl.startsWith('https://'),
    maxAge: SESSION_TTL_SECONDS,
  };
}

export const originOf = (req: FastifyRequest): Origin => ({
  ip: req.ip,
  userAgent: req.headers['user-agent'],
});

/** Opens a session and sets its cookies: the HttpOnly token and a readable summary. */
export async function startSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const session = await openSession(ctx, user, originOf(req));
  const apiUser = toApiUser(session.user);
  const summary = {
    id: apiUser.id,
    firstName: apiUser.firstName,
    lastName: apiUser.lastName,
    fullName: apiUser.fullName,
    email: apiUser.email,
    role: apiUser.role,
  };
  void reply.setCookie(TOKEN_COOKIE, session.token, cookieOptions(ctx, true));
  void reply.setCookie(USER_COOKIE, JSON.stringify(summary), cookieOptions(ctx, false));
  return { accessToken: session.token, user: apiUser };
}

// The MCP endpoint (modules/mcp) authenticates and checks scopes with the role guard's own steps.
export { checkKeyScopes, limitKeyCalls, resolveAuth } from './guard.ts';
