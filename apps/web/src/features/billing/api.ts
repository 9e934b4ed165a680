import type { ListarPagamentosArgs } from '@certidao/api-client';
import { serverMessage, useOperation, useOperationMutation } from '../../lib/swr.ts';

/** Rows per page of the payment history. */
export const PAGE_SIZE = 10;

export type PaymentsQuery = NonNullable<NonNullable<ListarPagamentosArgs>['query']>;
export type Period = Pick<PaymentsQuery, 'dataInicial' | 'dataFinal'>;

/** Receita total, Pendente and Transações of the period. */
export function useResumoFaturamento(period: Period) {
  return useOperation('getResumoFaturamento', { query: period }, { keepPreviousData: true });
}

/** Every customer's payments, filtered and paged by the server. */
export function usePagamentos(query: PaymentsQuery) {
  return useOperation('listarPagamentos', { query }, { keepPreviousData: true });
}

/** The same filters as a download link (the HttpOnly cookie authenticates it; the browser streams the file). */
export function csvHref(query: PaymentsQuery): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query))
    if (v !== undefined && v !== '' && k !== 'page' && k !== 'limit') params.set(k, String(v));
  const qs = params.toString();
  return `/api/faturamento/pagamentos.csv${qs ? `?${qs}` : ''}`;
}

export function useDadosCobranca() {
  return useOperation('obterDadosCobranca', undefined);
}

export function useSalvarDadosCobranca() {
  return useOperationMutation('salvarDadosCobranca', {
    invalidates: ['obterDadosCobranca'],
    successMessage: 'Dados de cobrança salvos com sucesso!',
    errorMessage: (error) => serverMessage(error, 'Erro ao salvar dados de cobrança'),
  });
}
