import type { EventoCertidao } from '@certidao/api-client';
import { useSyncExternalStore } from 'react';

/**
 * One events stream per tab (GET /api/solicitacoes/eventos, server-sent events signed in by the session
 * cookie), shared by every screen that shows certificates: opened with the first subscriber, closed a little
 * after the last (or at once when the session ends). The browser reconnects by itself after a network drop and sends Last-Event-ID, so nothing is missed;
 * when the stream cannot be opened at all (refused, or no EventSource) the status becomes 'unavailable' and
 * the screens poll (every 5 s on the list, 10 s on the detail), trying the stream again a little later.
 * While it is open, the latest event of each certificate is kept for the screens that draw it later (a new
 * request's card, the list read again under a filter).
 */

type StreamStatus = 'closed' | 'connecting' | 'open' | 'unavailable';

export interface CertidaoEventHandlers {
  onEvent(event: EventoCertidao): void;
  /** The server no longer holds the events missed while away: reload what is on screen. */
  onReload(): void;
}

const URL = '/api/solicitacoes/eventos';
const RETRY_UNAVAILABLE_MS = 30_000;
/**
 * How long the stream outlives its last subscriber: moving from the list to a detail (or a screen remounting)
 * keeps following instead of opening a new stream, which would miss what changed in between.
 */
const CLOSE_AFTER_MS = 10_000;

const subscribers = new Set<CertidaoEventHandlers>();
const statusListeners = new Set<() => void>();
let source: EventSource | null = null;
let status: StreamStatus = 'closed';
let retryTimer: ReturnType<typeof setTimeout> | null = null;
let closeTimer: ReturnType<typeof setTimeout> | null = null;
const latest = new Map<string, EventoCertidao>();

function setStatus(next: StreamStatus) {
  if (status === next) return;
  status = next;
  for (const listener of statusListeners) listener();
}

function open() {
  if (source || !subscribers.size) return;
  if (typeof EventSource === 'undefined') return setStatus('unavailable');
  setStatus('connecting');
  const stream = new EventSource(URL);
  source = stream;
  // A new stream (not the browser's reconnection, which resumes by Last-Event-ID) follows from its first
  // heartbeat on: what changed before it is read again, or a screen loaded just before would miss it.
  let following = false;
  stream.addEventListener('open', () => setStatus('open'));
  stream.addEventListener('heartbeat', () => {
    if (following) return;
    following = true;
    for (const subscriber of subscribers) subscriber.onReload();
  });
  stream.addEventListener('certidao', (message) => {
    const event = JSON.parse((message as MessageEvent<string>).data) as EventoCertidao;
    rememberEvent(latest, event);
    for (const subscriber of subscribers) subscriber.onEvent(event);
  });
  stream.addEventListener('recarregar', () => {
    latest.clear();
    for (const subscriber of subscribers) subscriber.onReload();
  });
  stream.addEventListener('error', () => {
    // CONNECTING: the browser is retrying by itself. CLOSED: refused (an HTTP error) — poll instead for now.
    if (stream.readyState === EventSource.CONNECTING) return setStatus('connecting');
    stream.close();
    if (source === stream) source = null;
    latest.clear();
    setStatus('unavailable');
    retryTimer ??= setTimeout(() => {
      retryTimer = null;
      open();
    }, RETRY_UNAVAILABLE_MS);
  });
}

/** How many certificates' latest events the tab keeps, the newest ones. */
export const REMEMBERED_EVENTS = 500;

/**
 * Keeps the latest event of a certificate. A new request's certificates advance as soon as it is created,
 * often before the list that shows it has been read again and drawn: their events must wait for the card, or
 * the card would keep the state its query read for good.
 */
export function rememberEvent(
  memory: Map<string, EventoCertidao>,
  event: EventoCertidao,
  limit = REMEMBERED_EVENTS,
): void {
  memory.delete(event.certidao.id);
  memory.set(event.certidao.id, event);
  for (const oldest of memory.keys()) {
    if (memory.size <= limit) break;
    memory.delete(oldest);
  }
}

/** Ends the stream now (the session ended: the next user of this tab must not inherit it). */
export function closeCertidaoEvents() {
  if (closeTimer) clearTimeout(closeTimer);
  closeTimer = null;
  source?.close();
  source = null;
  // What comes after is not followed: a later screen must not take these for the latest.
  latest.clear();
  if (retryTimer) clearTimeout(retryTimer);
  retryTimer = null;
  setStatus('closed');
}

/** Follows the certificates' events until the returned function is called. */
export function subscribeCertidaoEvents(handlers: CertidaoEventHandlers): () => void {
  subscribers.add(handlers);
  if (closeTimer) clearTimeout(closeTimer);
  closeTimer = null;
  open();
  return () => {
    subscribers.delete(handlers);
    if (!subscribers.size && !closeTimer)
      closeTimer = setTimeout(() => {
        closeTimer = null;
        if (!subscribers.size) closeCertidaoEvents();
      }, CLOSE_AFTER_MS);
  };
}

/** The latest event of each certificate while the stream has been open (past the limit, the longest unchanged go first). */
export function rememberedCertidaoEvents(): ReadonlyMap<string, EventoCertidao> {
  return latest;
}

/**
 * Whether the stream can be used (any state but unavailable), for screens that poll without it. Only that
 * answer is the store's snapshot: its states while connecting and opening then re-render nothing (each change
 * of a store's snapshot re-renders its readers at once and in one piece, a whole page of cards).
 */
export function useCertidaoStreamAvailable(): boolean {
  return useSyncExternalStore(
    (listener) => {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    () => status !== 'unavailable',
    // A page the server renders shows no stream (it opens in the browser, after hydration), which is not
    // unavailable.
    () => true,
  );
}
