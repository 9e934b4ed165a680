import { randomUUID } from 'node:crypto';
import pg from 'pg';

export interface TempDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A new database on the PostgreSQL server at `baseUrl` (for one test file or one benchmark), dropped by
 * `drop()`: empty, or a copy of the database `template`. Imports nothing of the server, so the benchmarks can use
 * it too.
 */
export async function createTempDatabase(
  baseUrl: string,
  prefix = 'certidao_test',
  template?: string,
): Promise<TempDatabase> {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 16)}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  } finally {
    await admin.end();
  }
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: baseUrl });
      await c.connect();
      try {
        // Pools end their connections asynchronously: wait for them to go, so `force` never kills a live client
        // (which would surface as an unhandled 57P01 error in the process that owns it).
        for (let i = 0; i < 50; i++) {
          const { rows } = await c.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          if (rows[0].n === 0) break;
          await new Promise((r) => setTimeout(r, 200));
        }
        await c.query(`drop database if exists ${name} with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}
