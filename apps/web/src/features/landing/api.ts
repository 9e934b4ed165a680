import { useOperation } from '../../lib/swr.ts';

/** The landing page asks for page 1 with up to 100 plans. */
const PUBLIC_PLANS_QUERY = { query: { page: 1, limit: 100 } } as const;

/** The plans shown on the landing page (GET /planos/publicos, no session needed). */
export function usePlanosPublicos() {
  return useOperation('getPlanosPublicos', PUBLIC_PLANS_QUERY);
}
