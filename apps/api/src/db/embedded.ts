import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import lockfile from 'proper-lockfile';
import { OperatorError } from '../operatorError.ts';
import { PGliteThread } from './pgliteClient.ts';
import { copyTemplate, readyTemplate } from './template.ts';

export class DataDirLockedError extends OperatorError {}

/** The embedded database's directory, locked for this process, with PGlite open in its thread. */
export interface EmbeddedDatabase {
  pglite: PGliteThread;
  /** Closes PGlite and frees the directory. */
  close(): Promise<void>;
}

/**
 * Only one process may open a PGlite directory: a second one would corrupt it. The lock is `certidao.lock` (a
 * directory, created atomically, so exactly one of two racing starts wins) that its holder touches every two
 * seconds (proper-lockfile). A lock nobody has touched for 10 s belongs to a dead process and is taken over (a
 * start waits that long for it), so a crash never blocks the next start and a reused PID cannot fool it. If the
 * lock is lost while running (another process took it), the library stops this process rather than let two
 * write the same files.
 */
async function acquireLock(dir: string): Promise<() => Promise<void>> {
  const lockPath = join(dir, 'certidao.lock');
  // A lock file of the earlier format (a plain file with a PID) is from a stopped server: remove it.
  if (existsSync(lockPath) && !statSync(lockPath).isDirectory()) rmSync(lockPath, { force: true });
  // The library checks the lock's time with a stat every two seconds; one in flight when the lock is released
  // answers ENOENT once the directory is gone (a test server removes it right after closing), which it takes for
  // a lost lock and throws. After our own release that is no loss.
  let released = false;
  try {
    const release = await lockfile.lock(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: 10_000,
      update: 2_000,
      // Right after a crash the dead holder's lock still looks fresh: wait until it is stale (or freed).
      retries: { retries: 7, factor: 1, minTimeout: 2_000, maxTimeout: 2_000 },
      onCompromised: (error) => {
        if (!released) throw error;
      },
    });
    return async () => {
      released = true;
      await release();
    };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new DataDirLockedError(
      `O banco de dados em ${dir} já está aberto por outro processo. ` +
        'Encerre-o, use outro DATA_DIR ou configure DATABASE_URL (PostgreSQL) para vários processos.',
    );
  }
}

/**
 * Locks `dataDir`, fills a new `dataDir/db` from the template (`template()` makes it when missing) and starts
 * PGlite in its thread; migrations are the caller's (client.ts). Kept light on imports: `npm start` calls it
 * before loading the server's modules, so the thread starts PGlite on a core of its own while the main thread
 * loads them.
 */
export async function openEmbedded(
  dataDir: string,
  template: () => Promise<string>,
): Promise<EmbeddedDatabase> {
  const dir = join(dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const release = await acquireLock(dataDir);
  try {
    if (!existsSync(join(dir, 'PG_VERSION')) && readdirSync(dir).length === 0)
      await copyTemplate(readyTemplate() ?? (await template()), dir);
    const pglite = await PGliteThread.open(dir);
    return {
      pglite,
      async close() {
        try {
          await pglite.close();
        } finally {
          await release();
        }
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}
