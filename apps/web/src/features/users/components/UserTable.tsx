import type { User } from '@certidao/api-client';
import { formatCpfCnpj, formatDate, roleLabel, userStatusLabel } from '@certidao/domain';
import {
  Badge,
  Cell,
  Column,
  Link,
  PencilIcon,
  Row,
  Table,
  TableBody,
  TableHeader,
  useSortedRows,
} from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { DeleteUserButton } from './DeleteUserButton.tsx';
import { userSortValue } from './options.ts';
import * as styles from './users.css.ts';

const STATUS_TONE = { active: 'success', inactive: 'neutral', suspended: 'warning' } as const;

/** The users of the page: sortable columns, edit (to the profile) and, with permission, delete. */
export function UserTable({
  users,
  canDelete,
  isLoading = false,
}: {
  users: readonly User[];
  canDelete: boolean;
  isLoading?: boolean;
}) {
  const { rows, ...sorting } = useSortedRows(
    users,
    { column: 'criado', direction: 'descending' },
    userSortValue,
  );
  return (
    <Table aria-label="Usuários" {...sorting}>
      <TableHeader>
        <Column id="nome" isRowHeader allowsSorting>
          Nome
        </Column>
        <Column id="email" allowsSorting>
          E-mail
        </Column>
        <Column id="cpfCnpj">CPF/CNPJ</Column>
        <Column id="role" allowsSorting>
          Perfil
        </Column>
        <Column id="status" allowsSorting>
          Status
        </Column>
        <Column id="criado" allowsSorting>
          Criado em
        </Column>
        <Column id="acoes">Ações</Column>
      </TableHeader>
      <TableBody items={rows} isLoading={isLoading} emptyState="Nenhum usuário encontrado">
        {(user) => (
          <Row id={user.id}>
            <Cell>{user.fullName}</Cell>
            <Cell className={styles.emailCell}>{user.email}</Cell>
            <Cell>
              <span className={styles.nowrap}>{user.cpfCnpj ? formatCpfCnpj(user.cpfCnpj) : '—'}</span>
            </Cell>
            <Cell>{roleLabel(user.role)}</Cell>
            <Cell>
              <Badge tone={STATUS_TONE[user.status]} size="sm">
                {userStatusLabel(user.status)}
              </Badge>
            </Cell>
            <Cell>{formatDate(user.createdAt)}</Cell>
            <Cell>
              <div className={styles.rowActions}>
                <Link
                  href={paths.perfilUsuario.href(user.id)}
                  buttonVariant="ghost"
                  buttonSize="sm"
                  aria-label={`Editar ${user.fullName}`}
                >
                  <PencilIcon aria-hidden="true" />
                </Link>
                {canDelete ? <DeleteUserButton user={user} /> : null}
              </div>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
