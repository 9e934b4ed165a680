import { apiErrorFromResponse } from './errors.ts';
import type { EventoCertidao } from './generated/models.ts';

/**
 * GET /solicitacoes/eventos for clients without `EventSource` (the CLI, tests): the server-sent events of the
 * caller's requests as an async iterator. Browsers use `EventSource` on the same URL (the cookie signs it in).
 */

/** One event of a `text/event-stream` body as the SSE format defines it. */
export interface ServerSentEvent {
  id?: string;
  event: string;
  data: string;
  retry?: number;
}

export type SolicitacaoEvent =
  | { type: 'certidao'; id: string; data: EventoCertidao }
  | { type: 'heartbeat'; hora: string }
  | { type: 'recarregar'; motivo: string };

/** Splits a `text/event-stream` body into events (comments and unnamed fields ignored). */
export async function* parseEventStream(body: ReadableStream<Uint8Array>): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  let buffer = '';
  let current: ServerSentEvent = { event: 'message', data: '' };
  let hasData = false;
  const reader = body.getReader();
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      let newline = buffer.search(/\r\n|\r|\n/);
      // A '\r' ending the chunk may be the first half of '\r\n': wait for the next chunk to know.
      while (newline >= 0 && !(newline === buffer.length - 1 && buffer.endsWith('\r'))) {
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + (buffer.startsWith('\r\n', newline) ? 2 : 1));
        if (line === '') {
          if (hasData) yield current;
          current = { event: 'message', data: '' };
          hasData = false;
        } else if (!line.startsWith(':')) {
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'data') {
            current.data = hasData ? `${current.data}\n${value}` : value;
            hasData = true;
          } else if (field === 'event') current.event = value;
          else if (field === 'id') current.id = value;
          else if (field === 'retry' && /^\d+$/.test(value)) current.retry = Number(value);
        }
        newline = buffer.search(/\r\n|\r|\n/);
      }
    }
  } finally {
    reader.releaseLock();
  }
}

export interface FollowOptions {
  /** Base URL of the API (`http://localhost:3000/api`). */
  baseUrl: string;
  token?: string | null;
  /** Only this request's events. */
  solicitacaoId?: string;
  /** Resume after this event (what the last stream delivered). */
  lastEventId?: string;
  signal?: AbortSignal;
  fetch?: typeof globalThis.fetch;
}

/**
 * Opens the events stream and yields its events until the server or `signal` ends it. A refused stream (401,
 * 403, 404…) throws the ApiError the other calls throw.
 */
export async function* followSolicitacoes(options: FollowOptions): AsyncGenerator<SolicitacaoEvent> {
  const url = new URL(`${options.baseUrl.replace(/\/$/, '')}/solicitacoes/eventos`);
  if (options.solicitacaoId) url.searchParams.set('solicitacaoId', options.solicitacaoId);
  const headers: Record<string, string> = { accept: 'text/event-stream' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const response = await (options.fetch ?? globalThis.fetch)(url, { headers, signal: options.signal });
  if (!response.ok) throw await apiErrorFromResponse(response);
  if (!response.body) return;
  for await (const event of parseEventStream(response.body)) {
    const data = JSON.parse(event.data) as Record<string, unknown>;
    if (event.event === 'certidao' && event.id)
      yield { type: 'certidao', id: event.id, data: data as unknown as EventoCertidao };
    else if (event.event === 'heartbeat') yield { type: 'heartbeat', hora: String(data.hora ?? '') };
    else if (event.event === 'recarregar') yield { type: 'recarregar', motivo: String(data.motivo ?? '') };
  }
}
