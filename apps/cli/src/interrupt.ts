/**
 * SIGINT (Ctrl+C) and SIGTERM (a supervisor, `kill`, a script's timeout) stop the command cleanly: what it
 * registered is undone (partial downloads removed, the live view left with a visible cursor), a line says so,
 * and it exits as an interrupted process does: 130 for SIGINT, 143 for SIGTERM.
 */
const cleanups = new Set<() => void>();

/** Registers something to undo if the command is interrupted; returns the function that unregisters it. */
export function onInterrupt(cleanup: () => void): () => void {
  cleanups.add(cleanup);
  return () => cleanups.delete(cleanup);
}

const CODES = { SIGINT: 130, SIGTERM: 143 } as const;

export function installSignalHandlers(): void {
  for (const signal of Object.keys(CODES) as Array<keyof typeof CODES>) {
    process.on(signal, () => {
      // Newest first: the live view is released before the summary line is written under it.
      for (const cleanup of [...cleanups].reverse()) {
        try {
          cleanup();
        } catch {
          // Undo what can be undone; one failure does not keep the others from running.
        }
      }
      cleanups.clear();
      process.stderr.write(`Interrompido (${signal}).\n`);
      process.exit(CODES[signal]);
    });
  }
}
