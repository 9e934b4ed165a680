import { EmptyState, PageHeader } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { MonitoringAlerts } from '../../../lib/MonitoringAlertCards.tsx';
import { useDashboardStats, useRecentRequests } from '../api.ts';
import { RecentRequests } from '../components/RecentRequests.tsx';
import { RequestsPerDay } from '../components/RequestsPerDay.tsx';
import { SalesByVendor } from '../components/SalesByVendor.tsx';
import { StatCards } from '../components/StatCards.tsx';

/** /admin/dashboard: the four cards, the per-day chart, the monitoring cards and the latest requests. */
export default function DashboardPage() {
  const stats = useDashboardStats();
  const recent = useRecentRequests();
  return (
    <>
      <PageHeader title="Dashboard" description="Visão geral das solicitações, usuários e assinaturas." />
      <div className={stack}>
        {stats.data ? (
          <>
            <StatCards stats={stats.data} />
            <RequestsPerDay porDia={stats.data.porDia} />
          </>
        ) : stats.error ? (
          <LoadError title="Erro ao carregar estatísticas" onRetry={() => void stats.mutate()} />
        ) : (
          <EmptyState tone="primary" isLoading title="Carregando estatísticas..." />
        )}
        <MonitoringAlerts listHref={(q) => paths.monitoramentoAdmin.href(q)} />
        <RecentRequests items={recent.data?.data ?? []} isLoading={recent.isLoading} />
        {stats.data ? (
          <SalesByVendor
            porVendedor={stats.data.porVendedor}
            periodoDias={stats.data.variacoes.periodoDias}
          />
        ) : null}
      </div>
    </>
  );
}
