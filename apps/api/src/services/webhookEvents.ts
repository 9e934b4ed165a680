import { randomUUID } from 'node:crypto';
import type { EventoWebhookTipo } from '@certidao/api-client';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf, textArray } from '../db/queries.ts';
import { solicitacoes, users } from '../db/schema.ts';
import { canSeeRequest, viewerScope } from './companyScope.ts';

/**
 * Events, written to the outbox (`webhook_eventos`, plus one `webhook_entregas` row per subscribed endpoint)
 * inside the transaction of the change that causes them: both commit or neither does. Every event is recorded,
 * whether or not an endpoint wants it, so the events API can list it later (a system that was down catches up)
 * and the live stream (GET /integracoes/eventos/ao-vivo) sends it. The relay (jobs/webhooks.ts) then gives each
 * delivery a durable job.
 */

/** Woken at commit when deliveries were written (the relay listens). */
export const WEBHOOK_CHANNEL = 'webhook_entregas';
/** Woken at commit with `userId eventId` (lines) of new events (the live stream listens). */
export const EVENTS_CHANNEL = 'webhook_eventos';
/** NOTIFY payloads must stay under 8000 bytes: new events are announced in chunks below that. */
const NOTIFY_CHUNK = 7000;

export type WebhookEventType = EventoWebhookTipo | 'webhook.teste';

export interface WebhookEventInput {
  /** The event's id when the caller needs to know it (a test event); a new one otherwise. */
  id?: string;
  userId: string;
  tipo: WebhookEventType;
  dados: Record<string, unknown>;
  /** One event per user and key: a change seen twice (a daily sweep) is sent once. */
  chave?: string;
  /** Only to this endpoint, whatever it subscribes to (a test). */
  endpointId?: string;
  /**
   * The request the event is about. It is recorded only while `userId` may still see that request: its owner,
   * removed from the company since, no longer hears of the company's requests (services/companyScope.ts).
   */
  solicitacaoId?: string;
  /** A test event (`disparar`): the body says `"teste": true`. */
  teste?: boolean;
}

export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/** The event as delivered: its body, serialised once so every attempt signs the same bytes. */
export function eventPayload(
  id: string,
  tipo: string,
  dados: Record<string, unknown>,
  at = new Date(),
  teste = false,
) {
  return JSON.stringify({ id, tipo, criadoEm: at.toISOString(), ...(teste && { teste: true }), dados });
}

const OBJECT_KEYS = ['solicitacaoId', 'certidaoId', 'monitoramentoId', 'pagamentoId'] as const;

/** The ids an event is about, from its data (the request, its certificates, a monitored party, a payment). */
export function objectsOf(dados: Record<string, unknown>): string[] {
  const ids = new Set<string>();
  const add = (v: unknown) => {
    if (typeof v === 'string' && v) ids.add(v);
  };
  for (const key of OBJECT_KEYS) add(dados[key]);
  add((dados.certidao as { id?: unknown } | undefined)?.id);
  if (Array.isArray(dados.certidoes)) for (const c of dados.certidoes) add((c as { id?: unknown })?.id);
  return [...ids];
}

/**
 * Writes events and their deliveries; answers the ids of the deliveries created. An event whose key was seen
 * already writes nothing.
 */
export async function emitWebhookEvents(db: DbOrTx, events: WebhookEventInput[]): Promise<string[]> {
  if (!events.length) return [];
  const hidden = await requestsHiddenFrom(db, events);
  const created: string[] = [];
  const announced: string[] = [];
  for (const e of events) {
    if (e.solicitacaoId && hidden.has(`${e.userId}:${e.solicitacaoId}`)) continue;
    const id = e.id ?? newEventId();
    const target = e.endpointId
      ? sql`id = ${e.endpointId}::uuid and user_id = ${e.userId}::uuid`
      : sql`user_id = ${e.userId}::uuid and ativo and ${e.tipo} = any(eventos)`;
    const objetos = objectsOf(e.dados);
    // Recorded at the instant its body states, so the events API's order is the order of `criadoEm`.
    const at = new Date();
    const result = await db.execute(sql`
      with targets as (select id from webhook_endpoints where ${target}),
      ev as (
        insert into webhook_eventos (id, user_id, tipo, payload, chave, objetos, created_at)
        values (${id}, ${e.userId}::uuid, ${e.tipo}, ${eventPayload(id, e.tipo, e.dados, at, e.teste)},
          ${e.chave ?? null}, ${objetos.length ? sql`array[${sql.join(objetos, sql`, `)}]::text[]` : sql`'{}'::text[]`},
          ${at.toISOString()}::timestamptz)
        on conflict (user_id, chave) do nothing
        returning id
      ),
      d as (
        insert into webhook_entregas (endpoint_id, evento_id, proxima_tentativa_em)
        select t.id, ev.id, now() from targets t cross join ev
        returning id
      )
      select 'evento' as kind, id from ev union all select 'entrega', id::text from d`);
    for (const r of rowsOf<{ kind: string; id: string }>(result))
      if (r.kind === 'entrega') created.push(r.id);
      else announced.push(`${e.userId} ${r.id}`);
  }
  await announce(db, created.length > 0, announced);
  return created;
}

/**
 * Events of one type to one user about things that user may see (the requests they just created), as parts of
 * one statement for the caller to run with its writes (whatever their number): `ctes` writes the events and
 * their deliveries, `notify` (selected once) announces them at commit. Each is recorded a microsecond after the
 * one before, so the events API keeps their order.
 */
export function ownEventsSql(
  userId: string,
  tipo: WebhookEventType,
  items: ReadonlyArray<Record<string, unknown>>,
  /** A text in the data replaced by the statement's `now()` (ISO, ms): the requests' `criadoEm`. */
  now?: string,
  /** Shared by the statements of one change written in parts, so their events keep one order. */
  sequence = { at: new Date(), next: 0 },
) {
  const { at } = sequence;
  const rows = items.map((dados) => {
    const id = newEventId();
    const micros = at.getTime() * 1000 + sequence.next++;
    const second = new Date(Math.floor(micros / 1_000_000) * 1000).toISOString().slice(0, 19);
    return {
      id,
      payload: eventPayload(id, tipo, dados, at),
      objetos: objectsOf(dados),
      createdAt: `${second}.${String(micros % 1_000_000).padStart(6, '0')}Z`,
    };
  });
  const ctes = sql`ev_input as (
      select r.id, r.payload, r.objetos::text[], r."createdAt"::timestamptz
        from unnest(${textArray(rows.map((r) => r.id))}::text[], ${textArray(rows.map((r) => r.payload))}::text[],
                    ${textArray(rows.map((r) => textArray(r.objetos)))}::text[],
                    ${textArray(rows.map((r) => r.createdAt))}::text[])
          as r(id, payload, objetos, "createdAt")
    ),
    ev as (
      insert into webhook_eventos (id, user_id, tipo, payload, chave, objetos, created_at)
      select i.id, ${userId}::uuid, ${tipo},
        ${now ? sql`replace(i.payload, ${now}, to_char(now() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))` : sql`i.payload`},
        null, i.objetos, i."createdAt"
      from ev_input i
      returning id
    ),
    ev_d as (
      insert into webhook_entregas (endpoint_id, evento_id, proxima_tentativa_em)
      select t.id, ev.id, now()
        from webhook_endpoints t cross join ev
       where t.user_id = ${userId}::uuid and t.ativo and ${tipo} = any(t.eventos)
      returning id
    )`;
  const notes = announcements(rows.map((r) => `${userId} ${r.id}`)).map(
    (payload) => sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`,
  );
  const notify = sql`(case when exists (select 1 from ev_d) then pg_notify(${WEBHOOK_CHANNEL}, '') end), ${sql.join(notes, sql`, `)}`;
  return { ctes, notify };
}

/** New events' lines (`userId eventId`) in NOTIFY payloads under NOTIFY_CHUNK bytes. */
function announcements(lines: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < lines.length; ) {
    let payload = '';
    // At least one line per notification, so the loop always moves on.
    while (i < lines.length && (!payload || payload.length + (lines[i]?.length ?? 0) < NOTIFY_CHUNK))
      payload += `${payload ? '\n' : ''}${lines[i++]}`;
    out.push(payload);
  }
  return out;
}

/** Wakes the relay when deliveries were written, and the live streams with the new events (in one statement). */
async function announce(db: DbOrTx, deliveries: boolean, announced: string[]) {
  const notes: SQL[] = deliveries ? [sql`pg_notify(${WEBHOOK_CHANNEL}, '')`] : [];
  for (const payload of announcements(announced)) notes.push(sql`pg_notify(${EVENTS_CHANNEL}, ${payload})`);
  if (notes.length) await db.execute(sql`select ${sql.join(notes, sql`, `)}`);
}

/**
 * The `user:request` pairs of these events whose user may not see the request (by the one visibility rule).
 */
async function requestsHiddenFrom(db: DbOrTx, events: WebhookEventInput[]): Promise<Set<string>> {
  const about = events.filter((e) => e.solicitacaoId);
  const hidden = new Set<string>();
  if (!about.length) return hidden;
  const [owners, requests] = await Promise.all([
    db
      .select()
      .from(users)
      .where(inArray(users.id, [...new Set(about.map((e) => e.userId))])),
    db
      .select({ id: solicitacoes.id, userId: solicitacoes.userId, empresaId: solicitacoes.empresaId })
      .from(solicitacoes)
      .where(inArray(solicitacoes.id, [...new Set(about.map((e) => e.solicitacaoId as string))])),
  ]);
  const scopes = new Map(
    await Promise.all(owners.map(async (u) => [u.id, { user: u, scope: await viewerScope(db, u) }] as const)),
  );
  for (const e of about) {
    const viewer = scopes.get(e.userId);
    const request = requests.find((r) => r.id === e.solicitacaoId);
    if (!viewer || !request || !canSeeRequest(viewer.user, viewer.scope, request))
      hidden.add(`${e.userId}:${e.solicitacaoId}`);
  }
  return hidden;
}

export const emitWebhookEvent = (db: DbOrTx, event: WebhookEventInput) => emitWebhookEvents(db, [event]);
