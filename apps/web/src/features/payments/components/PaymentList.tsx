import type { Pagamento } from '@certidao/api-client';
import {
  formatDateTime,
  formatMoney,
  isPaymentPending,
  paymentMethodLabel,
  paymentStatusView,
  paymentSubject,
} from '@certidao/domain';
import { cx, StatusBadge } from '@certidao/ui';
import { invoiceColumn, NotaFiscalInfo, TomadorLine } from '../../../lib/InvoiceInfo.tsx';
import {
  dueOn,
  type PaymentColumn,
  PaymentTable,
  paidOn,
  paymentColumns,
} from '../../../lib/PaymentTable.tsx';
import { PaymentActions } from './PaymentActions.tsx';
import * as styles from './payments.css.ts';

const isDue = (p: Pagamento) => isPaymentPending(p.status);

const COLUMNS: readonly PaymentColumn[] = [
  paymentColumns.plan({ emphasis: true, isRowHeader: true }),
  paymentColumns.amount,
  paymentColumns.method,
  paymentColumns.status((status) => ({ badge: status, label: paymentStatusView(status).label })),
  paymentColumns.created,
  paymentColumns.paid,
  // Only a pending payment still has a due day that matters.
  paymentColumns.due(isDue),
  invoiceColumn({ withTomador: true }),
  { id: 'acoes', label: 'Ações', cell: (p) => <PaymentActions pagamento={p} /> },
];

/**
 * The user's payments: a table on wide screens, one card per payment below 1024 px (no sideways scroll on
 * a phone). Status, value, method, dates; the actions of a PENDENTE payment.
 */
export function PaymentList({ pagamentos }: { pagamentos: readonly Pagamento[] }) {
  return (
    <>
      <div className={styles.wideOnly}>
        <PaymentTable label="Meus pagamentos" items={pagamentos} columns={COLUMNS} />
      </div>
      <ul className={cx(styles.narrowOnly, styles.cardList)} aria-label="Meus pagamentos">
        {pagamentos.map((p) => (
          <li key={p.id} className={styles.paymentCard}>
            <div className={styles.cardHead}>
              <div>
                <h2 className={styles.cardTitle}>{paymentSubject(p)}</h2>
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
                <dd>{paidOn(p)}</dd>
              </div>
              <div>
                <dt>Vencimento</dt>
                <dd>{dueOn(p, isDue)}</dd>
              </div>
              {p.notaFiscal ? (
                <div>
                  <dt>Nota fiscal</dt>
                  <dd>
                    <NotaFiscalInfo nota={p.notaFiscal} />
                  </dd>
                </div>
              ) : null}
            </dl>
            {p.tomador?.empresaId ? <TomadorLine tomador={p.tomador} /> : null}
            <PaymentActions pagamento={p} className={styles.cardActions} />
          </li>
        ))}
      </ul>
    </>
  );
}
