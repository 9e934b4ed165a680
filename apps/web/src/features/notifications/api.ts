import type { ListarNotificacoesArgs } from '@certidao/api-client';
import { serverMessage, useOperation, useOperationMutation } from '../../lib/swr.ts';

/** Notifications page size (10, like the other back-office lists). */
export const PAGE_SIZE = 10;
/** How often the top bar's unread count asks the server (docs/decisions/: polling, not the event stream). */
export const UNREAD_POLL_MS = 30_000;

export type NotificacoesQuery = NonNullable<ListarNotificacoesArgs['query']>;
export type Aba = NonNullable<NotificacoesQuery['aba']>;

/** What a change to a notification touches: the lists and the top bar's count. */
const NOTIFICATION_VIEWS = ['listarNotificacoes', 'contarNotificacoesNaoLidas'] as const;

export function useNotificacoes(query: NotificacoesQuery) {
  return useOperation(
    'listarNotificacoes',
    { query },
    { keepPreviousData: true, refreshInterval: UNREAD_POLL_MS },
  );
}

/** The caller's unread count, polled; `null` args (no permission yet) asks nothing. */
export function useNaoLidas(enabled: boolean) {
  return useOperation('contarNotificacoesNaoLidas', enabled ? undefined : null, {
    refreshInterval: UNREAD_POLL_MS,
  });
}

export function useMarcarLida() {
  return useOperationMutation('marcarNotificacaoLida', {
    invalidates: NOTIFICATION_VIEWS,
    successMessage: 'Notificação marcada como lida.',
    errorMessage: (error) => serverMessage(error, 'Erro ao atualizar notificação.'),
  });
}

export function useMarcarTodasLidas() {
  return useOperationMutation('marcarTodasNotificacoesLidas', {
    invalidates: NOTIFICATION_VIEWS,
    successMessage: 'Todas as notificações foram marcadas como lidas.',
    errorMessage: (error) => serverMessage(error, 'Erro ao atualizar notificações.'),
  });
}

export function useExcluirNotificacao() {
  return useOperationMutation('excluirNotificacao', {
    invalidates: NOTIFICATION_VIEWS,
    successMessage: 'Notificação excluída.',
    errorMessage: (error) => serverMessage(error, 'Erro ao excluir notificação.'),
  });
}
