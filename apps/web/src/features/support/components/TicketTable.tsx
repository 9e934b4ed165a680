import type { TicketSuporte } from '@certidao/api-client';
import { formatDateTime, supportProblemLabel } from '@certidao/domain';
import { Button, Cell, Column, Row, Table, TableBody, TableHeader, useSortedRows } from '@certidao/ui';
import { TicketStatusBadge } from './TicketStatusBadge.tsx';
import * as styles from './tickets.css.ts';

type SortColumn = 'criadoEm' | 'remetente' | 'status';

function sortValue(ticket: TicketSuporte, column: SortColumn): string | number {
  if (column === 'remetente') return ticket.nome;
  if (column === 'status') return ticket.status;
  return Date.parse(ticket.criadoEm);
}

/** The tickets of the page: protocol, when, who, problem type and status, each with 'Ver' (the dialog). */
export function TicketTable({
  tickets,
  isLoading = false,
  onOpen,
}: {
  tickets: readonly TicketSuporte[];
  isLoading?: boolean;
  onOpen: (ticket: TicketSuporte) => void;
}) {
  const { rows, ...sorting } = useSortedRows(
    tickets,
    { column: 'criadoEm', direction: 'descending' },
    (t, column) => sortValue(t, column as SortColumn),
  );
  return (
    <Table aria-label="Chamados de suporte" {...sorting}>
      <TableHeader>
        <Column id="protocolo">Protocolo</Column>
        <Column id="criadoEm" allowsSorting>
          Aberto em
        </Column>
        <Column id="remetente" isRowHeader allowsSorting>
          Remetente
        </Column>
        <Column id="tipo">Assunto</Column>
        <Column id="status" allowsSorting>
          Status
        </Column>
        <Column id="acoes">Ações</Column>
      </TableHeader>
      <TableBody items={rows} isLoading={isLoading} emptyState="Nenhum chamado encontrado">
        {(t) => (
          <Row id={t.id}>
            <Cell>
              <span className={styles.nowrap}>#{t.protocolo}</span>
            </Cell>
            <Cell>{formatDateTime(t.criadoEm)}</Cell>
            <Cell>
              <span className={styles.wrap}>
                {t.nome}
                <br />
                <span className={styles.muted}>{t.email}</span>
              </span>
            </Cell>
            <Cell>{supportProblemLabel(t.tipoProblema)}</Cell>
            <Cell>
              <TicketStatusBadge status={t.status} />
            </Cell>
            <Cell>
              <Button
                variant="outline"
                size="sm"
                onPress={() => onOpen(t)}
                aria-label={`Ver chamado #${t.protocolo} de ${t.nome}`}
              >
                Ver
              </Button>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
