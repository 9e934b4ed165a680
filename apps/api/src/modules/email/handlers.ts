import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import type { Handlers } from '../../http/types.ts';
import { audit } from '../../services/audit.ts';
import { consumeConfirmation, findUserByEmail, sendConfirmation } from '../users/service.ts';

export const INVALID_CONFIRMATION_TOKEN =
  'Link de confirmação inválido ou expirado. Solicite um novo e-mail de confirmação.';
const RESEND_MESSAGE =
  'Se o e-mail estiver cadastrado e ainda não confirmado, enviaremos um novo link de confirmação.';

export function emailHandlers(ctx: AppContext): Handlers {
  return {
    confirmEmail: async (req) => {
      const token = req.query?.token?.trim();
      if (!token) throw badRequest('Token de confirmação não encontrado');
      const user = await ctx.db.transaction(async (tx) => {
        const confirmed = await consumeConfirmation(tx, token);
        if (confirmed)
          await audit(tx, {
            action: 'auth.email_confirmed',
            actorId: confirmed.id,
            targetType: 'user',
            targetId: confirmed.id,
            ip: req.ip,
          });
        return confirmed;
      });
      if (!user) throw badRequest(INVALID_CONFIRMATION_TOKEN);
      return {
        success: true,
        message: 'E-mail confirmado com sucesso! Você já pode fazer login.',
        user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
      };
    },
    resendConfirmation: async (req) => {
      // The same answer whether or not the address exists, so the endpoint cannot be used to discover accounts.
      const user = await findUserByEmail(ctx.db, req.body.email);
      if (user && !user.emailVerified && user.status === 'active') {
        await ctx.db.transaction((tx) => sendConfirmation(ctx, tx, user));
      }
      return { message: RESEND_MESSAGE };
    },
  };
}
