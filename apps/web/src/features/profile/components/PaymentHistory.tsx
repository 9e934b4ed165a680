import type { Pagamento } from '@certidao/api-client';
import { formatDate, formatMoney, paymentMethodLabel, paymentSubject } from '@certidao/domain';
import { EmptyState, Link, Spinner, StatusBadge } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { NotaFiscalInfo, TomadorLine } from '../../../lib/InvoiceInfo.tsx';
import { LoadError } from '../../../lib/LoadError.tsx';
import { useMyPayments } from '../api.ts';
import * as styles from './PaymentHistory.css.ts';

function PaymentItem({ payment }: { payment: Pagamento }) {
  return (
    <li className={styles.item}>
      <div className={styles.main}>
        <span className={styles.plan}>{paymentSubject(payment)}</span>
        <StatusBadge kind="payment" status={payment.status} size="sm" />
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>Valor</dt>
          <dd>{formatMoney(payment.valor)}</dd>
        </div>
        <div>
          <dt>Forma</dt>
          <dd>{paymentMethodLabel(payment.metodoPagamento)}</dd>
        </div>
        <div>
          <dt>Criado em</dt>
          <dd>{formatDate(payment.createdAt)}</dd>
        </div>
        {payment.dataPagamento ? (
          <div>
            <dt>Pago em</dt>
            <dd>{formatDate(payment.dataPagamento)}</dd>
          </div>
        ) : payment.dueDate ? (
          <div>
            <dt>Vencimento</dt>
            <dd>{formatDate(payment.dueDate)}</dd>
          </div>
        ) : null}
        {payment.notaFiscal ? (
          <div>
            <dt>Nota fiscal</dt>
            <dd>
              <NotaFiscalInfo nota={payment.notaFiscal} />
            </dd>
          </div>
        ) : null}
      </dl>
      {payment.tomador?.empresaId ? <TomadorLine tomador={payment.tomador} /> : null}
    </li>
  );
}

/** Tab 'Histórico': the latest payments; the full list (and the actions on pending ones) is on /pagamentos. */
export function PaymentHistory() {
  const payments = useMyPayments();
  if (payments.error && !payments.data)
    return (
      <LoadError
        title="Não foi possível carregar os pagamentos"
        error={payments.error}
        isRetrying={payments.isValidating}
        onRetry={() => void payments.mutate()}
      />
    );
  if (!payments.data)
    return (
      <div className={styles.loading}>
        <Spinner label="Carregando pagamentos..." showLabel />
      </div>
    );
  const { data, meta } = payments.data;
  if (data.length === 0)
    return (
      <EmptyState
        title="Nenhum pagamento encontrado"
        description="Os pagamentos dos seus planos aparecerão aqui."
        action={
          <Link href={paths.planos.href()} buttonVariant="outline">
            Ver planos
          </Link>
        }
      />
    );
  return (
    <section aria-labelledby="historico-titulo" className={styles.section}>
      <div className={styles.header}>
        <h2 id="historico-titulo" className={styles.title}>
          Últimos pagamentos
        </h2>
        <Link href={paths.pagamentos.href()} variant="standalone">
          Ver todos os pagamentos
        </Link>
      </div>
      <ul className={styles.list}>
        {data.map((payment) => (
          <PaymentItem key={payment.id} payment={payment} />
        ))}
      </ul>
      {meta.total > data.length ? (
        <p className={styles.more}>
          Mostrando os {data.length} mais recentes de {meta.total} pagamentos.
        </p>
      ) : null}
    </section>
  );
}
