import type { AppContext } from '../../context.ts';
import { toApiUser } from '../../http/serializers.ts';
import { currentUser, type HandlerPart } from '../../http/types.ts';
import { changeOwnPassword } from '../users/service.ts';
import { clearSessionCookies } from './guard.ts';
import {
  authenticate,
  closeSession,
  originOf,
  REGISTERED_MESSAGE,
  registerUser,
  startSession,
} from './service.ts';

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
