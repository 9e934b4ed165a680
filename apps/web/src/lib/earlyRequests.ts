import type { OperationId } from './api.ts';
import { readSessionSummary } from './sessionCookie.ts';

/**
 * Reads the app asks for first, started by the entry script (src/main.tsx) while the app's code is still
 * downloading, instead of after React has rendered the session guard and the page: the session check, the
 * permissions and the first route's data go out beside the scripts. The API client (src/lib/api.ts) takes an
 * early answer in place of sending the same GET again; each is handed out once, and one not taken within
 * EARLY_ANSWER_TTL_MS is dropped (the app then asks as it always did).
 */

const EARLY_ANSWER_TTL_MS = 15_000;
/**
 * The element holding the answers a server-rendered page was rendered from (src/lib/serverData.ts): such a page
 * has its first reads already, so none is started.
 */
export const SERVER_DATA_ID = 'app-data';
/**
 * A server-rendered page's `<template>` of `modulepreload` links (the boot's, the layout's and the page's
 * scripts): inert until the entry puts them in the head, all at once, after the first paint (src/main.tsx).
 */
export const PRELOADS_ID = 'app-preloads';
/** The requests list's page size, here so that its early read is the page's (features/requests/api.ts). */
export const REQUESTS_PAGE_SIZE = 10;
const early = new Map<string, Promise<Response>>();

/**
 * One of a page's first reads: the API path the client asks and the SWR key the page reads it under
 * (src/lib/swrKeys.ts: `[operationId, args]`). The server that renders a page's first screen reads the same
 * ones and sends them with its HTML (src/renderSignedIn.tsx, src/lib/serverData.ts).
 */
export interface FirstRead {
  path: string;
  key: readonly [OperationId, unknown];
}

/**
 * The session check, the permissions and, for the unfiltered requests list and a request's page, the page's
 * data. Without the readable session cookie nobody is signed in: nothing is asked (it would only answer 401).
 */
export function firstReads(pathname: string, search: string, signedIn: boolean): FirstRead[] {
  if (!signedIn) return [];
  const reads: FirstRead[] = [
    { path: '/api/auth/profile', key: ['getProfile', undefined] },
    { path: '/api/users/me/permissions', key: ['getMyPermissions', undefined] },
  ];
  // The requests list without filters asks for its first page (SolicitacoesPage: pagina, then limite).
  if (pathname === '/admin/solicitacoes' && search === '')
    reads.push({
      path: `/api/solicitacoes?pagina=1&limite=${REQUESTS_PAGE_SIZE}`,
      key: ['getSolicitacoes', { query: { pagina: 1, limite: REQUESTS_PAGE_SIZE } }],
    });
  const detail = /^\/admin\/detalhes-certidao\/([^/]+)\/?$/.exec(pathname)?.[1];
  if (detail) {
    try {
      const id = decodeURIComponent(detail);
      reads.push({
        path: `/api/solicitacoes/${encodeURIComponent(id)}`,
        key: ['getSolicitacao', { path: { id } }],
      });
    } catch {
      // A malformed escape: the page shows it as not found, as it would have.
    }
  }
  return reads;
}

/** The API paths of `firstReads`. */
export function earlyRequestPaths(pathname: string, search: string, signedIn: boolean): string[] {
  return firstReads(pathname, search, signedIn).map((read) => read.path);
}

/** Starts the early reads of the current address (called once, by the entry). */
export function startEarlyRequests(): void {
  if (document.getElementById(SERVER_DATA_ID)) return;
  const { pathname, search, origin } = window.location;
  for (const path of earlyRequestPaths(pathname, search, readSessionSummary() !== null)) {
    const url = new URL(path, origin).href;
    const answer = globalThis.fetch(url, { credentials: 'same-origin' });
    // A failure is the taker's to handle (as its own fetch's would be); untaken, it is nobody's.
    answer.catch(() => undefined);
    early.set(url, answer);
    setTimeout(() => {
      if (early.get(url) === answer) early.delete(url);
    }, EARLY_ANSWER_TTL_MS);
  }
}

/** The early answer to this request, if one was started for it and not taken yet (GETs only). */
export function takeEarlyAnswer(request: Request): Promise<Response> | undefined {
  if (request.method !== 'GET') return undefined;
  const answer = early.get(request.url);
  if (answer) early.delete(request.url);
  return answer;
}
