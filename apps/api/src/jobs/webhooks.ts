import { createHmac } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { countOf } from '@certidao/domain';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Database, Db } from '../db/client.ts';
import { listen } from '../db/listen.ts';
import { rowsOf } from '../db/queries.ts';
import { QUEUES } from '../db/queueSchema.ts';
import { users, webhookEndpoints, webhookEntregas, webhookEventos, webhookTentativas } from '../db/schema.ts';
import { audit } from '../services/audit.ts';
import { escapeHtml, type Mailer } from '../services/mailer.ts';
import { metrics } from '../services/metrics.ts';
import { OutboundUrlError, type ResolvedTarget, resolveOutboundUrl } from '../services/outboundUrl.ts';
import { WEBHOOK_CHANNEL } from '../services/webhookEvents.ts';
import type { JobQueue } from './queue.ts';

/**
 * Delivery of webhook events, at least once: the relay gives every new delivery of the outbox a pg-boss job
 * (in one transaction, so none is lost or doubled), a worker posts it, signed as Standard Webhooks says, and
 * records the attempt; a failure schedules the next attempt as a new job in the same transaction, until the
 * retry schedule (about three days) runs out. A process killed mid-delivery leaves its job active: pg-boss
 * expires it and another attempt runs. Every delivery job carries the attempt it is for, so a job retried
 * after its attempt was recorded does nothing.
 */
export const WEBHOOK_QUEUE = QUEUES.webhooks;

export interface WebhookMessage {
  entregaId: string;
  /** The number of attempts recorded when this job was created (the fence). */
  tentativa: number;
}

export interface WebhookDeps {
  db: Db;
  database: Database;
  queue: JobQueue;
  mailer: Mailer;
  log: FastifyBaseLogger;
  config: {
    publicUrl: string;
    webhooksAllowLocalhost: boolean;
    webhookRetrySchedule: number[];
    webhookTimeoutSeconds: number;
  };
}

/** Bytes of an answer read at most (the rest is dropped), and characters of it kept in the log. */
const MAX_RESPONSE_BYTES = 64 * 1024;
const EXCERPT_CHARS = 1000;
const RELAY_BATCH = 200;
/**
 * Delivery loops per process, each posting a batch at once: a slow endpoint (up to the timeout) holds only its
 * own loop's batch, not every delivery.
 */
const WORKERS = 4;
const BATCH = 10;
/** Events (and with them their deliveries and attempts) are kept this long; the events API promises 30 days. */
export const EVENTS_KEEP_DAYS = 30;
const PRUNE_EVERY_MS = 3600_000;

/** `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` with each secret (`whsec_<base64 key>`), space-separated. */
export function signatureHeader(secrets: string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
    })
    .join(' ');
}

interface PostResult {
  statusHttp: number | null;
  duracaoMs: number;
  resposta: string | null;
  erro: string | null;
}

/**
 * POSTs to the checked address (the host name still goes in Host and SNI, so TLS verifies the real name); no
 * redirect is followed, the answer is read up to MAX_RESPONSE_BYTES and the whole exchange is cut at the timeout.
 */
function post(target: ResolvedTarget, headers: Record<string, string>, body: string, timeoutMs: number) {
  const started = performance.now();
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [
        { address: target.address, family: target.family },
      ]);
    else callback(null, target.address, target.family);
  };
  return new Promise<PostResult>((resolve) => {
    let settled = false;
    const finish = (result: Omit<PostResult, 'duracaoMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, duracaoMs: Math.round(performance.now() - started) });
    };
    const send = target.url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = send(
      target.url,
      {
        method: 'POST',
        lookup: pinned,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: false,
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const text = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS);
          const status = res.statusCode ?? 0;
          finish({
            statusHttp: status,
            resposta: text || null,
            erro: status >= 200 && status < 300 ? null : failureOf(status),
          });
        };
        res.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size <= MAX_RESPONSE_BYTES) chunks.push(chunk);
          else {
            res.destroy();
            done();
          }
        });
        res.on('end', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({
        statusHttp: null,
        resposta: null,
        erro: `O endpoint não respondeu em ${countOf(Math.round(timeoutMs / 1000), 'segundo', 'segundos')}.`,
      });
      req.destroy();
    }, timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) =>
      finish({
        statusHttp: null,
        resposta: null,
        erro: `Não foi possível conectar ao endpoint (${error.code ?? error.message}).`,
      }),
    );
    req.end(body);
  });
}

function failureOf(status: number): string {
  if (status >= 300 && status < 400)
    return `O endpoint respondeu com um redirecionamento (HTTP ${status}), que não é seguido: cadastre a URL final.`;
  return `O endpoint respondeu HTTP ${status}; esperado um código 2xx.`;
}

/** One attempt of one delivery (a job of the queue). */
export async function deliver(deps: WebhookDeps, message: WebhookMessage): Promise<void> {
  const [row] = await deps.db
    .select({ entrega: webhookEntregas, endpoint: webhookEndpoints, evento: webhookEventos })
    .from(webhookEntregas)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookEntregas.endpointId))
    .innerJoin(webhookEventos, eq(webhookEventos.id, webhookEntregas.eventoId))
    .where(eq(webhookEntregas.id, message.entregaId))
    .limit(1);
  if (row?.entrega.status !== 'pendente' || row.entrega.tentativas !== message.tentativa) return;
  const { entrega, endpoint, evento } = row;
  if (!endpoint.ativo && evento.tipo !== 'webhook.teste') {
    await deps.db
      .update(webhookEntregas)
      .set({ status: 'falhou', erro: 'O endpoint está desativado.', proximaTentativaEm: null })
      .where(and(eq(webhookEntregas.id, entrega.id), eq(webhookEntregas.tentativas, message.tentativa)));
    return;
  }
  const now = new Date();
  const timestamp = Math.floor(now.getTime() / 1000);
  const secrets = [endpoint.segredo];
  if (endpoint.segredoAnterior && endpoint.segredoAnteriorAte && endpoint.segredoAnteriorAte > now)
    secrets.push(endpoint.segredoAnterior);
  let result: PostResult;
  try {
    // Resolved and checked again at every delivery: the name may point elsewhere since it was registered.
    const target = await resolveOutboundUrl(endpoint.url, deps.config.webhooksAllowLocalhost);
    result = await post(
      target,
      {
        'content-type': 'application/json',
        'user-agent': 'CertidaoAgil-Webhooks/1.0',
        'webhook-id': evento.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signatureHeader(secrets, evento.id, timestamp, evento.payload),
      },
      evento.payload,
      deps.config.webhookTimeoutSeconds * 1000,
    );
  } catch (error) {
    if (!(error instanceof OutboundUrlError)) throw error;
    result = { statusHttp: null, duracaoMs: 0, resposta: null, erro: error.message };
  }
  await record(deps, row, message, result);
}

async function record(
  deps: WebhookDeps,
  row: { entrega: typeof webhookEntregas.$inferSelect; endpoint: typeof webhookEndpoints.$inferSelect },
  message: WebhookMessage,
  result: PostResult,
) {
  const attempt = message.tentativa + 1;
  const ok = result.erro === null;
  const schedule = deps.config.webhookRetrySchedule;
  const wait = ok ? undefined : schedule[attempt - 1];
  const now = new Date();
  const next = wait === undefined ? null : new Date(now.getTime() + wait * 1000);
  const gaveUp = !ok && next === null;
  const recorded = await deps.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(webhookEntregas)
      .set({
        status: ok ? 'sucesso' : gaveUp ? 'falhou' : 'pendente',
        tentativas: attempt,
        ultimaTentativaEm: now,
        proximaTentativaEm: next,
        statusHttp: result.statusHttp,
        duracaoMs: result.duracaoMs,
        resposta: result.resposta,
        erro: result.erro,
      })
      .where(and(eq(webhookEntregas.id, row.entrega.id), eq(webhookEntregas.tentativas, message.tentativa)))
      .returning({ id: webhookEntregas.id });
    if (!updated) return false; // another attempt recorded it first
    await tx.insert(webhookTentativas).values({
      entregaId: row.entrega.id,
      numero: attempt,
      em: now,
      statusHttp: result.statusHttp,
      duracaoMs: result.duracaoMs,
      resposta: result.resposta,
      erro: result.erro,
    });
    if (next)
      await deps.queue.insertInTransaction(tx, [
        deliveryJob(deps, { entregaId: row.entrega.id, tentativa: attempt }, next),
      ]);
    if (gaveUp) await disableIfFailingThroughout(deps, tx, row, now);
    return true;
  });
  if (recorded) metrics.webhookAttempt(ok ? 'success' : gaveUp ? 'gave_up' : 'error', result.duracaoMs);
}

/**
 * A delivery that failed through the whole schedule: when nothing reached the endpoint since that delivery
 * began (about three days), the endpoint is turned off and its owner told by e-mail (and on 'Integrações').
 */
async function disableIfFailingThroughout(
  deps: WebhookDeps,
  tx: Parameters<Parameters<Db['transaction']>[0]>[0],
  row: { entrega: typeof webhookEntregas.$inferSelect; endpoint: typeof webhookEndpoints.$inferSelect },
  now: Date,
) {
  const [succeeded] = await tx
    .select({ id: webhookEntregas.id })
    .from(webhookEntregas)
    .where(
      and(
        eq(webhookEntregas.endpointId, row.endpoint.id),
        eq(webhookEntregas.status, 'sucesso'),
        gte(webhookEntregas.ultimaTentativaEm, row.entrega.createdAt),
      ),
    )
    .limit(1);
  if (succeeded) return;
  const [disabled] = await tx
    .update(webhookEndpoints)
    .set({ ativo: false, desativadoPorFalhasEm: now, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, row.endpoint.id), eq(webhookEndpoints.ativo, true)))
    .returning({ id: webhookEndpoints.id });
  if (!disabled) return;
  await audit(tx, {
    action: 'webhook.disabled',
    actorId: null,
    targetType: 'webhook_endpoint',
    targetId: row.endpoint.id,
    details: { userId: row.endpoint.userId, url: row.endpoint.url, erro: row.entrega.erro },
  });
  const [owner] = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(eq(users.id, row.endpoint.userId))
    .limit(1);
  if (owner) await deps.mailer.send(endpointDisabledEmail(deps.config.publicUrl, owner, row.endpoint.url));
}

export function endpointDisabledEmail(
  publicUrl: string,
  owner: { email: string; firstName: string },
  url: string,
) {
  const link = `${publicUrl}/admin/integracoes`;
  const text = [
    `Olá, ${owner.firstName}.`,
    '',
    `O endpoint de webhook ${url} não aceitou nenhuma entrega por cerca de três dias e foi desativado.`,
    'Os eventos desse período continuam no registro de entregas e podem ser reenviados.',
    '',
    `Corrija o endpoint e reative-o em Integrações: ${link}`,
  ].join('\n');
  return {
    to: owner.email,
    subject: 'Endpoint de webhook desativado por falhas',
    text,
    html: `<p>${escapeHtml(text).replaceAll('\n\n', '</p><p>').replaceAll('\n', '<br>')}</p>`,
  };
}

function deliveryJob(deps: WebhookDeps, message: WebhookMessage, startAfter?: Date): PgBoss.JobInsert {
  return {
    name: WEBHOOK_QUEUE,
    data: message,
    // Only a process that died mid-attempt makes pg-boss retry: the attempt's outcome is recorded, not thrown.
    retryLimit: 10,
    retryDelay: 5,
    expireInSeconds: deps.config.webhookTimeoutSeconds + 5,
    ...(startAfter ? { startAfter } : {}),
  };
}

/** Gives new deliveries of the outbox their jobs; answers how many. */
export async function relayDeliveries(deps: WebhookDeps): Promise<number> {
  return deps.db.transaction(async (tx) => {
    const ids = rowsOf<{ id: string }>(
      await tx.execute(sql`
        select id::text as id from webhook_entregas
        where not enfileirada order by created_at limit ${RELAY_BATCH}
        for update skip locked`),
    ).map((r) => r.id);
    if (!ids.length) return 0;
    await deps.queue.insertInTransaction(
      tx,
      ids.map((entregaId) => deliveryJob(deps, { entregaId, tentativa: 0 })),
    );
    await tx.execute(
      sql`update webhook_entregas set enfileirada = true where id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`,
    );
    return ids.length;
  });
}

/** Deletes events older than the retention (their deliveries and attempts go with them); answers how many. */
export async function pruneEvents(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - EVENTS_KEEP_DAYS * 86_400_000);
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`delete from webhook_eventos where id in (
      select id from webhook_eventos where created_at < ${before.toISOString()}::timestamptz limit 5000) returning id`),
  );
  return rows.length;
}

/** Starts the relay (woken by the outbox's NOTIFY, and every few seconds) and the delivery worker. */
export async function startWebhookWorker(deps: WebhookDeps) {
  await deps.queue.ensureQueue(WEBHOOK_QUEUE, { retryLimit: 10, retryDelay: 5 });
  const workerIds: string[] = [];
  let running: Promise<void> | undefined;
  let again = false;
  let stopped = false;
  const relay = () => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = (async () => {
      try {
        do {
          again = false;
          while ((await relayDeliveries(deps)) === RELAY_BATCH && !stopped) {}
          for (const id of workerIds) deps.queue.boss.notifyWorker(id);
        } while (again && !stopped);
      } catch (error) {
        deps.log.error({ err: error }, 'webhook relay failed');
      } finally {
        running = undefined;
      }
    })();
  };
  for (let i = 0; i < WORKERS; i++) {
    let id = '';
    id = await deps.queue.work<WebhookMessage>(
      WEBHOOK_QUEUE,
      // New deliveries wake the workers (the relay above); polling only finds retries, which wait 5 s or more.
      { batchSize: BATCH, pollingIntervalSeconds: 2 },
      async (jobs) => {
        const results = await Promise.allSettled(jobs.map((job) => deliver(deps, job.data)));
        // A full batch: more are probably waiting, so this worker fetches again at once instead of after the
        // polling interval.
        if (jobs.length === BATCH) deps.queue.boss.notifyWorker(id);
        const failed = results.find((r) => r.status === 'rejected');
        // Recorded attempts are fenced: failing the batch retries only the ones that did not record.
        if (failed) throw (failed as PromiseRejectedResult).reason;
      },
    );
    workerIds.push(id);
  }
  const unlisten = await listen(deps.database, WEBHOOK_CHANNEL, relay);
  const timer = setInterval(relay, 2000);
  timer.unref();
  relay();
  const prune = () =>
    void pruneEvents(deps.db).catch((error) => deps.log.warn({ err: error }, 'webhook events prune failed'));
  const pruneTimer = setInterval(prune, PRUNE_EVERY_MS);
  pruneTimer.unref();
  prune();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearInterval(pruneTimer);
      await unlisten().catch(() => {});
      await running;
      await deps.queue
        .offWork(WEBHOOK_QUEUE)
        .catch((error) => deps.log.warn({ err: error }, 'webhook worker stop failed'));
    },
  };
}
