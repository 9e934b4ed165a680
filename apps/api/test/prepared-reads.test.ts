// Reads as prepared statements on PostgreSQL (db/preparedReads.ts): which statements are named, the bound per
// connection, and a migration's new column while this process runs. PGlite has no pool of connections.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { prepareReads } from '../src/db/preparedReads.ts';
import { createTempDatabase, type TempDatabase } from '../src/testing/tempDatabase.ts';

describe('which statements are named', () => {
  it('selects and withs without a select of *, the same name for the same text, up to the bound', () => {
    // A pool hands each new client to its 'connect' listeners (pg's documented event): here one that records
    // what it is asked to run.
    const pool = new EventEmitter();
    prepareReads(pool as unknown as pg.Pool, { max: 2 });
    const sent: Array<{ text: string; name?: string }> = [];
    const client = { query: (config: { text: string; name?: string }) => sent.push({ ...config }) };
    pool.emit('connect', client);
    const run = (text: string) => (client.query as (c: { text: string }) => unknown)({ text });
    run('select nome from t where id = $1');
    run('  WITH x as (select 1) select * from x');
    run('select nome from t where id = $1');
    run('select * from t');
    run('select t.*, 1 from t');
    run('select count(*) from t');
    run('insert into t values ($1)');
    run('update t set nome = $1');
    run('select 2 from t');
    const [first, star, again, all, dotted, count, insert, update, beyond] = sent;
    expect(first?.name).toMatch(/^[\w-]{27}$/);
    expect(again?.name).toBe(first?.name);
    expect([star, all, dotted, insert, update].map((c) => c?.name)).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(count?.name).toMatch(/^[\w-]{27}$/);
    // Two names already given: a third text runs unnamed.
    expect(beyond?.name).toBeUndefined();
  });
});

if (process.env.DATABASE_URL)
  describe('prepared reads (PostgreSQL)', () => {
    let database: TempDatabase;
    let pool: pg.Pool;
    // What this connection has prepared, read by a statement that is not a read (so never named itself).
    const prepared = async () => {
      const { rows } = await pool.query({
        text: "do $$ begin perform set_config('ca.prepared', (select coalesce(string_agg(statement, ' | ' order by statement), '') from pg_prepared_statements), false); end $$",
      });
      expect(rows).toEqual([]);
      const { rows: out } = await pool.query({
        text: "values (current_setting('ca.prepared'))",
        rowMode: 'array',
      });
      return String(out[0]?.[0] ?? '');
    };
    beforeAll(async () => {
      database = await createTempDatabase(process.env.DATABASE_URL as string);
      // One connection, so every statement below runs on the same one.
      pool = new pg.Pool({ connectionString: database.url, max: 1 });
      prepareReads(pool, { max: 3 });
      await pool.query('create table t (id int primary key, nome text)');
      await pool.query("insert into t values (1, 'um'), (2, 'dois')");
    });
    afterAll(async () => {
      await pool?.end();
      await database?.drop();
    });

    it('prepares reads with their columns named, never writes nor a select of *', async () => {
      for (let i = 0; i < 2; i++) {
        expect((await pool.query({ text: 'select nome from t where id = $1', values: [1] })).rows).toEqual([
          { nome: 'um' },
        ]);
        await pool.query({ text: 'select * from t where id = $1', values: [2] });
        await pool.query({ text: 'update t set nome = nome where id = $1', values: [2] });
      }
      expect(await prepared()).toBe('select nome from t where id = $1');
    });

    it('keeps answering after a migration adds a column to the table it reads', async () => {
      await pool.query({ text: 'select id, nome from t order by id' });
      await pool.query('alter table t add column cidade text');
      expect((await pool.query({ text: 'select id, nome from t order by id' })).rows).toEqual([
        { id: 1, nome: 'um' },
        { id: 2, nome: 'dois' },
      ]);
      // A select of * would now answer three columns: it was never prepared, so it does.
      expect(
        Object.keys((await pool.query({ text: 'select * from t where id = $1', values: [1] })).rows[0]),
      ).toEqual(['id', 'nome', 'cidade']);
    });

    it('prepares at most its bound per connection; the rest run unnamed', async () => {
      for (const n of [1, 2, 3, 4])
        expect(
          (await pool.query({ text: `select ${n} as n from t where id = $1`, values: [1] })).rows,
        ).toEqual([{ n }]);
      const names = (await prepared()).split(' | ');
      expect(names).toHaveLength(3);
      expect(names).toEqual([
        'select 1 as n from t where id = $1',
        'select id, nome from t order by id',
        'select nome from t where id = $1',
      ]);
    });
  });
