import { PageHeader } from '@certidao/ui';
import { stack } from '../../../lib/layout.css.ts';
import { CountedTitle, PagedTableCard } from '../../../lib/PagedTableCard.tsx';
import { useEmpresas } from '../api.ts';
import { CompanyList } from '../components/staff/CompanyList.tsx';
import { CompanySearch } from '../components/staff/CompanySearch.tsx';
import { useCompanyListParams } from '../components/staff/useCompanyListParams.ts';

/** /admin/empresas (staff): every company account, searched by razão social or CNPJ; search and page in the URL. */
export default function EmpresasAdminPage() {
  const { search, page, query, go } = useCompanyListParams();
  const { data, error, isLoading, mutate } = useEmpresas(query);
  return (
    <>
      <PageHeader
        title={<CountedTitle count={data?.meta.total}>Empresas</CountedTitle>}
        description="Contas de empresa: titular, plano, membros e uso do mês."
      />
      <div className={stack}>
        <CompanySearch value={search} onChange={go} />
        <PagedTableCard
          loadError={
            error && !data ? { title: 'Erro ao carregar empresas', onRetry: () => void mutate() } : null
          }
          page={page}
          totalPages={data?.meta.totalPages}
          onPageChange={(p) => go(search, p)}
          isLoading={isLoading}
        >
          <CompanyList empresas={data?.data ?? []} isLoading={isLoading && !data} />
        </PagedTableCard>
      </div>
    </>
  );
}
