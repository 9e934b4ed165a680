import { Badge, Card, Link, PageHeader, Pagination, PlusIcon } from '@certidao/ui';
import { useCallback } from 'react';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { stack } from '../../../lib/layout.css.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useUsuarios } from '../api.ts';
import { UserFilters, type UserFilterValues } from '../components/UserFilters.tsx';
import { UserTable } from '../components/UserTable.tsx';
import * as styles from '../components/users.css.ts';
import { useUserListParams } from '../components/useUserListParams.ts';

/** /admin/usuarios (spec §2 'User administration'): search, filters and page live in the URL. */
export default function UsuariosPage() {
  const { can } = useSession();
  const { filters, page, query, go } = useUserListParams();
  const { data, error, isLoading, mutate } = useUsuarios(query);
  const onFilters = useCallback((next: UserFilterValues) => go(next), [go]);
  const total = data?.meta.total;
  return (
    <>
      <PageHeader
        title={
          <>
            Usuários
            {total !== undefined ? (
              <Badge tone="primary" className={styles.count}>
                {total}
              </Badge>
            ) : null}
          </>
        }
        description="Gerencie as contas de clientes, moderadores e administradores."
        actions={
          can('createUsuario') ? (
            <Link href={paths.novoUsuario.href()} buttonVariant="primary">
              <PlusIcon aria-hidden="true" />
              Novo Usuario
            </Link>
          ) : null
        }
      />
      <div className={stack}>
        <UserFilters value={filters} onChange={onFilters} />
        {error && !data ? (
          <LoadError title="Erro ao carregar usuários" onRetry={() => void mutate()} />
        ) : (
          <Card>
            <UserTable
              users={data?.data ?? []}
              isLoading={isLoading && !data}
              canDelete={can('deleteUsuario')}
            />
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
