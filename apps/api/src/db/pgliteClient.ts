import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startModuleThread } from './moduleThread.ts';
import type { ThreadMessage, ThreadRequest } from './pgliteThread.ts';

export interface Results<T = Record<string, unknown>> {
  rows: T[];
  fields: Array<{ name: string; dataTypeID: number }>;
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Only identity parsers (keep the value as text), as Drizzle passes: functions cannot cross threads. */
  parsers?: Record<number, unknown>;
}

/** The statements of one open transaction (what `PGlite.transaction` hands its callback). */
export interface PGliteTransaction {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
  rollback(): Promise<void>;
  readonly closed: boolean;
}

/** What every database thread of this process starts from (pgliteThread.ts passes it to `PGlite.create`). */
export interface PGliteRuntime {
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

let runtime: Promise<PGliteRuntime> | undefined;
let opens = 0;
/**
 * PGlite's WebAssembly compiled once per process, and its file bundle read once. A thread handed the compiled
 * module skips compiling 9 MB of WebAssembly and shares the code V8 optimised in earlier threads: opening a
 * database costs about 0.5 s of CPU instead of 1.3 s. Only from a process's second open on: a server opens one
 * database, and compiled in the main thread the module stays there too (about 30 MB more at rest), where the
 * test suites and the benchmarks open hundreds in one process.
 */
function pgliteRuntime(): Promise<PGliteRuntime> {
  runtime ??= (async () => {
    const dist = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    const [wasm, data] = await Promise.all([
      readFile(path.join(dist, 'pglite.wasm')),
      readFile(path.join(dist, 'pglite.data')),
    ]);
    return { pgliteWasmModule: await WebAssembly.compile(wasm), fsBundle: new Blob([data]) };
  })();
  runtime.catch(() => {
    runtime = undefined;
  });
  return runtime;
}

type Pending = { resolve: (value: unknown) => void; reject: (error: Error) => void };
type Request = ThreadRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/** A failure of the database thread, with the PostgreSQL error's fields (code, constraint…) for the callers. */
export class PGliteThreadError extends Error {
  constructor(fields: Record<string, unknown>) {
    super(String(fields.message));
    Object.assign(this, fields);
  }
}

/**
 * PGlite in a thread of its own (pgliteThread.ts), with the part of PGlite's interface that Drizzle, pg-boss's
 * `fromPglite` and the events' LISTEN use: `query`, `exec`, `transaction`, `listen`, `close`. The main thread
 * only sends statements and receives rows, so the WASM database no longer shares the event loop with the HTTP
 * answers (docs/decisions/performance.md, 'Performance'). The thread keeps the process alive only while a statement is in
 * flight, as a socket would.
 */
export class PGliteThread {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private seq = 0;
  private failure: Error | undefined;

  private constructor(private readonly worker: Worker) {
    worker.unref();
    worker.on('message', (m: ThreadMessage) => this.receive(m));
    worker.on('error', (error) => this.fail(error));
    worker.on('exit', (code) => this.fail(new Error(`O banco de dados embutido parou (código ${code}).`)));
  }

  /** Starts the thread and waits until PGlite has opened `dir`. */
  static async open(dir: string): Promise<PGliteThread> {
    // The first database compiles its own WebAssembly in its thread; later ones share what the process compiled.
    const shared = opens++ > 0 ? await pgliteRuntime() : undefined;
    const thread = new PGliteThread(startModuleThread(import.meta.url, 'pgliteThread', { dir, ...shared }));
    // The thread announces itself as request 0 once PGlite is open; a failure to open rejects it.
    await thread.expect(0);
    return thread;
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.send({ op: 'query', sql, params, ...queryOptions(options) }) as Promise<Results<T>>;
  }

  exec(sql: string): Promise<Results[]> {
    return this.send({ op: 'exec', sql }) as Promise<Results[]>;
  }

  /** Commits when `callback` returns, rolls back when it throws (or called `rollback()`), as PGlite does. */
  async transaction<T>(callback: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    const id = ++this.seq;
    await this.send({ op: 'begin' }, id);
    let closed = false;
    const check = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    // Ends it once: the thread commits or rolls back, and later statements of `tx` are refused here.
    const end = async (commit: boolean) => {
      if (closed) return;
      closed = true;
      await this.send({ op: 'end', tx: id, commit });
    };
    const tx: PGliteTransaction = {
      query: <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        check();
        return this.send({ op: 'query', tx: id, sql, params, ...queryOptions(options) }) as Promise<
          Results<R>
        >;
      },
      exec: (sql: string) => {
        check();
        return this.send({ op: 'exec', tx: id, sql }) as Promise<Results[]>;
      },
      rollback: async () => {
        check();
        await end(false);
      },
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (error) {
      await end(false);
      throw error;
    }
    await end(true);
    return result;
  }

  /** Calls `callback` with each payload NOTIFYed on `channel`; resolves to the function that stops listening. */
  async listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.send({ op: 'listen', channel });
    }
    set.add(callback);
    return async () => {
      set.delete(callback);
      if (set.size || this.listeners.get(channel) !== set) return;
      this.listeners.delete(channel);
      await this.send({ op: 'unlisten', channel });
    };
  }

  async close(): Promise<void> {
    if (this.failure) return;
    await this.send({ op: 'close' });
    this.failure = new Error('O banco de dados embutido foi fechado.');
    await this.worker.terminate();
  }

  private send(request: Request, id = ++this.seq): Promise<unknown> {
    if (this.failure) return Promise.reject(this.failure);
    const answer = this.expect(id);
    this.worker.postMessage({ ...request, id } as ThreadRequest);
    return answer;
  }

  private expect(id: number): Promise<unknown> {
    // Referenced while waiting for an answer only: an idle database must not keep the process alive.
    if (this.pending.size === 0) this.worker.ref();
    return new Promise((resolve, reject) => this.pending.set(id, { resolve, reject }));
  }

  private receive(m: ThreadMessage) {
    if ('channel' in m) {
      for (const listener of this.listeners.get(m.channel) ?? []) listener(m.payload);
      return;
    }
    const p = this.pending.get(m.id);
    this.pending.delete(m.id);
    if (this.pending.size === 0) this.worker.unref();
    if (m.error) p?.reject(new PGliteThreadError(m.error));
    else p?.resolve(m.result);
  }

  private fail(error: Error) {
    this.failure ??= error;
    for (const p of this.pending.values()) p.reject(this.failure);
    this.pending.clear();
    this.worker.unref();
  }
}

function queryOptions(options: QueryOptions | undefined) {
  if (!options) return {};
  const text = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
  return { rowMode: options.rowMode, text };
}
