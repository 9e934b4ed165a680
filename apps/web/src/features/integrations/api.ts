import type { WebhookEntregaDetalhe, WebhookEntregaList } from '@certidao/api-client';
import { serverMessage, useOperation, useOperationMutation } from '../../lib/swr.ts';
import { deliveryRefreshInterval } from './webhookLabels.ts';

/** Delivery log page size. */
export const DELIVERIES_PAGE_SIZE = 10;

/** The caller's API keys, newest first (revoked and expired ones too). */
export function useChavesApi() {
  return useOperation('listarChavesApi', undefined);
}

/** POST /integracoes/chaves: the answer carries the full key, shown once by the caller. */
export function useCriarChaveApi() {
  return useOperationMutation('criarChaveApi', {
    invalidates: ['listarChavesApi'],
    errorMessage: (error) => serverMessage(error, 'Erro ao criar a chave de API'),
  });
}

export function useRevogarChaveApi() {
  return useOperationMutation('revogarChaveApi', {
    invalidates: ['listarChavesApi'],
    successMessage: 'Chave de API revogada.',
    errorMessage: (error) => serverMessage(error, 'Erro ao revogar a chave de API'),
  });
}

/** What a change to an endpoint touches: the list, the endpoint itself. */
const ENDPOINT_VIEWS = ['listarWebhooks', 'obterWebhook'] as const;

/** The caller's webhook endpoints, oldest first, with the account's limit. */
export function useWebhooks() {
  return useOperation('listarWebhooks', undefined);
}

export function useWebhook(id: string) {
  return useOperation('obterWebhook', { path: { id } }, { shouldRetryOnError: false });
}

/** POST /integracoes/webhooks: the answer carries the signing secret, shown once by the caller. */
export function useCriarWebhook() {
  return useOperationMutation('criarWebhook', {
    invalidates: ENDPOINT_VIEWS,
    errorMessage: (error) => serverMessage(error, 'Erro ao cadastrar o endpoint'),
  });
}

/** PATCH: URL, events, description or on/off; the caller tells what changed when it wants a toast. */
export function useAtualizarWebhook(successMessage?: string) {
  return useOperationMutation('atualizarWebhook', {
    invalidates: ENDPOINT_VIEWS,
    successMessage,
    errorMessage: (error) => serverMessage(error, 'Erro ao salvar o endpoint'),
  });
}

export function useExcluirWebhook() {
  return useOperationMutation('excluirWebhook', {
    invalidates: ['listarWebhooks'],
    successMessage: 'Endpoint excluído.',
    errorMessage: (error) => serverMessage(error, 'Erro ao excluir o endpoint'),
  });
}

/** A new signing secret; the answer carries it, shown once by the caller. */
export function useRotacionarSegredo() {
  return useOperationMutation('rotacionarSegredoWebhook', {
    invalidates: ENDPOINT_VIEWS,
    errorMessage: (error) => serverMessage(error, 'Erro ao gerar um novo segredo'),
  });
}

/** Queues a `webhook.teste` delivery; the log shows it (and follows it while it is pending). */
export function useTestarWebhook() {
  return useOperationMutation('testarWebhook', {
    invalidates: ['listarEntregasWebhook', ...ENDPOINT_VIEWS],
    successMessage: 'Evento de teste enviado.',
    errorMessage: (error) => serverMessage(error, 'Erro ao enviar o evento de teste'),
  });
}

/** One delivery with the body sent and every attempt (the 'Detalhes' dialog); null: not open. */
export function useEntrega(endpointId: string, entregaId: string | null) {
  return useOperation('obterEntregaWebhook', entregaId ? { path: { id: endpointId, entregaId } } : null, {
    refreshInterval: (latest: WebhookEntregaDetalhe | undefined) =>
      latest ? deliveryRefreshInterval([latest]) : 0,
  });
}

/** 'Reenviar desde…': every event since a moment, queued again to the endpoint; the caller says how many. */
export function useReenviarEventos() {
  return useOperationMutation('reenviarEventosWebhook', {
    invalidates: ['listarEntregasWebhook', ...ENDPOINT_VIEWS],
    errorMessage: (error) => serverMessage(error, 'Erro ao reenviar os eventos'),
  });
}

export function useReenviarEntrega() {
  return useOperationMutation('reenviarEntregaWebhook', {
    invalidates: ['listarEntregasWebhook', ...ENDPOINT_VIEWS],
    successMessage: 'Entrega reenviada.',
    errorMessage: (error) => serverMessage(error, 'Erro ao reenviar a entrega'),
  });
}

/**
 * A page of the endpoint's delivery log, newest first. While a delivery on it is pending the page is read
 * again periodically, so a test turns to 'Sucesso' without a reload.
 */
export function useEntregas(id: string, page: number) {
  return useOperation(
    'listarEntregasWebhook',
    { path: { id }, query: { page, limit: DELIVERIES_PAGE_SIZE } },
    {
      keepPreviousData: true,
      refreshInterval: (latest: WebhookEntregaList | undefined) =>
        latest ? deliveryRefreshInterval(latest.data) : 0,
    },
  );
}
