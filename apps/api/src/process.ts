import type { FastifyBaseLogger } from 'fastify';
import { ConfigError } from './config.ts';
import { DataDirLockedError } from './db/client.ts';

/** Closes everything once on SIGTERM/SIGINT, then exits; a close that hangs past `timeoutMs` exits with 1. */
export function closeOnSignals(log: FastifyBaseLogger, close: () => Promise<void>, timeoutMs: number): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), timeoutMs).unref();
    try {
      await close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/** Start-up failure: the operator's own mistakes in one clear line, anything else with its stack. */
export function exitOnStartupError(what: string) {
  return (error: unknown): never => {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      process.stderr.write(`\n${error.message}\n\n`);
    } else {
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`\nFalha ao iniciar ${what}: ${detail}\n\n`);
    }
    process.exit(1);
  };
}
