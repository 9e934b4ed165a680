import { randomUUID } from 'node:crypto';
import type { EventoWebhookTipo } from '@certidao/api-client';
import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/queries.ts';
import { solicitacoes, users } from '../db/schema.ts';
import { canSeeRequest, viewerScope } from './companyScope.ts';

/**
 * Webhook events, written to the outbox (`webhook_eventos` + one `webhook_entregas` row per subscribed endpoint)
 * inside the transaction of the change that causes them: both commit or neither does. The relay
 * (jobs/webhooks.ts) then gives each delivery a durable job. A user without an endpoint for the type costs one
 * small query and stores nothing.
 */

/** Woken at commit when deliveries were written (the relay listens). */
export const WEBHOOK_CHANNEL = 'webhook_entregas';

export type WebhookEventType = EventoWebhookTipo | 'webhook.teste';

export interface WebhookEventInput {
  userId: string;
  tipo: WebhookEventType;
  dados: Record<string, unknown>;
  /** One event per user and key: a change seen twice (a daily sweep) is sent once. */
  chave?: string;
  /** Only to this endpoint, whatever it subscribes to (a test). */
  endpointId?: string;
  /**
   * The request the event is about. It is sent only while `userId` may still see that request: its owner,
   * removed from the company since, no longer hears of the company's requests (services/companyScope.ts).
   */
  solicitacaoId?: string;
}

export const newEventId = () => `evt_${randomUUID().replaceAll('-', '')}`;

/** The event as delivered: its body, serialised once so every attempt signs the same bytes. */
export function eventPayload(id: string, tipo: string, dados: Record<string, unknown>, at = new Date()) {
  return JSON.stringify({ id, tipo, criadoEm: at.toISOString(), dados });
}

/**
 * Writes events and their deliveries; answers the ids of the deliveries created. Events of several users (a
 * batch of certificates) first ask once which of them have an endpoint for those types.
 */
export async function emitWebhookEvents(db: DbOrTx, events: WebhookEventInput[]): Promise<string[]> {
  if (!events.length) return [];
  const broadcast = events.filter((e) => !e.endpointId);
  const userIds = [...new Set(broadcast.map((e) => e.userId))];
  const listening = new Set<string>();
  if (userIds.length) {
    const rows = await db.execute(sql`
      select distinct user_id::text as user_id, unnest(eventos) as tipo from webhook_endpoints
      where ativo and user_id in (${sql.join(
        userIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`);
    for (const r of rowsOf<{ user_id: string; tipo: string }>(rows)) listening.add(`${r.user_id}:${r.tipo}`);
  }
  const heard = events.filter((e) => e.endpointId || listening.has(`${e.userId}:${e.tipo}`));
  const hidden = await requestsHiddenFrom(db, heard);
  const created: string[] = [];
  for (const e of heard) {
    if (e.solicitacaoId && hidden.has(`${e.userId}:${e.solicitacaoId}`)) continue;
    const id = newEventId();
    const target = e.endpointId
      ? sql`id = ${e.endpointId}::uuid and user_id = ${e.userId}::uuid`
      : sql`user_id = ${e.userId}::uuid and ativo and ${e.tipo} = any(eventos)`;
    const result = await db.execute(sql`
      with targets as (select id from webhook_endpoints where ${target}),
      ev as (
        insert into webhook_eventos (id, user_id, tipo, payload, chave)
        select ${id}, ${e.userId}::uuid, ${e.tipo}, ${eventPayload(id, e.tipo, e.dados)}, ${e.chave ?? null}
        where exists (select 1 from targets)
        on conflict (user_id, chave) do nothing
        returning id
      ),
      d as (
        insert into webhook_entregas (endpoint_id, evento_id, proxima_tentativa_em)
        select t.id, ev.id, now() from targets t cross join ev
        returning id
      )
      select id::text as id from d`);
    created.push(...rowsOf<{ id: string }>(result).map((r) => r.id));
  }
  if (created.length) await db.execute(sql`select pg_notify(${WEBHOOK_CHANNEL}, '')`);
  return created;
}

/**
 * The `user:request` pairs of these events whose user may not see the request (by the one visibility rule).
 * Asked only for events someone listens to, so a user without endpoints costs nothing here.
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
