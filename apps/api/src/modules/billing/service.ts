import { type BillingData, normalizeCnpj, onlyDigits, validateBillingData } from '@certidao/domain';
import type { AppContext } from '../../context.ts';
import { badRequest } from '../../http/errors.ts';
import { audit } from '../../services/audit.ts';
import { BILLING_DATA_KEY, readBillingData, writeSetting } from '../../services/settings.ts';
import { allPayments, type PaymentFilter, type PaymentPeriod, paymentTotals } from '../payments/service.ts';
import { paymentsCsv } from './csv.ts';

/** The billing module's public face: totals, CSV export and the company's billing data. */

/** At most this many rows in one CSV (the list is filtered; a bigger export is a database job). */
export const CSV_MAX_ROWS = 50_000;

export async function billingSummary(ctx: AppContext, period: PaymentPeriod) {
  const t = await paymentTotals(ctx.db, period);
  return { receitaTotal: t.confirmedCents / 100, pendente: t.pendingCents / 100, transacoes: t.count };
}

export async function paymentsCsvExport(ctx: AppContext, filter: PaymentFilter) {
  return paymentsCsv(await allPayments(ctx.db, filter, CSV_MAX_ROWS));
}

export async function billingDataView(ctx: AppContext) {
  const { value, updatedAt } = await readBillingData(ctx.db);
  return { ...value, atualizadoEm: updatedAt ? updatedAt.toISOString() : null };
}

/** Validates (first message as 400), stores CNPJ and CEP as digits, audits the fields changed. */
export async function saveBillingData(
  ctx: AppContext,
  input: BillingData,
  actor: { id: string; ip: string },
) {
  const problem = Object.values(validateBillingData(input))[0];
  if (problem) throw badRequest(problem);
  const next: BillingData = {
    razaoSocial: input.razaoSocial.trim(),
    cnpj: normalizeCnpj(input.cnpj),
    endereco: input.endereco.trim(),
    cidade: input.cidade.trim(),
    cep: onlyDigits(input.cep),
    emailCobranca: input.emailCobranca.trim().toLowerCase(),
  };
  await ctx.db.transaction(async (tx) => {
    const before = (await readBillingData(tx)).value;
    const changed = (Object.keys(next) as (keyof BillingData)[]).filter((k) => before[k] !== next[k]);
    await writeSetting(tx, BILLING_DATA_KEY, next);
    await audit(tx, {
      action: 'billing.updated',
      actorId: actor.id,
      targetType: 'settings',
      targetId: BILLING_DATA_KEY,
      ip: actor.ip,
      details: { campos: changed },
    });
  });
  return billingDataView(ctx);
}
