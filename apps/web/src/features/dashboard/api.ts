import { useOperation } from '../../lib/swr.ts';

/** How many requests the dashboard lists. */
export const RECENT_SIZE = 5;

/** The four cards' figures, their changes against the previous period and the per-day chart. */
export function useDashboardStats() {
  return useOperation('getDashboardStats', undefined);
}

/** The newest requests; a failure is only logged, the table then shows its empty text. */
export function useRecentRequests() {
  return useOperation(
    'getRecentRequests',
    { query: { page: 1, limit: RECENT_SIZE } },
    { onError: (error) => console.error('Erro ao carregar solicitações recentes', error) },
  );
}
