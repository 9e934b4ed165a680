/**
 * What an answer says beside its body: the request's id (quote it to support), whether an idempotent call was
 * replayed, and the rate limit of an API key. Read with `onResponse` in a call's options or with `withMeta`.
 */
export interface ResponseMeta {
  /** HTTP status. */
  status: number;
  /** `X-Request-Id`: the id the server gave the request (also in its logs); null when absent. */
  requestId: string | null;
  /** `Idempotent-Replayed: true`: the answer is the stored one of an earlier call with the same Idempotency-Key. */
  replayed: boolean;
  /** `RateLimit-Limit/Remaining/Reset` of an API key's answers; null for sessions. */
  rateLimit: { limit: number; remaining: number; resetSeconds: number } | null;
  /** `Retry-After` in seconds (429, or 409 while an idempotent call runs); null when absent. */
  retryAfterSeconds: number | null;
  /** Every header of the answer. */
  headers: Headers;
}

const numberOf = (value: string | null) => {
  if (value === null || value.trim() === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

export function responseMeta(response: Response): ResponseMeta {
  const h = response.headers;
  const limit = numberOf(h.get('ratelimit-limit'));
  const remaining = numberOf(h.get('ratelimit-remaining'));
  const reset = numberOf(h.get('ratelimit-reset'));
  return {
    status: response.status,
    requestId: h.get('x-request-id'),
    replayed: h.get('idempotent-replayed') === 'true',
    rateLimit: limit !== null && remaining !== null ? { limit, remaining, resetSeconds: reset ?? 0 } : null,
    retryAfterSeconds: numberOf(h.get('retry-after')),
    headers: h,
  };
}
