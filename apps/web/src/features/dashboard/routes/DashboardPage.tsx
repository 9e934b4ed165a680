import { AlertCircleIcon, Button, EmptyState, PageHeader, RefreshIcon } from '@certidao/ui';
import { useDashboardStats, useRecentRequests } from '../api.ts';
import * as styles from '../components/dashboard.css.ts';
import { RecentRequests } from '../components/RecentRequests.tsx';
import { RequestsPerDay } from '../components/RequestsPerDay.tsx';
import { SalesByVendor } from '../components/SalesByVendor.tsx';
import { StatCards } from '../components/StatCards.tsx';

/** /admin/dashboard (spec §2): the four cards, the per-day chart and the latest requests. */
export default function DashboardPage() {
  const stats = useDashboardStats();
  const recent = useRecentRequests();
  return (
    <>
      <PageHeader title="Dashboard" description="Visão geral das solicitações, usuários e assinaturas." />
      <div className={styles.stack}>
        {stats.data ? (
          <>
            <StatCards stats={stats.data} />
            <RequestsPerDay porDia={stats.data.porDia} />
          </>
        ) : stats.error ? (
          <EmptyState
            tone="danger"
            icon={<AlertCircleIcon />}
            title="Erro ao carregar estatísticas"
            action={
              <Button variant="outline" onPress={() => void stats.mutate()}>
                <RefreshIcon aria-hidden="true" />
                Tentar novamente
              </Button>
            }
          />
        ) : (
          <EmptyState tone="primary" isLoading title="Carregando estatísticas..." />
        )}
        <RecentRequests items={recent.data?.data ?? []} isLoading={recent.isLoading} />
        {stats.data ? <SalesByVendor porVendedor={stats.data.porVendedor} /> : null}
      </div>
    </>
  );
}
