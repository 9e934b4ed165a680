import { toSaoPauloIsoDate } from '@certidao/domain';
import type { sandboxCharges } from '../../db/schema.ts';
import type { GatewayPayment } from './types.ts';

export type ChargeRow = typeof sandboxCharges.$inferSelect;

/** 'YYYY-MM-DD HH:mm:ss' in America/Sao_Paulo, the format of Asaas webhook dates. */
export function asaasDateTime(d: Date): string {
  const p = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Sao_Paulo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(d);
  const get = (t: string) => p.find((x) => x.type === t)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')} ${get('hour')}:${get('minute')}:${get('second')}`;
}

/** A sandbox charge as Asaas shows it (invoice and boleto pages under our own sandbox routes). */
export function chargeToPayment(row: ChargeRow, base: string): GatewayPayment {
  const ref = row.externalReference;
  const overdue = row.status === 'OVERDUE' || (row.status === 'PENDING' && row.dueDate < toSaoPauloIsoDate());
  return {
    id: row.id,
    customerId: row.customerId,
    status: row.status === 'DELETED' ? 'PENDING' : overdue ? 'OVERDUE' : row.status,
    billingType: row.billingType,
    valueCents: row.valueCents,
    dueDate: row.dueDate,
    paymentDate: row.paymentDate,
    invoiceUrl: ref ? `${base}/api/sandbox/pagamentos/${ref}/fatura` : null,
    bankSlipUrl: ref && row.billingType === 'BOLETO' ? `${base}/api/sandbox/pagamentos/${ref}/boleto` : null,
    externalReference: ref,
    deleted: row.status === 'DELETED',
  };
}

/** The Asaas v3 webhook body for a charge. */
export function eventBody(
  eventId: string,
  event: string,
  row: ChargeRow,
  base: string,
): Record<string, unknown> {
  const p = chargeToPayment(row, base);
  const value = row.valueCents / 100;
  return {
    id: eventId,
    event,
    dateCreated: asaasDateTime(new Date()),
    payment: {
      object: 'payment',
      id: row.id,
      dateCreated: row.createdAt.toISOString().slice(0, 10),
      customer: row.customerId,
      subscription: null,
      installment: null,
      paymentLink: null,
      value,
      netValue: Math.round(value * 99) / 100,
      originalValue: null,
      interestValue: null,
      description: row.description,
      billingType: row.billingType,
      status: p.status,
      dueDate: row.dueDate,
      originalDueDate: row.dueDate,
      paymentDate: row.paymentDate,
      clientPaymentDate: row.paymentDate,
      installmentNumber: null,
      invoiceUrl: p.invoiceUrl,
      invoiceNumber: row.id.replace('pay_', '').slice(-8),
      externalReference: row.externalReference,
      deleted: p.deleted,
      anticipated: false,
      anticipable: false,
      nossoNumero: row.nossoNumero,
      bankSlipUrl: p.bankSlipUrl,
      postalService: false,
    },
  };
}
