import type { Pagamento } from '@certidao/api-client';
import {
  billingStatusView,
  formatDate,
  formatDateTime,
  formatMoney,
  paymentMethodLabel,
} from '@certidao/domain';
import { Cell, Column, Row, StatusBadge, Table, TableBody, TableHeader, useSortedRows } from '@certidao/ui';
import * as styles from './billing.css.ts';

const when = (iso: string | null) => (iso ? new Date(iso) : null);

/** What each column sorts by: the text shown, the amount, dates as such. */
const sortValue = (p: Pagamento, column: string | number): unknown => {
  switch (column) {
    case 'cliente':
      return p.usuario.fullName;
    case 'plano':
      return p.plano.nome;
    case 'metodo':
      return paymentMethodLabel(p.metodoPagamento);
    case 'status':
      return billingStatusView(p.status).label;
    case 'valor':
      return p.valor;
    case 'pago':
      return when(p.dataPagamento);
    case 'vencimento':
      return p.dueDate;
    default:
      return when(p.createdAt);
  }
};

/** Every customer's payments: customer, plan, method, status (Pago, Pendente…), amount and dates. */
export function PaymentsTable({ items, isLoading }: { items: readonly Pagamento[]; isLoading: boolean }) {
  const { rows, ...sorting } = useSortedRows(items, { column: 'data', direction: 'descending' }, sortValue);
  return (
    <Table aria-label="Histórico de Pagamentos" {...sorting}>
      <TableHeader>
        <Column id="cliente" isRowHeader allowsSorting>
          Cliente
        </Column>
        <Column id="plano" allowsSorting>
          Plano
        </Column>
        <Column id="metodo" allowsSorting>
          Método
        </Column>
        <Column id="status" allowsSorting>
          Status
        </Column>
        <Column id="valor" allowsSorting>
          Valor
        </Column>
        <Column id="data" allowsSorting>
          Criado em
        </Column>
        <Column id="pago" allowsSorting>
          Pago em
        </Column>
        <Column id="vencimento" allowsSorting>
          Vencimento
        </Column>
      </TableHeader>
      <TableBody items={rows} isLoading={isLoading} emptyState="Nenhum pagamento encontrado">
        {(p) => (
          <Row id={p.id}>
            <Cell>
              <span className={styles.strong}>{p.usuario.fullName}</span>
              <br />
              <span className={styles.muted}>{p.usuario.email}</span>
            </Cell>
            <Cell>{p.plano.nome}</Cell>
            <Cell>{paymentMethodLabel(p.metodoPagamento)}</Cell>
            <Cell>
              {/* CONFIRMADO reads 'Pago' on this screen. */}
              <StatusBadge kind="payment" status={p.status === 'CONFIRMADO' ? 'pago' : p.status} size="sm" />
            </Cell>
            <Cell>
              <span className={styles.nowrap}>{formatMoney(p.valor)}</span>
            </Cell>
            <Cell>
              <span className={styles.nowrap}>{formatDateTime(p.createdAt)}</span>
            </Cell>
            <Cell>
              <span className={styles.nowrap}>{p.dataPagamento ? formatDateTime(p.dataPagamento) : '—'}</span>
            </Cell>
            <Cell>
              <span className={styles.nowrap}>
                {p.dueDate ? formatDate(`${p.dueDate}T12:00:00-03:00`) : '—'}
              </span>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
