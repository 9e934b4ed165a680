import type { EventoWebhookTipo, WebhookEndpoint, WebhookEntrega } from '@certidao/api-client';
import { WEBHOOK_EVENT_TYPES } from '@certidao/domain';
import type { StatusTone } from '../../lib/apiKeys.ts';

/** The events an endpoint may subscribe to, in the order the form lists them. */
export const WEBHOOK_EVENTS = WEBHOOK_EVENT_TYPES satisfies readonly EventoWebhookTipo[];

/** Each event's name and what makes it happen, as the screens say it. */
export const EVENT_INFO: Record<EventoWebhookTipo | 'webhook.teste', { label: string; description: string }> =
  {
    'solicitacao.criada': {
      label: 'Solicitação criada',
      description: 'Uma solicitação foi criada (pela web, pela API ou pela CLI).',
    },
    'certidao.concluida': {
      label: 'Certidão concluída',
      description: 'Uma certidão foi emitida: o PDF assinado já pode ser baixado.',
    },
    'certidao.falhou': {
      label: 'Certidão com falha',
      description: 'Uma certidão falhou e não terá novas tentativas automáticas.',
    },
    'certidao.resultado_alterado': {
      label: 'Resultado alterado',
      description:
        "O resultado de uma certidão monitorada mudou (por exemplo, de 'Nada consta' para 'Consta').",
    },
    'solicitacao.finalizada': {
      label: 'Solicitação finalizada',
      description: 'Nenhuma certidão da solicitação está pendente ou em processamento.',
    },
    'pagamento.confirmado': {
      label: 'Pagamento confirmado',
      description: 'Um pagamento do plano foi confirmado.',
    },
    'pagamento.reembolsado': {
      label: 'Pagamento reembolsado',
      description: 'Um pagamento do plano foi reembolsado.',
    },
    'plano.expirando': {
      label: 'Plano expirando',
      description: 'O período do plano termina em até 7 dias.',
    },
    'webhook.teste': {
      label: 'Evento de teste',
      description: "Enviado pelo botão 'Enviar teste'.",
    },
  };

/** The event's pt-BR name; an unknown type (a newer server) shows as sent. */
export function eventLabel(tipo: string): string {
  return EVENT_INFO[tipo as EventoWebhookTipo]?.label ?? tipo;
}

export interface StatusView {
  label: string;
  tone: StatusTone;
}

/** An endpoint's state: on, turned off by its owner, or turned off by the server after days of failures. */
export function endpointStatusView(
  endpoint: Pick<WebhookEndpoint, 'ativo' | 'desativadoPorFalhas'>,
): StatusView {
  if (endpoint.ativo) return { label: 'Ativo', tone: 'success' };
  return endpoint.desativadoPorFalhas
    ? { label: 'Desativado por falhas', tone: 'danger' }
    : { label: 'Desativado', tone: 'neutral' };
}

const DELIVERY_STATUS: Record<WebhookEntrega['status'], StatusView> = {
  pendente: { label: 'Pendente', tone: 'info' },
  sucesso: { label: 'Sucesso', tone: 'success' },
  falhou: { label: 'Falhou', tone: 'danger' },
};

export function deliveryStatusView(status: string): StatusView {
  return DELIVERY_STATUS[status as WebhookEntrega['status']] ?? { label: 'Desconhecido', tone: 'neutral' };
}

/** How often the log is read again while a delivery goes out now or within this long. */
export const FAST_REFRESH_MS = 2_000;
/** …and while the only pending ones wait for a later retry (minutes to hours away). */
export const SLOW_REFRESH_MS = 30_000;
const SOON_MS = 60_000;

/**
 * SWR's refresh interval for a page of the log: fast while a delivery is about to go out (its first attempt,
 * or a retry within a minute), slow while the pending ones wait for later retries, none when nothing is pending.
 */
export function deliveryRefreshInterval(
  entregas: readonly Pick<WebhookEntrega, 'status' | 'proximaTentativaEm'>[],
  now: number = Date.now(),
): number {
  const pending = entregas.filter((e) => e.status === 'pendente');
  if (pending.length === 0) return 0;
  const soon = pending.some(
    (e) => e.proximaTentativaEm === null || new Date(e.proximaTentativaEm).getTime() - now <= SOON_MS,
  );
  return soon ? FAST_REFRESH_MS : SLOW_REFRESH_MS;
}

/** A duration in ms as read in the log: '85 ms', '1,2 s'; a dash when unknown. */
export function formatDuration(ms: number | null): string {
  if (ms === null) return '—';
  if (ms < 1000) return `${ms} ms`;
  return `${(ms / 1000).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} s`;
}
