import type { ListarMonitoramentosArgs } from '@certidao/api-client';
import { serverMessage, useOperation, useOperationMutation } from '../../lib/swr.ts';

export const PAGE_SIZE = 10;
/** While a renewal runs or a first issuance is due, the screens read the portfolio again this often. */
export const LIVE_REFRESH_MS = 3_000;

export type MonitoramentosQuery = NonNullable<ListarMonitoramentosArgs['query']>;

/** What a change to a monitored party touches: the list, the party, the summaries and the requests it made. */
export const MONITORING_VIEWS = [
  'listarMonitoramentos',
  'obterMonitoramento',
  'resumoMonitoramento',
  'coberturaCotaMonitoramento',
  'getSolicitacoes',
] as const;

/**
 * A page of the portfolio; refreshed every few seconds while some party on it waits for an issuance (a
 * renewal running, or a first issuance due and not blocked by the quota), so the badges appear without reloading.
 */
export function useMonitoramentos(query: MonitoramentosQuery) {
  return useOperation(
    'listarMonitoramentos',
    { query },
    {
      keepPreviousData: true,
      refreshInterval: (data) =>
        data?.data.some(
          (m) => m.renovacaoSolicitacaoId || (!m.bloqueio && m.certidoes.some((c) => !c.resultado)),
        )
          ? LIVE_REFRESH_MS
          : 0,
    },
  );
}

export function useMonitoramento(id: string) {
  return useOperation(
    'obterMonitoramento',
    { path: { id } },
    {
      shouldRetryOnError: false,
      refreshInterval: (data) =>
        data && (data.renovacaoSolicitacaoId || (!data.bloqueio && data.certidoes.some((c) => !c.resultado)))
          ? LIVE_REFRESH_MS
          : 0,
    },
  );
}

export function useResumoMonitoramento() {
  return useOperation('resumoMonitoramento', undefined);
}

/** Adds one party; the form shows the refusals (400/409/422) next to itself, so no error toast here. */
export function useCriarMonitoramento() {
  return useOperationMutation('criarMonitoramento', {
    invalidates: MONITORING_VIEWS,
    successMessage: 'Parte incluída no monitoramento.',
  });
}

/** Imports a portfolio; the dialog lists the refused rows (422) itself. */
export function useImportarMonitoramentos() {
  return useOperationMutation('importarMonitoramentos', { invalidates: MONITORING_VIEWS });
}

export function useAtualizarMonitoramento() {
  return useOperationMutation('atualizarMonitoramento', {
    invalidates: MONITORING_VIEWS,
    errorMessage: (error) => serverMessage(error, 'Erro ao atualizar o monitoramento.'),
  });
}

export function useRemoverMonitoramento() {
  return useOperationMutation('removerMonitoramento', {
    invalidates: MONITORING_VIEWS,
    successMessage: 'Parte removida do monitoramento.',
    errorMessage: (error) => serverMessage(error, 'Erro ao remover a parte.'),
  });
}

/** 'Renovar agora': a request counted against the quota; a refusal (no quota, paused, running) is toasted. */
export function useRenovarMonitoramento() {
  return useOperationMutation('renovarMonitoramento', {
    invalidates: MONITORING_VIEWS,
    successMessage: 'Renovação solicitada.',
    errorMessage: (error) => serverMessage(error, 'Não foi possível renovar agora.'),
  });
}

/** How many of `novas` parties the remaining quota covers (null: not asked yet). */
export function useCoberturaCota(novas: number | null) {
  return useOperation('coberturaCotaMonitoramento', novas && novas > 0 ? { query: { novas } } : null);
}
