import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { type EmbeddedDatabase, openEmbedded } from './embedded.ts';
import { PGliteThread } from './pgliteClient.ts';
import { prepareReads } from './preparedReads.ts';
import { queueSchemaSql } from './queueSchema.ts';
import * as schema from './schema.ts';
import { ensureTemplate, MIGRATIONS_FOLDER } from './template.ts';

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

/** Opens PostgreSQL when a URL is given, else PGlite under `dataDir/db`; applies migrations. */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** The embedded database, already being opened (db/embedded.ts); ignored with a databaseUrl. */
  embedded?: Promise<EmbeddedDatabase>;
  /** Told when PostgreSQL closes an idle connection of the pool (a restart, a failover, a terminated backend). */
  onIdleConnectionLost?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    // Idle connections are kept, not closed after pg's default 10 s: a connection opened again costs its start-up
    // and a new backend whose caches are cold and whose prepared reads are gone, so a customer's first click
    // after a quiet moment paid it: a first page 51 ms instead of 18–21 at 200,000 requests (docs/decisions/
    // performance.md, 'The API's speed'). At most `max` per process, as under load.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10, idleTimeoutMillis: 0 });
    // An idle connection the server closes is dropped by the pool, which emits 'error': without a listener that
    // event would end the process. The next query opens a new connection.
    pool.on('error', (error) => options.onIdleConnectionLost?.(error));
    prepareReads(pool);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // Several processes (server + workers) may start at once: one migrates, the others wait on the lock.
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock(7301)');
      await migratePg(drizzlePg(client), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock(7301)').catch(() => {});
      client.release();
    }
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  // Started by the caller when given (npm start opens it while the server's modules load).
  const embedded = await (options.embedded ?? openEmbedded(options.dataDir, databaseTemplate));
  try {
    return {
      db: await migrated(embedded.pglite),
      kind: 'pglite',
      pglite: embedded.pglite,
      close: embedded.close,
    };
  } catch (error) {
    await embedded.close();
    throw error;
  }
}

/** Drizzle over the thread's client (its PGlite driver needs only query and transaction), migrated. */
async function migrated(pglite: PGliteThread): Promise<Db> {
  const db = drizzlePglite({ client: pglite as unknown as PGlite, schema });
  await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return db;
}

/**
 * The migrated empty database that a new PGlite directory starts as a copy of (db/template.ts): PGlite's own
 * initdb takes most of a first start (seconds, and a second PGlite instance's memory), a copy tens of
 * milliseconds. It holds pg-boss's tables too, and only the `postgres` database. Made on the first start that
 * needs it, or ahead by `npm run build:server`.
 */
export function databaseTemplate(): Promise<string> {
  return ensureTemplate(async (dir) => {
    const pglite = await PGliteThread.open(dir);
    try {
      await migrated(pglite);
      await pglite.exec(queueSchemaSql());
      // A server uses only the `postgres` database. initdb's template databases (for CREATE DATABASE, which
      // nothing here runs) are half the files every new DATA_DIR would copy, and a copy's time goes to files.
      await pglite.exec(
        `update pg_database set datistemplate = false where datname in ('template0', 'template1')`,
      );
      await pglite.exec('drop database template0');
      await pglite.exec('drop database template1');
    } finally {
      await pglite.close();
    }
  });
}
