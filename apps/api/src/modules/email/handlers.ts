import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import type { HandlerPart } from '../../http/types.ts';
import { confirmEmail, resendConfirmation, unlockAccount } from './service.ts';

const RESEND_MESSAGE =
  'Se o e-mail estiver cadastrado e ainda não confirmado, enviaremos um novo link de confirmação.';

/** The Email tag: confirmation and unlock links. */
export function emailHandlers(ctx: AppContext) {
  return {
    confirmEmail: async (req) => {
      const token = req.query?.token?.trim();
      if (!token) throw badRequest('Token de confirmação não encontrado');
      const user = await confirmEmail(ctx.db, token, req.ip);
      return {
        success: true,
        message: 'E-mail confirmado com sucesso! Você já pode fazer login.',
        user: { firstName: user.firstName, lastName: user.lastName, email: user.email },
      };
    },
    unlockAccount: async (req) => {
      await unlockAccount(ctx.db, req.query.token.trim(), req.ip);
      return { message: 'Conta desbloqueada! Você já pode entrar com sua senha.' };
    },
    resendConfirmation: async (req) => {
      // The same answer whether or not the address exists, so the endpoint cannot be used to discover accounts.
      await resendConfirmation(ctx, req.body.email);
      return { message: RESEND_MESSAGE };
    },
  } satisfies HandlerPart;
}
