import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { likePattern, offsetOf } from '../../db/queries.ts';
import { notasFiscais, payments, plans, users } from '../../db/schema.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { page } from '../../http/serializers.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { MSG } from './messages.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type PaymentStatus = PaymentRow['status'];

const paymentColumns = {
  payment: payments,
  plan: { id: plans.id, nome: plans.nome },
  user: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
  // A never-null column first: Drizzle reads a left-joined object as missing when its first column is null.
  nota: {
    status: notasFiscais.status,
    numero: notasFiscais.numero,
    pdfUrl: notasFiscais.pdfUrl,
    emitidaEm: notasFiscais.emitidaEm,
  },
};
type NotaView = {
  numero: string | null;
  status: 'AGENDADA' | 'EMITIDA' | 'ERRO' | 'CANCELADA';
  pdfUrl: string | null;
  emitidaEm: Date | null;
};
export type PaymentView = {
  payment: PaymentRow;
  /** Null for a one-off order's charge. */
  plan: { id: string; nome: string } | null;
  user: { id: string; firstName: string; lastName: string; email: string };
  /** The payment's service invoice (one per payment), null until one is requested. */
  nota?: NotaView | null;
};

export function selectPayments(db: DbOrTx) {
  return db
    .select(paymentColumns)
    .from(payments)
    .leftJoin(plans, eq(plans.id, payments.planId))
    .innerJoin(users, eq(users.id, payments.userId))
    .leftJoin(notasFiscais, eq(notasFiscais.paymentId, payments.id));
}

export async function loadPayment(db: DbOrTx, id: string): Promise<PaymentView | undefined> {
  const [row] = await selectPayments(db).where(eq(payments.id, id)).limit(1);
  return row;
}

export function toApiPagamento({ payment: p, plan, user, nota }: PaymentView) {
  return {
    id: p.id,
    plano: plan ? { id: plan.id, nome: plan.nome } : null,
    solicitacaoId: p.solicitacaoId,
    usuario: { id: user.id, fullName: `${user.firstName} ${user.lastName}`.trim(), email: user.email },
    valor: p.valorCents / 100,
    tipo: p.tipo,
    descricao: p.descricao,
    metodoPagamento: p.metodoPagamento,
    status: p.status,
    createdAt: p.createdAt.toISOString(),
    dataPagamento: p.dataPagamento ? p.dataPagamento.toISOString() : null,
    observacoes: p.observacoes,
    pixQrCode:
      p.pixPayload && p.pixEncodedImage
        ? {
            encodedImage: p.pixEncodedImage,
            payload: p.pixPayload,
            expirationDate: (p.pixExpiration ?? new Date(`${p.dueDate}T23:59:59-03:00`)).toISOString(),
          }
        : null,
    invoiceUrl: p.invoiceUrl,
    bankSlipUrl: p.bankSlipUrl,
    identificationField: p.identificationField,
    dueDate: p.dueDate,
    tomador: p.tomador,
    notaFiscal: nota?.status
      ? {
          numero: nota.numero,
          status: nota.status,
          // Only once authorised: an earlier link would point at a document the municipality has not issued.
          pdfUrl: nota.status === 'EMITIDA' ? nota.pdfUrl : null,
          emitidaEm: nota.emitidaEm ? nota.emitidaEm.toISOString() : null,
        }
      : null,
  };
}

/** Finds our payment for a gateway charge: by its id, else by externalReference (our id). */
export async function findPaymentForCharge(
  db: DbOrTx,
  gatewayPaymentId: string | undefined,
  externalReference: string | null | undefined,
): Promise<PaymentRow | undefined> {
  if (gatewayPaymentId) {
    const [row] = await db
      .select()
      .from(payments)
      .where(eq(payments.gatewayPaymentId, gatewayPaymentId))
      .limit(1);
    if (row) return row;
  }
  if (
    externalReference &&
    /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(externalReference)
  ) {
    const [row] = await db.select().from(payments).where(eq(payments.id, externalReference)).limit(1);
    if (row && (!gatewayPaymentId || !row.gatewayPaymentId || row.gatewayPaymentId === gatewayPaymentId))
      return row;
  }
  return undefined;
}

/** The payment, or 404 when it does not exist or (for a plain user) belongs to someone else. */
export async function ownedPayment(db: DbOrTx, user: UserRow, id: string): Promise<PaymentView> {
  const view = await loadPayment(db, id);
  if (!view || (!isStaff(user) && view.payment.userId !== user.id)) throw notFound(MSG.paymentNotFound);
  return view;
}

export interface PaymentPeriod {
  /** First creation day (YYYY-MM-DD, São Paulo), inclusive. */
  dataInicial?: string;
  /** Last creation day (YYYY-MM-DD, São Paulo), inclusive. */
  dataFinal?: string;
}

export interface PaymentFilter extends PaymentPeriod {
  page?: number;
  limit?: number;
  search?: string;
  status?: PaymentStatus;
  metodoPagamento?: PaymentRow['metodoPagamento'];
  /** Only this user's payments (GET /pagamentos/meus-pagamentos). */
  userId?: string;
}

export const BAD_PERIOD = 'A data inicial deve ser anterior ou igual à data final.';

/** Payments created in the period, São Paulo days (400 when it ends before it starts). */
export function periodWhere(period: PaymentPeriod): SQL | undefined {
  const { dataInicial, dataFinal } = period;
  if (dataInicial && dataFinal && dataInicial > dataFinal) throw badRequest(BAD_PERIOD);
  return and(
    dataInicial
      ? sql`${payments.createdAt} >= (${dataInicial}::date::timestamp at time zone 'America/Sao_Paulo')`
      : undefined,
    dataFinal
      ? sql`${payments.createdAt} < ((${dataFinal}::date + 1)::timestamp at time zone 'America/Sao_Paulo')`
      : undefined,
  );
}

/** The WHERE of a payment list (joined with users); shared by the list and its CSV export. */
export function paymentsWhere(filter: PaymentFilter): SQL | undefined {
  const like = likePattern(filter.search);
  return and(
    filter.userId ? eq(payments.userId, filter.userId) : undefined,
    like
      ? or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like), ilike(users.email, like))
      : undefined,
    filter.status ? eq(payments.status, filter.status) : undefined,
    filter.metodoPagamento ? eq(payments.metodoPagamento, filter.metodoPagamento) : undefined,
    periodWhere(filter),
  );
}

/** One page of payments, newest first; `search` matches the customer's name or e-mail. */
export async function listPayments(db: DbOrTx, filter: PaymentFilter) {
  const { page: pageNumber = 1, limit = 10 } = filter;
  const where = paymentsWhere(filter);
  const [rows, [total]] = await Promise.all([
    selectPayments(db)
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset(offsetOf(pageNumber, limit)),
    db.select({ n: count() }).from(payments).innerJoin(users, eq(users.id, payments.userId)).where(where),
  ]);
  return page(rows.map(toApiPagamento), total?.n ?? 0, pageNumber, limit);
}

/** Every payment the filter finds (newest first, at most `max`), for the CSV export. */
export async function allPayments(db: DbOrTx, filter: PaymentFilter, max: number): Promise<PaymentView[]> {
  return selectPayments(db)
    .where(paymentsWhere(filter))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(max);
}

/**
 * Totals of the period's payments, in cents: confirmed, pending, and how many payments (any status).
 * One query; the sums are bigint in SQL (many payments can pass 2^31 cents) and come back as numbers.
 */
export async function paymentTotals(db: DbOrTx, period: PaymentPeriod) {
  const [row] = await db
    .select({
      confirmed: sql<string>`coalesce(sum(${payments.valorCents}) filter (where ${payments.status} = 'CONFIRMADO'), 0)::bigint`,
      pending: sql<string>`coalesce(sum(${payments.valorCents}) filter (where ${payments.status} = 'PENDENTE'), 0)::bigint`,
      n: count(),
    })
    .from(payments)
    .where(periodWhere(period));
  return {
    confirmedCents: Number(row?.confirmed ?? 0),
    pendingCents: Number(row?.pending ?? 0),
    count: row?.n ?? 0,
  };
}
