import type { Pagamento } from '@certidao/api-client';
import { billingStatusView } from '@certidao/domain';
import { invoiceColumn, TomadorLine } from '../../../lib/InvoiceInfo.tsx';
import { cellEmail, strong } from '../../../lib/layout.css.ts';
import { type PaymentColumn, PaymentTable, paymentColumns } from '../../../lib/PaymentTable.tsx';

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
  paymentColumns.method,
  // CONFIRMADO reads 'Pago' on the billing screen, as the staff call a settled charge.
  paymentColumns.status((status) => ({
    badge: status === 'CONFIRMADO' ? 'pago' : status,
    label: billingStatusView(status).label,
  })),
  paymentColumns.amount,
  paymentColumns.created,
  paymentColumns.paid,
  paymentColumns.due(),
  invoiceColumn(),
];

/** Every customer's payments: customer, plan, method, status (Pago, Pendente…), amount and dates. */
export function PaymentsTable({ items, isLoading }: { items: readonly Pagamento[]; isLoading: boolean }) {
  return (
    <PaymentTable
      label="Histórico de Pagamentos"
      items={items}
      columns={COLUMNS}
      isLoading={isLoading}
      emptyState="Nenhum pagamento encontrado"
    />
  );
}
