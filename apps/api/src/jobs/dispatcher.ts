import type { BossJob, QueueClient } from './queue.ts';

export interface DispatcherOptions {
  client: QueueClient;
  queue: string;
  /** Jobs run at once by this process. */
  concurrency: number;
  /**
   * Jobs fetched ahead of free slots (default as many as the slots): a slot that frees starts one of them at
   * once instead of waiting for a fetch, even while that fetch waits its turn behind a busy database. They
   * are ours in pg-boss (active, heartbeat) until they run.
   */
  prefetch?: number;
  /** Pause between fetches while the queue is empty (ms); a local enqueue wakes the dispatcher earlier. */
  idlePollMs: number;
  /**
   * The longest pause once the queue has stayed empty (ms, default idlePollMs): each empty fetch doubles the
   * pause up to it, and any job found or local enqueue brings it back to idlePollMs.
   */
  maxIdlePollMs?: number;
  /** Runs one job: resolving completes it, throwing fails it (pg-boss retries it with backoff if it may). */
  run(job: BossJob, claimLost: AbortSignal): Promise<void>;
  onError(error: unknown): void;
}

/**
 * Feeds pg-boss jobs to handlers, with the queue's round trips amortised over many jobs and kept off the slots:
 * one fetch takes as many jobs as there are free slots plus a few ahead (fetches never overlap), a slot that
 * frees starts a job fetched ahead at once (so it never waits for a fetch while the queue has work),
 * completions are written in batches (one statement for all jobs finished since the last one), and one
 * heartbeat statement refreshes every running job. pg-boss's own `work()` fetches and completes one batch at a
 * time and waits for its slowest job before fetching again, so with batches a long certificate would hold idle
 * slots; with batches of one every job costs a fetch and a completion, plus polling gaps.
 *
 * Guarantees are pg-boss's and the queue client's: a fetched job is `active` with a heartbeat; completions,
 * failures and heartbeats are fenced to the attempt fetched (its retryCount), so a job whose claim was lost
 * (heartbeat expired after a stall, retried elsewhere) is not settled by this worker; a process that dies
 * stops its heartbeats and pg-boss's maintenance retries its jobs.
 */
export class JobDispatcher {
  private readonly running = new Map<string, { job: BossJob; claim: AbortController; done: Promise<void> }>();
  /** Fetched ahead, not started yet (oldest first). */
  private ready: BossJob[] = [];
  private readonly prefetch: number;
  private toComplete: BossJob[] = [];
  private flushing: Promise<void> | undefined;
  private flushQueued = false;
  private loop: Promise<void> | undefined;
  private waiting: { kind: 'slot' | 'work'; resolve: () => void; timer?: NodeJS.Timeout } | undefined;
  private heartbeat: NodeJS.Timeout | undefined;
  private stopping = false;
  /** Empty fetches in a row: the idle pause grows with them. */
  private emptyFetches = 0;
  /**
   * What the queue costs the worker slots: while a fetch runs, the slots it fills wait for it (completions and
   * heartbeats run beside the jobs and hold no slot). Time with nothing to fetch is not counted.
   */
  readonly stats = { jobs: 0, fetches: 0, slotWaitMs: 0 };

  constructor(private readonly options: DispatcherOptions) {
    this.prefetch = options.prefetch ?? options.concurrency;
  }

  start(heartbeatSeconds: number): void {
    this.loop = this.fetchLoop();
    // Half the heartbeat, as pg-boss's workers do, so one late refresh does not expire a job.
    this.heartbeat = setInterval(() => void this.touch(), (heartbeatSeconds * 1000) / 2);
    this.heartbeat.unref();
  }

  /** New jobs may be waiting (this process just enqueued some): fetch now rather than at the next poll. */
  nudge(): void {
    this.emptyFetches = 0;
    // The enqueuing transaction commits right after: a fetch issued at once (on PostgreSQL, another
    // connection) could miss its jobs.
    setTimeout(() => this.wakeUp('work'), 5).unref();
  }

  get activeCount(): number {
    return this.running.size;
  }

  /**
   * Stops fetching, waits for running jobs (the caller aborts them first) and writes pending completions. Jobs
   * fetched ahead go back to pg-boss as failed attempts, like the running jobs a shutdown interrupts: pg-boss
   * retries them.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.wakeUp();
    await this.loop;
    const unstarted = this.ready;
    this.ready = [];
    if (unstarted.length)
      await this.options.client
        .fail(this.options.queue, unstarted, 'worker shutting down')
        .catch((error: unknown) => this.options.onError(error)); // else their heartbeat lapses: same outcome
    await Promise.all([...this.running.values()].map((r) => r.done));
    await this.flush();
  }

  private async fetchLoop(): Promise<void> {
    const { client, queue, concurrency } = this.options;
    while (!this.stopping) {
      this.startReady();
      const wanted = concurrency + this.prefetch - this.running.size - this.ready.length;
      if (wanted <= 0) {
        // (Nothing ended is waiting here: each job that ended during a fetch left a slot for the next one.)
        if (this.toComplete.length) void this.flush();
        await this.waitFor('slot');
        continue;
      }
      let drained: boolean;
      // Jobs that ended since the last statement are completed by this fetch's statement, unless a completion
      // of its own is already under way (it takes them next).
      const completing = this.flushing ? [] : this.toComplete.splice(0);
      try {
        const started = performance.now();
        const jobs = await client.fetch(queue, wanted, completing);
        this.stats.fetches++;
        this.stats.jobs += jobs.length;
        // The slots free when the fetch returns waited for it (those that freed meanwhile, for part of it:
        // counted whole); jobs fetched ahead waited for nothing.
        const waiting = Math.min(jobs.length, concurrency - this.running.size);
        this.stats.slotWaitMs += (performance.now() - started) * waiting;
        this.ready.push(...jobs);
        this.startReady();
        drained = jobs.length < wanted;
        this.emptyFetches = jobs.length ? 0 : this.emptyFetches + 1;
      } catch (error) {
        this.options.onError(error);
        // Not completed either (one statement): completed on their own.
        this.toComplete.push(...completing);
        drained = true;
      }
      // Nothing more ready: wait for the poll interval or a local enqueue, not for every job that ends; what
      // ended meanwhile is completed now rather than with a fetch after the wait.
      if (drained && !this.stopping) {
        void this.flush();
        await this.waitFor('work', this.idlePause());
      }
    }
  }

  /** idlePollMs after a fetch that found work, doubled by each empty one since, up to maxIdlePollMs. */
  private idlePause(): number {
    const { idlePollMs, maxIdlePollMs = idlePollMs } = this.options;
    const doublings = Math.max(0, Math.min(this.emptyFetches - 1, 16));
    return Math.min(maxIdlePollMs, idlePollMs * 2 ** doublings);
  }

  private waitFor(kind: 'slot' | 'work', ms?: number): Promise<void> {
    return new Promise<void>((resolve) => {
      const timer = ms ? setTimeout(() => this.wakeUp(), ms) : undefined;
      this.waiting = { kind, resolve, timer };
    });
  }

  private wakeUp(kind?: 'slot' | 'work'): void {
    const w = this.waiting;
    if (!w || (kind && w.kind !== kind)) return;
    this.waiting = undefined;
    if (w.timer) clearTimeout(w.timer);
    w.resolve();
  }

  /** Starts jobs fetched ahead in the free slots. */
  private startReady(): void {
    while (!this.stopping && this.running.size < this.options.concurrency && this.ready.length)
      this.launch(this.ready.shift() as BossJob);
  }

  private launch(job: BossJob): void {
    const claim = new AbortController();
    const done = this.options.run(job, claim.signal).then(
      () => {
        this.running.delete(job.id);
        this.toComplete.push(job);
        this.startReady();
        // The fetch loop completes it with its next fetch's statement: woken now if it waits for a slot;
        // running (fetching, or woken and not yet resumed), it takes it before it waits again. While it waits
        // for work, or has stopped, the completion goes alone, with the others ending in this tick.
        if (this.waiting?.kind === 'slot') this.wakeUp('slot');
        else if (this.waiting || this.stopping) this.flushSoon();
      },
      async (error: unknown) => {
        try {
          const message = error instanceof Error ? error.message : String(error);
          await this.options.client.fail(this.options.queue, [job], message);
        } catch (e) {
          // Not failed now: its heartbeat stops, and pg-boss's maintenance retries it.
          this.options.onError(e);
        } finally {
          this.running.delete(job.id);
          this.startReady();
          this.wakeUp('slot');
        }
      },
    );
    this.running.set(job.id, { job, claim, done });
  }

  /** flush() once the jobs ending in this tick have joined (a burst of no-op jobs ends together). */
  private flushSoon(): void {
    if (this.flushQueued) return;
    this.flushQueued = true;
    setImmediate(() => {
      this.flushQueued = false;
      void this.flush();
    });
  }

  /** Completes every job finished so far in one statement; concurrent calls share the statement in flight. */
  private flush(): Promise<void> {
    if (this.flushing) return this.flushing;
    if (!this.toComplete.length) return Promise.resolve();
    this.flushing = (async () => {
      try {
        while (this.toComplete.length) {
          const batch = this.toComplete;
          this.toComplete = [];
          try {
            await this.options.client.complete(this.options.queue, batch);
          } catch (error) {
            // Left active: pg-boss retries them after their heartbeat expires, and our fenced claim
            // (jobState.claimJob) finds them finished and does nothing.
            this.options.onError(error);
          }
        }
      } finally {
        this.flushing = undefined;
      }
    })();
    return this.flushing;
  }

  /**
   * Refreshes the heartbeat of every job held (running or fetched ahead); a running job no longer ours (claim
   * lost) is told to stop, and one fetched ahead is dropped.
   */
  private async touch(): Promise<void> {
    const held = [...this.running.values()];
    const ahead = [...this.ready];
    if (!held.length && !ahead.length) return;
    try {
      const refreshed = new Set(
        await this.options.client.touch(this.options.queue, [...held.map((r) => r.job), ...ahead]),
      );
      for (const r of held) {
        // Finished meanwhile: not running any more, so not refreshed either.
        if (!refreshed.has(r.job.id) && this.running.has(r.job.id)) r.claim.abort();
      }
      const lost = new Set(ahead.filter((j) => !refreshed.has(j.id)).map((j) => j.id));
      // (One that started meanwhile is running now: the next touch sees it.)
      if (lost.size) this.ready = this.ready.filter((j) => !lost.has(j.id));
    } catch (error) {
      this.options.onError(error);
    }
  }
}
