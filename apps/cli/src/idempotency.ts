import { createHash, randomUUID } from 'node:crypto';
import { type ApiClient, isApiError, type Solicitacao } from '@certidao/api-client';
import { retryAfterOf } from './fetch.ts';

/**
 * Idempotency keys of a batch. The server replays the first answer to a POST that repeats an `Idempotency-Key`
 * with the same body within 24 h (status and body, `Idempotent-Replayed: true`), without creating anything or
 * spending quota; while the first is still running it answers 409 with `Retry-After`.
 *
 * A row's key is derived from what the row asks, not from where it is: `certidao-lote-v1-` + SHA-256 of the
 * request body as sent (canonical JSON: keys sorted) + `-` + the row's occurrence among identical rows of the
 * file (1 for the first, 2 for a second identical row sent on purpose with --permitir-repetidos). So the same
 * file sent again, the same file with other lines added, removed or fixed, or its rejects file sent after the
 * fix, creates nothing twice within the 24 h; a row whose data changed is a new request. A key from the whole
 * file's hash was rejected: fixing one line would change every key and create every other row again.
 * `--criar-de-novo` mixes a random value into the keys, for ordering the same people again on purpose.
 */

/** JSON with the keys of every object sorted, as the server fingerprints bodies. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The keys of a batch's bodies, in order (see the module comment); `salt` for --criar-de-novo. */
export function batchKeys(bodies: readonly unknown[], salt = ''): string[] {
  const seen = new Map<string, number>();
  return bodies.map((body) => {
    const hash = createHash('sha256').update(salt).update(canonicalJson(body)).digest('hex').slice(0, 40);
    const n = (seen.get(hash) ?? 0) + 1;
    seen.set(hash, n);
    return `certidao-lote-v1-${hash}-${n}`;
  });
}

/** A random salt for --criar-de-novo. */
export function freshSalt(): string {
  return randomUUID();
}

/** 409 'still running' answers waited out before giving up on a row. */
const MAX_IN_FLIGHT_RETRIES = 20;

export interface Created {
  solicitacao: Solicitacao;
  /** The server answered an earlier request with this key: nothing new was created. */
  replayed: boolean;
}

/**
 * Creates one request with its Idempotency-Key; a 409 for the same key still running elsewhere (another run of
 * the same batch) is waited out (its Retry-After, 1 s by default) and asked again, so the answer is the first
 * run's request.
 */
export async function createIdempotent(
  api: ApiClient,
  body: Parameters<ApiClient['createSolicitacao']>[0]['body'],
  key: string,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<Created> {
  for (let attempt = 0; ; attempt++) {
    try {
      const { data, response } = await api.raw.POST('/solicitacoes', {
        body,
        params: { header: { 'Idempotency-Key': key } },
      });
      return {
        solicitacao: data as Solicitacao,
        replayed: response.headers.get('idempotent-replayed') === 'true',
      };
    } catch (error) {
      if (!(isApiError(error) && error.status === 409 && attempt < MAX_IN_FLIGHT_RETRIES)) throw error;
      await wait(Math.min(retryAfterOf(409) ?? 1, 10) * 1000);
    }
  }
}
