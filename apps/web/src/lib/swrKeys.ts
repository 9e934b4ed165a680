import type { ArgsOf, OperationId } from './api.ts';

/** SWR keys are `[operationId, args]`, so a mutation can revalidate every query of an operation. */
export type OperationKey<K extends OperationId = OperationId> = readonly [K, ArgsOf<K>];

/**
 * The SWR key of a read: `[id, args]`, or null to wait (SWR's conditional fetching). Operations without
 * arguments take `undefined`, which is a key like any other, not a wait.
 */
export function operationKey<K extends OperationId>(id: K, args: ArgsOf<K> | null): OperationKey<K> | null {
  return args === null ? null : [id, args as ArgsOf<K>];
}

/**
 * Reads that go stale with another: whether the caller is in a company, hence whether the app asks for it, is
 * the permissions' `papelEmpresa` (src/lib/minhaEmpresa.ts), so a change to the company reads them again too.
 */
const STALE_WITH: Partial<Record<OperationId, readonly OperationId[]>> = {
  obterMinhaEmpresa: ['getMyPermissions'],
};

/**
 * Whether a cached SWR key is a query of one of these operations (any arguments), or of a read that goes stale
 * with one of them (STALE_WITH); other keys never are.
 */
export function isQueryOf(ids: readonly OperationId[]) {
  const stale = new Set<OperationId>(ids.flatMap((id) => [id, ...(STALE_WITH[id] ?? [])]));
  return (key: unknown): boolean => Array.isArray(key) && stale.has(key[0] as OperationId);
}
