/**
 * The certificate dispatcher's idle polling: an empty queue is asked again after idlePollMs, then after a pause
 * that doubles with each empty fetch up to maxIdlePollMs; a job found or a local enqueue brings the pause back to
 * idlePollMs. The queue here is an in-memory list: the rule under test is the dispatcher's timing alone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JobDispatcher } from '../src/jobs/dispatcher.ts';
import type { BossJob, QueueClient } from '../src/jobs/queue.ts';

function memoryQueue() {
  const waiting: BossJob[] = [];
  const fetchedAt: number[] = [];
  const client: QueueClient = {
    async fetch(_queue, batchSize) {
      fetchedAt.push(Date.now());
      return waiting.splice(0, batchSize);
    },
    async complete() {},
    async fail() {},
    async touch(_queue, jobs) {
      return jobs.map((j) => j.id);
    },
  };
  const add = (id: string) => waiting.push({ id, retryCount: 0, data: {} } as unknown as BossJob);
  return { client, fetchedAt, add };
}

/** The pauses between fetches, in ms from the fake clock. */
const pauses = (at: number[]) => at.slice(1).map((t, i) => t - (at[i] as number));

describe('the dispatcher polling an idle queue', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('doubles the pause while empty up to the cap, and starts again short after a job or an enqueue', async () => {
    const queue = memoryQueue();
    const ran: string[] = [];
    const dispatcher = new JobDispatcher({
      client: queue.client,
      queue: 'certidoes',
      concurrency: 2,
      idlePollMs: 200,
      maxIdlePollMs: 500,
      run: async (job) => {
        ran.push(job.id);
      },
      onError: (error) => {
        throw error;
      },
    });
    dispatcher.start(10);
    await vi.advanceTimersByTimeAsync(2_200);
    expect(pauses(queue.fetchedAt)).toEqual([200, 400, 500, 500, 500]);

    // A job another process enqueued is found by the next poll; the pause is short again after it.
    queue.add('a');
    queue.fetchedAt.length = 0;
    await vi.advanceTimersByTimeAsync(1_500);
    expect(ran).toEqual(['a']);
    expect(pauses(queue.fetchedAt).slice(0, 3)).toEqual([200, 200, 400]);

    // A local enqueue wakes it at once (after the enqueuing transaction's few ms) and resets the pause.
    await vi.advanceTimersByTimeAsync(2_000);
    queue.add('b');
    queue.fetchedAt.length = 0;
    const nudgedAt = Date.now();
    dispatcher.nudge();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(ran).toEqual(['a', 'b']);
    expect((queue.fetchedAt[0] as number) - nudgedAt).toBeLessThan(10);
    expect(pauses(queue.fetchedAt).slice(0, 2)).toEqual([200, 200]);

    const stopping = dispatcher.stop();
    await vi.advanceTimersByTimeAsync(10);
    await stopping;
  });
});
