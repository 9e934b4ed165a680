import type { WebhookEndpoint } from '@certidao/api-client';
import { formatDateTime } from '@certidao/domain';
import { Badge, Button, Card, EmptyState, Link, PlusIcon } from '@certidao/ui';
import { useState } from 'react';
import { paths } from '../../../app/paths.ts';
import { LoadError } from '../../../lib/LoadError.tsx';
import { muted } from '../../../lib/layout.css.ts';
import { useWebhooks } from '../api.ts';
import { deliveryStatusView, endpointStatusView } from '../webhookLabels.ts';
import { EventBadges } from './EventBadges.tsx';
import * as styles from './integrations.css.ts';
import { NewWebhookDialog } from './NewWebhookDialog.tsx';

/** 'Última entrega: Sucesso (HTTP 200) em 10/03/2026 14:05', or that none went out yet. */
function LastDelivery({ endpoint }: { endpoint: WebhookEndpoint }) {
  const last = endpoint.ultimaEntrega;
  if (!last) return <span className={muted}>Nenhuma entrega ainda</span>;
  const status = deliveryStatusView(last.status);
  return (
    <span className={muted}>
      Última entrega: {status.label}
      {last.statusHttp !== null ? ` (HTTP ${last.statusHttp})` : ''} em {formatDateTime(last.em)}
    </span>
  );
}

/** One endpoint: URL and status, description, events, last delivery, and the way to its page. */
function EndpointItem({ endpoint }: { endpoint: WebhookEndpoint }) {
  const status = endpointStatusView(endpoint);
  return (
    <li className={styles.endpointItem}>
      <div className={styles.endpointMain}>
        <p className={styles.endpointUrl}>
          <span className={styles.code}>{endpoint.url}</span>
          <Badge tone={status.tone} size="sm">
            {status.label}
          </Badge>
        </p>
        {endpoint.descricao ? <span className={muted}>{endpoint.descricao}</span> : null}
        <EventBadges eventos={endpoint.eventos} label="Eventos" />
        <LastDelivery endpoint={endpoint} />
      </div>
      <Link
        href={paths.webhookEndpoint.href(endpoint.id)}
        buttonVariant="outline"
        buttonSize="sm"
        aria-label={`Gerenciar ${endpoint.url}`}
      >
        Gerenciar
      </Link>
    </li>
  );
}

/** 'Webhooks': the caller's endpoints (how many of the account's limit) and 'Novo endpoint'. */
export function WebhooksSection() {
  const { data, error, mutate } = useWebhooks();
  const [creating, setCreating] = useState(false);
  const usage = data ? ` Você usa ${data.data.length} de ${data.limite} endpoints.` : '';
  return (
    <Card
      as="section"
      title="Webhooks"
      titleLevel={2}
      description={`Receba os eventos da sua conta no seu sistema assim que acontecem.${usage}`}
      actions={
        <Button onPress={() => setCreating(true)}>
          <PlusIcon aria-hidden="true" />
          Novo endpoint
        </Button>
      }
    >
      {data ? (
        data.data.length > 0 ? (
          <ul className={styles.endpointList} aria-label="Endpoints de webhook">
            {data.data.map((endpoint) => (
              <EndpointItem key={endpoint.id} endpoint={endpoint} />
            ))}
          </ul>
        ) : (
          <EmptyState
            size="sm"
            title="Nenhum endpoint cadastrado"
            description="Cadastre a URL do seu sistema para receber os eventos assim que acontecem."
          />
        )
      ) : error ? (
        <LoadError size="sm" title="Erro ao carregar os webhooks" onRetry={() => void mutate()} />
      ) : (
        <EmptyState size="sm" tone="primary" isLoading title="Carregando webhooks..." />
      )}
      <NewWebhookDialog isOpen={creating} onClose={() => setCreating(false)} />
    </Card>
  );
}
