import type { RawClient } from './client.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ParseAs = 'json' | 'blob' | 'stream' | 'text';

/** Per-call options: cancellation and extra headers. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

interface CallArgs {
  path?: unknown;
  query?: unknown;
  header?: unknown;
  body?: unknown;
}

/**
 * Performs one operation. The generated functions give it exact types; here the shapes are erased once,
 * so openapi-fetch's per-path generics need not be re-derived for each of the 60+ operations.
 */
export async function call<T>(
  client: RawClient,
  method: HttpMethod,
  path: string,
  parseAs: ParseAs,
  args: CallArgs | undefined,
  options: CallOptions | undefined,
): Promise<T> {
  const init = {
    params: { path: args?.path, query: args?.query, header: args?.header },
    body: args?.body,
    parseAs,
    signal: options?.signal,
    headers: options?.headers,
  };
  // biome-ignore lint/suspicious/noExplicitAny: see the function comment.
  const result = await (client.request as any)(method, path, init);
  return result.data as T;
}
