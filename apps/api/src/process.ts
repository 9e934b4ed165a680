import { readFileSync } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import { OperatorError } from './operatorError.ts';
import { stopTracing } from './services/tracing.ts';

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
    // Not unref'd: the close awaits things that hold no handle of their own (a worker thread's goodbye), and an
    // empty event loop would end the process with 0 halfway through it.
    const timer = setTimeout(() => process.exit(1), timeoutMs);
    try {
      await close();
    } finally {
      // The spans of the last moments: sent before the process ends (nothing without tracing).
      await stopTracing().catch(() => {});
      clearTimeout(timer);
      process.exit(0);
    }
  };
  for (const signal of SHUTDOWN_SIGNALS) process.on(signal, () => void shutdown(signal));
  if (process.env.npm_lifecycle_event) followLauncher(() => void shutdown('npm-exit'));
  return shutdown;
}

/**
 * Calls `onExit` when the npm that runs this script goes away: npm is the parent, or the parent of the
 * `sh -c` it runs the script in (a shell that outlives npm's death and never notices it). Linux reads the
 * shell's parent from /proc; elsewhere only the direct parent is followed.
 */
export function followLauncher(onExit: () => void): void {
  const parent = process.ppid;
  const parentOf = (pid: number) => {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      return undefined;
    }
  };
  let shellParent: number | undefined;
  try {
    if (/^(sh|dash|bash|zsh)$/.test(readFileSync(`/proc/${parent}/comm`, 'utf8').trim()))
      shellParent = parentOf(parent);
  } catch {
    // no /proc
  }
  setInterval(() => {
    if (process.ppid !== parent || (shellParent !== undefined && parentOf(parent) !== shellParent)) onExit();
  }, 500).unref();
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
