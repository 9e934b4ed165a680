import type { User } from '@certidao/api-client';
import { roleLabel, userStatusLabel } from '@certidao/domain';
import {
  Button,
  Cell,
  Column,
  PageHeader,
  Row,
  Table,
  TableBody,
  TableHeader,
  useSortedRows,
} from '@certidao/ui';
import { useCallback, useState } from 'react';
import { stack } from '../../../lib/layout.css.ts';
import { PagedTableCard } from '../../../lib/PagedTableCard.tsx';
import { useUsuarios } from '../api.ts';
import { ManagePlanDialog } from '../components/ManagePlanDialog.tsx';
import { userSortValue } from '../components/options.ts';
import { UserFilters, type UserFilterValues } from '../components/UserFilters.tsx';
import { UserPlanName, UserUsageCell } from '../components/UserPlanCell.tsx';
import * as styles from '../components/users.css.ts';
import { useUserListParams } from '../components/useUserListParams.ts';

const NONE: readonly User[] = [];

/** /admin/gerenciamento-usuarios (admin): users with their plans and usage; 'Gerenciar plano do usuário'. */
export default function GerenciamentoUsuariosPage() {
  const [managing, setManaging] = useState<User | null>(null);
  const { filters, page, query, go } = useUserListParams();
  const { data, isLoading, error } = useUsuarios(query);
  const onFilters = useCallback((next: UserFilterValues) => go(next), [go]);
  const { rows, ...sorting } = useSortedRows(
    data?.data ?? NONE,
    { column: 'nome', direction: 'ascending' },
    userSortValue,
  );
  return (
    <>
      <PageHeader title="Gerenciamento de usuários" description="Planos e uso de cada usuário." />
      <div className={stack}>
        <UserFilters value={filters} onChange={onFilters} />
        <PagedTableCard
          page={page}
          totalPages={data?.meta.totalPages}
          onPageChange={(p) => go(filters, p)}
          isLoading={isLoading}
        >
          <Table aria-label="Usuários e planos" {...sorting}>
            <TableHeader>
              <Column id="nome" isRowHeader allowsSorting>
                Nome
              </Column>
              <Column id="email" allowsSorting>
                E-mail
              </Column>
              <Column id="role" allowsSorting>
                Perfil
              </Column>
              <Column id="status" allowsSorting>
                Status
              </Column>
              <Column>Plano</Column>
              <Column>Uso no mês</Column>
              <Column>Ações</Column>
            </TableHeader>
            <TableBody
              items={rows}
              isLoading={isLoading && !data}
              emptyState={error ? 'Erro ao carregar usuários' : 'Nenhum usuário encontrado'}
            >
              {(user) => (
                <Row id={user.id}>
                  <Cell>{user.fullName}</Cell>
                  <Cell className={styles.emailCell}>{user.email}</Cell>
                  <Cell>{roleLabel(user.role)}</Cell>
                  <Cell>{userStatusLabel(user.status)}</Cell>
                  <Cell>
                    <UserPlanName userId={user.id} />
                  </Cell>
                  <Cell>
                    <UserUsageCell userId={user.id} name={user.fullName} />
                  </Cell>
                  <Cell>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Gerenciar plano de ${user.fullName}`}
                      onPress={() => setManaging(user)}
                    >
                      Gerenciar plano
                    </Button>
                  </Cell>
                </Row>
              )}
            </TableBody>
          </Table>
        </PagedTableCard>
      </div>
      {managing ? <ManagePlanDialog user={managing} onClose={() => setManaging(null)} /> : null}
    </>
  );
}
