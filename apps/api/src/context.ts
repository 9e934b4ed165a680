import type { FastifyBaseLogger } from 'fastify';
import type { PaymentGateway } from './adapters/payments/types.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { AuthState } from './http/types.ts';
import type { Pipeline } from './jobs/pipeline.ts';
import type { RefundRetryOptions } from './jobs/refunds.ts';
import type { MonitoringWorker } from './modules/monitoring/scheduler.ts';
import type { RequestViews } from './modules/requests/views.ts';
import type { KeyRateLimiter } from './services/apiKeys.ts';
import type { Clock } from './services/clock.ts';
import type { Mailer } from './services/mailer.ts';
import type { SnapshotAnswers } from './services/snapshotAnswers.ts';
import type { TokenService } from './services/tokens.ts';
import type { TtlCache } from './services/ttlCache.ts';

/** Everything a handler or service needs, built once at start-up. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /**
   * Payment gateway (sandbox or Asaas), the token its webhooks must carry and how refunds the gateway
   * refused are retried (jobs/refunds.ts).
   */
  payments: { gateway: PaymentGateway; webhookToken: string; refundRetry: RefundRetryOptions };
  /** Certificate pipeline: PDF storage, job queue (pg-boss), issuers, signer and the in-process workers. */
  pipeline: Pipeline;
  /**
   * Short-lived caches of the hottest reads (docs/decisions/): the caller behind a token, and the public plan list.
   * A request that may change what they hold (the Auth, Users and Email tags; the Plans tag) clears them when
   * it completes (app.ts); other processes see a change within their time limit (docs/decisions/).
   */
  /**
   * Whether the start-up work done once the port is bound (the first administrator, the default plans) has
   * finished: until then health answers 503, so nothing that waits for a healthy server signs in too early.
   */
  startup: { ready: boolean };
  /** Calls per minute of each API key, in this process (services/apiKeys.ts). */
  keyRateLimiter: KeyRateLimiter;
  /** The time schedules and sandbox issuers go by (movable with SANDBOX_CLOCK=true; services/clock.ts). */
  clock: Clock;
  /** The monitoring schedule of this process (undefined when it runs no workers). */
  monitoring?: MonitoringWorker;
  caches: {
    auth: TtlCache<AuthState | { error: string }>;
    publicPlans: TtlCache<unknown>;
    /** The answers of requests, each used while its version is current (modules/requests/views.ts). */
    requests: RequestViews;
    /** Whole answers, each used while no write has committed since (services/snapshotAnswers.ts). */
    answers: SnapshotAnswers;
  };
}
