import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

/** Where the sandbox clock's offset is kept, so every process of a server moves together. */
const OFFSET_KEY = 'sandbox.relogio';

/**
 * The time schedules and the sandbox issuers go by. In production it is the system's clock. With
 * SANDBOX_CLOCK=true an admin may move it forward (tests and demos watch renewals and expiries without
 * waiting days): the offset is stored in the database and each process reads it again before every
 * monitoring pass and every certificate it issues, so workers on other machines follow.
 */
export class Clock {
  private offsetMs = 0;

  constructor(readonly adjustable: boolean) {}

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  get offsetSeconds(): number {
    return Math.round(this.offsetMs / 1000);
  }

  /** Reads the stored offset (a no-op unless adjustable). */
  async refresh(db: DbOrTx): Promise<void> {
    if (!this.adjustable) return;
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, OFFSET_KEY));
    const stored = (row?.value as { ms?: unknown } | undefined)?.ms;
    this.offsetMs = typeof stored === 'number' && Number.isFinite(stored) && stored > 0 ? stored : 0;
  }

  /** Moves the clock of every process forward by `seconds`, or back to real time (`seconds` null). */
  async move(db: DbOrTx, seconds: number | null): Promise<void> {
    if (!this.adjustable) throw new Error('clock not adjustable');
    const [row] = await db
      .insert(appSettings)
      .values({ key: OFFSET_KEY, value: { ms: seconds === null ? 0 : seconds * 1000 } })
      .onConflictDoUpdate({
        target: appSettings.key,
        set: {
          value:
            seconds === null
              ? sql`'{"ms":0}'::jsonb`
              : sql`jsonb_build_object('ms', coalesce((${appSettings.value}->>'ms')::bigint, 0) + ${seconds * 1000})`,
          updatedAt: sql`now()`,
        },
      })
      .returning({ value: appSettings.value });
    this.offsetMs = Number((row?.value as { ms?: unknown } | undefined)?.ms ?? 0);
  }
}
