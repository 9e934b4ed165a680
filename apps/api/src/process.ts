import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { OperatorError } from './operatorError.ts';

/** The port is taken (another server, or an earlier start still running). */
export class PortInUseError extends OperatorError {
  constructor(config: Pick<Config, 'port' | 'host'>) {
    super(
      `A porta ${config.port} de ${config.host} já está em uso (outro servidor, ou um npm start anterior ainda aberto). ` +
        `Encerre-o ou escolha outra: PORT=${config.port === 65535 ? 3001 : config.port + 1} npm start.`,
    );
  }
}

export const SHUTDOWN_SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

/**
 * Closes everything once on SIGTERM, SIGINT or SIGHUP, then exits; a close that hangs past `timeoutMs` exits
 * with 1. Under an npm script it also closes when npm goes away: npm forwards SIGTERM and SIGINT to its
 * script but dies of SIGHUP (or SIGKILL) without a word to it, which used to leave the server running with
 * the port taken. Returns the shutdown, for a caller that must stop for another reason.
 */
export function closeOnSignals(
  log: FastifyBaseLogger,
  close: () => Promise<void>,
  timeoutMs: number,
): (reason: string) => Promise<void> {
  let closing = false;
  const shutdown = async (reason: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal: reason }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), timeoutMs).unref();
    try {
      await close();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void shutdown(signal));
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    setInterval(() => {
      if (process.ppid !== parent) void shutdown('parent-exit');
    }, 500).unref();
  }
  return shutdown;
}

/** Start-up failure: the operator's own mistakes in one clear line, anything else with its stack. */
export function exitOnStartupError(what: string) {
  return (error: unknown): never => {
    if (error instanceof OperatorError) {
      process.stderr.write(`\n${error.message}\n\n`);
    } else {
      const detail = error instanceof Error ? (error.stack ?? error.message) : String(error);
      process.stderr.write(`\nFalha ao iniciar ${what}: ${detail}\n\n`);
    }
    process.exit(1);
  };
}
