import type { AuditoriaEntry } from '@certidao/api-client';
import { formatDateTime } from '@certidao/domain';
import { Cell, Column, Row, Table, TableBody, TableHeader, useSortedRows } from '@certidao/ui';
import * as styles from './audit.css.ts';

type SortColumn = 'quando' | 'usuario' | 'acao';

/** What an entry acted on, in pt-BR (the CSV keeps the codes and the whole id). */
const TARGET_LABELS: Record<string, string> = {
  user: 'Usuário',
  plan: 'Plano',
  payment: 'Pagamento',
  user_plan: 'Assinatura',
  card: 'Cartão',
};

function targetText(e: AuditoriaEntry): string {
  if (!e.alvoTipo) return '—';
  const label = TARGET_LABELS[e.alvoTipo] ?? e.alvoTipo;
  return e.alvoId ? `${label} ${e.alvoId.slice(0, 8)}` : label;
}

function sortValue(entry: AuditoriaEntry, column: SortColumn): string | number {
  if (column === 'usuario') return entry.ator?.nome ?? '';
  if (column === 'acao') return entry.acaoLabel;
  return Date.parse(entry.criadoEm);
}

/** The audit entries of the page: actor, action in pt-BR, target, IP and time. */
export function AuditTable({
  entries,
  isLoading = false,
}: {
  entries: readonly AuditoriaEntry[];
  isLoading?: boolean;
}) {
  const { rows, ...sorting } = useSortedRows(
    entries,
    { column: 'quando', direction: 'descending' },
    (e, column) => sortValue(e, column as SortColumn),
  );
  return (
    <Table aria-label="Histórico de auditoria" {...sorting}>
      <TableHeader>
        <Column id="quando" allowsSorting>
          Data/Hora
        </Column>
        <Column id="usuario" isRowHeader allowsSorting>
          Usuário
        </Column>
        <Column id="acao" allowsSorting>
          Ação
        </Column>
        <Column id="alvo">Alvo</Column>
        <Column id="ip">IP</Column>
      </TableHeader>
      <TableBody items={rows} isLoading={isLoading} emptyState="Nenhum registro encontrado">
        {(e) => (
          <Row id={e.id}>
            <Cell>
              <span className={styles.nowrap}>{formatDateTime(e.criadoEm)}</span>
            </Cell>
            <Cell>
              {e.ator ? (
                <>
                  {e.ator.nome}
                  <br />
                  <span className={styles.muted}>{e.ator.email}</span>
                </>
              ) : (
                'Sistema'
              )}
            </Cell>
            <Cell>{e.acaoLabel}</Cell>
            <Cell>
              <span className={styles.nowrap}>{targetText(e)}</span>
            </Cell>
            <Cell>
              <span className={styles.nowrap}>{e.ip ?? '—'}</span>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
