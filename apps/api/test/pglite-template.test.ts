/**
 * A new PGlite DATA_DIR starts as a copy of the migrated template database instead of running PGlite's initdb:
 * the copy must hold every migration, pg-boss's tables and the server's queues, and no data of another directory, the template must stay untouched by
 * the directories made from it, and the embedded database must run with its memory settings.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import { afterAll, describe, expect, it } from 'vitest';
import { databaseTemplate, openDatabase } from '../src/db/client.ts';
import { PGLITE_SETTINGS } from '../src/db/pgliteSettings.ts';
import { rowsOf } from '../src/db/queries.ts';
import { QUEUE_SCHEMA, QUEUES } from '../src/db/queueSchema.ts';
import { CACHE_DIR, templateName } from '../src/db/template.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'certidao-template-'));
  dirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const migrations = join(import.meta.dirname, '..', 'drizzle');
const journalEntries = (): number => readdirSync(migrations).filter((file) => file.endsWith('.sql')).length;

// openDatabase is given no databaseUrl, so these run on PGlite in both passes.
describe('PGlite data directory template', () => {
  it('a fresh DATA_DIR is a copy of the template, with every migration applied and its own data', async () => {
    const template = await databaseTemplate();
    expect(template).toBe(join(CACHE_DIR, templateName()));
    expect(existsSync(join(template, 'PG_VERSION'))).toBe(true);

    const first = tempDir();
    const a = await openDatabase({ dataDir: first });
    try {
      expect(existsSync(join(first, 'db', 'PG_VERSION'))).toBe(true);
      const [applied] = rowsOf<{ n: number }>(
        await a.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
      );
      expect(applied?.n).toBe(journalEntries());
      // pg-boss's tables come with the copy: its first start finds them at its own version.
      const [queueVersion] = rowsOf<{ version: number }>(
        await a.db.execute(sql.raw(`select version from ${QUEUE_SCHEMA}.version`)),
      );
      expect(queueVersion?.version).toBe(
        Number(PgBoss.getConstructionPlans('x').match(/version\(version\) VALUES \('(\d+)'\)/)?.[1]),
      );
      // So do the server's queues (their settings are applied at start), and only the database a server uses.
      const queues = rowsOf<{ name: string }>(
        await a.db.execute(sql.raw(`select name from ${QUEUE_SCHEMA}.queue order by name`)),
      );
      expect(queues.map((q) => q.name)).toEqual(Object.values(QUEUES).sort());
      const databases = rowsOf<{ datname: string }>(await a.db.execute(sql`select datname from pg_database`));
      expect(databases).toEqual([{ datname: 'postgres' }]);
      await a.db.execute(
        sql`insert into app_settings (key, value) values ('template_test', '{"dir":"first"}'::jsonb)`,
      );
    } finally {
      await a.close();
    }

    // A second directory starts from the template, not from the first one's data.
    const b = await openDatabase({ dataDir: tempDir() });
    try {
      const rows = rowsOf(await b.db.execute(sql`select key from app_settings where key = 'template_test'`));
      expect(rows).toEqual([]);
    } finally {
      await b.close();
    }

    // And the first keeps its row when reopened.
    const again = await openDatabase({ dataDir: first });
    try {
      const rows = rowsOf<{ value: unknown }>(
        await again.db.execute(sql`select value from app_settings where key = 'template_test'`),
      );
      expect(rows).toEqual([{ value: { dir: 'first' } }]);
    } finally {
      await again.close();
    }
  }, 180_000);

  it('a database directory that is not empty is left to PGlite, never overwritten by the template', async () => {
    const dataDir = tempDir();
    mkdirSync(join(dataDir, 'db'), { recursive: true });
    writeFileSync(join(dataDir, 'db', 'stray.txt'), 'not a database');
    // PGlite initialises a directory without PG_VERSION itself; the stray file survives.
    const database = await openDatabase({ dataDir });
    try {
      expect(existsSync(join(dataDir, 'db', 'stray.txt'))).toBe(true);
      expect(existsSync(join(dataDir, 'db', 'PG_VERSION'))).toBe(true);
    } finally {
      await database.close();
    }
  }, 180_000);

  it('the embedded database runs with its memory settings', async () => {
    const database = await openDatabase({ dataDir: tempDir() });
    try {
      for (const [name, value] of Object.entries(PGLITE_SETTINGS)) {
        const [row] = rowsOf<Record<string, string>>(await database.db.execute(sql.raw(`show ${name}`)));
        expect(row?.[name]).toBe(value);
      }
    } finally {
      await database.close();
    }
  }, 120_000);
});
