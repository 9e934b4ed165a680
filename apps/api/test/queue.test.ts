/**
 * The certificate queue on pg-boss 10 (PGlite, or PostgreSQL with DATABASE_URL): jobs enqueued in a transaction
 * exist only once it commits; the dispatcher's heartbeat keeps a running job alive past its expiry; a job whose
 * heartbeat stopped is retried by pg-boss's maintenance; and the attempt that lost its claim can no longer
 * complete, fail or refresh the job, while the current attempt can (also when a fetch completes jobs in its own
 * statement). A queue's settings are applied at every start, and a worker's stop waits for the jobs it runs.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.ts';
import { QUEUE_SCHEMA } from '../src/db/queueSchema.ts';
import { type BossJob, CERTIFICATE_QUEUE, JobQueue } from '../src/jobs/queue.ts';
import { createTempDatabase, type TempDatabase } from '../src/testing/tempDatabase.ts';
import { waitUntil } from './pipelineHelpers.ts';

let dataDir: string;
let temp: TempDatabase | undefined;
let database: Database;
let queue: JobQueue;
const errors: unknown[] = [];

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'certidao-queue-'));
  if (process.env.DATABASE_URL) temp = await createTempDatabase(process.env.DATABASE_URL);
  database = await openDatabase({ databaseUrl: temp?.url, dataDir });
  // Maintenance runs when a test asks for it (`expire`), not on its own in the middle of one.
  queue = new JobQueue(database, { databaseUrl: temp?.url, superviseIntervalSeconds: 3600 });
  await queue.start((error) => errors.push(error));
}, 120_000);

afterAll(async () => {
  expect(errors).toEqual([]);
  await queue?.stop();
  await database?.close();
  await temp?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

const stateOf = async (id: string) =>
  (await queue.execute(`SELECT state, retry_count FROM ${QUEUE_SCHEMA}.job WHERE id = $1`, [id])).rows[0];

/** Makes the attempt look as if its last heartbeat was a minute ago, then runs pg-boss's maintenance. */
async function expire(id: string) {
  await queue.execute(
    `UPDATE ${QUEUE_SCHEMA}.job SET started_on = now() - interval '1 minute' WHERE id = $1`,
    [id],
  );
  await queue.boss.expire();
}

async function fetchOne(id: string): Promise<BossJob> {
  const jobs = await queue.fetch(CERTIFICATE_QUEUE, 10);
  const job = jobs.find((j) => j.id === id);
  if (!job) throw new Error(`job ${id} not fetched`);
  return job;
}

describe('certificate queue', () => {
  it('gives an existing queue the settings it is started with: one made without them, one changed since', async () => {
    const name = `ajustes-${randomUUID().slice(0, 8)}`;
    // As the embedded template makes the server's queues: no settings.
    await queue.execute(`select ${QUEUE_SCHEMA}.create_queue($1, '{"policy":"standard"}')`, [name]);
    await queue.ensureQueue(name, { retryLimit: 4, retryDelay: 7, retryBackoff: true, expireInSeconds: 60 });
    expect(await queue.boss.getQueue(name)).toMatchObject({
      retryLimit: 4,
      retryDelay: 7,
      retryBackoff: true,
      expireInSeconds: 60,
    });
    await queue.ensureQueue(name, { retryLimit: 2, retryDelay: 7, retryBackoff: true, expireInSeconds: 60 });
    expect(await queue.boss.getQueue(name)).toMatchObject({ retryLimit: 2, retryDelay: 7 });
  });

  it('two processes starting together create the same new queues once, neither failing', async () => {
    const other = new JobQueue(database, { databaseUrl: temp?.url, superviseIntervalSeconds: 3600 });
    await other.start((error) => errors.push(error));
    try {
      const names = Array.from({ length: 4 }, (_, i) => `juntas-${i}-${randomUUID().slice(0, 8)}`);
      const settings = { retryLimit: 3, retryDelay: 5, expireInSeconds: 900 };
      // Each name created by both at once, all names at the same time, as two workers' starts do.
      await Promise.all(names.flatMap((name) => [queue, other].map((q) => q.ensureQueue(name, settings))));
      for (const name of names) expect(await queue.boss.getQueue(name)).toMatchObject(settings);
      const { rows } = await queue.execute(
        `SELECT count(*)::int AS n FROM ${QUEUE_SCHEMA}.queue WHERE name = ANY($1)`,
        [names],
      );
      expect(rows[0]).toEqual({ n: names.length });
    } finally {
      await other.stop();
    }
  });

  it('inserts jobs in the caller transaction: none if it rolls back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await queue.enqueue(tx, [{ jobId: randomUUID() }]);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await queue.fetch(CERTIFICATE_QUEUE, 10)).toEqual([]);

    const [id] = await database.db.transaction((tx) => queue.enqueue(tx, [{ jobId: 'j1' }]));
    const job = await fetchOne(id as string);
    expect(job.data).toEqual({ jobId: 'j1' });
    await queue.complete(CERTIFICATE_QUEUE, [job]);
    expect((await stateOf(job.id))?.state).toBe('completed');
  });

  it('defers a job by startAfterSeconds', async () => {
    const [id] = await database.db.transaction((tx) =>
      queue.enqueue(tx, [{ jobId: 'later', startAfterSeconds: 3600 }]),
    );
    expect((await queue.fetch(CERTIFICATE_QUEUE, 10)).map((j) => j.id)).not.toContain(id);
    await queue.cancel([id as string]);
    expect(await queue.stateOf(id as string)).toBe('cancelled');
  });

  it('keeps a job alive while its heartbeat runs, retries it when it stops', async () => {
    const [id] = await database.db.transaction((tx) => queue.enqueue(tx, [{ jobId: 'hb' }]));
    const job = await fetchOne(id as string);
    // A heartbeat after the expiry would have passed: maintenance leaves the job to its worker.
    await queue.execute(
      `UPDATE ${QUEUE_SCHEMA}.job SET started_on = now() - interval '1 minute' WHERE id = $1`,
      [job.id],
    );
    expect(await queue.touch(CERTIFICATE_QUEUE, [job])).toEqual([job.id]);
    await queue.boss.expire();
    expect(await stateOf(job.id)).toMatchObject({ state: 'active', retry_count: 0 });

    // No heartbeat: maintenance fails this attempt and pg-boss retries the job.
    await expire(job.id);
    expect((await stateOf(job.id))?.state).toBe('retry');
    await queue.execute(
      `UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE id = $1`,
      [job.id],
    );
    const second = await fetchOne(job.id);
    expect(second.retryCount).toBe(1);

    // The first attempt lost its claim: it can neither refresh, complete nor fail the job.
    expect(await queue.touch(CERTIFICATE_QUEUE, [job])).toEqual([]);
    await queue.complete(CERTIFICATE_QUEUE, [job]);
    await queue.fail(CERTIFICATE_QUEUE, [job], 'stale');
    expect(await stateOf(job.id)).toMatchObject({ state: 'active', retry_count: 1 });

    // The current attempt can.
    expect(await queue.touch(CERTIFICATE_QUEUE, [second])).toEqual([job.id]);
    await queue.complete(CERTIFICATE_QUEUE, [second]);
    expect((await stateOf(job.id))?.state).toBe('completed');
  });

  it('a fetch completes the attempts it is given that are still current, and takes the next jobs', async () => {
    const [first, stale] = await database.db.transaction((tx) =>
      queue.enqueue(tx, [{ jobId: 'done-by-fetch' }, { jobId: 'stale-by-fetch' }]),
    );
    const both = await queue.fetch(CERTIFICATE_QUEUE, 10);
    const done = both.find((j) => j.id === first);
    const lost = both.find((j) => j.id === stale);
    if (!done || !lost) throw new Error('jobs not fetched');
    // The second job's attempt lost its claim: retried and fetched again (retryCount 1) elsewhere.
    await expire(lost.id);
    await queue.execute(
      `UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE id = $1`,
      [lost.id],
    );
    const current = await fetchOne(lost.id);
    const [next] = await database.db.transaction((tx) => queue.enqueue(tx, [{ jobId: 'fetched-after' }]));

    const fetched = await queue.fetch(CERTIFICATE_QUEUE, 10, [done, lost]);
    expect(fetched.map((j) => j.id)).toEqual([next]);
    expect(fetched[0]).toMatchObject({ data: { jobId: 'fetched-after' }, retryCount: 0, state: 'active' });
    expect((await stateOf(done.id))?.state).toBe('completed');
    // The stale attempt did not complete the job its current attempt holds.
    expect(await stateOf(lost.id)).toMatchObject({ state: 'active', retry_count: 1 });
    await queue.fetch(CERTIFICATE_QUEUE, 10, [current, ...fetched]);
    expect((await stateOf(lost.id))?.state).toBe('completed');
    expect((await stateOf(next as string))?.state).toBe('completed');
  });

  it('fails an attempt into a retry with backoff, and for good after the last one', async () => {
    const [id] = await database.db.transaction((tx) => queue.enqueue(tx, [{ jobId: 'fails' }]));
    let job = await fetchOne(id as string);
    for (let attempt = 0; attempt < 3; attempt++) {
      await queue.fail(CERTIFICATE_QUEUE, [job], `attempt ${attempt}`);
      const row = (
        await queue.execute(
          `SELECT state, start_after > now() AS later FROM ${QUEUE_SCHEMA}.job WHERE id = $1`,
          [job.id],
        )
      ).rows[0];
      expect(row).toMatchObject({ state: 'retry', later: true });
      await queue.execute(
        `UPDATE ${QUEUE_SCHEMA}.job SET start_after = now() - interval '1 second' WHERE id = $1`,
        [job.id],
      );
      job = await fetchOne(job.id);
      expect(job.retryCount).toBe(attempt + 1);
    }
    await queue.fail(CERTIFICATE_QUEUE, [job], 'last');
    const row = await queue.boss.getJobById(CERTIFICATE_QUEUE, job.id);
    expect(row).toMatchObject({ state: 'failed', output: { message: 'last' } });
  });

  it("a worker's stop waits for the jobs it is running, and for their completion", async () => {
    const name = `parar-${randomUUID().slice(0, 8)}`;
    await queue.ensureQueue(name, {});
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started: () => void = () => {};
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    await queue.work(name, { pollingIntervalSeconds: 0.5 }, async () => {
      started();
      await held;
    });
    const id = (await queue.boss.send(name, {})) as string;
    await running;
    let stopped = false;
    const stopping = queue.offWork(name).then(() => {
      stopped = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stopped).toBe(false);
    release();
    await stopping;
    // pg-boss completes the job on its own connection: wait for it on PostgreSQL.
    await waitUntil(async () => (await stateOf(id))?.state === 'completed', 5_000, 'the job completed');
    expect((await stateOf(id))?.state).toBe('completed');
  });

  it('a job a fetch in flight brings as the worker stops is run and completed before the stop returns', async () => {
    const name = `parar-${randomUUID().slice(0, 8)}`;
    await queue.ensureQueue(name, {});
    let runs = 0;
    // Long polling: after its first, empty fetch the worker waits until it is told of the job below.
    const worker = await queue.work(name, { pollingIntervalSeconds: 30 }, async () => {
      runs++;
    });
    const id = (await queue.boss.send(name, {})) as string;
    // The database busy for a moment: the fetch the worker sends now is still on its way when it is stopped.
    const busy = queue.execute('SELECT pg_sleep(0.3)');
    queue.boss.notifyWorker(worker);
    await new Promise(setImmediate);
    await queue.offWork(name);
    await busy;
    // Nothing left for pg-boss to write once the database may close (on PostgreSQL, its own connection).
    const done = async () => (await stateOf(id))?.state === 'completed';
    if (database.kind === 'pglite') expect(await done()).toBe(true);
    else await waitUntil(done, 5_000, 'the job completed');
    expect(runs).toBe(1);
  });
});
