/**
 * PGlite in a thread of its own: the main thread's client must behave as the in-process PGlite did for
 * Drizzle, pg-boss and the events — results, errors, transactions, LISTEN — and must neither keep a finished
 * process alive nor let one exit while it waits for an answer.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { isUniqueViolation } from '../src/db/errors.ts';
import { PGliteThread } from '../src/db/pgliteClient.ts';
import { rowsOf } from '../src/db/queries.ts';

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'certidao-thread-'));
  dirs.push(dir);
  return dir;
};
let database: Database;
const count = async () =>
  Number(
    rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from thread_t`))[0]?.n,
  );

beforeAll(async () => {
  database = await openDatabase({ dataDir: tempDir() });
  await database.db.execute(
    sql`create table thread_t (id int primary key, at timestamptz default now(), doc jsonb)`,
  );
}, 60_000);
afterAll(async () => {
  await database?.close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// openDatabase is given no databaseUrl, so these run on PGlite in both passes.
describe('PGlite thread', () => {
  it('hands rows over as in process: Drizzle keeps timestamps as text, jsonb and bigint are parsed', async () => {
    await database.db.execute(
      sql`insert into thread_t (id, doc) values (1, ${JSON.stringify({ a: [1, 'b'] })})`,
    );
    const [row] = rowsOf<{ id: number; at: string; doc: unknown; big: number }>(
      await database.db.execute(sql`select id, at, doc, 5::int8 as big from thread_t where id = 1`),
    );
    expect(row).toMatchObject({ id: 1, doc: { a: [1, 'b'] }, big: 5 });
    expect(row?.at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    // pg-boss reads through query() without parsers: timestamps arrive as dates.
    const raw = await database.pglite?.query<{ at: Date }>('select at from thread_t where id = $1', [1]);
    expect(raw?.rows[0]?.at).toBeInstanceOf(Date);
  });

  it('errors keep PostgreSQL’s fields (a unique violation is recognised)', async () => {
    const error = await database.db
      .execute(sql`insert into thread_t (id) values (1)`)
      .catch((e: unknown) => e);
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'thread_t_pkey')).toBe(true);
    const syntax = await database.pglite?.query('selec 1').catch((e: { code?: string }) => e);
    expect(syntax).toMatchObject({ code: '42601' });
  });

  it('a transaction commits when its callback returns and rolls back when it throws or asks to', async () => {
    const before = await count();
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_t (id) values (10)`);
    });
    expect(await count()).toBe(before + 1);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_t (id) values (11)`);
        throw new Error('desistiu');
      }),
    ).rejects.toThrow('desistiu');
    await database.pglite?.transaction(async (tx) => {
      await tx.query('insert into thread_t (id) values (12)');
      await tx.rollback();
      expect(tx.closed).toBe(true);
    });
    expect(await count()).toBe(before + 1);
    // A failed savepoint leaves the outer transaction usable, as Drizzle's nested transactions expect.
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into thread_t (id) values (13)`);
      await tx
        .transaction(async (inner) => inner.execute(sql`insert into thread_t (id) values (13)`))
        .catch(() => {});
    });
    expect(await count()).toBe(before + 2);
  });

  it('a statement outside a transaction waits for it to end', async () => {
    const order: string[] = [];
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`insert into thread_t (id) values (20)`);
      await held;
      order.push('commit');
    });
    // Give the transaction time to begin and insert before the outside read is sent.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = count().then((n) => {
      order.push('read');
      return n;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await tx;
    const seen = await outside;
    expect(order).toEqual(['commit', 'read']);
    expect(seen).toBe(await count());
  });

  it('LISTEN delivers NOTIFY payloads until the listener stops', async () => {
    const got: string[] = [];
    const stop = await database.pglite?.listen('thread_channel', (payload) => got.push(payload));
    await database.db.execute(sql`select pg_notify('thread_channel', 'um')`);
    await expect.poll(() => got).toEqual(['um']);
    await stop?.();
    await database.db.execute(sql`select pg_notify('thread_channel', 'dois')`);
    await database.db.execute(sql`select 1`);
    expect(got).toEqual(['um']);
  });

  it('a thread that dies fails the statements waiting on it and the later ones, with a pt-BR message', async () => {
    const thread = await PGliteThread.open(join(tempDir(), 'db'));
    const waiting = thread.query('select pg_sleep(2)');
    // What a crash of the thread looks like to the main thread.
    await (thread as unknown as { worker: { terminate(): Promise<number> } }).worker.terminate();
    await expect(waiting).rejects.toThrow('O banco de dados embutido parou');
    await expect(thread.query('select 1')).rejects.toThrow('O banco de dados embutido parou');
  }, 60_000);

  it('an idle thread does not keep a finished script alive, and a pending answer does', async () => {
    const client = fileURLToPath(new URL('../src/db/pgliteClient.ts', import.meta.url));
    const script = `
      const { PGliteThread } = await import(${JSON.stringify(client)});
      const thread = await PGliteThread.open(${JSON.stringify(join(tempDir(), 'db'))});
      const { rows } = await thread.query('select 41 + 1 as n');
      console.log('answer', rows[0].n);`;
    const { stdout } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      { timeout: 30_000 },
    );
    expect(stdout).toContain('answer 42');
  }, 60_000);
});
