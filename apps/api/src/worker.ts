import { ConfigError, loadConfig, redactUrl } from './config.ts';
import { DataDirLockedError, openDatabase } from './db/client.ts';
import { startPipeline } from './jobs/pipeline.ts';
import { createLogger } from './logger.ts';

/**
 * `npm run worker`: certificate workers without the HTTP server. With DATABASE_URL (PostgreSQL) any number of
 * worker processes, on any number of machines, share the queue with the server (start the server with
 * RUN_WORKERS=false to keep it HTTP-only). On PGlite only one process may open DATA_DIR, so the worker runs
 * alone (the server already runs workers in-process).
 */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const pipeline = await startPipeline(config, database, log, { runWorkers: true });
  process.stdout.write(
    [
      '',
      '  Certidão Ágil — processo de trabalho (certidões) no ar',
      `  ➜ Banco:        ${config.databaseUrl ? `PostgreSQL ${redactUrl(config.databaseUrl)}` : `PGlite em ${config.dataDir}/db`}`,
      `  ➜ Emissores:    ${pipeline.issuers.mode}${pipeline.issuers.mode === 'sandbox' ? ` (SANDBOX_TIME_SCALE=${config.sandboxTimeScale})` : ''}`,
      `  ➜ PDFs:         ${pipeline.storage.describe()}`,
      `  ➜ Concorrência: ${config.workerConcurrency} jobs por processo`,
      '',
      '',
    ].join('\n'),
  );
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'worker shutting down');
    const timer = setTimeout(() => process.exit(1), 20_000).unref();
    try {
      await pipeline.stop();
      await database.close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) {
    process.stderr.write(`\n${error.message}\n\n`);
  } else {
    process.stderr.write(
      `\nFalha ao iniciar o processo de trabalho: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n\n`,
    );
  }
  process.exit(1);
});
