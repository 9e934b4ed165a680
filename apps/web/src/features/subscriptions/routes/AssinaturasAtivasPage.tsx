import { formatMoney } from '@certidao/domain';
import {
  AlertCircleIcon,
  CheckCircleIcon,
  ClockIcon,
  CreditCardIcon,
  EmptyState,
  PageHeader,
  StatCard,
  UsersIcon,
} from '@certidao/ui';
import { useState } from 'react';
import { stack } from '../../../lib/layout.css.ts';
import { PagedTableCard } from '../../../lib/PagedTableCard.tsx';
import { useAssinaturasDetalhadas } from '../api.ts';
import {
  NO_FILTERS,
  SubscriptionFilters,
  type SubscriptionFilterValues,
} from '../components/SubscriptionFilters.tsx';
import { SubscriptionTable } from '../components/SubscriptionTable.tsx';
import * as styles from '../components/subscriptions.css.ts';

/** /admin/assinaturas-ativas (admin): four summary cards, search and filters, the detailed subscriptions. */
export default function AssinaturasAtivasPage() {
  const [filters, setFilters] = useState(NO_FILTERS);
  const [page, setPage] = useState(1);
  const { data, error, isLoading } = useAssinaturasDetalhadas(filters, page);
  const resumo = data?.resumo;
  const onFilters = (next: SubscriptionFilterValues) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <>
      <PageHeader
        title="Assinaturas ativas"
        description="Planos atuais dos clientes, com uso e vencimento."
      />
      <div className={stack}>
        {error && !data ? (
          <EmptyState tone="danger" icon={<AlertCircleIcon />} title="Erro ao carregar assinaturas" />
        ) : (
          <>
            <div className={styles.statGrid}>
              <StatCard label="Assinaturas" value={resumo?.total ?? '—'} icon={<UsersIcon />} />
              <StatCard
                label="Ativas"
                value={resumo?.ativas ?? '—'}
                icon={<CheckCircleIcon />}
                iconTone="success"
              />
              <StatCard
                label="Receita mensal prevista"
                value={resumo ? formatMoney(resumo.receitaMensal) : '—'}
                icon={<CreditCardIcon />}
                iconTone="warning"
              />
              <StatCard
                label="Em atraso"
                value={resumo?.emAtraso ?? '—'}
                icon={<ClockIcon />}
                iconTone="danger"
              />
            </div>
            <SubscriptionFilters value={filters} onChange={onFilters} />
            <PagedTableCard
              empty={
                data && data.data.length === 0 ? (
                  <EmptyState
                    icon={<UsersIcon />}
                    title="Nenhuma assinatura encontrada com os filtros aplicados"
                  />
                ) : null
              }
              page={page}
              totalPages={data?.meta.totalPages}
              onPageChange={setPage}
              isLoading={isLoading}
            >
              <SubscriptionTable items={data?.data ?? []} isLoading={isLoading && !data} />
            </PagedTableCard>
          </>
        )}
      </div>
    </>
  );
}
