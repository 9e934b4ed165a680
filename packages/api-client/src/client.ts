import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { ApiError, apiErrorFromResponse, NETWORK_ERROR_MESSAGE } from './errors.ts';
import type { paths } from './generated/schema.ts';

export type TokenSource = string | null | undefined | (() => string | null | undefined);

export interface ApiClientOptions {
  /** Base URL of the API, e.g. `http://localhost:3000/api` or `/api` in the browser. */
  baseUrl: string;
  /** Bearer token (or a function returning the current one). Browsers can rely on the cookie instead. */
  token?: TokenSource;
  fetch?: typeof globalThis.fetch;
  /** Extra headers sent on every request. */
  headers?: Record<string, string>;
}

export type RawClient = Client<paths>;

function authMiddleware(token: TokenSource): Middleware {
  return {
    onRequest({ request }) {
      const value = typeof token === 'function' ? token() : token;
      if (value && !request.headers.has('Authorization')) {
        request.headers.set('Authorization', `Bearer ${value}`);
      }
      return request;
    },
  };
}

/** Turns every non-2xx answer and every network failure into a thrown ApiError. */
const errorMiddleware: Middleware = {
  async onResponse({ response }) {
    if (!response.ok) throw await apiErrorFromResponse(response);
    return response;
  },
  onError({ error }) {
    // fetch rejects with a TypeError when the server cannot be reached; anything else is not ours to rename.
    if (error instanceof TypeError) return new ApiError(0, NETWORK_ERROR_MESSAGE, { cause: String(error) });
    return error instanceof Error ? error : new Error(String(error));
  },
};

export function createRawClient(options: ApiClientOptions): RawClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl.replace(/\/$/, ''),
    fetch: options.fetch ?? ((input: Request) => globalThis.fetch(input)),
    headers: options.headers,
    credentials: 'same-origin',
  });
  client.use(authMiddleware(options.token), errorMiddleware);
  return client;
}
