import { Link, PageHeader, PlusIcon } from '@certidao/ui';
import { useCallback } from 'react';
import { paths } from '../../../app/paths.ts';
import { stack } from '../../../lib/layout.css.ts';
import { CountedTitle, PagedTableCard } from '../../../lib/PagedTableCard.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useUsuarios } from '../api.ts';
import { UserFilters, type UserFilterValues } from '../components/UserFilters.tsx';
import { UserTable } from '../components/UserTable.tsx';
import { useUserListParams } from '../components/useUserListParams.ts';

/** /admin/usuarios: search, filters and page live in the URL. */
export default function UsuariosPage() {
  const { can } = useSession();
  const { filters, page, query, go } = useUserListParams();
  const { data, error, isLoading, mutate } = useUsuarios(query);
  const onFilters = useCallback((next: UserFilterValues) => go(next), [go]);
  return (
    <>
      <PageHeader
        title={<CountedTitle count={data?.meta.total}>Usuários</CountedTitle>}
        description="Gerencie as contas de clientes, moderadores e administradores."
        actions={
          can('createUsuario') ? (
            <Link href={paths.novoUsuario.href()} buttonVariant="primary">
              <PlusIcon aria-hidden="true" />
              Novo usuário
            </Link>
          ) : null
        }
      />
      <div className={stack}>
        <UserFilters value={filters} onChange={onFilters} />
        <PagedTableCard
          loadError={
            error && !data ? { title: 'Erro ao carregar usuários', onRetry: () => void mutate() } : null
          }
          page={page}
          totalPages={data?.meta.totalPages}
          onPageChange={(p) => go(filters, p)}
          isLoading={isLoading}
        >
          <UserTable
            users={data?.data ?? []}
            isLoading={isLoading && !data}
            canDelete={can('deleteUsuario')}
          />
        </PagedTableCard>
      </div>
    </>
  );
}
