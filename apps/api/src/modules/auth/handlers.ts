import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { toApiUser } from '../../http/serializers.ts';
import { currentUser, type HandlerPart, type UserRow } from '../../http/types.ts';
import { SESSION_TTL_SECONDS } from '../../services/tokens.ts';
import { changeOwnPassword } from '../users/service.ts';
import { clearSessionCookies, TOKEN_COOKIE, USER_COOKIE } from './guard.ts';
import {
  authenticate,
  closeSession,
  type Origin,
  openSession,
  REGISTERED_MESSAGE,
  registerUser,
} from './service.ts';

function cookieOptions(ctx: AppContext, httpOnly: boolean) {
  return {
    path: '/',
    httpOnly,
    sameSite: 'strict' as const,
    secure: ctx.config.publicUrl.startsWith('https://'),
    maxAge: SESSION_TTL_SECONDS,
  };
}

const originOf = (req: FastifyRequest): Origin => ({ ip: req.ip, userAgent: req.headers['user-agent'] });

/** Opens a session and sets its cookies: the HttpOnly token and a readable summary. */
async function startSession(ctx: AppContext, req: FastifyRequest, reply: FastifyReply, user: UserRow) {
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

/** The Auth tag: sign-in (plain and checkout), registration, profile, sign-out and password change. */
export function authHandlers(ctx: AppContext) {
  return {
    login: async (req, reply) => {
      const user = await authenticate(ctx, originOf(req), req.body.email, req.body.password, true);
      return startSession(ctx, req, reply, user);
    },
    loginCheckout: async (req, reply) => {
      const user = await authenticate(ctx, originOf(req), req.body.email, req.body.password, false);
      return startSession(ctx, req, reply, user);
    },
    register: async (req, reply) => {
      await registerUser(ctx, req.body, originOf(req));
      void reply.code(201);
      // Nothing about the account: the same answer whether the address was new or already had one.
      return { message: REGISTERED_MESSAGE };
    },
    getProfile: async (req) => toApiUser(currentUser(req)),
    logout: async (req, reply) => {
      await closeSession(ctx.db, currentUser(req), req.auth?.sessionId ?? '', originOf(req));
      clearSessionCookies(reply);
      return { message: 'Você foi desconectado com sucesso.' };
    },
    changePassword: (req) => changeOwnPassword(ctx, currentUser(req), req.auth?.sessionId, req.body, req.ip),
  } satisfies HandlerPart;
}
