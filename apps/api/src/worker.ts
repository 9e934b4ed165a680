import { loadConfig, redactUrl } from './config.ts';
import { openDatabase } from './db/client.ts';
import { startPipeline } from './jobs/pipeline.ts';
import { startWebhookWorker } from './jobs/webhooks.ts';
import { createLogger } from './logger.ts';
import { startMonitoring } from './modules/monitoring/scheduler.ts';
import { closeOnSignals, exitOnStartupError } from './process.ts';
import { Clock } from './services/clock.ts';
import { createMailer } from './services/mailer.ts';
import { setScrapeSource } from './services/metrics.ts';
import { adoptLegacyDataDir } from './startup/dataDir.ts';
import { closeMetricsServer, startMetricsServer } from './startup/metrics.ts';
import { startTelemetry } from './startup/telemetry.ts';

/**
 * `npm run worker`: certificate workers without the HTTP server. With DATABASE_URL (PostgreSQL) any number of
 * worker processes, on any number of machines, share the queue with the server (start the server with
 * RUN_WORKERS=false to keep it HTTP-only). On PGlite only one process may open DATA_DIR, so the worker runs
 * alone (the server already runs workers in-process).
 */
async function main() {
  const config = loadConfig();
  const moved = adoptLegacyDataDir(config);
  if (moved) process.stderr.write(`  ⚠ ${moved}\n`);
  await startTelemetry('certidao-worker');
  const log = createLogger(config.logLevel);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    onIdleConnectionLost: (error) =>
      log.warn({ err: error }, 'idle database connection lost; the next query opens one'),
  });
  const clock = new Clock(config.sandboxClock);
  await clock.refresh(database.db);
  // The worker has no other HTTP port: METRICS_PORT is how Prometheus scrapes it (docs/operations.md).
  const metricsServer = await startMetricsServer(config, log).catch(async (error) => {
    await database.close();
    throw error;
  });
  setScrapeSource({ database, now: () => clock.now() });
  const pipeline = await startPipeline(config, database, log, { runWorkers: true, clock });
  pipeline.startPdfThreads();
  const mailer = createMailer(config);
  // Webhook deliveries and monitoring passes too: with RUN_WORKERS=false the HTTP server leaves them to
  // worker processes.
  const webhooks = await startWebhookWorker({
    db: database.db,
    database,
    queue: pipeline.queue,
    mailer,
    log,
    config,
  });
  const monitoring = await startMonitoring({
    config,
    db: database.db,
    database,
    clock,
    pipeline,
    mailer,
    log,
  });
  process.stdout.write(
    [
      '',
      '  Certidão Ágil — processo de trabalho (certidões) no ar',
      `  ➜ Banco:        ${config.databaseUrl ? `PostgreSQL ${redactUrl(config.databaseUrl)}` : `PGlite em ${config.dataDir}/db`}`,
      `  ➜ Emissores:    ${pipeline.issuers.mode}${pipeline.issuers.mode === 'sandbox' ? ` (SANDBOX_TIME_SCALE=${config.sandboxTimeScale})` : ''}`,
      `  ➜ PDFs:         ${pipeline.storage.describe()}`,
      `  ➜ Concorrência: ${config.workerConcurrency} jobs por processo`,
      `  ➜ Métricas:     ${config.metricsPort === undefined ? 'desligadas (defina METRICS_PORT)' : `http://${config.host}:${config.metricsPort}/metrics${config.metricsToken ? ' (com METRICS_TOKEN)' : ''}`}`,
      '',
      '',
    ].join('\n'),
  );
  closeOnSignals(
    log,
    async () => {
      await closeMetricsServer(metricsServer);
      await monitoring.stop();
      await webhooks.stop();
      await pipeline.stop();
      await database.close();
    },
    20_000,
  );
}

main().catch(exitOnStartupError('o processo de trabalho'));
