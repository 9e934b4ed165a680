import type { RecentRequest } from '@certidao/api-client';
import { formatDateTime } from '@certidao/domain';
import {
  ArrowRightIcon,
  Card,
  Cell,
  Column,
  Link,
  Row,
  StatusBadge,
  Table,
  TableBody,
  TableHeader,
  useSortedRows,
} from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import * as styles from './dashboard.css.ts';

/** 'Solicitações recentes': sortable columns, 'Ver mais' to the detail, 'Ver todas' to the list. */
export function RecentRequests({
  items,
  isLoading,
}: {
  items: readonly RecentRequest[];
  isLoading: boolean;
}) {
  const { rows, ...sorting } = useSortedRows(items, { column: 'data', direction: 'descending' });
  return (
    <Card
      as="section"
      title="Solicitações recentes"
      titleLevel={2}
      actions={
        <Link href={paths.solicitacoes.href()} buttonVariant="ghost" buttonSize="sm">
          Ver todas
          <ArrowRightIcon aria-hidden="true" />
        </Link>
      }
    >
      <Table aria-label="Solicitações recentes" {...sorting}>
        <TableHeader>
          <Column id="cliente" isRowHeader allowsSorting>
            Cliente
          </Column>
          <Column id="email" allowsSorting>
            E-mail
          </Column>
          <Column id="tipo" allowsSorting>
            Tipo
          </Column>
          <Column id="status" allowsSorting>
            Status
          </Column>
          <Column id="data" allowsSorting>
            Data
          </Column>
          <Column id="acoes">Ações</Column>
        </TableHeader>
        <TableBody items={rows} isLoading={isLoading} emptyState="Nenhuma solicitação encontrada">
          {(r) => (
            <Row id={r.id}>
              <Cell>{r.cliente}</Cell>
              <Cell>{r.email}</Cell>
              <Cell>{r.tipo}</Cell>
              <Cell>
                <StatusBadge kind="certificate" status={r.status} size="sm" />
              </Cell>
              <Cell>
                <span className={styles.nowrap}>{formatDateTime(r.data)}</span>
              </Cell>
              <Cell>
                <Link
                  href={paths.detalhesCertidao.href(r.id)}
                  buttonVariant="ghost"
                  buttonSize="sm"
                  aria-label={`Ver mais: ${r.cliente}`}
                >
                  Ver mais
                </Link>
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
