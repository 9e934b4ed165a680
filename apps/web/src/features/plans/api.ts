import { sortPlans } from '@certidao/domain';
import { useOperation } from '../../lib/swr.ts';

/** The plan list for signed-in users (spec §7: page 1, limit 100), in display order (`ordem`). */
export function usePlanos() {
  const result = useOperation('getPlanos', { query: { page: 1, limit: 100 } });
  return { ...result, planos: result.data ? sortPlans(result.data.data) : undefined };
}

/** The caller's current plan (active or waiting for its first payment), to say so above the plans. */
export function useMeuPlano() {
  return useOperation('obterPlanoUsuario', undefined);
}
