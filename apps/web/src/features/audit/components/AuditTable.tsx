import type { AuditoriaEntry } from '@certidao/api-client';
import { formatDateTime } from '@certidao/domain';
import { Cell, Column, Row, Table, TableBody, TableHeader, useSortedRows } from '@certidao/ui';
import * as styles from './audit.css.ts';

type SortColumn = 'quando' | 'usuario' | 'acao';

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
              <span className={styles.target}>
                {e.alvoTipo ? `${e.alvoTipo}${e.alvoId ? ` ${e.alvoId}` : ''}` : '—'}
              </span>
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
