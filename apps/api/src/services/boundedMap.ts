/**
 * A Map that holds at most `maxEntries` (and, given `weigh`, at most `maxWeight` in total, e.g. bytes): setting a
 * key when full drops the oldest entries first (a Map iterates in insertion order). `touch` makes a read count
 * as a use, so the map evicts the least recently used instead.
 */
export class BoundedMap<K, V> {
  private readonly entries = new Map<K, V>();
  private weight = 0;

  constructor(
    private readonly maxEntries: number,
    private readonly limits: { weigh?: (value: V) => number; maxWeight?: number } = {},
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The total weight of the entries (0 without `weigh`). */
  get totalWeight(): number {
    return this.weight;
  }

  get(key: K, { touch = false } = {}): V | undefined {
    const value = this.entries.get(key);
    if (touch && value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const w = this.weigh(value);
    const maxWeight = this.limits.maxWeight ?? Number.POSITIVE_INFINITY;
    if (w > maxWeight) return; // would push out everything else and still not fit
    for (const oldest of this.entries.keys()) {
      if (this.entries.size < this.maxEntries && this.weight + w <= maxWeight) break;
      this.delete(oldest);
    }
    this.entries.set(key, value);
    this.weight += w;
  }

  delete(key: K): void {
    const value = this.entries.get(key);
    if (value === undefined) return;
    this.entries.delete(key);
    this.weight -= this.weigh(value);
  }

  clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  private weigh(value: V): number {
    return this.limits.weigh?.(value) ?? 0;
  }
}
