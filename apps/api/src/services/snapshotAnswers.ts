import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/queries.ts';
import { Batcher } from './batcher.ts';
import { BoundedMap } from './boundedMap.ts';

/**
 * Whole answers (a page of requests, a request, the staff dashboard) as JSON bytes, each kept with the database
 * snapshot it was built after: while the snapshot is the same, no write transaction has committed anywhere in the
 * database since (in any process), so the answer is still exact and is sent without reading a row. The snapshot
 * is read before the answer is built: a commit in between makes every later snapshot differ, so a newer answer
 * kept under the older snapshot is never used. When the database is busy the snapshot moves on every write and
 * each read builds again, but the reads of one snapshot share one build.
 */
export class SnapshotAnswers {
  private readonly answers: BoundedMap<string, { snapshot: string; json: Buffer; at: number }>;
  private readonly building = new Map<string, { snapshot: string; json: Promise<Buffer> }>();
  /**
   * Reads arriving while a snapshot read is in flight share the next one, not that one: it may have been sent
   * before a commit they must see (their own write, answered before they asked). Under load one statement then
   * serves every read of its round trip instead of one each (on PGlite, each took its turn in the database thread).
   */
  private readonly snapshots = new Batcher<Db, string>(async (dbs) => {
    const snapshot = await currentSnapshot(dbs[0] as Db);
    return dbs.map(() => snapshot);
  }, 10_000);

  private readonly now: () => number;

  /** Bounded by count and by bytes: a page of 100 requests is about 800 KB. */
  constructor({ maxAnswers = 500, maxBytes = 32 * 1024 * 1024, now = Date.now } = {}) {
    this.answers = new BoundedMap(maxAnswers, { weigh: (a) => a.json.length, maxWeight: maxBytes });
    this.now = now;
  }

  /**
   * The answer for one caller and query (`key`), built by `build` unless kept under the current snapshot.
   * `maxAgeMs` bounds how long a kept answer serves when it also depends on the clock (a window of the last 30
   * days moves without any write). `db` is the server's database, never a transaction (the snapshot reads of
   * concurrent callers are shared).
   */
  async answer(
    db: Db,
    key: string,
    build: () => Promise<Buffer>,
    { maxAgeMs = Number.POSITIVE_INFINITY } = {},
  ): Promise<Buffer> {
    const snapshot = await this.snapshots.add(db);
    const kept = this.answers.get(key, { touch: true });
    if (kept?.snapshot === snapshot && this.now() - kept.at < maxAgeMs) return kept.json;
    // Callers that read the same snapshot share one build (after a commit, hundreds of waiting reads would
    // otherwise all build the same page at once): it started after their snapshot and their call, so it is no
    // older than either.
    const inFlight = this.building.get(key);
    if (inFlight?.snapshot === snapshot) return inFlight.json;
    const at = this.now();
    const json = build().then((bytes) => {
      this.answers.set(key, { snapshot, json: bytes, at });
      return bytes;
    });
    this.building.set(key, { snapshot, json });
    return json.finally(() => {
      if (this.building.get(key)?.json === json) this.building.delete(key);
    });
  }
}

/** The database's current MVCC snapshot as text (xmin:xmax:in-progress ids); one statement reading no table. */
async function currentSnapshot(db: DbOrTx): Promise<string> {
  const [row] = rowsOf<{ s: string }>(await db.execute(sql`select pg_current_snapshot()::text as s`));
  return row?.s ?? '';
}
