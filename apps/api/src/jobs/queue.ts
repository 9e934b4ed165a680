import { randomUUID } from 'node:crypto';
import { createRequire } from 'node:module';
import { SpanKind } from '@opentelemetry/api';
import { type SQL, sql } from 'drizzle-orm';
import PgBoss from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.ts';
import type { PGliteThread } from '../db/pgliteClient.ts';
import { QUEUE_MAINTENANCE_INDEXES, QUEUE_SCHEMA, QUEUES } from '../db/queueSchema.ts';
import { inSpan, traceCarrier } from '../services/tracing.ts';

/** The pg-boss queue of certificate jobs; each message carries our `jobs.id`. */
export const CERTIFICATE_QUEUE = QUEUES.certificates;

export interface JobMessage {
  jobId: string;
  /** The enqueuing request's trace context (`traceparent`), when tracing is on (services/tracing.ts). */
  trace?: Record<string, string>;
}

export type BossJob = PgBoss.JobWithMetadata<JobMessage>;
export type QueueOptionsOf = Omit<PgBoss.Queue, 'name'>;

export interface QueueOptions {
  databaseUrl: string | undefined;
  /** How often pg-boss fails jobs whose worker stopped sending heartbeats (crash recovery). */
  superviseIntervalSeconds?: number;
}

/**
 * How long an idle certificate worker waits before looking for jobs again (ms): 200 after finding work,
 * doubling while the queue stays empty up to half a second; a local enqueue wakes it at once. What only polling
 * finds (a retry's delay running out, a job another process enqueued) waits at most 0.3 s more; an idle server
 * asks two and a half times less often (each ask costs the embedded database's thread a statement).
 */
export const IDLE_POLL_MS = 200;
export const IDLE_POLL_MAX_MS = 500;

/** A worker that dies stops sending heartbeats: its job is retried after ~10 s + supervise interval. */
export const HEARTBEAT_SECONDS = 10;

/** Automatic retries of transient failures, with exponential backoff (1 s, ~2–4 s, ~4–8 s). */
export const RETRY_POLICY = { retryLimit: 3, retryDelay: 1, retryBackoff: true } as const;

/** What pg-boss runs its statements through (its `db` option, or a call's `{ db }`). */
interface Executor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Array<Record<string, unknown>> }>;
}

/**
 * The queue operations the certificate dispatcher needs, each fenced to the attempt fetched: a job whose
 * claim was lost (its heartbeat lapsed and pg-boss gave it to another worker, which bumped its retryCount)
 * is neither completed, failed nor kept alive by the worker that lost it.
 */
export interface QueueClient {
  /** Takes up to `batchSize` jobs; `completing`, jobs that ended, are completed in the same statement. */
  fetch(queue: string, batchSize: number, completing?: BossJob[]): Promise<BossJob[]>;
  complete(queue: string, jobs: BossJob[]): Promise<void>;
  fail(queue: string, jobs: BossJob[], message: string): Promise<void>;
  /** Refreshes the heartbeat of these attempts; returns the ids still ours. */
  touch(queue: string, jobs: BossJob[]): Promise<string[]>;
}

/**
 * pg-boss (10: the last release that supports Node 20) on our database: PGlite through an adapter over the
 * database thread, PostgreSQL through pg-boss's own pool. Jobs are inserted in the caller's transaction (an
 * adapter over the Drizzle transaction), so a request and its jobs commit together.
 *
 * pg-boss 10 has no job heartbeats: an active job fails (and is retried) `expire_in` after `started_on`. So
 * certificate jobs expire after HEARTBEAT_SECONDS and the dispatcher's heartbeat (`touch`) moves their
 * `started_on` forward: a process that dies stops moving it and pg-boss's maintenance retries its jobs; a job
 * that runs but makes no progress is caught by our own stuck-job supervision.
 */
export class JobQueue implements QueueClient {
  readonly boss: PgBoss;
  private started = false;
  private readonly fenced: ReturnType<typeof fencedStatements>;
  /** Called after jobs are enqueued by this process (the local workers fetch them without waiting). */
  onEnqueued: (() => void) | undefined;

  constructor(
    private readonly database: Database,
    options: QueueOptions,
  ) {
    const common = {
      schema: QUEUE_SCHEMA,
      supervise: true,
      // Maintenance fails expired jobs (crash recovery), then archives and deletes old ones.
      maintenanceIntervalSeconds: options.superviseIntervalSeconds ?? 5,
      // No cron schedules: they would add queues and a clock monitor that nothing here uses.
      schedule: false,
      migrate: true,
    };
    if (database.kind === 'pglite') {
      if (!database.pglite) throw new Error('PGlite instance missing');
      this.boss = new PgBoss({ ...common, db: pgliteExecutor(database.pglite) as PgBoss.Db });
    } else {
      if (!options.databaseUrl) throw new Error('DATABASE_URL missing');
      this.boss = new PgBoss({ ...common, connectionString: options.databaseUrl, max: 4 });
    }
    this.fenced = fencedStatements(QUEUE_SCHEMA);
  }

  async start(onError: (error: unknown) => void): Promise<void> {
    this.boss.on('error', onError);
    await this.boss.start();
    // Its maintenance's indexes (queueSchema.ts): processes starting together may race to make them.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.execute(QUEUE_MAINTENANCE_INDEXES);
        break;
      } catch (error) {
        if (attempt >= 5 || !(isTransientConflict(error) || isDuplicate(error))) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt));
      }
    }
    await this.ensureQueue(CERTIFICATE_QUEUE, {
      ...RETRY_POLICY,
      // The heartbeat: the dispatcher refreshes running jobs every HEARTBEAT_SECONDS / 2.
      expireInSeconds: HEARTBEAT_SECONDS,
    });
    this.started = true;
  }

  /**
   * Creates a queue on this pg-boss (certificates, refund retries), tolerating a concurrent creation, or gives
   * an existing one these settings: the embedded template's queues are made without them, and a setting
   * changed since a database was made applies from its next start.
   */
  async ensureQueue(name: string, options: QueueOptionsOf): Promise<void> {
    const existing = await this.boss.getQueue(name);
    if (existing) {
      const stale = (Object.keys(options) as Array<keyof QueueOptionsOf>).some(
        (k) => existing[k] !== options[k],
      );
      if (stale) await this.boss.updateQueue(name, { ...options, name });
      return;
    }
    // Processes starting together create the same queues at once; PostgreSQL may then abort one creation as a
    // deadlock (the partition is attached to the job table that the other process is using). That creation
    // is retried: by then the other one has usually committed the queue.
    for (let attempt = 1; ; attempt++) {
      try {
        await this.boss.createQueue(name, { ...options, name });
        return;
      } catch (error) {
        if (await this.boss.getQueue(name)) return;
        if (attempt >= 5 || !isTransientConflict(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, 100 * attempt + Math.random() * 200));
      }
    }
  }

  /**
   * Inserts one pg-boss job per entry inside the caller's transaction; returns the pg-boss job ids in order.
   * `id`: the pg-boss job's id when the caller made it (to write it elsewhere in the same breath).
   * `startAfterSeconds` defers a job (two-step issuers checking back later); `retryLimit` gives it fewer automatic
   * retries than a new job's (a paused job keeps only the retries its earlier runs left).
   */
  async enqueue(
    tx: DbOrTx,
    entries: Array<{ jobId: string; startAfterSeconds?: number; retryLimit?: number; id?: string }>,
  ): Promise<string[]> {
    if (!entries.length) return [];
    const ids = entries.map((e) => e.id ?? randomUUID());
    const spanOptions = {
      kind: SpanKind.PRODUCER,
      attributes: {
        'messaging.destination.name': CERTIFICATE_QUEUE,
        'messaging.batch.message_count': ids.length,
      },
    };
    await inSpan('certidao.enqueue', spanOptions, () => {
      const trace = traceCarrier();
      return this.boss.insert(
        entries.map((e, i) => ({
          id: ids[i],
          name: CERTIFICATE_QUEUE,
          data: { jobId: e.jobId, ...(trace && { trace }) },
          ...RETRY_POLICY,
          expireInSeconds: HEARTBEAT_SECONDS,
          // An interval in seconds, as pg-boss casts it.
          ...(e.startAfterSeconds ? { startAfter: String(e.startAfterSeconds) } : {}),
          ...(e.retryLimit !== undefined ? { retryLimit: e.retryLimit } : {}),
        })),
        { db: drizzleExecutor(tx) as PgBoss.Db },
      );
    });
    this.onEnqueued?.();
    return ids;
  }

  /** The handlers of `work` still running, by queue. */
  private readonly working = new Map<string, Set<Promise<unknown>>>();

  /**
   * pg-boss's `work`, keeping track of the handlers still running for `offWork` below: pg-boss's own `offWork`
   * only stops fetching, and it completes or fails each job after its handler without awaiting or catching that
   * statement, so a handler still running when the database closes ended in an unhandled rejection.
   */
  work<T>(
    name: string,
    options: PgBoss.WorkOptions & { includeMetadata: true },
    handler: PgBoss.WorkWithMetadataHandler<T>,
  ): Promise<string>;
  work<T>(name: string, options: PgBoss.WorkOptions, handler: PgBoss.WorkHandler<T>): Promise<string>;
  work(
    name: string,
    options: PgBoss.WorkOptions,
    handler: (jobs: never[]) => Promise<unknown>,
  ): Promise<string> {
    const active = this.working.get(name) ?? new Set<Promise<unknown>>();
    this.working.set(name, active);
    return this.boss.work(name, options, async (jobs: PgBoss.Job<unknown>[]) => {
      const done = handler(jobs as never[]);
      active.add(done);
      try {
        return await done;
      } finally {
        active.delete(done);
      }
    });
  }

  /**
   * Stops the queue's workers and waits for the handlers they are running and for pg-boss to record them. A
   * fetch on its way when the workers are told to stop still starts a handler when it returns: a statement
   * sent after it is answered after it (on PGlite, one thread answering in order), so each round first lets
   * such a fetch land, then waits for the handlers, whose completions (sent by pg-boss as each settles) the
   * next round's statement waits for in turn.
   */
  async offWork(name: string): Promise<void> {
    await this.boss.offWork(name);
    const active = this.working.get(name) ?? new Set<Promise<unknown>>();
    for (;;) {
      await this.execute('SELECT 1');
      if (!active.size) return;
      await Promise.allSettled([...active]);
      await new Promise(setImmediate);
    }
  }

  /** Inserts jobs of any queue inside the caller's transaction (they exist only if it commits). */
  async insertInTransaction(tx: DbOrTx, jobs: PgBoss.JobInsert[]): Promise<void> {
    if (!jobs.length) return;
    await this.boss.insert(jobs, { db: drizzleExecutor(tx) as PgBoss.Db });
  }

  /** Best effort: a cancelled or superseded pg-boss job must not run (the worker also checks our row). */
  async cancel(bossJobIds: string[]): Promise<void> {
    if (!bossJobIds.length) return;
    await this.boss.cancel(CERTIFICATE_QUEUE, bossJobIds).catch(() => {});
  }

  async stateOf(bossJobId: string): Promise<BossJob['state'] | undefined> {
    const job = await this.boss.getJobById<JobMessage>(CERTIFICATE_QUEUE, bossJobId, {
      includeArchive: true,
    });
    return job?.state;
  }

  async fetch(queue: string, batchSize: number, completing: BossJob[] = []): Promise<BossJob[]> {
    if (!completing.length)
      return (await this.boss.fetch<JobMessage>(queue, { batchSize, includeMetadata: true })) as BossJob[];
    // One statement (on PGlite, one turn of its thread) instead of two: the completed jobs are active and
    // the fetched ones are not, so neither part sees the other's rows.
    const { rows } = await this.execute(this.fenced.completeAndFetch, [
      queue,
      batchSize,
      attempts(completing),
    ]);
    return rows as unknown as BossJob[];
  }

  async complete(queue: string, jobs: BossJob[]): Promise<void> {
    if (jobs.length) await this.execute(this.fenced.complete, [queue, attempts(jobs)]);
  }

  async fail(queue: string, jobs: BossJob[], message: string): Promise<void> {
    if (!jobs.length) return;
    await this.execute(this.fenced.fail, [queue, attempts(jobs), JSON.stringify({ message })]);
  }

  async touch(queue: string, jobs: BossJob[]): Promise<string[]> {
    if (!jobs.length) return [];
    const { rows } = await this.execute(this.fenced.touch, [queue, attempts(jobs)]);
    return rows.map((r) => String(r.id));
  }

  async healthy(): Promise<boolean> {
    if (!this.started) return false;
    try {
      await this.boss.getQueue(CERTIFICATE_QUEUE);
      return true;
    } catch {
      return false;
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, timeout: 10_000, close: true });
  }

  get databaseKind() {
    return this.database.kind;
  }

  /** A statement on pg-boss's own connection (its pool, or the PGlite thread). */
  execute(text: string, values?: unknown[]) {
    return (this.boss.getDb() as Executor).executeSql(text, values);
  }
}

/** `id:retryCount` of each job: the attempt a worker fetched (every fetch of a job bumps its retryCount). */
const attempts = (jobs: BossJob[]) => jobs.map((j) => `${j.id}:${j.retryCount}`);

/**
 * Complete, fail and touch, each limited to the attempts given ($2, `id:retryCount` texts) that are still
 * active. Fail is pg-boss's own statement (retry with backoff, or failed after the last attempt) with that
 * condition in place of its plain id list.
 */
function fencedStatements(schema: string) {
  const fence = (attempts: string) =>
    // The ids first, so the primary key (name, id) finds the rows: the attempt check alone read every row of
    // the queue's table, finished ones too (they stay until archived), for each statement.
    `id = ANY(ARRAY(SELECT split_part(a, ':', 1)::uuid FROM unnest(${attempts}::text[]) a))
        AND (id::text || ':' || retry_count::text) = ANY(${attempts}::text[]) AND state = 'active'`;
  const plans = createRequire(import.meta.url)('pg-boss/src/plans.js') as {
    failJobsById(schema: string): string;
    fetchNextJob(schema: string): (options: { includeMetadata: boolean }) => string;
  };
  const byId = `id IN (SELECT UNNEST($2::uuid[])) AND state < 'completed'`;
  const failById = plans.failJobsById(schema);
  // Checked at start-up: another pg-boss version's statement must not silently lose the fence.
  if (!failById.includes(byId)) throw new Error('pg-boss fail statement changed: update the fenced fail');
  // pg-boss's fetch ($1 queue, $2 batch size), its first CTE preceded by the completion ($3 attempts).
  const fetch = plans.fetchNextJob(schema)({ includeMetadata: true });
  const head = 'WITH next as (';
  if (!fetch.trimStart().startsWith(head))
    throw new Error('pg-boss fetch statement changed: update completeAndFetch');
  const complete = (attempts: string) => `
        UPDATE ${schema}.job SET completed_on = now(), state = 'completed'
        WHERE name = $1 AND ${fence(attempts)}
        RETURNING 1`;
  return {
    complete: `WITH done AS (${complete('$2')}) SELECT count(*) FROM done`,
    completeAndFetch: `WITH done AS (${complete('$3')}), next as (${fetch.trimStart().slice(head.length)}`,
    fail: failById.replace(byId, fence('$2')),
    touch: `UPDATE ${schema}.job SET started_on = now() WHERE name = $1 AND ${fence('$2')} RETURNING id`,
  };
}

/**
 * pg-boss on the PGlite thread. Statements without parameters may be pg-boss's multi-statement blocks (schema
 * creation, maintenance under its advisory lock): those run through `exec`, whose results are flattened, and a
 * failure in one rolls its block back so the single connection is not left in an aborted transaction.
 */
function pgliteExecutor(thread: PGliteThread): Executor {
  return {
    async executeSql(text, values) {
      if (values?.length) return thread.query<Record<string, unknown>>(text, values);
      try {
        const results = await thread.exec(text);
        return { rows: results.flatMap((r) => r.rows) };
      } catch (error) {
        await thread.exec('ROLLBACK').catch(() => {});
        throw error;
      }
    },
  };
}

/**
 * pg-boss's statements inside a Drizzle transaction (PGlite or PostgreSQL): each `$n` becomes a bound
 * parameter. Used for its insert statement, which has no dollar-quoted text.
 */
function drizzleExecutor(tx: DbOrTx): Executor {
  return {
    async executeSql(text, values = []) {
      const chunks: SQL[] = [];
      let last = 0;
      for (const m of text.matchAll(/\$(\d+)/g)) {
        chunks.push(sql.raw(text.slice(last, m.index)), sql`${sql.param(values[Number(m[1]) - 1] ?? null)}`);
        last = m.index + m[0].length;
      }
      chunks.push(sql.raw(text.slice(last)));
      const result = (await tx.execute(sql.join(chunks))) as { rows?: Array<Record<string, unknown>> };
      return { rows: result.rows ?? [] };
    },
  };
}

/** Deadlock, serialization failure or a unique violation from a concurrent creation: worth trying again. */
/** An object another process created meanwhile (`if not exists` checks before it creates). */
function isDuplicate(error: unknown): boolean {
  return (error as { code?: unknown } | null)?.code === '42P07';
}

function isTransientConflict(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '40P01' || code === '40001' || code === '23505';
}
