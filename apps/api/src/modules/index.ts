import type { AppContext } from '../context.ts';
import type { Handlers } from '../http/types.ts';
import { authHandlers } from './auth/handlers.ts';
import { automationHandlers } from './automations/handlers.ts';
import { cartaoHandlers } from './cartao/handlers.ts';
import { emailHandlers } from './email/handlers.ts';
import { healthHandlers } from './health/handlers.ts';
import { paymentModuleHandlers } from './pagamentos/index.ts';
import { planHandlers } from './plans/handlers.ts';
import { solicitacaoHandlers } from './solicitacoes/handlers.ts';
import { userHandlers } from './users/handlers.ts';
import { verificacaoHandlers } from './verificacao/handlers.ts';

/** Every operation handler, keyed by the contract's operationId. */
export function buildHandlers(ctx: AppContext): Handlers {
  return {
    ...healthHandlers(ctx),
    ...authHandlers(ctx),
    ...emailHandlers(ctx),
    ...userHandlers(ctx),
    ...planHandlers(ctx),
    ...paymentModuleHandlers(ctx),
    ...cartaoHandlers(ctx),
    ...solicitacaoHandlers(ctx),
    ...automationHandlers(ctx),
    ...verificacaoHandlers(ctx),
  };
}
