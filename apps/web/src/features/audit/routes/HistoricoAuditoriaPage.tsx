import { Card, DownloadIcon, Link, PageHeader } from '@certidao/ui';
import { stack } from '../../../lib/layout.css.ts';
import { CountedTitle, PagedTableCard } from '../../../lib/PagedTableCard.tsx';
import { auditCsvHref, useAuditoria } from '../api.ts';
import { AuditFilters } from '../components/AuditFilters.tsx';
import { AuditTable } from '../components/AuditTable.tsx';
import { useAuditParams } from '../components/useAuditParams.ts';

/** /admin/historico-auditoria (admin): the server's audit log, filtered and paged in the URL, with CSV export. */
export default function HistoricoAuditoriaPage() {
  const { filters, filterQuery, page, query, go } = useAuditParams();
  const { data, error, isLoading, mutate } = useAuditoria(query);
  return (
    <>
      <PageHeader
        title={<CountedTitle count={data?.meta.total}>Histórico de auditoria</CountedTitle>}
        description="Ações de segurança e administrativas registradas pelo sistema."
        actions={
          <Link
            href={auditCsvHref(filterQuery)}
            download
            buttonVariant="outline"
            aria-label="Exportar CSV dos registros filtrados"
          >
            <DownloadIcon aria-hidden="true" />
            Exportar CSV
          </Link>
        }
      />
      <div className={stack}>
        <Card>
          <AuditFilters key={JSON.stringify(filters)} value={filters} onApply={(next) => go(next)} />
        </Card>
        <PagedTableCard
          loadError={
            error && !data
              ? { title: 'Erro ao carregar histórico de auditoria', onRetry: () => void mutate() }
              : null
          }
          page={page}
          totalPages={data?.meta.totalPages}
          onPageChange={(p) => go(filters, p)}
          isLoading={isLoading}
        >
          <AuditTable entries={data?.data ?? []} isLoading={isLoading && !data} />
        </PagedTableCard>
      </div>
    </>
  );
}
