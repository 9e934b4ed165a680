import {
  type ApiClient,
  ApiError,
  type EventoCertidao,
  isApiError,
  type Solicitacao,
} from '@certidao/api-client';
import { forEachLimit } from './concurrency.ts';
import { resultsOf } from './format.ts';

/** Certificate statuses after which nothing more happens. */
export const FINAL_STATUSES = new Set(['concluido', 'falhou', 'cancelado']);

export function isSettled(s: Solicitacao): boolean {
  return s.certidoes.every((c) => FINAL_STATUSES.has(c.status));
}

/** A request's status from its certificates, as the server sums it: processando > pendente > falhou > concluido. */
export function requestStatus(certidoes: Solicitacao['certidoes']): Solicitacao['status'] {
  for (const status of ['processando', 'pendente', 'falhou', 'concluido'] as const)
    if (certidoes.some((c) => c.status === status)) return status;
  return 'cancelado';
}

/**
 * Applies a certificate event of the stream to the request it belongs to (replaced in `requests`, the status
 * summed again). Returns false when the request is not among them.
 */
export function applyEvent(requests: Solicitacao[], event: EventoCertidao): boolean {
  const i = requests.findIndex((s) => s.id === event.solicitacaoId);
  const s = requests[i];
  if (!s) return false;
  const certidoes = s.certidoes.map((c) => (c.id === event.certidao.id ? event.certidao : c));
  requests[i] = { ...s, certidoes, status: requestStatus(certidoes), resumo: resultsOf(certidoes) };
  return true;
}

/**
 * Loads the requests (4 at a time), in the order of the ids, telling `onLoaded` how many are in. A 404 is turned into a message naming the id, so
 * a mistyped id reads clearly.
 */
export async function fetchRequests(
  api: ApiClient,
  ids: readonly string[],
  onLoaded?: (count: number) => void,
): Promise<Solicitacao[]> {
  const found: Solicitacao[] = [];
  let loaded = 0;
  await forEachLimit(ids, 4, async (id, i) => {
    try {
      found[i] = await api.getSolicitacao({ path: { id } });
      onLoaded?.(++loaded);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        throw new ApiError(404, `Solicitação não encontrada: ${id}`, error.body);
      }
      throw error;
    }
  });
  return found;
}

/** Ids of every request with a certificate still waiting or processing (all pages, oldest first). */
export async function pendingRequestIds(api: ApiClient): Promise<string[]> {
  const ids = new Set<string>();
  for (const status of ['processando', 'pendente'] as const) {
    // By cursor: a request finishing meanwhile leaves the filter without shifting the pages after it.
    let cursor: string | undefined;
    do {
      const page = await api.getSolicitacoes({
        query: { status, limite: 100, ordenacao: 'asc', ...(cursor ? { cursor } : {}) },
      });
      for (const s of page.data) ids.add(s.id);
      cursor = page.proximoCursor ?? undefined;
    } while (cursor);
  }
  return [...ids];
}
