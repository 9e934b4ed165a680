import { isApiError } from '@certidao/api-client';
import { toast } from '@certidao/ui';
import { useCallback, useState } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import { type ArgsOf, callOperation, type OperationId, type ResultOf } from './api.ts';
import { useServerAnswer } from './serverData.ts';
import { withSupportCode } from './supportCode.ts';
import { isQueryOf, type OperationKey, operationKey } from './swrKeys.ts';

export type { OperationKey } from './swrKeys.ts';

const fetchOperation = <K extends OperationId>([id, args]: OperationKey<K>) => callOperation(id, args);

/**
 * Reads an operation through SWR. Pass `null` as args to wait (conditional fetching); operations without
 * arguments take `undefined`.
 */
export function useOperation<K extends OperationId>(
  id: K,
  args: ArgsOf<K> | null,
  config?: SWRConfiguration<ResultOf<K>>,
) {
  const key = operationKey(id, args);
  const served = useServerAnswer(key);
  return useSWR<ResultOf<K>, Error, OperationKey<K> | null>(
    key,
    fetchOperation,
    served ? { ...config, ...served } : config,
  );
}

/**
 * Revalidates every cached query of the given operations, keeping what is on screen until the new answer
 * arrives (a `data` argument, even `undefined`, would replace the cached answer and unmount the screen).
 */
export function useInvalidate() {
  const { mutate } = useSWRConfig();
  return useCallback((ids: readonly OperationId[]) => mutate(isQueryOf(ids)), [mutate]);
}

export interface MutationOptions {
  /** Operations whose cached answers this mutation changes: revalidated after success. */
  invalidates?: readonly OperationId[];
  /** Toast on success (its fixed pt-BR text). */
  successMessage?: string;
  /**
   * Toast on failure: a fixed text, or a function of the error (e.g. the server's message with a fallback).
   * Omit it to let the caller show the error itself.
   */
  errorMessage?: string | ((error: unknown) => string);
}

/** The server's message when it sent one (an ApiError), else the fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.status !== 0 && !error.message.startsWith('HTTP error!')
    ? error.message
    : fallback;
}

/**
 * A write operation: `trigger(args)` calls it, shows the toasts, revalidates what it changes and resolves
 * with the answer (or rejects with the ApiError, so a caller can react to a status).
 */
export function useOperationMutation<K extends OperationId>(id: K, options: MutationOptions = {}) {
  const invalidate = useInvalidate();
  const [isMutating, setMutating] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const { invalidates, successMessage, errorMessage } = options;
  const trigger = useCallback(
    async (args: ArgsOf<K>): Promise<ResultOf<K>> => {
      setMutating(true);
      setError(null);
      try {
        const result = await callOperation(id, args);
        if (invalidates?.length) void invalidate(invalidates);
        if (successMessage) toast.success(successMessage);
        return result;
      } catch (caught) {
        setError(caught);
        // A 401 ends the session (SessionProvider says so); no second toast.
        const expired = isApiError(caught) && caught.status === 401;
        if (errorMessage && !expired)
          toast.error(
            withSupportCode(typeof errorMessage === 'function' ? errorMessage(caught) : errorMessage, caught),
          );
        throw caught;
      } finally {
        setMutating(false);
      }
    },
    [id, invalidate, invalidates, successMessage, errorMessage],
  );
  return { trigger, isMutating, error };
}
