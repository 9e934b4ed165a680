import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import lockfile from 'proper-lockfile';
import { OperatorError } from '../operatorError.ts';
import { PGliteThread } from './pgliteClient.ts';
import { queueSchemaSql } from './queueSchema.ts';
import * as schema from './schema.ts';
import { copyTemplate, ensureTemplate } from './template.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** The argument of `db.transaction(cb)`: the same query API, bound to one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PGlite in its thread (pg-boss uses it through its adapter, the events LISTEN on it). */
  pglite?: PGliteThread;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export class DataDirLockedError extends OperatorError {}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

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
  try {
    return await lockfile.lock(dir, {
      lockfilePath: lockPath,
      realpath: false,
      stale: 10_000,
      update: 2_000,
      // Right after a crash the dead holder's lock still looks fresh: wait until it is stale (or freed).
      retries: { retries: 7, factor: 1, minTimeout: 2_000, maxTimeout: 2_000 },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error;
    throw new DataDirLockedError(
      `O banco de dados em ${dir} já está aberto por outro processo. ` +
        'Encerre-o, use outro DATA_DIR ou configure DATABASE_URL (PostgreSQL) para vários processos.',
    );
  }
}

/** Opens PostgreSQL when a URL is given, else PGlite under `dataDir/db`; applies migrations. */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several processes (server + workers) may start at once: one migrates, the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(7301)');
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(7301)').catch(() => {});
      client.release();
    }
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  const dir = join(options.dataDir, 'db');
  mkdirSync(dir, { recursive: true });
  const release = await acquireLock(options.dataDir);
  try {
    if (!existsSync(join(dir, 'PG_VERSION')) && readdirSync(dir).length === 0)
      copyTemplate(await databaseTemplate(), dir);
    const pglite = await PGliteThread.open(dir);
    const db = await migrated(pglite);
    return {
      db,
      kind: 'pglite',
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

/** Drizzle over the thread's client (its PGlite driver needs only query and transaction), migrated. */
async function migrated(pglite: PGliteThread): Promise<Db> {
  const db = drizzlePglite({ client: pglite as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder });
  return db;
}

/**
 * The migrated empty database that a new PGlite directory starts as a copy of (db/template.ts): PGlite's own
 * initdb takes most of a first start (seconds, and a second PGlite instance's memory), a copy tens of
 * milliseconds. It holds pg-boss's tables too. Made on the first start that needs it, or ahead by
 * `npm run build:server`.
 */
export function databaseTemplate(): Promise<string> {
  return ensureTemplate(migrationsFolder, async (dir) => {
    const pglite = await PGliteThread.open(dir);
    try {
      await migrated(pglite);
      await pglite.exec(queueSchemaSql());
    } finally {
      await pglite.close();
    }
  });
}
