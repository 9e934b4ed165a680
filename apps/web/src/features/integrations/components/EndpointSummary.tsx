import type { WebhookEndpoint } from '@certidao/api-client';
import { formatDateTime } from '@certidao/domain';
import { Badge, Card, InlineAlert } from '@certidao/ui';
import { stack } from '../../../lib/layout.css.ts';
import { endpointStatusView } from '../webhookLabels.ts';
import { EndpointActions } from './EndpointActions.tsx';
import { EventBadges } from './EventBadges.tsx';
import * as styles from './integrations.css.ts';

/** The endpoint's facts (URL, status, events, secret) and what can be done with it. */
export function EndpointSummary({ endpoint }: { endpoint: WebhookEndpoint }) {
  const status = endpointStatusView(endpoint);
  return (
    <Card as="section" title="Endpoint" titleLevel={2}>
      <div className={stack}>
        {endpoint.desativadoPorFalhas ? (
          <InlineAlert tone="danger">
            Este endpoint foi desativado porque as entregas falharam por cerca de três dias. Corrija o seu
            sistema e ative-o de novo: a contagem de falhas recomeça do zero.
          </InlineAlert>
        ) : null}
        <dl className={styles.facts}>
          <div className={styles.wideFact}>
            <dt>URL</dt>
            <dd className={styles.code}>{endpoint.url}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Status</dt>
            <dd>
              <Badge tone={status.tone} size="sm">
                {status.label}
              </Badge>
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Segredo de assinatura</dt>
            <dd>
              <span className={styles.code}>{endpoint.segredoPrefixo}…</span>
              {endpoint.segredoAnteriorAte ? (
                <> (o anterior também assina até {formatDateTime(endpoint.segredoAnteriorAte)})</>
              ) : null}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>Cadastrado em</dt>
            <dd>{formatDateTime(endpoint.criadoEm)}</dd>
          </div>
          {endpoint.descricao ? (
            <div className={styles.wideFact}>
              <dt>Descrição</dt>
              <dd>{endpoint.descricao}</dd>
            </div>
          ) : null}
          <div className={styles.wideFact}>
            <dt>Eventos</dt>
            <dd>
              <EventBadges eventos={endpoint.eventos} />
            </dd>
          </div>
        </dl>
        <EndpointActions endpoint={endpoint} />
      </div>
    </Card>
  );
}
