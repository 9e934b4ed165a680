import { validateSimplePassword } from '@certidao/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { sessions, users } from '../../db/schema.ts';
import { badRequest, forbidden, HttpError, unauthorized } from '../../http/errors.ts';
import { currentUser, type Handlers, type UserRow } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { hashPassword, verifyPassword } from '../../services/passwords.ts';
import { SESSION_TTL_SECONDS } from '../../services/tokens.ts';
import { toApiUser } from '../serializers.ts';
import {
  findUserByEmail,
  insertUser,
  newUserValues,
  revokeSessions,
  sendConfirmation,
} from '../users/service.ts';
import { blockedAccountMessage, clearSessionCookies, TOKEN_COOKIE, USER_COOKIE } from './guard.ts';

export const WRONG_CREDENTIALS = 'E-mail ou senha incorretos.';
export const EMAIL_NOT_CONFIRMED =
  'Email não confirmado. Verifique sua caixa de entrada e confirme seu email antes de fazer login.';
export const WRONG_CURRENT_PASSWORD = 'Senha atual incorreta.';

// A fixed hash so that an unknown e-mail costs as much time as a wrong password (no user enumeration by timing).
const DUMMY_HASH = hashPassword('dummy-password-for-timing');

function cookieOptions(ctx: AppContext, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    sameSite: 'strict' as const,
    secure: ctx.config.publicUrl.startsWith('https://'),
    maxAge: SESSION_TTL_SECONDS,
  };
}

/** Opens a session: token row, cookies, lastLoginAt, audit entry. */
async function startSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, user: UserRow) {
  const { token, jti, expiresAt } = await ctx.tokens.issue(user.id, user.role);
  const now = new Date();
  const updated = await ctx.db.transaction(async (tx) => {
    await tx.insert(sessions).values({
      id: jti,
      userId: user.id,
      expiresAt,
      ip: req.ip,
      userAgent: req.headers['user-agent']?.slice(0, 300) ?? null,
    });
    const [row] = await tx.update(users).set({ lastLoginAt: now }).where(eq(users.id, user.id)).returning();
    await audit(tx, {
      action: 'auth.login',
      actorId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip: req.ip,
    });
    return row ?? user;
  });
  const apiUser = toApiUser(updated);
  const summary = {
    id: apiUser.id,
    firstName: apiUser.firstName,
    lastName: apiUser.lastName,
    fullName: apiUser.fullName,
    email: apiUser.email,
    role: apiUser.role,
  };
  void reply.setCookie(TOKEN_COOKIE, token, cookieOptions(ctx, true));
  void reply.setCookie(USER_COOKIE, JSON.stringify(summary), cookieOptions(ctx, false));
  return { accessToken: token, user: apiUser };
}

/**
 * Checks credentials. `requireConfirmed` is false for the checkout login, which happens right after registration
 * so that the customer can pay before opening the confirmation e-mail.
 */
async function authenticate(
  ctx: AppContext,
  req: FastifyRequest,
  email: string,
  password: string,
  requireConfirmed: boolean,
) {
  const user = await findUserByEmail(ctx.db, email);
  const ok = await verifyPassword(password, user?.passwordHash ?? (await DUMMY_HASH));
  if (!user || !ok) {
    await audit(ctx.db, {
      action: 'auth.login_failed',
      targetType: 'user',
      targetId: user?.id ?? null,
      ip: req.ip,
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
      ip: req.ip,
      details: { reason: user.status },
    });
    throw forbidden(blocked);
  }
  if (requireConfirmed && !user.emailVerified) throw unauthorized(EMAIL_NOT_CONFIRMED);
  return user;
}

/** Shared by POST /auth/change-password and PATCH /users/me/password. */
async function changeOwnPassword(
  ctx: AppContext,
  req: FastifyRequest,
  body: { currentPassword: string; newPassword: string },
) {
  const user = currentUser(req);
  const problem = validateSimplePassword(body.newPassword);
  if (problem) throw badRequest(problem);
  if (!(await verifyPassword(body.currentPassword, user.passwordHash)))
    throw badRequest(WRONG_CURRENT_PASSWORD);
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, user.id));
    // Other devices must sign in again with the new password; this one stays signed in.
    await revokeSessions(tx, user.id, req.auth?.sessionId);
    await audit(tx, {
      action: 'user.password_changed',
      actorId: user.id,
      targetType: 'user',
      targetId: user.id,
      ip: req.ip,
    });
  });
  return { message: 'Senha alterada com sucesso!' };
}

export function authHandlers(ctx: AppContext): Handlers {
  return {
    login: async (req, reply) => {
      const user = await authenticate(ctx, req, req.body.email, req.body.password, true);
      return startSession(ctx, req, reply, user);
    },
    loginCheckout: async (req, reply) => {
      const user = await authenticate(ctx, req, req.body.email, req.body.password, false);
      return startSession(ctx, req, reply, user);
    },
    register: async (req, reply) => {
      // Registration uses the 6-character rule; its message speaks of "a senha", not "a nova senha".
      const values = await newUserValues(
        req.body,
        (pw: string) => validateSimplePassword(pw)?.replace('A nova senha', 'A senha') ?? null,
      );
      const user = await ctx.db.transaction(async (tx) => {
        const created = await insertUser(tx, {
          ...values,
          role: 'user',
          status: 'active',
          emailVerified: false,
        });
        await audit(tx, {
          action: 'auth.register',
          actorId: created.id,
          targetType: 'user',
          targetId: created.id,
          ip: req.ip,
        });
        try {
          await sendConfirmation(ctx, tx, created);
        } catch (error) {
          req.log.error({ err: error }, 'confirmation e-mail failed');
          throw new HttpError(
            503,
            'Não foi possível enviar o e-mail de confirmação. Tente novamente em instantes.',
          );
        }
        return created;
      });
      void reply.code(201);
      return {
        message: 'Conta criada com sucesso! Enviamos um link de confirmação para o seu e-mail.',
        user: toApiUser(user),
      };
    },
    getProfile: async (req) => toApiUser(currentUser(req)),
    logout: async (req, reply) => {
      const user = currentUser(req);
      await ctx.db.transaction(async (tx) => {
        await tx
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(and(eq(sessions.id, req.auth?.sessionId ?? ''), eq(sessions.userId, user.id)));
        await audit(tx, {
          action: 'auth.logout',
          actorId: user.id,
          targetType: 'user',
          targetId: user.id,
          ip: req.ip,
        });
      });
      clearSessionCookies(reply);
      return { message: 'Você foi desconectado com sucesso.' };
    },
    changePassword: (req) => changeOwnPassword(ctx, req, req.body),
    updateMyPassword: (req) => changeOwnPassword(ctx, req, req.body),
  };
}
