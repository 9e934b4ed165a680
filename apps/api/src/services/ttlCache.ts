import { BoundedMap } from './boundedMap.ts';

/**
 * How long another process may keep answering from its caches after a change made elsewhere (PostgreSQL with
 * several servers): the process that made the change clears its own at once.
 */
export const READ_CACHE_MS = 5_000;

/**
 * A small in-process cache of answers that are read far more often than they change: each entry
 * lives at most `ttlMs` (or less, when the loader says so), the cache holds at most `maxEntries` (the oldest
 * go first), and `clear()` wins over loads in flight: a value read before a clear is not stored after it, so a
 * write that cleared the cache is never hidden by a read that started earlier.
 */
export class TtlCache<V> {
  private readonly entries: BoundedMap<string, { value: V; expiresAt: number }>;
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {
    this.entries = new BoundedMap(maxEntries);
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > this.now()) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  /**
   * The cached value, else `load()`'s. A load answering `cache: false` (or `expiresAt` in the past) is not kept;
   * `expiresAt` (ms) shortens the entry's life below `ttlMs`.
   */
  async getOrLoad(key: string, load: () => Promise<{ value: V; cache?: boolean; expiresAt?: number }>) {
    const hit = this.get(key);
    if (hit !== undefined) return hit;
    const generation = this.generation;
    const loaded = await load();
    const expiresAt = Math.min(this.now() + this.ttlMs, loaded.expiresAt ?? Number.POSITIVE_INFINITY);
    if (loaded.cache !== false && generation === this.generation && expiresAt > this.now())
      this.entries.set(key, { value: loaded.value, expiresAt });
    return loaded.value;
  }

  clear(): void {
    this.entries.clear();
    this.generation++;
  }
}
