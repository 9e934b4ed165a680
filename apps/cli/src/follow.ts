import { setTimeout as sleep } from 'node:timers/promises';
import { type EventoCertidao, followSolicitacoes, type SolicitacaoEvent } from '@certidao/api-client';

/**
 * The events stream (GET /solicitacoes/eventos) as `acompanhar` uses it: opened before the requests are read, so
 * no change between the two is missed; reopened with the last event id when it drops.
 */

/** The server sends a heartbeat every 15 s: a stream silent for this long counts as dropped. */
const SILENCE_MS = 45_000;
/** A stream the server has not answered in this long is given up (a proxy holding it back): the caller polls. */
const OPEN_TIMEOUT_MS = 10_000;
/** Pause before reconnecting a dropped stream (the server asks for 3 s; one is enough for a single client). */
const RECONNECT_PAUSE_MS = 1_000;

export interface StreamTarget {
  /** Base URL of the API (`…/api`). */
  baseUrl: string;
  token?: string;
  /** Only this request's events (when following one). */
  solicitacaoId?: string;
}

export interface EventStream {
  /** The next event; undefined when the stream ended or dropped (then reopen it). */
  next(): Promise<SolicitacaoEvent | undefined>;
  close(): void;
}

/**
 * Opens the stream and resolves once the server accepted it (HTTP 200). Rejects when it was refused (the
 * ApiError of a 401, 404, 405…), could not be reached or did not answer within OPEN_TIMEOUT_MS.
 */
export async function openStream(target: StreamTarget, lastEventId?: string): Promise<EventStream> {
  const controller = new AbortController();
  let accepted: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => {
    accepted = resolve;
  });
  const events = followSolicitacoes({
    ...target,
    lastEventId,
    signal: controller.signal,
    fetch: async (input, init) => {
      const response = await fetch(input, init);
      if (response.ok) accepted();
      return response;
    },
  });
  // The first event is awaited by the first next(); a rejection after close() is nobody's concern.
  let first: Promise<IteratorResult<SolicitacaoEvent>> | undefined = events.next();
  first.catch(() => undefined);
  const tooSlow = setTimeout(() => controller.abort(), OPEN_TIMEOUT_MS);
  try {
    await Promise.race([ready, first]);
  } catch (error) {
    controller.abort();
    throw error;
  } finally {
    clearTimeout(tooSlow);
  }
  return {
    async next() {
      const result = first ?? events.next();
      first = undefined;
      const silence = setTimeout(() => controller.abort(), SILENCE_MS);
      try {
        const { done, value } = await result;
        return done ? undefined : value;
      } catch {
        return undefined;
      } finally {
        clearTimeout(silence);
      }
    },
    close() {
      controller.abort();
    },
  };
}

export interface FollowHandlers {
  /** Whether following may stop (every request watched has settled). */
  finished(): boolean;
  /** A certificate changed; returns whether it belongs to a request watched. */
  onEvent(data: EventoCertidao): boolean;
  /** Reads the requests again: after `recarregar`, or after a reconnection that has no event id to resume from. */
  reload(): Promise<void>;
  /** Something changed on the board. */
  report(): void;
}

/**
 * Follows the stream until `finished()`, reconnecting after a drop (with the last event id, so the server replays
 * what was missed). Resolves 'done', or 'poll' when the stream could not be reopened: the caller polls from
 * there. A failed `reload()` rejects.
 */
export async function followStream(
  opened: EventStream,
  target: StreamTarget,
  handlers: FollowHandlers,
): Promise<'done' | 'poll'> {
  let stream: EventStream | undefined = opened;
  let lastEventId: string | undefined;
  try {
    while (!handlers.finished()) {
      if (!stream) {
        await sleep(RECONNECT_PAUSE_MS);
        stream = await openStream(target, lastEventId).catch(() => undefined);
        if (!stream) return 'poll';
        if (lastEventId === undefined) await reloadAndReport(handlers);
        continue;
      }
      const event = await stream.next();
      if (!event) {
        stream.close();
        stream = undefined;
      } else if (event.type === 'certidao') {
        lastEventId = event.id;
        if (handlers.onEvent(event.data)) handlers.report();
      } else if (event.type === 'recarregar') {
        await reloadAndReport(handlers);
      }
    }
    return 'done';
  } finally {
    stream?.close();
  }
}

async function reloadAndReport(handlers: FollowHandlers) {
  await handlers.reload();
  handlers.report();
}
