import type { AppContext } from '../../context.ts';
import type { HandlerPart } from '../../http/types.ts';
import { verifyCode } from './service.ts';

/** The Verification tag: anyone checks a certificate by its code. */
export function verificationHandlers(ctx: AppContext) {
  return {
    verificarCertidao: async (req) => verifyCode(ctx.db, req.params.codigo),
  } satisfies HandlerPart;
}
