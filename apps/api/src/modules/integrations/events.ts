import type { ServerResponse } from 'node:http';
import type { EventoRegistradoTipo, EventoWebhookTipo } from '@certidao/api-client';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../context.ts';
import { listen } from '../../db/listen.ts';
import { rowsOf } from '../../db/queries.ts';
import { webhookEndpoints, webhookEntregas, webhookEventos, webhookTentativas } from '../../db/schema.ts';
import { loadContract } from '../../http/contract.ts';
import { badRequest, conflict, notFound, unprocessable } from '../../http/errors.ts';
import { openEventStream } from '../../http/eventStream.ts';
import type { UserRow } from '../../http/types.ts';
import { EVENTS_KEEP_DAYS } from '../../jobs/webhooks.ts';
import {
  EVENTS_CHANNEL,
  emitWebhookEvent,
  newEventId,
  WEBHOOK_CHANNEL,
} from '../../services/webhookEvents.ts';

/**
 * The events API: every event of a user is recorded (services/webhookEvents.ts) whether or not an endpoint
 * wants it; here they are listed (newest first, by a keyset cursor), read one by one, resent to an endpoint
 * since a moment, fired as tests and streamed live to the CLI's local forwarding.
 */

type EventRow = typeof webhookEventos.$inferSelect;

const EVENT_NOT_FOUND = 'Evento não encontrado.';
const BAD_CURSOR = 'Cursor inválido: use o proximoCursor da página anterior, com os mesmos filtros.';
/** Deliveries a single resend queues at most (about a month of a busy account). */
const MAX_RESEND = 10_000;

export function toApiEvento(row: Pick<EventRow, 'id' | 'tipo' | 'payload' | 'objetos' | 'createdAt'>) {
  const body = JSON.parse(row.payload) as {
    criadoEm?: string;
    teste?: boolean;
    dados?: Record<string, unknown>;
  };
  return {
    id: row.id,
    tipo: row.tipo as EventoRegistradoTipo,
    criadoEm: body.criadoEm ?? row.createdAt.toISOString(),
    teste: body.teste === true,
    objetos: row.objetos,
    dados: body.dados ?? {},
  };
}

/**
 * The cursor is the last row's exact position: its `created_at` in microseconds since the epoch (a JavaScript
 * date would drop the database's microseconds and skip or repeat rows of the same millisecond) and its id.
 */
const encodeCursor = (us: string, id: string) => Buffer.from(`${us}.${id}`).toString('base64url');

function decodeCursor(cursor: string): { us: string; id: string } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const match = /^(\d{1,16})\.(evt_[A-Za-z0-9]{1,64})$/.exec(text);
  if (!match?.[1] || !match[2]) throw badRequest(BAD_CURSOR);
  return { us: match[1], id: match[2] };
}

const atMicros = sql<string>`(extract(epoch from ${webhookEventos.createdAt}) * 1000000)::bigint::text`;

export async function listEvents(
  ctx: AppContext,
  owner: UserRow,
  query: { tipo?: string; objeto?: string; desde?: string; ate?: string; cursor?: string; limit?: number },
) {
  const limit = query.limit ?? 20;
  const desde = query.desde ? new Date(query.desde) : undefined;
  const ate = query.ate ? new Date(query.ate) : undefined;
  if (desde && ate && desde >= ate)
    throw badRequest('O início do período (desde) deve ser antes do fim (ate).');
  const after = query.cursor ? decodeCursor(query.cursor) : undefined;
  const rows = await ctx.db
    .select({
      id: webhookEventos.id,
      tipo: webhookEventos.tipo,
      payload: webhookEventos.payload,
      objetos: webhookEventos.objetos,
      createdAt: webhookEventos.createdAt,
      us: atMicros,
    })
    .from(webhookEventos)
    .where(
      and(
        eq(webhookEventos.userId, owner.id),
        query.tipo ? eq(webhookEventos.tipo, query.tipo) : undefined,
        query.objeto ? sql`${query.objeto} = any(${webhookEventos.objetos})` : undefined,
        desde ? gte(webhookEventos.createdAt, desde) : undefined,
        ate ? lt(webhookEventos.createdAt, ate) : undefined,
        after
          ? sql`(${webhookEventos.createdAt}, ${webhookEventos.id}) <
              (timestamptz 'epoch' + ${after.us}::bigint * interval '1 microsecond', ${after.id})`
          : undefined,
      ),
    )
    .orderBy(desc(webhookEventos.createdAt), desc(webhookEventos.id))
    .limit(limit + 1);
  const pageRows = rows.slice(0, limit);
  const last = pageRows[pageRows.length - 1];
  return {
    data: pageRows.map(toApiEvento),
    proximoCursor: rows.length > limit && last ? encodeCursor(last.us, last.id) : null,
  };
}

export async function getEvent(ctx: AppContext, owner: UserRow, id: string) {
  const [row] = await ctx.db
    .select()
    .from(webhookEventos)
    .where(and(eq(webhookEventos.id, id), eq(webhookEventos.userId, owner.id)))
    .limit(1);
  if (!row) throw notFound(EVENT_NOT_FOUND);
  return toApiEvento(row);
}

/** A type's sample data: the example the contract gives for it (one source for the reference and the tests). */
function sampleOf(tipo: EventoWebhookTipo): Record<string, unknown> {
  const example =
    loadContract().spec.webhooks?.[tipo]?.post?.requestBody?.content?.['application/json']?.example;
  if (!example?.dados) throw unprocessable(`Não há exemplo para eventos do tipo ${tipo}.`);
  return structuredClone(example.dados) as Record<string, unknown>;
}

/** A test event of any catalogued type: recorded, delivered to the endpoints that want the type, streamed. */
export async function fireTestEvent(ctx: AppContext, owner: UserRow, tipo: EventoWebhookTipo) {
  const id = newEventId();
  await ctx.db.transaction((tx) =>
    emitWebhookEvent(tx, { id, userId: owner.id, tipo, dados: sampleOf(tipo), teste: true }),
  );
  return getEvent(ctx, owner, id);
}

/**
 * Every event since `desde` of the types the endpoint subscribes to, queued to it again. Skipped: events with a
 * delivery to it still pending (so a second ask while the first runs sends nothing twice) and, unless asked,
 * events it already accepted. The endpoint is locked meanwhile, so two resends at once run one after the other.
 */
export async function resendSince(
  ctx: AppContext,
  owner: UserRow,
  id: string,
  input: { desde: string; incluirEntregues?: boolean },
) {
  const now = new Date();
  const asked = new Date(input.desde);
  if (asked > now) throw unprocessable('O momento de início do reenvio não pode estar no futuro.');
  // Older events are no longer kept: the answer says where the resend really starts.
  const oldest = new Date(now.getTime() - EVENTS_KEEP_DAYS * 86_400_000);
  const desde = asked < oldest ? oldest : asked;
  const queued = await ctx.db.transaction(async (tx) => {
    const [endpoint] = await tx
      .select()
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.userId, owner.id)))
      .for('update')
      .limit(1);
    if (!endpoint) throw notFound('Endpoint de webhook não encontrado.');
    if (!endpoint.ativo) throw conflict('O endpoint está desativado: ative-o antes de reenviar os eventos.');
    const skipped = input.incluirEntregues
      ? sql`d.status = 'pendente'`
      : sql`d.status in ('pendente', 'sucesso')`;
    const result = await tx.execute(sql`
      insert into webhook_entregas (endpoint_id, evento_id, proxima_tentativa_em)
      select ${id}::uuid, ev.id, now() from (
        select ev.id, ev.created_at from webhook_eventos ev
        where ev.user_id = ${owner.id}::uuid and ev.created_at >= ${desde.toISOString()}::timestamptz
          and ev.tipo = any(${sql`array[${sql.join(endpoint.eventos, sql`, `)}]::text[]`})
          and not exists (select 1 from webhook_entregas d
            where d.endpoint_id = ${id}::uuid and d.evento_id = ev.id and ${skipped})
        order by ev.created_at, ev.id
        limit ${MAX_RESEND}
      ) ev
      returning id`);
    const count = rowsOf<{ id: string }>(result).length;
    if (count) await tx.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
    return count;
  });
  return { desde: desde.toISOString(), eventos: queued };
}

/** One delivery of the caller's endpoint with the body sent and every attempt. */
export async function getDelivery(ctx: AppContext, owner: UserRow, id: string, entregaId: string) {
  const [row] = await ctx.db
    .select({ entrega: webhookEntregas, tipo: webhookEventos.tipo, payload: webhookEventos.payload })
    .from(webhookEntregas)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookEntregas.endpointId))
    .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.eventoId))
    .where(
      and(
        eq(webhookEntregas.id, entregaId),
        eq(webhookEntregas.endpointId, id),
        eq(webhookEndpoints.userId, owner.id),
      ),
    )
    .limit(1);
  if (!row) throw notFound('Entrega não encontrada.');
  const attempts = await ctx.db
    .select()
    .from(webhookTentativas)
    .where(eq(webhookTentativas.entregaId, entregaId))
    .orderBy(asc(webhookTentativas.numero));
  const e = row.entrega;
  return {
    id: e.id,
    eventoId: e.eventoId,
    tipo: row.tipo,
    status: e.status,
    tentativas: e.tentativas,
    proximaTentativaEm: e.status === 'pendente' ? (e.proximaTentativaEm?.toISOString() ?? null) : null,
    statusHttp: e.statusHttp,
    duracaoMs: e.duracaoMs,
    resposta: e.resposta,
    erro: e.erro,
    criadoEm: e.createdAt.toISOString(),
    ultimaTentativaEm: e.ultimaTentativaEm?.toISOString() ?? null,
    payload: row.payload,
    historico: attempts.map((a) => ({
      numero: a.numero,
      em: a.em.toISOString(),
      statusHttp: a.statusHttp,
      duracaoMs: a.duracaoMs,
      resposta: a.resposta,
      erro: a.erro,
    })),
  };
}

// ───────────────────────────── live stream ─────────────────────────────

const HEARTBEAT_MS = 15_000;
/** A client this far behind is dropped (it catches up with listarEventos). */
const MAX_BUFFERED_BYTES = 1024 * 1024;

interface Live {
  byUser: Map<string, Set<ServerResponse>>;
  stop: Promise<() => Promise<void>>;
}

const liveByContext = new WeakMap<AppContext, Live>();

/**
 * One LISTEN per process on the events' channel: each notification names the new events (`userId eventId`
 * lines, sent at commit), and only those of users with an open stream are read.
 */
function liveOf(ctx: AppContext): Live {
  let live = liveByContext.get(ctx);
  if (live) return live;
  const byUser = new Map<string, Set<ServerResponse>>();
  const onNotify = (payload?: string) => {
    if (!payload) return;
    const ids = payload
      .split('\n')
      .map((line) => line.split(' '))
      .filter(([userId]) => userId && byUser.has(userId))
      .map(([, eventId]) => eventId as string);
    if (!ids.length) return;
    void ctx.db
      .select({ id: webhookEventos.id, userId: webhookEventos.userId, payload: webhookEventos.payload })
      .from(webhookEventos)
      .where(sql`${webhookEventos.id} in (${sql.join(ids, sql`, `)})`)
      .orderBy(asc(webhookEventos.createdAt), asc(webhookEventos.id))
      .then((rows) => {
        for (const row of rows)
          for (const res of byUser.get(row.userId) ?? [])
            write(res, `id: ${row.id}\nevent: evento\ndata: ${row.payload}\n\n`);
      })
      .catch((err) => ctx.log.error({ err }, 'live events: read failed'));
  };
  const created: Live = { byUser, stop: listen(ctx.database, EVENTS_CHANNEL, onNotify) };
  // A failed LISTEN is tried again by the next stream.
  created.stop.catch(() => {
    if (liveByContext.get(ctx) === created) liveByContext.delete(ctx);
  });
  liveByContext.set(ctx, created);
  live = created;
  return live;
}

function write(res: ServerResponse, chunk: string) {
  if (res.writableEnded) return;
  if (res.writableLength > MAX_BUFFERED_BYTES) {
    res.end();
    return;
  }
  res.write(chunk);
}

/** Ends every live stream and stops listening (the server is closing). */
export async function closeLiveEvents(ctx: AppContext): Promise<void> {
  const live = liveByContext.get(ctx);
  if (!live) return;
  liveByContext.delete(ctx);
  for (const set of live.byUser.values()) for (const res of set) res.end();
  await (await live.stop.catch(() => async () => {}))();
}

/** Takes over the response and streams the owner's new events until the client goes. */
export async function streamLiveEvents(
  ctx: AppContext,
  req: FastifyRequest,
  reply: FastifyReply,
  owner: UserRow,
): Promise<void> {
  const live = liveOf(ctx);
  const res = openEventStream(reply);
  write(res, 'retry: 3000\n\n');
  const mine = live.byUser.get(owner.id) ?? new Set<ServerResponse>();
  mine.add(res);
  live.byUser.set(owner.id, mine);
  const beat = () =>
    write(res, `event: heartbeat\ndata: ${JSON.stringify({ hora: new Date().toISOString() })}\n\n`);
  const heartbeat = setInterval(beat, HEARTBEAT_MS);
  const cleanup = () => {
    clearInterval(heartbeat);
    mine.delete(res);
    if (!mine.size && live.byUser.get(owner.id) === mine) live.byUser.delete(owner.id);
    if (!res.writableEnded) res.end();
  };
  req.raw.on('close', cleanup);
  res.on('close', cleanup);
  try {
    await live.stop;
    // Listening: every event committed from now on reaches this stream.
    beat();
  } catch (err) {
    req.log.error({ err }, 'live events: listen failed');
    cleanup();
  }
}
