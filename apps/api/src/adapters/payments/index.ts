import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { AsaasGateway } from './asaas.ts';
import { SandboxGateway } from './sandbox.ts';
import type { PaymentGateway } from './types.ts';

export { GatewayError, type PaymentGateway } from './types.ts';

/** Asaas when ASAAS_API_KEY is set, else the embedded sandbox. */
export function createPaymentGateway(
  config: Config,
  db: Db,
  log: FastifyBaseLogger,
  options: { webhookUrl: () => string; webhookToken: string },
): PaymentGateway {
  if (config.asaas)
    return new AsaasGateway({
      apiKey: config.asaas.apiKey,
      baseUrl: config.asaas.baseUrl,
      log,
      invoices: config.asaas.invoices,
    });
  return new SandboxGateway({
    db,
    log,
    publicUrl: () => config.publicUrl,
    webhookUrl: options.webhookUrl,
    webhookToken: options.webhookToken,
  });
}
