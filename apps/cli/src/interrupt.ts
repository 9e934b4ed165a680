/**
 * SIGINT (Ctrl+C) and SIGTERM (a supervisor, `kill`, a script's timeout) stop the command cleanly: what it
 * registered is undone (partial downloads removed, the live view left with a visible cursor), a line says so,
 * and it exits as an interrupted process does: 130 for SIGINT, 143 for SIGTERM.
 */

/**
 * Undoes something. It may return a promise when what it undoes is still being done on the thread pool (a
 * temporary file whose creation has not come back yet): the exit then waits for it, up to EXIT_WAIT_MS.
 */
export type Cleanup = () => unknown;

const cleanups = new Set<Cleanup>();
let interrupted = false;

/** The longest an interrupted command waits for its clean-ups still on the thread pool (they take ms). */
const EXIT_WAIT_MS = 1_000;

/** Registers something to undo if the command is interrupted; returns the function that unregisters it. */
export function onInterrupt(cleanup: Cleanup): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

/**
 * True once a signal came: work about to leave something behind (a new temporary file) checks it first, since
 * the clean-ups have already run and the process may still take a moment to exit.
 */
export function isInterrupted(): boolean {
  return interrupted;
}

const CODES = { SIGINT: 130, SIGTERM: 143 } as const;

export function installSignalHandlers(): void {
  for (const signal of Object.keys(CODES) as Array<keyof typeof CODES>) {
    process.on(signal, () => {
      // A second signal while the first one's clean-ups finish changes nothing: they take milliseconds.
      if (interrupted) return;
      interrupted = true;
      const pending: Array<Promise<unknown>> = [];
      // Newest first: the live view is released before the summary line is written under it.
      for (const cleanup of [...cleanups].reverse()) {
        try {
          const done = cleanup();
          if (done instanceof Promise) pending.push(done);
        } catch {
          // Undo what can be undone; one failure does not keep the others from running.
        }
      }
      cleanups.clear();
      const exit = () => {
        process.stderr.write(`Interrompido (${signal}).\n`);
        process.exit(CODES[signal]);
      };
      if (!pending.length) exit();
      else {
        setTimeout(exit, EXIT_WAIT_MS);
        void Promise.allSettled(pending).then(exit);
      }
    });
  }
}
