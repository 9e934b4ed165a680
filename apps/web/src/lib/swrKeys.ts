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

/** Whether a cached SWR key is a query of one of these operations (any arguments); other keys never are. */
export function isQueryOf(ids: readonly OperationId[]) {
  return (key: unknown): boolean => Array.isArray(key) && ids.includes(key[0] as OperationId);
}
