import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, type QueryOptions, type Transaction } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PGliteRuntime } from './pgliteClient.ts';
import { PGLITE_SETTINGS } from './pgliteSettings.ts';

/** What the main thread asks of the database thread (pgliteClient.ts). `tx` runs a statement in that transaction. */
export type ThreadRequest =
  | {
      op: 'query';
      id: number;
      tx?: number;
      sql: string;
      params?: unknown[];
      rowMode?: 'array' | 'object';
      text?: number[];
    }
  | { op: 'exec'; id: number; tx?: number; sql: string }
  | { op: 'begin'; id: number }
  | { op: 'end'; id: number; tx: number; commit: boolean }
  | { op: 'listen' | 'unlisten'; id: number; channel: string }
  | { op: 'close'; id: number };

/** An answer (`id`), a failure (`id` and `error`, the error's own fields) or a notification (`channel`). */
export type ThreadMessage =
  | { id: number; result?: unknown; error?: undefined }
  | { id: number; error: Record<string, unknown> }
  | { channel: string; payload: string };

/**
 * The database thread: owns the PGlite instance of `workerData.dir`, so PostgreSQL's WASM runs here and not on
 * the main thread's event loop (pg-boss's polling, maintenance and every query used to stall the HTTP answers
 * queued behind them). Requests run in arrival order under PGlite's own locks: a statement outside an open
 * transaction waits for it to end, as it did in process.
 */
const { dir, pgliteWasmModule, fsBundle } = workerData as { dir: string } & Partial<PGliteRuntime>;
const port = parentPort;
if (!port) throw new Error('pgliteThread runs as a worker thread');

class Rollback extends Error {}

const keepText = (value: string) => value;
const textParsers = new Map<string, QueryOptions['parsers']>();
/** Drizzle keeps dates, intervals and numeric arrays as text with identity parsers (functions cannot cross threads). */
function parsersOf(oids: number[] | undefined): QueryOptions['parsers'] {
  if (!oids?.length) return undefined;
  const key = oids.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, keepText]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

/** The error's own primitive fields (code, constraint, detail…): enough for callers to tell errors apart. */
function plainError(error: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {
    name: error instanceof Error ? error.name : 'Error',
    message: error instanceof Error ? error.message : String(error),
  };
  if (error && typeof error === 'object') {
    for (const [key, value] of Object.entries(error)) {
      if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) out[key] = value;
    }
  }
  return out;
}

const pglite = await PGlite.create(dir, {
  // Compiled and read once by the process that starts the thread, from its second database on (pgliteClient.ts).
  ...(pgliteWasmModule && fsBundle ? { pgliteWasmModule, fsBundle } : {}),
  // Trigram indexes make the requests' search by name and by part of a CPF/CNPJ an index lookup (as on PostgreSQL);
  // btree_gin puts the company in the same index as the name's trigrams.
  extensions: { pg_trgm, btree_gin },
  startParams: [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ],
});
const open = new Map<number, { tx: Transaction; end: (commit: boolean) => void; done: Promise<unknown> }>();
const unlisten = new Map<string, () => Promise<void>>();

function begin(id: number): Promise<void> {
  return new Promise<void>((begun, failed) => {
    let end: (commit: boolean) => void = () => {};
    const ended = new Promise<boolean>((resolve) => {
      end = resolve;
    });
    const done = pglite
      .transaction(async (tx) => {
        open.set(id, { tx, end, done });
        begun();
        if (!(await ended)) throw new Rollback();
      })
      .catch((error) => {
        if (!(error instanceof Rollback)) throw error;
      });
    // A BEGIN that fails never calls back: the transaction's promise carries its error.
    done.catch(failed);
  });
}

function target(tx: number | undefined): PGlite | Transaction {
  if (tx === undefined) return pglite;
  const t = open.get(tx);
  if (!t) throw new Error(`Transação ${tx} não está aberta`);
  return t.tx;
}

async function run(m: ThreadRequest): Promise<unknown> {
  switch (m.op) {
    case 'query': {
      const options = m.rowMode || m.text ? { rowMode: m.rowMode, parsers: parsersOf(m.text) } : undefined;
      const { rows, fields, affectedRows } = await target(m.tx).query(m.sql, m.params, options);
      return { rows, fields, affectedRows };
    }
    case 'exec':
      return (await target(m.tx).exec(m.sql)).map(({ rows, fields, affectedRows }) => ({
        rows,
        fields,
        affectedRows,
      }));
    case 'begin':
      return begin(m.id);
    case 'end': {
      const t = open.get(m.tx);
      if (!t) return undefined;
      open.delete(m.tx);
      t.end(m.commit);
      await t.done;
      return undefined;
    }
    case 'listen': {
      if (!unlisten.has(m.channel)) {
        unlisten.set(
          m.channel,
          await pglite.listen(m.channel, (payload) => port?.postMessage({ channel: m.channel, payload })),
        );
      }
      return undefined;
    }
    case 'unlisten': {
      const stop = unlisten.get(m.channel);
      unlisten.delete(m.channel);
      await stop?.();
      return undefined;
    }
    case 'close':
      await pglite.close();
      return undefined;
  }
}

port.on('message', (m: ThreadRequest) => {
  run(m).then(
    (result) => port.postMessage({ id: m.id, result } satisfies ThreadMessage),
    (error) => port.postMessage({ id: m.id, error: plainError(error) } satisfies ThreadMessage),
  );
});
port.postMessage({ id: 0, result: 'ready' } satisfies ThreadMessage);
