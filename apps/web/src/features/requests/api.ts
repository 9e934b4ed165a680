import type { GetSolicitacoesArgs, SolicitacaoNaLista } from '@certidao/api-client';
import { toast } from '@certidao/ui';
import { useCallback, useState } from 'react';
import { callOperation } from '../../lib/api.ts';
import { useAwaitedPaymentOf, useSyncPayment } from '../../lib/awaitedPayment.ts';
import { REQUESTS_PAGE_SIZE } from '../../lib/earlyRequests.ts';
import { serverMessage, useInvalidate, useOperation, useOperationMutation } from '../../lib/swr.ts';

export const PAGE_SIZE = REQUESTS_PAGE_SIZE;

export type SolicitacoesQuery = NonNullable<GetSolicitacoesArgs['query']>;

/** What a change to a request touches: the list, the request itself and the plan's quota. */
export const REQUEST_VIEWS = ['getSolicitacoes', 'getSolicitacao', 'getPlanoSolicitacoes'] as const;

/** A page of the caller's requests (staff: everyone's), newest first, with the filters of the contract. */
export function useSolicitacoes(query: SolicitacoesQuery) {
  return useOperation('getSolicitacoes', { query }, { keepPreviousData: true });
}

/** One request with its certificates and PDFs (404 for another user's request). */
export function useSolicitacao(id: string) {
  return useOperation('getSolicitacao', { path: { id } }, { shouldRetryOnError: false });
}

/** The caller's plan as it applies to new requests this month (remaining quota, or why none can be made). */
export function usePlanoSolicitacoes() {
  return useOperation('getPlanoSolicitacoes', undefined);
}

/** Creates a request; the form shows the refusals (422) itself, so no error toast here. */
export function useCreateSolicitacao() {
  return useOperationMutation('createSolicitacao', {
    invalidates: REQUEST_VIEWS,
    successMessage: 'Solicitações criadas com sucesso!',
  });
}

/**
 * A one-off order's payment, watched while it is pending: once confirmed its certificates start, so the request
 * views and the customer's payments are refreshed.
 */
export const useOrderPayment = (pagamentoId: string | null) =>
  useAwaitedPaymentOf(pagamentoId, {
    confirmed: 'Pagamento confirmado! As certidões já estão sendo emitidas.',
    invalidates: [...REQUEST_VIEWS, 'buscarPagamentosUsuario'],
  });

export { useSyncPayment };

export function useCancelarSolicitacao() {
  return useOperationMutation('cancelarSolicitacao', {
    invalidates: REQUEST_VIEWS,
    successMessage: 'Solicitação cancelada com sucesso.',
    errorMessage: 'Erro ao cancelar solicitação.',
  });
}

/** Retries one certificate (detail screen, where `podeTentarNovamente` allows it). */
export function useTentarNovamenteCertidao() {
  return useOperationMutation('tentarNovamenteCertidao', {
    invalidates: REQUEST_VIEWS,
    successMessage: 'Certidão reenfileirada com sucesso.',
    errorMessage: 'Não foi possível reenfileirar a certidão.',
  });
}

/** 'Tentar novamente' on a request card: requeues every failed certificate of the request. */
export function useRetryFailedCertidoes() {
  const invalidate = useInvalidate();
  const [isMutating, setMutating] = useState(false);
  const trigger = useCallback(
    async (solicitacao: Pick<SolicitacaoNaLista, 'id' | 'certidoes'>) => {
      const failed = solicitacao.certidoes.filter((c) => c.status === 'falhou');
      setMutating(true);
      try {
        const results = await Promise.allSettled(
          failed.map((c) =>
            callOperation('tentarNovamenteCertidao', { path: { id: solicitacao.id, certId: c.id } }),
          ),
        );
        if (results.some((r) => r.status === 'rejected')) toast.error('Erro ao reenviar certidões.');
        else toast.success('Certidões reenviadas para processamento.');
      } finally {
        setMutating(false);
        void invalidate(REQUEST_VIEWS);
      }
    },
    [invalidate],
  );
  return { trigger, isMutating };
}

/**
 * The refresh buttons (a card's and 'Atualizar status'): reads the request again and refreshes the screens
 * that show it, with their success and failure toasts.
 */
export function useRefreshSolicitacao() {
  const invalidate = useInvalidate();
  const [isRefreshing, setRefreshing] = useState(false);
  const refresh = useCallback(
    async (id: string) => {
      setRefreshing(true);
      try {
        await callOperation('getSolicitacao', { path: { id } });
        await invalidate(['getSolicitacoes', 'getSolicitacao']);
        toast.success('Solicitação atualizada com sucesso.');
      } catch {
        toast.error('Erro ao atualizar status da solicitação.');
      } finally {
        setRefreshing(false);
      }
    },
    [invalidate],
  );
  return { refresh, isRefreshing };
}

/** The staff's certificate view: one certificate with its request, status history and PDFs. */
export function useCertidaoDetalhe(id: string) {
  return useOperation('getCertidaoDetalhe', { path: { id } }, { shouldRetryOnError: false });
}

/** A certificate's observations, newest first. */
export function useObservacoesCertidao(id: string) {
  return useOperation('getObservacoesCertidao', { path: { id } });
}

/** Adds an observation (author and time set by the server). */
export function useAddObservacao() {
  return useOperationMutation('createObservacaoCertidao', {
    invalidates: ['getObservacoesCertidao'],
    successMessage: 'Observação adicionada com sucesso!',
    errorMessage: (error) => serverMessage(error, 'Erro ao adicionar observação. Tente novamente.'),
  });
}

/** Puts the request's party in its owner's monitoring portfolio; the button shows a refusal itself. */
export function useMonitorarSolicitacao() {
  return useOperationMutation('monitorarSolicitacao', {
    invalidates: ['listarMonitoramentos', 'resumoMonitoramento'],
    successMessage: 'Parte incluída no monitoramento.',
  });
}

/** The kits a request can start from (the product's, then the caller's company's). */
export function useKitsSolicitacao(enabled = true) {
  return useOperation('listarKits', enabled ? undefined : null, { revalidateOnFocus: false });
}

/** The company's cost centres (only a company's members ask: anyone else has none). */
export function useCentrosCustoSolicitacao(isMember: boolean) {
  return useOperation('listarCentrosCusto', isMember ? undefined : null, { revalidateOnFocus: false });
}

/** The company's members, for a gestor's 'Pedido por' filter (`null`: not a gestor, nothing asked). */
export function useMembrosSolicitacao(isGestor: boolean) {
  return useOperation('listarMembrosEmpresa', isGestor ? undefined : null, { revalidateOnFocus: false });
}

/** Changes a request's own reference (client, case); the list and the detail show it at once. */
export function useAtualizarReferencia() {
  return useOperationMutation('atualizarSolicitacao', {
    invalidates: REQUEST_VIEWS,
    successMessage: 'Referência salva.',
    errorMessage: (error) => serverMessage(error, 'Erro ao salvar a referência. Tente novamente.'),
  });
}

/** The sources' states (public): the form says when a chosen type's source is slow, unstable or down. */
export function useStatusFontes() {
  return useOperation('obterStatusPublico', undefined, { refreshInterval: 60_000, keepPreviousData: true });
}
