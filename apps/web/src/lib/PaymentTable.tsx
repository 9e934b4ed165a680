import type { Pagamento } from '@certidao/api-client';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  paymentMethodLabel,
  paymentSubject,
} from '@certidao/domain';
import { Cell, Column, Row, StatusBadge, Table, TableBody, TableHeader, useSortedRows } from '@certidao/ui';
import { type ReactNode, useCallback } from 'react';
import type { Key } from 'react-aria-components';
import { nowrap, strong } from './layout.css.ts';

/** One column of a payments table: its header, what it sorts by (none: not sortable) and its cell. */
export interface PaymentColumn {
  id: string;
  label: string;
  isRowHeader?: boolean;
  sortValue?: (p: Pagamento) => unknown;
  cell: (p: Pagamento) => ReactNode;
}

const dash = '—';
const time = (iso: string | null) => (iso ? new Date(iso) : null);

/**
 * A date and time that may wrap between the two (never inside either), so a table with several of them still
 * fits a 1280 px screen.
 */
function DateTime({ text }: { text: string }) {
  const [day, ...rest] = text.split(' ');
  return rest.length ? (
    <>
      <span className={nowrap}>{day}</span> <span className={nowrap}>{rest.join(' ')}</span>
    </>
  ) : (
    <span className={nowrap}>{text}</span>
  );
}

/** When a payment was paid, or a dash. */
export const paidOn = (p: Pagamento) => (p.dataPagamento ? formatDateTime(p.dataPagamento) : dash);

/** The day a payment is due where `isDue` says it still matters (all payments by default), or a dash. */
export const dueOn = (p: Pagamento, isDue: (p: Pagamento) => boolean = () => true) =>
  isDue(p) && p.dueDate ? formatDate(p.dueDate) : dash;

/** The columns the customer's and the back office's payment tables share; each screen picks and orders them. */
export const paymentColumns = {
  plan: ({ emphasis = false, isRowHeader = false } = {}): PaymentColumn => ({
    id: 'plano',
    label: 'Referente a',
    isRowHeader,
    sortValue: (p) => paymentSubject(p),
    cell: (p) => (emphasis ? <span className={strong}>{paymentSubject(p)}</span> : paymentSubject(p)),
  }),
  amount: {
    id: 'valor',
    label: 'Valor',
    sortValue: (p) => p.valor,
    cell: (p) => <span className={nowrap}>{formatMoney(p.valor)}</span>,
  } satisfies PaymentColumn,
  method: {
    id: 'metodo',
    label: 'Método',
    sortValue: (p) => paymentMethodLabel(p.metodoPagamento),
    cell: (p) => paymentMethodLabel(p.metodoPagamento),
  } satisfies PaymentColumn,
  /** The status badge; `shown` names the status as the screen says it (and sorts by that name). */
  status: (shown: (status: Pagamento['status']) => { badge: string; label: string }): PaymentColumn => ({
    id: 'status',
    label: 'Status',
    sortValue: (p) => shown(p.status).label,
    cell: (p) => <StatusBadge kind="payment" status={shown(p.status).badge} size="sm" />,
  }),
  created: {
    id: 'criado',
    label: 'Criado em',
    sortValue: (p) => time(p.createdAt),
    cell: (p) => <DateTime text={formatDateTime(p.createdAt)} />,
  } satisfies PaymentColumn,
  paid: {
    id: 'pago',
    label: 'Pago em',
    sortValue: (p) => time(p.dataPagamento),
    cell: (p) => <DateTime text={paidOn(p)} />,
  } satisfies PaymentColumn,
  /** The due day, where `isDue` says it still matters (all payments by default). */
  due: (isDue: (p: Pagamento) => boolean = () => true): PaymentColumn => ({
    id: 'vencimento',
    label: 'Vencimento',
    sortValue: (p) => (isDue(p) ? p.dueDate : null),
    cell: (p) => <span className={nowrap}>{dueOn(p, isDue)}</span>,
  }),
};

/** A sortable table of payments, newest first, with the columns the screen picked. */
export function PaymentTable({
  label,
  items,
  columns,
  isLoading,
  emptyState,
}: {
  label: string;
  items: readonly Pagamento[];
  columns: readonly PaymentColumn[];
  isLoading?: boolean;
  emptyState?: string;
}) {
  const sortValue = useCallback(
    (p: Pagamento, column: Key) => columns.find((c) => c.id === column)?.sortValue?.(p),
    [columns],
  );
  const { rows, ...sorting } = useSortedRows(items, { column: 'criado', direction: 'descending' }, sortValue);
  return (
    <Table aria-label={label} {...sorting}>
      <TableHeader columns={columns}>
        {(c) => (
          <Column id={c.id} isRowHeader={c.isRowHeader} allowsSorting={c.sortValue !== undefined}>
            {c.label}
          </Column>
        )}
      </TableHeader>
      <TableBody items={rows} isLoading={isLoading} emptyState={emptyState}>
        {(p) => (
          <Row id={p.id} columns={columns}>
            {(c) => <Cell>{c.cell(p)}</Cell>}
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
