import { setTimeout as sleep } from 'node:timers/promises';
import {
  type EventoCertidao,
  followSolicitacoes,
  isApiError,
  type SolicitacaoEvent,
} from '@certidao/api-client';
import { isNetworkFailure } from './output.ts';

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
/** During an outage the pause doubles up to this. */
const MAX_RECONNECT_PAUSE_MS = 8_000;
/** An outage this long ends the command (exit 4) rather than leaving a script waiting for ever. */
export const OFFLINE_GIVE_UP_MS = 15 * 60_000;

/** Whether an error is an outage to wait out (the network, a 5xx) rather than a refusal (a 4xx). */
export function isOutage(error: unknown): boolean {
  return isNetworkFailure(error) || (isApiError(error) && error.status >= 500);
}

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
  /** The server cannot be reached (the error), or can again (undefined). */
  connection(error: unknown): void;
}

/**
 * Follows the stream until `finished()`, reconnecting after a drop (with the last event id, so the server replays
 * what was missed). While the server cannot be reached it keeps trying (pauses of 1 s doubling to 8 s), says so
 * through `connection(error)`, and once back reads the requests again and says `connection(undefined)`; an
 * outage longer than OFFLINE_GIVE_UP_MS rejects with its error. Resolves 'done', or 'poll' when the server
 * refused the stream (an older server, a proxy): the caller polls from there. A failed `reload()` rejects.
 */
export async function followStream(
  opened: EventStream,
  target: StreamTarget,
  handlers: FollowHandlers,
): Promise<'done' | 'poll'> {
  let stream: EventStream | undefined = opened;
  let lastEventId: string | undefined;
  let pause = RECONNECT_PAUSE_MS;
  let offlineSince: number | undefined;
  try {
    while (!handlers.finished()) {
      if (!stream) {
        await sleep(pause);
        try {
          stream = await openStream(target, lastEventId);
        } catch (error) {
          if (!isOutage(error)) return 'poll';
          offlineSince ??= Date.now();
          if (Date.now() - offlineSince > OFFLINE_GIVE_UP_MS) throw error;
          handlers.connection(error);
          pause = Math.min(pause * 2, MAX_RECONNECT_PAUSE_MS);
          continue;
        }
        pause = RECONNECT_PAUSE_MS;
        // After an outage the requests are read again: a restarted server may not replay what was missed.
        if (lastEventId === undefined || offlineSince !== undefined) await reloadAndReport(handlers);
        if (offlineSince !== undefined) {
          offlineSince = undefined;
          handlers.connection(undefined);
        }
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
