import { type ApiClient, createApiClient } from '@certidao/api-client';
import { takeEarlyAnswer } from './earlyRequests.ts';

/** Listeners told about every 401 answer (the session ends on them). */
const unauthorizedListeners = new Set<(request: Request) => void>();

/** Called with each request that the server answered 401. Returns the unsubscribe function. */
export function onUnauthorized(listener: (request: Request) => void): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * The one api-client of the web app. The session is the server's HttpOnly `admin_token` cookie (same origin),
 * so no token is kept in the page.
 */
export const api: ApiClient = createApiClient({
  baseUrl: '/api',
  fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
    // The entry may have asked already (src/lib/earlyRequests.ts): that answer is this request's.
    const early = input instanceof Request && !init ? takeEarlyAnswer(input) : undefined;
    const response = await (early ?? globalThis.fetch(input, init));
    if (response.status === 401) {
      const request = input instanceof Request ? input : new Request(input, init);
      for (const listener of unauthorizedListeners) listener(request);
    }
    return response;
  },
});

export type Operations = Omit<ApiClient, 'raw'>;
export type OperationId = keyof Operations;
/** The first argument of an operation, or `undefined` for operations that take none. */
export type ArgsOf<K extends OperationId> = 2 extends Parameters<Operations[K]>['length']
  ? Parameters<Operations[K]>[0]
  : undefined;
export type ResultOf<K extends OperationId> = Awaited<ReturnType<Operations[K]>>;

/** Calls an operation by id (what the SWR hooks and mutations use). */
export function callOperation<K extends OperationId>(id: K, args: ArgsOf<K>): Promise<ResultOf<K>> {
  const fn = api[id] as (args: unknown) => Promise<ResultOf<K>>;
  return fn(args);
}
