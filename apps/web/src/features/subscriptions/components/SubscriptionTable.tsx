import type { ActiveSubscriptionDetail } from '@certidao/api-client';
import {
  BILLING_TYPE_LABELS,
  dueStatusText,
  formatDate,
  formatMoney,
  subscriptionStatusLabel,
} from '@certidao/domain';
import { Badge, Cell, Column, Meter, Row, Table, TableBody, TableHeader, useSortedRows } from '@certidao/ui';
import { useMemo } from 'react';
import * as styles from './subscriptions.css.ts';

const STATUS_TONE = { ACTIVE: 'success', PENDING: 'warning', CANCELLED: 'danger' } as const;
const DUE_TONE = { atraso: 'danger', atencao: 'warning', em_dia: 'neutral' } as const;

type Item = ActiveSubscriptionDetail & { id: string };

/** What each column sorts by: the text shown, usage in %, dates and days as such. */
const sortValue = (s: Item, column: string | number): unknown => {
  switch (column) {
    case 'usuario':
      return s.user.fullName;
    case 'plano':
      return s.plano.nome;
    case 'status':
      return subscriptionStatusLabel(s.subscription.status);
    case 'cobranca':
      return s.subscription.billingType ? BILLING_TYPE_LABELS[s.subscription.billingType] : 'Concedido';
    case 'uso':
      return s.estatisticas.percentualUso;
    case 'renovacao':
      return s.estatisticas.proximaRenovacao ? new Date(s.estatisticas.proximaRenovacao) : null;
    default:
      return s.estatisticas.diasParaVencimento;
  }
};

/** The detailed subscriptions: user, plan, provider status, billing type, usage (60/80), renewal, due text. */
export function SubscriptionTable({
  items,
  isLoading,
}: {
  items: readonly ActiveSubscriptionDetail[];
  isLoading: boolean;
}) {
  const withIds = useMemo(() => items.map((s): Item => ({ ...s, id: s.userPlan.id })), [items]);
  const { rows, ...sorting } = useSortedRows(
    withIds,
    { column: 'vencimento', direction: 'ascending' },
    sortValue,
  );
  return (
    <Table aria-label="Assinaturas" {...sorting}>
      <TableHeader>
        <Column id="usuario" isRowHeader allowsSorting>
          Usuário
        </Column>
        <Column id="plano" allowsSorting>
          Plano
        </Column>
        <Column id="status" allowsSorting>
          Status
        </Column>
        <Column id="cobranca" allowsSorting>
          Cobrança
        </Column>
        <Column id="uso" allowsSorting>
          Uso no mês
        </Column>
        <Column id="renovacao" allowsSorting>
          Renovação
        </Column>
        <Column id="vencimento" allowsSorting>
          Vencimento
        </Column>
      </TableHeader>
      <TableBody
        items={rows}
        isLoading={isLoading}
        emptyState="Nenhuma assinatura encontrada com os filtros aplicados"
      >
        {(s) => (
          <Row id={s.id}>
            <Cell>
              <span className={styles.strong}>{s.user.fullName}</span>
              <br />
              <span className={styles.email}>{s.user.email}</span>
            </Cell>
            <Cell>
              {s.plano.nome}
              <br />
              <span className={styles.muted}>{formatMoney(s.plano.valor)}/mês</span>
            </Cell>
            <Cell>
              <Badge tone={STATUS_TONE[s.subscription.status] ?? 'neutral'} size="sm">
                {subscriptionStatusLabel(s.subscription.status)}
              </Badge>
            </Cell>
            <Cell>
              {s.subscription.billingType ? BILLING_TYPE_LABELS[s.subscription.billingType] : 'Concedido'}
            </Cell>
            <Cell>
              <Meter
                aria-label={`Uso de ${s.user.fullName}`}
                value={s.estatisticas.solicitacoesRealizadas}
                limit={s.plano.limite}
                size="sm"
              />
            </Cell>
            <Cell>
              <span className={styles.nowrap}>
                {s.estatisticas.proximaRenovacao ? formatDate(s.estatisticas.proximaRenovacao) : 'N/A'}
              </span>
            </Cell>
            <Cell>
              <Badge tone={DUE_TONE[s.estatisticas.statusVencimento]} size="sm">
                {dueStatusText(s.estatisticas.diasParaVencimento)}
              </Badge>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
