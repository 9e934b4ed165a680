import type { ListarAssinaturasAtivasDetalhadasArgs } from '@certidao/api-client';
import { useOperation } from '../../lib/swr.ts';
import { ALL, type SubscriptionFilterValues } from './components/SubscriptionFilters.tsx';

/** Rows per page (10, the list size of the back-office tables). */
export const PAGE_SIZE = 10;

type Query = NonNullable<NonNullable<ListarAssinaturasAtivasDetalhadasArgs>['query']>;

/**
 * Current plans (ACTIVE or PENDING) with the gateway subscription and usage/due statistics: searched,
 * filtered and paged by the server ('todos' sends nothing), with the summary of every subscription.
 */
export function useAssinaturasDetalhadas(filters: SubscriptionFilterValues, page: number) {
  const query: Query = {
    page,
    limit: PAGE_SIZE,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.status !== ALL ? { status: filters.status as Query['status'] } : {}),
    ...(filters.billing !== ALL ? { billingType: filters.billing as Query['billingType'] } : {}),
    ...(filters.due !== ALL ? { vencimento: filters.due as Query['vencimento'] } : {}),
  };
  return useOperation('listarAssinaturasAtivasDetalhadas', { query }, { keepPreviousData: true });
}
