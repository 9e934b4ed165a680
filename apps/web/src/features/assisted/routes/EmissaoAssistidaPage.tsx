import { PageHeader } from '@certidao/ui';
import { useSearchParams } from 'react-router-dom';
import { stack } from '../../../lib/layout.css.ts';
import { CountedTitle, PagedTableCard } from '../../../lib/PagedTableCard.tsx';
import { useEmissoesAssistidas } from '../api.ts';
import { JobList } from '../components/JobList.tsx';
import { QueueFilters } from '../components/QueueFilters.tsx';
import { QueueSummary } from '../components/QueueSummary.tsx';
import { type QueueFilters as Filters, filtersFromParams, paramsFromFilters, queryOf } from '../queue.ts';

/**
 * /admin/emissao-assistida (staff): the certificates operators obtain by hand at the official portals, by
 * deadline or age, with the open ones counted (overdue in red); filters and page live in the URL.
 */
export default function EmissaoAssistidaPage() {
  const [params, setParams] = useSearchParams();
  const { filters, page } = filtersFromParams(params);
  const { data, error, isLoading, mutate } = useEmissoesAssistidas(queryOf(filters, page));
  const go = (next: Filters, nextPage = 1) => setParams(paramsFromFilters(next, nextPage), { replace: true });
  return (
    <div className={stack}>
      <PageHeader
        title={<CountedTitle count={data?.meta.total}>Emissão assistida</CountedTitle>}
        description="Certidões sem fonte automática: assuma, obtenha no portal oficial e envie o PDF."
      />
      <QueueSummary resumo={data?.resumo} />
      <QueueFilters value={filters} onChange={(next) => go(next)} />
      <PagedTableCard
        padding="none"
        loadError={error && !data ? { title: 'Erro ao carregar a fila', onRetry: () => void mutate() } : null}
        page={page}
        totalPages={data && data.meta.totalPages > 1 ? data.meta.totalPages : undefined}
        onPageChange={(p) => go(filters, p)}
        isLoading={isLoading}
      >
        <JobList jobs={data?.data ?? []} isLoading={isLoading && !data} />
      </PagedTableCard>
    </div>
  );
}
