import { describe, expect, it } from 'vitest';
import * as domain from './index';

// The public API of packages/domain that the apps rely on: these names must stay exported.
const CONVENTION_NAMES = [
  'onlyDigits',
  'isValidCpf',
  'isValidCnpj',
  'isValidCpfCnpj',
  'formatCpf',
  'formatCnpj',
  'formatCpfCnpj',
  'normalizeCnpj',
  'maskDocument',
  'maskCpf',
  'maskCnpj',
  'maskCpfCnpj',
  'maskPhone',
  'maskCep',
  'maskCardNumber',
  'maskCardExpiry',
  'maskCvc',
  'isoDateToBr',
  'brDateToIso',
  'formatDate',
  'formatDateTime',
  'formatMoney',
  'formatMonthlyPrice',
  'toCents',
  'fromCents',
  'CERTIFICATE_TYPES',
  'getCertificateType',
  'codeFromAutomation',
  'CERTIFICATE_CODES',
  'certificateStatusView',
  'jobStateView',
  'paymentStatusView',
  'subscriptionStatusLabel',
  'dueStatusText',
  'usageLevel',
  'usagePercent',
  'planPeriod',
  'validateStrongPassword',
  'validateSimplePassword',
  'isValidEmail',
  'paginationWindow',
  'ROLE_LABELS',
  'USER_STATUS_LABELS',
  'monthKey',
  'startOfMonthSaoPaulo',
  'quoteCertificates',
  'certificatePriceCentavos',
  'servicePriceCentavos',
];

describe('@certidao/domain public API', () => {
  it.each(CONVENTION_NAMES)('exports %s', (name) => {
    expect(domain).toHaveProperty(name);
    expect((domain as Record<string, unknown>)[name]).toBeDefined();
  });
});
