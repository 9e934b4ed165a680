import type { DashboardStats } from '@certidao/api-client';
import { formatMoney } from '@certidao/domain';
import {
  Card,
  Cell,
  Column,
  Link,
  PlusIcon,
  Row,
  Table,
  TableBody,
  TableHeader,
  useSortedRows,
} from '@certidao/ui';
import { useMemo } from 'react';
import { paths } from '../../../app/paths.ts';
import { useSession } from '../../../session/SessionProvider.tsx';

/**
 * 'Vendas por vendedor': customers each vendor brought through its referral link (all time), and their requests
 * and confirmed revenue over the dashboard's period (docs/decisions/).
 */
export function SalesByVendor({
  porVendedor,
  periodoDias,
}: {
  porVendedor: DashboardStats['porVendedor'];
  periodoDias: number;
}) {
  const items = useMemo(() => porVendedor.map((v) => ({ id: v.vendedorId, ...v })), [porVendedor]);
  const { rows, ...sorting } = useSortedRows(items, { column: 'receita', direction: 'descending' });
  const canCreate = useSession().can('createVendedor');
  return (
    <Card
      as="section"
      title="Vendas por vendedor"
      titleLevel={2}
      description={`Clientes cadastrados pelo link de indicação de cada vendedor; solicitações e receita dos últimos ${periodoDias} dias.`}
      actions={
        canCreate ? (
          <Link href={paths.cadastroVendedor.href()} buttonVariant="ghost" buttonSize="sm">
            <PlusIcon aria-hidden="true" />
            Novo vendedor
          </Link>
        ) : undefined
      }
    >
      <Table aria-label="Vendas por vendedor" {...sorting}>
        <TableHeader>
          <Column id="nome" isRowHeader allowsSorting>
            Vendedor
          </Column>
          <Column id="codigo" allowsSorting>
            Código
          </Column>
          <Column id="clientes" allowsSorting>
            Clientes
          </Column>
          <Column id="solicitacoes" allowsSorting>
            Solicitações
          </Column>
          <Column id="receita" allowsSorting>
            Receita
          </Column>
        </TableHeader>
        <TableBody items={rows} emptyState="Nenhum vendedor cadastrado">
          {(v) => (
            <Row id={v.id}>
              <Cell>{v.nome}</Cell>
              <Cell>{v.codigo}</Cell>
              <Cell>{v.clientes}</Cell>
              <Cell>{v.solicitacoes}</Cell>
              <Cell>{formatMoney(v.receita)}</Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </Card>
  );
}
