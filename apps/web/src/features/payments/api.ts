import { useOperation, useOperationMutation } from '../../lib/swr.ts';

export const PAGE_SIZE = 10;

/** The caller's payments, newest first, a page at a time. */
export function usePagamentos(page: number) {
  return useOperation(
    'buscarPagamentosUsuario',
    { query: { page, limit: PAGE_SIZE } },
    { keepPreviousData: true, revalidateOnFocus: true },
  );
}

/** What a payment's status change touches: the list, the payment itself and the plan it pays for. */
const PAYMENT_VIEWS = ['buscarPagamentosUsuario', 'getPagamento', 'obterPlanoUsuario'] as const;

export function useSincronizarPagamento() {
  return useOperationMutation('sincronizarPagamento', {
    invalidates: PAYMENT_VIEWS,
    successMessage: 'Status sincronizado com sucesso!',
    errorMessage: 'Erro ao sincronizar status',
  });
}

export function useCancelarPagamento() {
  return useOperationMutation('cancelarPagamento', {
    invalidates: PAYMENT_VIEWS,
    successMessage: 'Pagamento cancelado com sucesso!',
    errorMessage: 'Erro ao cancelar pagamento',
  });
}

/** The signed-in user's profile, to prefill the card holder's data. */
export function useMe() {
  return useOperation('getMe', undefined);
}

/** The card saved for automatic renewals (`cartao: null` when none). */
export function useCartao() {
  return useOperation('obterCartao', undefined);
}

/** Saves (tokenises) the card; the caller shows the decline message, which comes from the gateway. */
export function useSalvarCartao() {
  return useOperationMutation('salvarCartao', {
    invalidates: ['obterCartao'],
    successMessage: 'Cartão de crédito adicionado com sucesso!',
  });
}

export function useRemoverCartao() {
  return useOperationMutation('removerCartao', {
    invalidates: ['obterCartao'],
    successMessage: 'Cartão removido.',
    errorMessage: 'Erro ao remover cartão',
  });
}
