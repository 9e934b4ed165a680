import { useState } from 'react';
import { PagedTableCard } from '../../../lib/PagedTableCard.tsx';
import { csvHref, PAGE_SIZE, type PaymentsQuery, usePagamentos } from '../api.ts';
import * as styles from './billing.css.ts';
import { type BillingFilterValues, PaymentFilters } from './PaymentFilters.tsx';
import { PaymentsTable } from './PaymentsTable.tsx';

/** The filters as the server takes them: empty ones are left out. */
export function paymentsQuery(f: BillingFilterValues, page?: number): PaymentsQuery {
  return {
    ...(page ? { page, limit: PAGE_SIZE } : {}),
    ...(f.search ? { search: f.search } : {}),
    ...(f.status ? { status: f.status as PaymentsQuery['status'] } : {}),
    ...(f.metodoPagamento ? { metodoPagamento: f.metodoPagamento as PaymentsQuery['metodoPagamento'] } : {}),
    ...(f.dataInicial ? { dataInicial: f.dataInicial } : {}),
    ...(f.dataFinal ? { dataFinal: f.dataFinal } : {}),
  };
}

/** 'Histórico de pagamentos': filters, the CSV of what they select, the paged table. */
export function BillingHistory({
  filters,
  onFilters,
}: {
  filters: BillingFilterValues;
  onFilters: (next: BillingFilterValues) => void;
}) {
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = usePagamentos(paymentsQuery(filters, page));
  const change = (next: BillingFilterValues) => {
    onFilters(next);
    setPage(1);
  };
  return (
    <div className={styles.tabPanel}>
      <PaymentFilters value={filters} onChange={change} csvHref={csvHref(paymentsQuery(filters))} />
      <PagedTableCard
        loadError={error && !data ? { title: 'Não foi possível carregar os pagamentos' } : null}
        page={page}
        totalPages={data?.meta.totalPages}
        onPageChange={setPage}
        isLoading={isLoading}
        padding="none"
      >
        <PaymentsTable items={data?.data ?? []} isLoading={isLoading && !data} />
      </PagedTableCard>
    </div>
  );
}
