import type { Pagamento } from '@certidao/api-client';
import { billingStatusView, paymentMethodLabel } from '@certidao/domain';
import { invoiceColumn, TomadorLine } from '../../../lib/InvoiceInfo.tsx';
import { cellEmail, muted, strong } from '../../../lib/layout.css.ts';
import { dueOn, type PaymentColumn, PaymentTable, paymentColumns } from '../../../lib/PaymentTable.tsx';

const COLUMNS: readonly PaymentColumn[] = [
  {
    id: 'cliente',
    label: 'Cliente',
    isRowHeader: true,
    sortValue: (p) => p.usuario.fullName,
    cell: (p) => (
      <>
        <span className={strong}>{p.usuario.fullName}</span>
        <br />
        <span className={cellEmail}>{p.usuario.email}</span>
        {p.tomador?.empresaId ? (
          <div>
            <TomadorLine tomador={p.tomador} />
          </div>
        ) : null}
      </>
    ),
  },
  paymentColumns.plan(),
  // CONFIRMADO reads 'Pago' on the billing screen, as the staff call a settled charge.
  paymentColumns.status((status) => ({
    badge: status === 'CONFIRMADO' ? 'pago' : status,
    label: billingStatusView(status).label,
  })),
  // The way it is paid under its amount: the back office's table keeps to the screen's width at 1280 px.
  {
    ...paymentColumns.amount,
    label: 'Valor e forma',
    cell: (p) => (
      <>
        {paymentColumns.amount.cell(p)}
        <div className={muted}>{paymentMethodLabel(p.metodoPagamento)}</div>
      </>
    ),
  },
  paymentColumns.created,
  // Paid on, or (still open) due on: one column, so the table keeps to the screen's width at 1280 px.
  {
    ...paymentColumns.paid,
    label: 'Pago em / vence',
    cell: (p) =>
      p.dataPagamento ? (
        paymentColumns.paid.cell(p)
      ) : (
        <span className={muted}>{p.dueDate ? `vence ${dueOn(p)}` : '—'}</span>
      ),
  },
  invoiceColumn(),
];

/** Every customer's payments: customer, plan, method, status (Pago, Pendente…), amount and dates. */
export function PaymentsTable({ items, isLoading }: { items: readonly Pagamento[]; isLoading: boolean }) {
  return (
    <PaymentTable
      label="Histórico de pagamentos"
      items={items}
      columns={COLUMNS}
      isLoading={isLoading}
      emptyState="Nenhum pagamento encontrado"
    />
  );
}
