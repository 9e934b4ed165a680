import type { WebhookEntrega } from '@certidao/api-client';
import { countOf, formatDateTime } from '@certidao/domain';
import { Badge, Button, cx } from '@certidao/ui';
import { muted, nowrap } from '../../../lib/layout.css.ts';
import { useReenviarEntrega } from '../api.ts';
import { deliveryStatusView, formatDuration } from '../webhookLabels.ts';
import * as styles from './integrations.css.ts';

/** The delivery's status badge, with its attempts under it. */
export function DeliveryStatus({ entrega }: { entrega: WebhookEntrega }) {
  const status = deliveryStatusView(entrega.status);
  return (
    <span className={styles.stacked}>
      <Badge tone={status.tone} size="sm">
        {status.label}
      </Badge>
      <span className={cx(muted, nowrap)}>{countOf(entrega.tentativas, 'tentativa')}</span>
    </span>
  );
}

/** The last answer's HTTP status and how long it took. */
export function DeliveryHttp({ entrega }: { entrega: WebhookEntrega }) {
  return (
    <span className={styles.stacked}>
      <span>{entrega.statusHttp ?? '—'}</span>
      <span className={cx(muted, nowrap)}>{formatDuration(entrega.duracaoMs)}</span>
    </span>
  );
}

/** When the delivery last went out (or was queued), and when it tries again. */
export function DeliveryWhen({ entrega }: { entrega: WebhookEntrega }) {
  return (
    <span className={styles.stacked}>
      <span>{formatDateTime(entrega.ultimaTentativaEm ?? entrega.criadoEm)}</span>
      {entrega.status === 'pendente' && entrega.proximaTentativaEm ? (
        <span className={muted}>Nova tentativa: {formatDateTime(entrega.proximaTentativaEm)}</span>
      ) : null}
    </span>
  );
}

/** The last answer's first characters, or why the attempt failed (no answer came). */
export function DeliveryAnswer({ entrega }: { entrega: WebhookEntrega }) {
  const text = entrega.erro ?? entrega.resposta;
  return text ? (
    <p className={styles.excerpt} title={text}>
      {text}
    </p>
  ) : (
    <span className={muted}>—</span>
  );
}

/** 'Reenviar': the same event (same webhook-id) as a new delivery. Not offered while one is still pending. */
export function RedeliverButton({ endpointId, entrega }: { endpointId: string; entrega: WebhookEntrega }) {
  const redeliver = useReenviarEntrega();
  if (entrega.status === 'pendente') return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={`Reenviar ${entrega.eventoId}`}
      isPending={redeliver.isMutating}
      onPress={() =>
        void redeliver.trigger({ path: { id: endpointId, entregaId: entrega.id } }).catch(() => undefined)
      }
    >
      Reenviar
    </Button>
  );
}
