import type { WebhookEntrega } from '@certidao/api-client';
import { Badge } from '@certidao/ui';
import * as cards from '../../../lib/cardList.css.ts';
import { deliveryStatusView, eventLabel, formatDuration } from '../webhookLabels.ts';
import { DeliveryDetailsButton } from './DeliveryDetails.tsx';
import { DeliveryAnswer, DeliveryWhen, RedeliverButton } from './DeliveryParts.tsx';
import * as styles from './integrations.css.ts';

/** One card per delivery, for narrow screens. */
export function DeliveryCards({
  endpointId,
  entregas,
}: {
  endpointId: string;
  entregas: readonly WebhookEntrega[];
}) {
  return (
    <ul className={cards.cardList} aria-label="Entregas">
      {entregas.map((e) => {
        const status = deliveryStatusView(e.status);
        return (
          <li key={e.id} className={cards.card}>
            <div className={cards.cardHead}>
              <h3 className={cards.cardTitle}>{eventLabel(e.tipo)}</h3>
              <Badge tone={status.tone} size="sm">
                {status.label}
              </Badge>
            </div>
            <dl className={cards.cardFacts}>
              <div className={cards.fullRow}>
                <dt>Tipo</dt>
                <dd className={styles.code}>{e.tipo}</dd>
              </div>
              <div className={cards.fullRow}>
                <dt>ID do evento</dt>
                <dd className={styles.smallCode}>{e.eventoId}</dd>
              </div>
              <div>
                <dt>Quando</dt>
                <dd>
                  <DeliveryWhen entrega={e} />
                </dd>
              </div>
              <div>
                <dt>Tentativas</dt>
                <dd>{e.tentativas}</dd>
              </div>
              <div>
                <dt>HTTP</dt>
                <dd>{e.statusHttp ?? '—'}</dd>
              </div>
              <div>
                <dt>Duração</dt>
                <dd>{formatDuration(e.duracaoMs)}</dd>
              </div>
              <div className={cards.fullRow}>
                <dt>Resposta</dt>
                <dd>
                  <DeliveryAnswer entrega={e} />
                </dd>
              </div>
            </dl>
            <div className={styles.actionBar}>
              <DeliveryDetailsButton endpointId={endpointId} entrega={e} />
              <RedeliverButton endpointId={endpointId} entrega={e} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
