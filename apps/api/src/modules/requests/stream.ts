import type { ServerResponse } from 'node:http';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { openEventStream } from '../../http/eventStream.ts';
import { type CertidaoEvent, type EventFilter, EventHub } from './events.ts';

/** The events stream of GET /solicitacoes/eventos over one HTTP response (server-sent events). */

const HEARTBEAT_MS = 15_000;
/** A client this far behind is dropped; it reconnects with Last-Event-ID and loses nothing. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
const TOO_OLD = JSON.stringify({
  motivo: 'Os eventos pedidos não estão mais disponíveis: recarregue as solicitações.',
});

interface Streams {
  hub: EventHub;
  open: Set<ServerResponse>;
  /** The open streams of each caller, so removing a company's member ends theirs at once. */
  byUser: Map<string, Set<ServerResponse>>;
}

const byContext = new WeakMap<AppContext, Streams>();

function streamsOf(ctx: AppContext): Streams {
  let streams = byContext.get(ctx);
  if (!streams) {
    streams = {
      hub: new EventHub(ctx.database, (err) => ctx.log.error({ err }, 'certificate events: read failed')),
      open: new Set(),
      byUser: new Map(),
    };
    byContext.set(ctx, streams);
  }
  return streams;
}

/** Ends every open stream and stops listening (the server is closing). */
export async function closeEventStreams(ctx: AppContext): Promise<void> {
  const streams = byContext.get(ctx);
  if (!streams) return;
  byContext.delete(ctx);
  for (const res of streams.open) res.end();
  await streams.hub.close();
}

/** Ends the open streams of one user in this process (a member removed from a company). */
export function closeEventStreamsOf(ctx: AppContext, userId: string): void {
  for (const res of byContext.get(ctx)?.byUser.get(userId) ?? []) res.end();
}

/**
 * An event's frame, built once however many streams send it (one customer's many tabs, every staff stream):
 * the hub hands the same event objects to every subscriber of a read.
 */
const frames = new WeakMap<CertidaoEvent, string>();
function frame(event: CertidaoEvent): string {
  let text = frames.get(event);
  if (text === undefined) {
    text = `id: ${event.id}\nevent: certidao\ndata: ${JSON.stringify(event.data)}\n\n`;
    frames.set(event, text);
  }
  return text;
}

/** Takes over the response and streams the events the filter allows until the client goes. */
export async function streamEvents(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  filter: EventFilter,
  afterId: number | undefined,
  callerId?: string,
): Promise<void> {
  const streams = streamsOf(ctx);
  const res = openEventStream(reply);
  const write = (chunk: string) => {
    if (res.writableEnded) return;
    // Behind is what earlier writes left unsent: one large read (a burst to a staff stream, a replay) is sent
    // whole, and only a client that has not taken it by the next write is dropped.
    if (res.writableLength > MAX_BUFFERED_BYTES) {
      res.end();
      return;
    }
    res.write(chunk);
  };
  write('retry: 3000\n\n');
  streams.open.add(res);
  const mine = callerId ? (streams.byUser.get(callerId) ?? new Set<ServerResponse>()) : undefined;
  if (callerId && mine) {
    mine.add(res);
    streams.byUser.set(callerId, mine);
  }
  const beat = () =>
    write(`event: heartbeat\ndata: ${JSON.stringify({ hora: new Date().toISOString() })}\n\n`);
  const heartbeat = setInterval(beat, HEARTBEAT_MS);
  let subscription: { close(): void } | null = null;
  const cleanup = () => {
    clearInterval(heartbeat);
    streams.open.delete(res);
    if (callerId && mine) {
      mine.delete(res);
      if (!mine.size) streams.byUser.delete(callerId);
    }
    subscription?.close();
    if (!res.writableEnded) res.end();
  };
  req.raw.on('close', cleanup);
  res.on('close', cleanup);
  try {
    subscription = await streams.hub.subscribe(filter, (events) => write(events.map(frame).join('')), {
      afterId,
      onTooOld: () => write(`event: recarregar\ndata: ${TOO_OLD}\n\n`),
    });
    if (res.writableEnded) subscription.close();
    // A first heartbeat once every later change will be sent: the client knows it is following.
    else beat();
  } catch (err) {
    req.log.error({ err }, 'certificate events: subscribe failed');
    cleanup();
  }
}
