import { formatMoney } from '@certidao/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { JobWithMetadata } from 'pg-boss';
import type { PaymentGateway } from '../adapters/payments/types.ts';
import type { Db } from '../db/client.ts';
import { audit } from '../services/audit.ts';
import type { Mailer } from '../services/mailer.ts';
import { adminEmailRecipients } from '../services/settings.ts';
import type { JobQueue } from './queue.ts';

/**
 * Refunds that failed on the money path (a compensating refund after a card purchase could not be
 * completed) are retried by this pg-boss queue until the gateway accepts them; after the last attempt an
 * audit entry is written and every active admin is e-mailed to refund by hand.
 */
export const REFUND_QUEUE = 'refunds';

export interface RefundMessage {
  /** The charge at the gateway to refund. */
  gatewayPaymentId: string;
  /** Our payment id (the row may not exist: a charge that could not be recorded). */
  paymentId: string;
  userId: string;
  valorCents: number;
  /** Why the money goes back (for people reading the audit log or the e-mail). */
  reason: string;
}

export interface RefundRetryOptions {
  /** Attempts by the queue (after the first, immediate one made by the caller). */
  attempts: number;
  /** Seconds before the first retry; doubled each time (pg-boss backoff), at most `delayMaxSeconds`. */
  delaySeconds: number;
  delayMaxSeconds: number;
  backoff: boolean;
}

/** 8 attempts over about four hours. */
export const REFUND_RETRY: RefundRetryOptions = {
  attempts: 8,
  delaySeconds: 60,
  delayMaxSeconds: 3600,
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
  ...(r.backoff ? { retryDelayMax: r.delayMaxSeconds } : {}),
});

/** Creates the refund queue (idempotent; every process that may schedule a refund calls it at start-up). */
export async function createRefundQueue(queue: JobQueue, retry: RefundRetryOptions = REFUND_RETRY) {
  await queue.ensureQueue(REFUND_QUEUE, { ...retryPolicy(retry), deleteAfterSeconds: 30 * 24 * 3600 });
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
export async function attemptRefund(deps: RefundDeps, job: JobWithMetadata<RefundMessage>): Promise<void> {
  const m = job.data;
  const attempt = job.retryCount + 1;
  const target = { targetType: 'payment', targetId: m.paymentId } as const;
  try {
    await deps.gateway.refundPayment(m.gatewayPaymentId);
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
  await deps.queue.boss.work<RefundMessage>(
    REFUND_QUEUE,
    { includeMetadata: true, pollingIntervalSeconds: 1, batchSize: 1 },
    async ([job]) => {
      if (job) await attemptRefund(deps, job as JobWithMetadata<RefundMessage>);
    },
  );
  return {
    async stop() {
      await deps.queue.boss
        .offWork(REFUND_QUEUE)
        .catch((error) => deps.log.warn({ err: error }, 'refund worker stop failed'));
    },
  };
}
