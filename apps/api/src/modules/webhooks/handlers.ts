import type { AppContext } from '../../context.ts';
import type { HandlerPart } from '../../http/types.ts';
import { receiveWebhook, type WebhookBody } from './service.ts';

/** The Webhooks tag: Asaas payment events. */
export function webhookHandlers(ctx: AppContext) {
  return {
    asaasWebhook: async (req) => {
      const token = req.headers['asaas-access-token'];
      await receiveWebhook(ctx, token, req.body as WebhookBody);
      return { received: true as const };
    },
  } satisfies HandlerPart;
}
