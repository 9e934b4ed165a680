import type { RawClient } from './client.ts';
import { type ResponseMeta, responseMeta } from './meta.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ParseAs = 'json' | 'blob' | 'stream' | 'text';

/** Per-call options: cancellation, extra headers and the answer's metadata. */
export interface CallOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /**
   * Called with the metadata of a successful answer (request id, replayed, rate limit) before the function
   * returns its body. A refused call's metadata is on the thrown ApiError (`error.meta`).
   */
  onResponse?: (meta: ResponseMeta) => void;
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
  if (options?.onResponse && result.response) options.onResponse(responseMeta(result.response));
  return result.data as T;
}

/**
 * The body and the metadata of one call: `const { data, meta } = await withMeta((o) => api.getSolicitacao(args, o))`.
 * `options` are passed on (signal, headers).
 */
export async function withMeta<T>(
  run: (options: CallOptions) => Promise<T>,
  options: Omit<CallOptions, 'onResponse'> = {},
): Promise<{ data: T; meta: ResponseMeta }> {
  let meta: ResponseMeta | undefined;
  const data = await run({
    ...options,
    onResponse: (m) => {
      meta = m;
    },
  });
  if (!meta) throw new Error('withMeta: the function did not pass its options on to the client.');
  return { data, meta };
}
