import { formatMoney } from '@certidao/domain';
import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { PaymentGateway } from '../adapters/payments/types.ts';
import type { Db } from '../db/client.ts';
import { QUEUES } from '../db/queueSchema.ts';
import { audit } from '../services/audit.ts';
import type { Mailer } from '../services/mailer.ts';
import { adminEmailRecipients } from '../services/settings.ts';
import type { JobQueue } from './queue.ts';

/**
 * Refunds that failed on the money path (a compensating refund after a card purchase could not be
 * completed) are retried by this pg-boss queue until the gateway accepts them; after the last attempt an
 * audit entry is written and every active admin is e-mailed to refund by hand.
 */
export const REFUND_QUEUE = QUEUES.refunds;

export interface RefundMessage {
  /** The charge at the gateway to refund. */
  gatewayPaymentId: string;
  /** Our payment id (the row may not exist: a charge that could not be recorded). */
  paymentId: string;
  userId: string;
  valorCents: number;
  /** Only this much of the charge, in cents (a one-off order's certificates never issued); else the whole. */
  partialCents?: number;
  /** Why the money goes back (for people reading the audit log or the e-mail). */
  reason: string;
}

export interface RefundRetryOptions {
  /** Attempts by the queue (after the first, immediate one made by the caller). */
  attempts: number;
  /** Seconds before the first retry; with `backoff`, doubled each time (pg-boss adds up to as much again). */
  delaySeconds: number;
  backoff: boolean;
}

/** 8 attempts over two to four hours (the last wait 1–2 h). */
export const REFUND_RETRY: RefundRetryOptions = {
  attempts: 8,
  delaySeconds: 60,
  backoff: true,
};

export interface RefundDeps {
  db: Db;
  queue: JobQueue;
  gateway: PaymentGateway;
  mailer: Mailer;
  log: FastifyBaseLogger;
  retry?: RefundRetryOptions;
}

const retryPolicy = (r: RefundRetryOptions) => ({
  retryLimit: Math.max(0, r.attempts - 1),
  retryDelay: r.delaySeconds,
  retryBackoff: r.backoff,
});

/** Creates the refund queue (idempotent; every process that may schedule a refund calls it at start-up). */
export async function createRefundQueue(queue: JobQueue, retry: RefundRetryOptions = REFUND_RETRY) {
  await queue.ensureQueue(REFUND_QUEUE, retryPolicy(retry));
  await carryOverRefunds(queue);
}

/**
 * Refunds still pending in the tables of pg-boss 12 (schema `pgboss`, used before the move to pg-boss 10) go
 * to this queue under the same ids, so that a start interrupted half-way inserts none twice, then leave
 * those tables.
 */
async function carryOverRefunds(queue: JobQueue) {
  const { rows: found } = await queue.execute(`SELECT to_regclass('pgboss.job') IS NOT NULL AS present`);
  if (!found[0]?.present) return;
  const { rows } = await queue.execute(
    `SELECT id::text AS id, data, start_after FROM pgboss.job
     WHERE name = $1 AND state::text IN ('created', 'retry', 'active')`,
    [REFUND_QUEUE],
  );
  if (!rows.length) return;
  await queue.boss.insert(
    rows.map((r) => ({
      id: String(r.id),
      name: REFUND_QUEUE,
      data: r.data as object,
      // Not earlier than it was due (an ISO time, as pg-boss reads it).
      startAfter: new Date(r.start_after as string).toISOString(),
    })),
  );
  await queue.execute(`DELETE FROM pgboss.job WHERE name = $1 AND id = ANY($2::uuid[])`, [
    REFUND_QUEUE,
    rows.map((r) => String(r.id)),
  ]);
}

/** Hands a refund the gateway refused to the retry queue. */
export async function scheduleRefundRetry(
  queue: JobQueue,
  message: RefundMessage,
  retry: RefundRetryOptions = REFUND_RETRY,
): Promise<void> {
  await queue.boss.send(REFUND_QUEUE, message, { ...retryPolicy(retry), startAfter: retry.delaySeconds });
}

/** One attempt of a queued refund: done, failed and retried (throws), or given up and reported. */
export async function attemptRefund(
  deps: RefundDeps,
  job: PgBoss.JobWithMetadata<RefundMessage>,
): Promise<void> {
  const m = job.data;
  const attempt = job.retryCount + 1;
  const target = { targetType: 'payment', targetId: m.paymentId } as const;
  try {
    await deps.gateway.refundPayment(m.gatewayPaymentId, m.partialCents);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    deps.log.error({ err: error, paymentId: m.paymentId, attempt }, 'refund retry failed');
    await audit(deps.db, {
      ...target,
      action: 'payment.refund_failed',
      details: { gatewayPaymentId: m.gatewayPaymentId, attempt, error: reason },
    });
    if (attempt < job.retryLimit + 1) throw error;
    await giveUp(deps, m, attempt, reason);
    return;
  }
  deps.log.info({ paymentId: m.paymentId, attempt }, 'refund retry succeeded');
  await audit(deps.db, {
    ...target,
    action: 'payment.refund_retried',
    details: { gatewayPaymentId: m.gatewayPaymentId, attempt, valorCents: m.valorCents },
  });
}

/** The last attempt failed: record it and ask the admins to refund by hand. */
async function giveUp(deps: RefundDeps, m: RefundMessage, attempts: number, reason: string) {
  await audit(deps.db, {
    action: 'payment.refund_abandoned',
    targetType: 'payment',
    targetId: m.paymentId,
    details: { gatewayPaymentId: m.gatewayPaymentId, attempts, error: reason, userId: m.userId },
  });
  // The `emailAdmin` setting when set, else every active admin (services/settings.ts).
  for (const email of await adminEmailRecipients(deps.db))
    await deps.mailer.send(refundAbandonedEmail(email, m, attempts, reason));
}

export function refundAbandonedEmail(to: string, m: RefundMessage, attempts: number, reason: string) {
  const text = [
    'Um reembolso não pôde ser feito automaticamente e precisa ser feito manualmente no gateway de pagamento.',
    '',
    `Cobrança no gateway: ${m.gatewayPaymentId}`,
    `Pagamento: ${m.paymentId}`,
    `Usuário: ${m.userId}`,
    `Valor: ${formatMoney(m.valorCents / 100)}`,
    `Motivo do reembolso: ${m.reason}`,
    `Tentativas: ${attempts}`,
    `Último erro: ${reason}`,
  ].join('\n');
  return {
    to,
    subject: `Reembolso pendente: cobrança ${m.gatewayPaymentId}`,
    text,
    html: `<pre>${text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)}</pre>`,
  };
}

/** Works the refund queue (processes that run workers); `stop()` stops taking new attempts. */
export async function startRefundWorker(deps: RefundDeps) {
  await deps.queue.work<RefundMessage>(
    REFUND_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 1, batchSize: 1 },
    async ([job]) => {
      if (job) await attemptRefund(deps, job);
    },
  );
  return {
    async stop() {
      await deps.queue
        .offWork(REFUND_QUEUE)
        .catch((error) => deps.log.warn({ err: error }, 'refund worker stop failed'));
    },
  };
}
