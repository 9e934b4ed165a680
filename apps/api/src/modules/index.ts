import type { AppContext } from '../context.ts';
import { combineHandlers, type Handlers } from '../http/types.ts';
import { assistedHandlers } from './assisted/index.ts';
import { auditHandlers } from './audit/index.ts';
import { authHandlers } from './auth/index.ts';
import { automationHandlers } from './automations/index.ts';
import { billingHandlers } from './billing/index.ts';
import { catalogueHandlers } from './catalogue/index.ts';
import { companyHandlers } from './companies/index.ts';
import { dashboardHandlers } from './dashboard/index.ts';
import { emailHandlers } from './email/index.ts';
import { integrationHandlers } from './integrations/index.ts';
import { monitoringHandlers } from './monitoring/index.ts';
import { notificationHandlers } from './notifications/index.ts';
import { paymentHandlers } from './payments/index.ts';
import { planHandlers } from './plans/index.ts';
import { requestHandlers } from './requests/index.ts';

export { closeLiveEvents } from './integrations/index.ts';
export { closeEventStreams } from './requests/index.ts';

import { sandboxHandlers } from './sandbox/index.ts';
import { settingsHandlers } from './settings/index.ts';
import { sourceHandlers } from './sources/index.ts';
import { supportHandlers } from './support/index.ts';
import { systemHandlers } from './system/index.ts';
import { userHandlers } from './users/index.ts';
import { vendorHandlers } from './vendors/index.ts';
import { verificationHandlers } from './verification/index.ts';
import { webhookHandlers } from './webhooks/index.ts';

/**
 * Every operation handler, keyed by the contract's operationId: one module folder per OpenAPI tag. The return
 * type makes a missing operation a type error here, and `combineHandlers` one defined by two modules.
 */
export function buildHandlers(ctx: AppContext): Handlers {
  return combineHandlers(
    systemHandlers(ctx),
    authHandlers(ctx),
    emailHandlers(ctx),
    userHandlers(ctx),
    planHandlers(ctx),
    requestHandlers(ctx),
    automationHandlers(ctx),
    paymentHandlers(ctx),
    dashboardHandlers(ctx),
    webhookHandlers(ctx),
    verificationHandlers(ctx),
    sandboxHandlers(ctx),
    auditHandlers(ctx),
    notificationHandlers(ctx),
    settingsHandlers(ctx),
    billingHandlers(ctx),
    supportHandlers(ctx),
    vendorHandlers(ctx),
    integrationHandlers(ctx),
    monitoringHandlers(ctx),
    companyHandlers(ctx),
    catalogueHandlers(ctx),
    assistedHandlers(ctx),
    sourceHandlers(ctx),
  );
}
