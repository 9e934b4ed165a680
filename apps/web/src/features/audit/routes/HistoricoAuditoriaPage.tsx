import { Badge, Card, DownloadIcon, Link, PageHeader, Pagination } from '@certidao/ui';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { auditCsvHref, useAuditoria } from '../api.ts';
import { AuditFilters } from '../components/AuditFilters.tsx';
import { AuditTable } from '../components/AuditTable.tsx';
import * as styles from '../components/audit.css.ts';
import { useAuditParams } from '../components/useAuditParams.ts';

/** /admin/historico-auditoria (admin): the server's audit log, filtered and paged in the URL, with CSV export. */
export default function HistoricoAuditoriaPage() {
  const { filters, filterQuery, page, query, go } = useAuditParams();
  const { data, error, isLoading, mutate } = useAuditoria(query);
  const total = data?.meta.total;
  return (
    <>
      <PageHeader
        title={
          <>
            Histórico de Auditoria
            {total !== undefined ? (
              <Badge tone="primary" className={styles.count}>
                {total}
              </Badge>
            ) : null}
          </>
        }
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
        {error && !data ? (
          <LoadError title="Erro ao carregar histórico de auditoria" onRetry={() => void mutate()} />
        ) : (
          <Card>
            <AuditTable entries={data?.data ?? []} isLoading={isLoading && !data} />
          </Card>
        )}
        {data ? (
          <Pagination
            page={page}
            totalPages={data.meta.totalPages}
            onPageChange={(p) => go(filters, p)}
            isDisabled={isLoading}
          />
        ) : null}
      </div>
    </>
  );
}
