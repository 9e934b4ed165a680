import type { WebhookEntrega } from '@certidao/api-client';
import { Cell, Column, Row, Table, TableBody, TableHeader } from '@certidao/ui';
import { eventLabel } from '../webhookLabels.ts';
import { DeliveryDetailsButton } from './DeliveryDetails.tsx';
import {
  DeliveryAnswer,
  DeliveryHttp,
  DeliveryStatus,
  DeliveryWhen,
  RedeliverButton,
} from './DeliveryParts.tsx';
import * as styles from './integrations.css.ts';

/** Said where the log has no delivery yet. */
export const NO_DELIVERIES = "Nenhuma entrega ainda. Use 'Enviar teste' para começar.";

/**
 * The delivery log as a table (wide screens), in the server's order (newest first). Attempts sit under the
 * status and the duration under the HTTP status, so the table fits a 1280 px screen.
 */
export function DeliveryTable({
  endpointId,
  entregas,
  isLoading,
}: {
  endpointId: string;
  entregas: readonly WebhookEntrega[];
  isLoading: boolean;
}) {
  return (
    <Table aria-label="Entregas">
      <TableHeader>
        <Column id="evento" isRowHeader>
          Evento
        </Column>
        <Column id="status">Status</Column>
        <Column id="http">HTTP</Column>
        <Column id="quando">Quando</Column>
        <Column id="resposta">Resposta</Column>
        <Column id="acoes">Ações</Column>
      </TableHeader>
      <TableBody items={entregas} isLoading={isLoading} emptyState={NO_DELIVERIES}>
        {(e) => (
          <Row id={e.id}>
            <Cell>
              <span className={styles.stacked}>
                <span>{eventLabel(e.tipo)}</span>
                <span className={styles.codeMuted}>{e.tipo}</span>
                <span className={styles.codeMuted}>{e.eventoId}</span>
              </span>
            </Cell>
            <Cell>
              <DeliveryStatus entrega={e} />
            </Cell>
            <Cell>
              <DeliveryHttp entrega={e} />
            </Cell>
            <Cell>
              <DeliveryWhen entrega={e} />
            </Cell>
            <Cell>
              <DeliveryAnswer entrega={e} />
            </Cell>
            <Cell>
              <span className={styles.stacked}>
                <DeliveryDetailsButton endpointId={endpointId} entrega={e} />
                <RedeliverButton endpointId={endpointId} entrega={e} />
              </span>
            </Cell>
          </Row>
        )}
      </TableBody>
    </Table>
  );
}
