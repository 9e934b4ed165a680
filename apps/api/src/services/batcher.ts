/**
 * Groups concurrent calls into one batch call: the first call starts a batch at once (no added latency when
 * idle); calls made while a batch runs wait and go together in the next one. Under load, batches grow by
 * themselves to what arrives during one batch, so a statement's round trip (and, on PGlite, its turn on the
 * single connection) is shared by many jobs.
 */
export class Batcher<T, R> {
  private queued: Array<{ item: T; resolve: (r: R) => void; reject: (e: unknown) => void }> = [];
  private running = false;

  /**
   * `run` answers one result per item, in order. A batch that throws is run again item by item, so one bad
   * item fails only its own call.
   */
  constructor(
    private readonly run: (items: T[]) => Promise<R[]>,
    private readonly maxBatch = 100,
  ) {}

  /** Nothing waiting and no batch running. */
  get idle(): boolean {
    return !this.running && this.queued.length === 0;
  }

  add(item: T): Promise<R> {
    return new Promise<R>((resolve, reject) => {
      this.queued.push({ item, resolve, reject });
      if (!this.running) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.running = true;
    try {
      // Let the calls of this same tick join the first batch.
      await new Promise((r) => setImmediate(r));
      while (this.queued.length) {
        const batch = this.queued.splice(0, this.maxBatch);
        try {
          const results = await this.run(batch.map((b) => b.item));
          for (const [i, b] of batch.entries()) b.resolve(results[i] as R);
        } catch (error) {
          if (batch.length === 1) batch[0]?.reject(error);
          else
            for (const b of batch)
              await this.run([b.item]).then(
                ([r]) => b.resolve(r as R),
                (e: unknown) => b.reject(e),
              );
        }
      }
    } finally {
      this.running = false;
    }
  }
}
