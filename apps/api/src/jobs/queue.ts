import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, type JobWithMetadata, PgBoss } from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.ts';

/** The pg-boss queue of certificate jobs; each message carries our `jobs.id`. */
export const CERTIFICATE_QUEUE = 'certidoes';

export interface JobMessage {
  jobId: string;
}

export type BossJob = JobWithMetadata<JobMessage>;

export interface QueueOptions {
  databaseUrl: string | undefined;
  /** How often pg-boss fails jobs whose worker stopped sending heartbeats (crash recovery). */
  superviseIntervalSeconds?: number;
}

/** How long an idle certificate worker waits before looking for jobs again (ms); a local enqueue wakes it. */
export const IDLE_POLL_MS = 200;

/** A worker that dies stops sending heartbeats: its job is retried after ~10 s + supervise interval. */
export const HEARTBEAT_SECONDS = 10;

/** Automatic retries of transient failures, with exponential backoff (1 s, ~2–4 s, ~4–8 s…, at most 2 min). */
export const RETRY_POLICY = { retryLimit: 3, retryDelay: 1, retryBackoff: true, retryDelayMax: 120 } as const;

/**
 * pg-boss on our database: PGlite through pg-boss's own adapter, PostgreSQL through its pool. Jobs are
 * inserted in the caller's transaction (pg-boss's Drizzle adapter), so a request and its jobs commit together.
 */
export class JobQueue {
  readonly boss: PgBoss;
  private started = false;
  /** Called after jobs are enqueued by this process (the local workers fetch them without waiting). */
  onEnqueued: (() => void) | undefined;

  constructor(
    private readonly database: Database,
    options: QueueOptions,
  ) {
    const common = {
      schema: 'pgboss',
      supervise: true,
      superviseIntervalSeconds: options.superviseIntervalSeconds ?? 5,
      monitorIntervalSeconds: 5,
      queueCacheIntervalSeconds: 5,
      migrate: true,
      // The instance registry adds a heartbeat write every 30 s per process: not needed here.
      registerInstance: false,
      openTelemetry: { enabled: false },
    };
    if (database.kind === 'pglite') {
      if (!database.pglite) throw new Error('PGlite instance missing');
      this.boss = new PgBoss({ ...common, db: fromPglite(database.pglite), backend: 'pglite' });
    } else {
      if (!options.databaseUrl) throw new Error('DATABASE_URL missing');
      this.boss = new PgBoss({ ...common, connectionString: options.databaseUrl, max: 4 });
    }
  }

  async start(onError: (error: unknown) => void): Promise<void> {
    this.boss.on('error', onError);
    await this.boss.start();
    const existing = await this.boss.getQueue(CERTIFICATE_QUEUE);
    const queueOptions = {
      ...RETRY_POLICY,
      heartbeatSeconds: HEARTBEAT_SECONDS,
      // Long enough for the slowest body; stuck jobs are detected earlier from our own progress heartbeat.
      expireInSeconds: 4 * 3600,
      deleteAfterSeconds: 7 * 24 * 3600,
    };
    if (!existing) {
      try {
        await this.boss.createQueue(CERTIFICATE_QUEUE, queueOptions);
      } catch (error) {
        // Another process created it at the same moment.
        if (!(await this.boss.getQueue(CERTIFICATE_QUEUE))) throw error;
      }
    }
    // Warm pg-boss's queue cache now: inside a caller's PGlite transaction it could not query on its own.
    await this.boss.findJobs(CERTIFICATE_QUEUE, { id: randomUUID() });
    this.started = true;
  }

  /** Creates another queue on the same pg-boss (refund retries), tolerating a concurrent creation. */
  async ensureQueue(name: string, options: Parameters<PgBoss['createQueue']>[1]): Promise<void> {
    if (await this.boss.getQueue(name)) return;
    try {
      await this.boss.createQueue(name, options);
    } catch (error) {
      if (!(await this.boss.getQueue(name))) throw error;
    }
  }

  /**
   * Inserts one pg-boss job per entry inside the caller's transaction; returns the pg-boss job ids in order.
   * `startAfterSeconds` defers a job (two-step issuers checking back later).
   */
  async enqueue(
    tx: DbOrTx,
    entries: Array<{ jobId: string; startAfterSeconds?: number }>,
  ): Promise<string[]> {
    if (!entries.length) return [];
    const ids = entries.map(() => randomUUID());
    await this.boss.insert(
      CERTIFICATE_QUEUE,
      entries.map((e, i) => ({
        id: ids[i],
        data: { jobId: e.jobId },
        ...RETRY_POLICY,
        heartbeatSeconds: HEARTBEAT_SECONDS,
        expireInSeconds: 4 * 3600,
        ...(e.startAfterSeconds ? { startAfter: e.startAfterSeconds } : {}),
      })),
      { db: fromDrizzle(tx as never, sql as never) },
    );
    this.onEnqueued?.();
    return ids;
  }

  /** Best effort: a cancelled or superseded pg-boss job must not run (the worker also checks our row). */
  async cancel(bossJobIds: string[]): Promise<void> {
    if (!bossJobIds.length) return;
    await this.boss.cancel(CERTIFICATE_QUEUE, bossJobIds).catch(() => {});
  }

  async stateOf(bossJobId: string): Promise<BossJob['state'] | undefined> {
    const [job] = await this.boss.findJobs<JobMessage>(CERTIFICATE_QUEUE, { id: bossJobId });
    return (job as BossJob | undefined)?.state;
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
}
