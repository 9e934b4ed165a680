import { randomBytes } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { createPaymentGateway } from './adapters/payments/index.ts';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import type { EmbeddedDatabase } from './db/embedded.ts';
import { type Pipeline, startPipeline } from './jobs/pipeline.ts';
import {
  createRefundQueue,
  REFUND_RETRY,
  type RefundRetryOptions,
  startRefundWorker,
} from './jobs/refunds.ts';
import { startWebhookWorker } from './jobs/webhooks.ts';
import { createLogger } from './logger.ts';
import { startStatementScheduler } from './modules/companies/service.ts';
import { startMonitoring } from './modules/monitoring/scheduler.ts';
import { startInvoiceScheduler, startRenewalScheduler } from './modules/payments/service.ts';
import { RequestViews } from './modules/requests/views.ts';
import { startSettingsRefresh } from './modules/settings/service.ts';
import { KeyRateLimiter } from './services/apiKeys.ts';
import { Clock } from './services/clock.ts';
import { createMailer } from './services/mailer.ts';
import { setScrapeSource } from './services/metrics.ts';
import { SnapshotAnswers } from './services/snapshotAnswers.ts';
import { resolveJwtSecret, TokenService } from './services/tokens.ts';
import { READ_CACHE_MS, TtlCache } from './services/ttlCache.ts';
import { closeMetricsServer, startMetricsServer } from './startup/metrics.ts';
import { type SeedResult, seed } from './startup/seed.ts';

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  /** The metrics port's server (METRICS_PORT), listening once created. */
  metricsServer: HttpServer | undefined;
  /** Creates the first administrator and the plans on the first start; call it once the server listens. */
  seed(): Promise<SeedResult>;
  close(): Promise<void>;
}

/**
 * Opens every part (database, mail, tokens) and builds the HTTP app (the caller seeds once it listens). Long on purpose:
 * the start-up order, the matching close and the clean-up of a half-started server read best in one place.
 */
export async function createServer(
  config: Config,
  options: {
    logger?: ReturnType<typeof createLogger>;
    /** Tests shorten the job supervision intervals. */
    pipeline?: { supervisorIntervalMs?: number; superviseIntervalSeconds?: number };
    /** Tests shorten the refund retries. */
    refundRetry?: RefundRetryOptions;
    /** The embedded database, already being opened (npm start: db/embedded.ts); closed with the server. */
    embedded?: Promise<EmbeddedDatabase>;
  } = {},
): Promise<Server> {
  const log = options.logger ?? createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    embedded: options.embedded,
    onIdleConnectionLost: (error) =>
      log.warn({ err: error }, 'idle database connection lost; the next query opens one'),
  });
  let pipeline: Pipeline | undefined;
  let unsetScrapeSource: (() => void) | undefined;
  let metricsServer: Server['metricsServer'];
  try {
    // The sandbox gateway signs its own webhooks with this token; Asaas requires ASAAS_WEBHOOK_TOKEN.
    const webhookToken = config.asaasWebhookToken ?? randomBytes(24).toString('hex');
    let appRef: FastifyInstance | undefined;
    const gateway = createPaymentGateway(config, database.db, log, {
      webhookToken,
      webhookUrl: () => localWebhookUrl(appRef, config),
    });
    const clock = new Clock(config.sandboxClock);
    await clock.refresh(database.db);
    // First: a metrics port already taken stops the start before any worker runs.
    metricsServer = await startMetricsServer(config, log);
    unsetScrapeSource = setScrapeSource({ database, now: () => clock.now() });
    pipeline = await startPipeline(config, database, log, {
      runWorkers: config.runWorkers,
      clock,
      ...options.pipeline,
    });
    const refundRetry = options.refundRetry ?? REFUND_RETRY;
    await createRefundQueue(pipeline.queue, refundRetry);
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      tokens: new TokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)),
      mailer: createMailer(config),
      log,
      payments: { gateway, webhookToken, refundRetry },
      pipeline,
      startup: { ready: false },
      keyRateLimiter: new KeyRateLimiter(() => config.apiKeyRateLimit),
      clock,
      caches: {
        auth: new TtlCache(READ_CACHE_MS, 10_000),
        publicPlans: new TtlCache(READ_CACHE_MS, 100),
        requests: new RequestViews(),
        answers: new SnapshotAnswers(),
      },
    };
    const app = await buildApp(ctx, log);
    appRef = app;
    // The saved settings: sender of e-mails and log level, re-read every minute.
    const settings = await startSettingsRefresh(ctx);
    const renewals = config.runWorkers ? startRenewalScheduler(ctx) : undefined;
    const statements = config.runWorkers ? startStatementScheduler(ctx) : undefined;
    const invoices = config.runWorkers ? startInvoiceScheduler(ctx) : undefined;
    const refunds = config.runWorkers
      ? await startRefundWorker({ db: ctx.db, queue: pipeline.queue, gateway, mailer: ctx.mailer, log })
      : undefined;
    const webhooks = config.runWorkers
      ? await startWebhookWorker({
          db: ctx.db,
          database,
          queue: pipeline.queue,
          mailer: ctx.mailer,
          log,
          config,
        })
      : undefined;
    if (config.runWorkers) ctx.monitoring = await startMonitoring(ctx);
    return {
      app,
      ctx,
      metricsServer,
      seed: async () => {
        const result = await seed(database.db, {
          adminEmail: config.adminEmail,
          adminPassword: config.adminPassword,
        });
        ctx.startup.ready = true;
        pipeline?.startPdfThreads();
        return result;
      },
      async close() {
        await closeMetricsServer(metricsServer);
        unsetScrapeSource?.();
        settings.stop();
        await ctx.monitoring?.stop();
        await renewals?.stop();
        await statements?.stop();
        await invoices?.stop();
        await refunds?.stop();
        await webhooks?.stop();
        await gateway.close();
        await app.close();
        await pipeline?.stop();
        await database.close();
      },
    };
  } catch (error) {
    unsetScrapeSource?.();
    await closeMetricsServer(metricsServer);
    await pipeline?.stop().catch(() => {});
    await database.close();
    throw error;
  }
}

/** Our own webhook endpoint at the address the server listens on (the sandbox delivers there). */
function localWebhookUrl(app: FastifyInstance | undefined, config: Config): string {
  const address = app?.server.address();
  if (address && typeof address === 'object') {
    const host =
      address.address === '0.0.0.0' || address.address === '::'
        ? '127.0.0.1'
        : address.family === 'IPv6'
          ? `[${address.address}]`
          : address.address;
    return `http://${host}:${address.port}/api/webhooks/asaas`;
  }
  return `${config.publicUrl}/api/webhooks/asaas`;
}
