import type { AppContext } from '../../context.ts';
import type { Handlers } from '../../http/types.ts';
import { assinaturaHandlers } from '../assinaturas/handlers.ts';
import { dashboardHandlers } from '../dashboard/handlers.ts';
import { sandboxHandlers } from '../sandbox/handlers.ts';
import { webhookHandlers } from '../webhooks/handlers.ts';
import { pagamentoHandlers } from './handlers.ts';

/** Payments, webhooks, the sandbox pages, subscriptions and the dashboard (issue 5). */
export function paymentModuleHandlers(ctx: AppContext): Handlers {
  return {
    ...pagamentoHandlers(ctx),
    ...webhookHandlers(ctx),
    ...sandboxHandlers(ctx),
    ...assinaturaHandlers(ctx),
    ...dashboardHandlers(ctx),
  };
}
