import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>;
/** The argument of `db.transaction(cb)`: the same query API, bound to one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (pg-boss uses it through its adapter). */
  pglite?: PGlite;
  pool?: pg.Pool;
  close(): Promise<void>;
}

export class DataDirLockedError extends Error {}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'drizzle');

/**
 * Only one process may open a PGlite directory: a second one would corrupt it. A lock file with the PID
 * makes the second process fail with a clear message; a lock left by a dead process is taken over.
 */
function acquireLock(dir: string): () => void {
  const file = join(dir, 'certidao.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = Number(readFileSync(file, 'utf8'));
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `O banco de dados em ${dir} já está aberto por outro processo (PID ${pid}). ` +
            'Encerre-o, use outro DATA_DIR ou configure DATABASE_URL (PostgreSQL) para vários processos.',
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new DataDirLockedError(`Não foi possível bloquear ${file}.`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
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
  const release = acquireLock(options.dataDir);
  try {
    const pglite = await PGlite.create(dir);
    const db = drizzlePglite(pglite, { schema });
    await migratePglite(db, { migrationsFolder });
    return {
      db,
      kind: 'pglite',
      pglite,
      async close() {
        try {
          await pglite.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
