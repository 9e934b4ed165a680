import type { AsaasInvoiceSettings } from '../../config.ts';
import { GatewayError, type GatewayInvoice, type ScheduleInvoiceInput } from './types.ts';

/** What Asaas answers for an invoice (GET/POST /invoices…), the fields we read. */
export interface AsaasInvoice {
  id: string;
  status: string;
  statusDescription?: string | null;
  number?: string | null;
  pdfUrl?: string | null;
  xmlUrl?: string | null;
  externalReference?: string | null;
}

export const toInvoice = (i: AsaasInvoice): GatewayInvoice => ({
  id: i.id,
  status: i.status,
  statusDescription: i.statusDescription ?? null,
  number: i.number ?? null,
  pdfUrl: i.pdfUrl ?? null,
  xmlUrl: i.xmlUrl ?? null,
  externalReference: i.externalReference ?? null,
});

export const NOT_CONFIGURED = new GatewayError(
  'invalid',
  'A emissão de notas fiscais não está configurada (ASAAS_NFSE_SERVICE_ID ou ASAAS_NFSE_SERVICE_CODE).',
);

/**
 * The body of POST /invoices for a charge: the charge (whose customer is the tomador), the service, the value
 * and the taxes as configured. No deductions; the rates other than ISS are left to the account's fiscal data.
 */
export function scheduleBody(settings: AsaasInvoiceSettings, input: ScheduleInvoiceInput) {
  return {
    payment: input.gatewayPaymentId,
    serviceDescription: input.serviceDescription,
    observations: settings.observations,
    value: input.valueCents / 100,
    deductions: 0,
    effectiveDate: input.effectiveDate,
    externalReference: input.externalReference,
    ...(settings.municipalServiceId ? { municipalServiceId: settings.municipalServiceId } : {}),
    ...(settings.municipalServiceCode ? { municipalServiceCode: settings.municipalServiceCode } : {}),
    municipalServiceName: settings.municipalServiceName,
    taxes: { retainIss: settings.retainIss, iss: settings.iss, cofins: 0, csll: 0, inss: 0, ir: 0, pis: 0 },
  };
}
