import { toSaoPauloIsoDate } from '@certidao/domain';
import { and, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { GatewayError, type GatewayInvoice } from '../../adapters/payments/types.ts';
import type { AppContext } from '../../context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notasFiscais, payments, plans } from '../../db/schema.ts';
import { tomadorOf } from '../../services/tomador.ts';

/**
 * Service invoices (NFS-e) of confirmed payments, issued through the gateway in the payment's tomador (the
 * company's razão social and CNPJ when it holds one): the gateway's customer of the charge is that tomador.
 *
 * Nothing here runs inside a payment's confirmation: a periodic pass finds the confirmed payments without an
 * invoice, claims each with its `notas_fiscais` row (one per payment, a unique index, so two processes never
 * ask twice), schedules it at the gateway and issues it at once. A gateway failure leaves the row AGENDADA with
 * the error, and a later pass tries again; an invoice the gateway is still processing is read again until it is
 * authorised (EMITIDA) or refused (ERRO).
 */

/** Payments confirmed longer ago are left alone: switching invoices on does not invoice the whole history. */
const WINDOW_MS = 30 * 86_400_000;
/** How long a request that failed (or is still processing at the gateway) waits before the next try. */
export const INVOICE_RETRY_MS = 60_000;
const BATCH = 20;
const INVOICE_INTERVAL_MS = 5_000;

export type NotaRow = typeof notasFiscais.$inferSelect;

/** The gateway's status in ours. */
function statusOf(remote: GatewayInvoice): NotaRow['status'] {
  switch (remote.status) {
    case 'AUTHORIZED':
    case 'CANCELLATION_DENIED':
    case 'PROCESSING_CANCELLATION':
      return 'EMITIDA';
    case 'CANCELED':
      return 'CANCELADA';
    case 'ERROR':
      return 'ERRO';
    default:
      return 'AGENDADA';
  }
}

async function applyInvoice(db: DbOrTx, nota: NotaRow, remote: GatewayInvoice, now: Date) {
  const status = statusOf(remote);
  await db
    .update(notasFiscais)
    .set({
      gatewayInvoiceId: remote.id,
      status,
      numero: remote.number ?? nota.numero,
      pdfUrl: remote.pdfUrl ?? nota.pdfUrl,
      xmlUrl: remote.xmlUrl ?? nota.xmlUrl,
      emitidaEm: status === 'EMITIDA' ? (nota.emitidaEm ?? now) : nota.emitidaEm,
      erro: status === 'ERRO' ? (remote.statusDescription ?? 'Nota fiscal recusada pela prefeitura.') : null,
      updatedAt: now,
    })
    .where(eq(notasFiscais.id, nota.id));
}

/** Asks the gateway for this payment's invoice (or reads the one asked before), and issues it if scheduled. */
async function submit(ctx: AppContext, nota: NotaRow, gatewayPaymentId: string, now: Date) {
  const gateway = ctx.payments.gateway;
  try {
    let remote = nota.gatewayInvoiceId
      ? await gateway.getInvoice(nota.gatewayInvoiceId)
      : await gateway.scheduleInvoice({
          gatewayPaymentId,
          valueCents: nota.valorCentavos,
          serviceDescription: nota.descricao,
          effectiveDate: toSaoPauloIsoDate(now),
          externalReference: nota.paymentId,
        });
    if (!nota.gatewayInvoiceId) {
      // Kept before issuing: a failure to issue then retries this invoice, never schedules a second one.
      await ctx.db
        .update(notasFiscais)
        .set({ gatewayInvoiceId: remote.id, updatedAt: now })
        .where(eq(notasFiscais.id, nota.id));
    }
    if (remote.status === 'SCHEDULED') remote = await gateway.authorizeInvoice(remote.id);
    await applyInvoice(ctx.db, nota, remote, now);
  } catch (error) {
    ctx.log.error({ err: error, paymentId: nota.paymentId }, 'service invoice request failed; retried later');
    const message =
      error instanceof GatewayError && error.kind !== 'unavailable'
        ? error.message
        : 'Gateway de pagamento indisponível.';
    await ctx.db
      .update(notasFiscais)
      .set({ erro: message, updatedAt: now })
      .where(eq(notasFiscais.id, nota.id));
  }
}

/** The confirmed payments of this gateway, recent and not refunded as unserved, that have no invoice yet. */
async function paymentsWithoutInvoice(ctx: AppContext, now: Date) {
  return ctx.db
    .select({ payment: payments, planName: plans.nome })
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .leftJoin(notasFiscais, eq(notasFiscais.paymentId, payments.id))
    .where(
      and(
        eq(payments.status, 'CONFIRMADO'),
        eq(payments.gateway, ctx.payments.gateway.name),
        isNotNull(payments.gatewayPaymentId),
        isNull(payments.unservedAt),
        sql`${payments.valorCents} > 0`,
        gte(payments.dataPagamento, new Date(now.getTime() - WINDOW_MS)),
        isNull(notasFiscais.id),
      ),
    )
    .limit(BATCH);
}

/** Claims and requests the invoices of newly confirmed payments. */
async function requestNew(ctx: AppContext, now: Date) {
  for (const { payment: p, planName } of await paymentsWithoutInvoice(ctx, now)) {
    const [nota] = await ctx.db
      .insert(notasFiscais)
      .values({
        paymentId: p.id,
        gateway: ctx.payments.gateway.name,
        status: 'AGENDADA',
        valorCentavos: p.valorCents,
        descricao: p.descricao ?? `Certidão Ágil — plano ${planName ?? ''}`.trim(),
        // Charges made before the tomador was recorded: the account's as it is now.
        tomador: p.tomador ?? (await tomadorOf(ctx.db, p.userId)),
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (nota && p.gatewayPaymentId) await submit(ctx, nota, p.gatewayPaymentId, now);
  }
}

/** Tries again the requests that failed, and reads again the invoices still processing at the gateway. */
async function advancePending(ctx: AppContext, now: Date) {
  const due = await ctx.db
    .select({ nota: notasFiscais, gatewayPaymentId: payments.gatewayPaymentId })
    .from(notasFiscais)
    .innerJoin(payments, eq(payments.id, notasFiscais.paymentId))
    .where(
      and(
        eq(notasFiscais.status, 'AGENDADA'),
        eq(notasFiscais.gateway, ctx.payments.gateway.name),
        lt(notasFiscais.updatedAt, new Date(now.getTime() - INVOICE_RETRY_MS)),
      ),
    )
    .limit(BATCH);
  for (const { nota, gatewayPaymentId } of due) {
    // Claimed by moving its clock: another process that read the same row finds it changed and skips it.
    const [claimed] = await ctx.db
      .update(notasFiscais)
      .set({ updatedAt: now })
      .where(and(eq(notasFiscais.id, nota.id), eq(notasFiscais.updatedAt, nota.updatedAt)))
      .returning();
    if (claimed && gatewayPaymentId) await submit(ctx, claimed, gatewayPaymentId, now);
  }
}

/** One pass: new invoices, then retries. Nothing when the gateway does not issue invoices. */
export async function processInvoices(ctx: AppContext, now = new Date()): Promise<void> {
  if (!ctx.payments.gateway.issuesInvoices) return;
  await requestNew(ctx, now);
  await advancePending(ctx, now);
}

/**
 * An Asaas INVOICE_* event (its `invoice` is the invoice as GET /invoices/{id} answers it): our invoice of that id
 * takes its status, number and links at once instead of at the next pass. Runs in the webhook's transaction.
 */
export async function applyInvoiceEvent(
  tx: DbOrTx,
  invoice: { id: string } & Record<string, unknown>,
  now = new Date(),
): Promise<'applied' | 'unknown_invoice'> {
  const [nota] = await tx
    .select()
    .from(notasFiscais)
    .where(eq(notasFiscais.gatewayInvoiceId, invoice.id))
    .limit(1);
  if (!nota) return 'unknown_invoice';
  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);
  await applyInvoice(
    tx,
    nota,
    {
      id: invoice.id,
      status: text(invoice.status) ?? 'SCHEDULED',
      statusDescription: text(invoice.statusDescription),
      number: text(invoice.number),
      pdfUrl: text(invoice.pdfUrl),
      xmlUrl: text(invoice.xmlUrl),
      externalReference: text(invoice.externalReference),
    },
    now,
  );
  return 'applied';
}

/** The invoice of a payment, if one was requested. */
export async function invoiceOfPayment(db: DbOrTx, paymentId: string): Promise<NotaRow | undefined> {
  const [row] = await db.select().from(notasFiscais).where(eq(notasFiscais.paymentId, paymentId)).limit(1);
  return row;
}

/** Starts the periodic pass; `stop()` waits for a pass in progress. */
export function startInvoiceScheduler(ctx: AppContext, intervalMs = INVOICE_INTERVAL_MS) {
  let current: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    if (current) return;
    current = processInvoices(ctx)
      .catch((error) => ctx.log.error({ err: error }, 'service invoices pass failed'))
      .finally(() => {
        current = undefined;
      });
  }, intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await current;
    },
  };
}
