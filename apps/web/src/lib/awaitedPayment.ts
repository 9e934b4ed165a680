import { toast } from '@certidao/ui';
import { useRef } from 'react';
import type { OperationId } from './api.ts';
import { useInvalidate, useOperation, useOperationMutation } from './swr.ts';

const POLL_MS = 4_000;

/**
 * A payment being waited for: polled every 4 s while PENDENTE (and again when the tab gets focus back, e.g.
 * after paying on the invoice page). When it turns CONFIRMADO here, says `confirmed` once and refreshes what the
 * payment changed (`invalidates`).
 */
export function useAwaitedPaymentOf(
  pagamentoId: string | null,
  effects: { confirmed: string; invalidates: readonly OperationId[] },
) {
  const invalidate = useInvalidate();
  const wasPending = useRef(false);
  const result = useOperation('getPagamento', pagamentoId ? { path: { id: pagamentoId } } : null, {
    refreshInterval: (latest) => (latest && latest.status !== 'PENDENTE' ? 0 : POLL_MS),
    revalidateOnFocus: true,
    onSuccess: (pagamento) => {
      if (pagamento.status === 'PENDENTE') wasPending.current = true;
      else if (wasPending.current) {
        wasPending.current = false;
        if (pagamento.status === 'CONFIRMADO') toast.success(effects.confirmed);
        void invalidate(effects.invalidates);
      }
    },
  });
  // Seen pending on this page (also from the answer that created it): a later CONFIRMADO is news.
  if (result.data?.status === 'PENDENTE') wasPending.current = true;
  return result;
}

/** 'Já paguei': asks the gateway for the charge's status now instead of waiting for the next poll. */
export function useSyncPayment() {
  const invalidate = useInvalidate();
  const sync = useOperationMutation('sincronizarPagamento', {
    successMessage: 'Status sincronizado com sucesso!',
    errorMessage: 'Erro ao sincronizar status',
  });
  return {
    ...sync,
    trigger: async (id: string) => {
      const result = await sync.trigger({ path: { id } });
      await invalidate(['getPagamento']);
      return result;
    },
  };
}
