import type { Pagamento } from '@certidao/api-client';
import {
  formatDate,
  formatDateTime,
  formatMoney,
  isPaymentPending,
  paymentMethodLabel,
} from '@certidao/domain';
import {
  Cell,
  Column,
  cx,
  Row,
  StatusBadge,
  Table,
  TableBody,
  TableHeader,
  useSortedRows,
} from '@certidao/ui';
import { PaymentActions } from './PaymentActions.tsx';
import * as styles from './payments.css.ts';

const dash = '—';
const paidAt = (p: Pagamento) => (p.dataPagamento ? formatDateTime(p.dataPagamento) : dash);
const dueOn = (p: Pagamento) => (isPaymentPending(p.status) && p.dueDate ? formatDate(p.dueDate) : dash);

/** What each column sorts by: dates and values as such, the rest by the text shown. */
const sortValue = (p: Pagamento, column: string | number): unknown => {
  switch (column) {
    case 'plano':
      return p.plano.nome;
    case 'valor':
      return p.valor;
    case 'metodo':
      return paymentMethodLabel(p.metodoPagamento);
    case 'status':
      return p.status;
    case 'pago':
      return p.dataPagamento ? new Date(p.dataPagamento) : null;
    case 'vencimento':
      return isPaymentPending(p.status) && p.dueDate ? new Date(p.dueDate) : null;
    default:
      return new Date(p.createdAt);
  }
};

/**
 * The user's payments: a table on wide screens, one card per payment below 1024 px (no sideways scroll on
 * a phone). Status, value, method, dates; the actions of a PENDENTE payment.
 */
export function PaymentList({ pagamentos }: { pagamentos: readonly Pagamento[] }) {
  const { rows, ...sorting } = useSortedRows(
    pagamentos,
    { column: 'criado', direction: 'descending' },
    sortValue,
  );
  return (
    <>
      <div className={styles.wideOnly}>
        <Table aria-label="Meus pagamentos" {...sorting}>
          <TableHeader>
            <Column id="plano" isRowHeader allowsSorting>
              Plano
            </Column>
            <Column id="valor" allowsSorting>
              Valor
            </Column>
            <Column id="metodo" allowsSorting>
              Método
            </Column>
            <Column id="status" allowsSorting>
              Status
            </Column>
            <Column id="criado" allowsSorting>
              Criado em
            </Column>
            <Column id="pago" allowsSorting>
              Pago em
            </Column>
            <Column id="vencimento" allowsSorting>
              Vencimento
            </Column>
            <Column>Ações</Column>
          </TableHeader>
          <TableBody items={rows}>
            {(p) => (
              <Row id={p.id}>
                <Cell>
                  <span className={styles.strong}>{p.plano.nome}</span>
                </Cell>
                <Cell>
                  <span className={styles.nowrap}>{formatMoney(p.valor)}</span>
                </Cell>
                <Cell>{paymentMethodLabel(p.metodoPagamento)}</Cell>
                <Cell>
                  <StatusBadge kind="payment" status={p.status} size="sm" />
                </Cell>
                <Cell>
                  <span className={styles.nowrap}>{formatDateTime(p.createdAt)}</span>
                </Cell>
                <Cell>
                  <span className={styles.nowrap}>{paidAt(p)}</span>
                </Cell>
                <Cell>
                  <span className={styles.nowrap}>{dueOn(p)}</span>
                </Cell>
                <Cell>
                  <PaymentActions pagamento={p} />
                </Cell>
              </Row>
            )}
          </TableBody>
        </Table>
      </div>
      <ul className={cx(styles.narrowOnly, styles.cardList)} aria-label="Meus pagamentos">
        {pagamentos.map((p) => (
          <li key={p.id} className={styles.paymentCard}>
            <div className={styles.cardHead}>
              <div>
                <h2 className={styles.cardTitle}>Plano {p.plano.nome}</h2>
                <p className={styles.cardAmount}>{formatMoney(p.valor)}</p>
              </div>
              <StatusBadge kind="payment" status={p.status} size="sm" />
            </div>
            <dl className={styles.cardFacts}>
              <div>
                <dt>Método</dt>
                <dd>{paymentMethodLabel(p.metodoPagamento)}</dd>
              </div>
              <div>
                <dt>Criado em</dt>
                <dd>{formatDateTime(p.createdAt)}</dd>
              </div>
              <div>
                <dt>Pago em</dt>
                <dd>{paidAt(p)}</dd>
              </div>
              <div>
                <dt>Vencimento</dt>
                <dd>{dueOn(p)}</dd>
              </div>
            </dl>
            <PaymentActions pagamento={p} className={styles.cardActions} />
          </li>
        ))}
      </ul>
    </>
  );
}
