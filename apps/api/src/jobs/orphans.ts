import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../adapters/storage/types.ts';
import type { Db } from '../db/client.ts';
import { pdfs } from '../db/schema.ts';

/** Where delivered PDFs live in the store (`certidoes/YYYY/MM/…`, see delivery.ts); nothing else is swept. */
export const PDF_PREFIX = 'certidoes/';
/**
 * How old an unrecorded file must be before it is taken for an orphan when other processes may be writing
 * (PostgreSQL): a delivery stores its file and records its row a few seconds apart (docs/decisions/).
 */
export const ORPHAN_GRACE_MS = 15 * 60_000;
/** Later sweeps, in every process that runs workers. */
export const ORPHAN_SWEEP_INTERVAL_MS = 60 * 60_000;

const BATCH = 500;

/**
 * Deletes PDF files that no `pdfs` row points at and that were last written before `cutoff`: left by a
 * process killed between storing a file and recording it, or whose row went with a deleted request or user.
 * Answers how many were deleted.
 */
export async function sweepOrphanPdfs(
  deps: { db: Db; storage: BlobStore; log: FastifyBaseLogger },
  cutoff: Date,
): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const keys = batch;
    batch = [];
    if (!keys.length) return;
    const known = await deps.db
      .select({ key: pdfs.storageKey })
      .from(pdfs)
      .where(inArray(pdfs.storageKey, keys));
    const recorded = new Set(known.map((r) => r.key));
    for (const key of keys.filter((k) => !recorded.has(k))) {
      await deps.storage.delete(key);
      removed++;
    }
  };
  for await (const object of deps.storage.list(PDF_PREFIX)) {
    if (object.modifiedAt.getTime() >= cutoff.getTime()) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  if (removed) deps.log.warn({ removed }, 'orphan PDF files deleted');
  return removed;
}

/**
 * Sweeps at start-up and then every hour. The first sweep's cutoff is `firstCutoff` (start-up time when this
 * process is the only writer, as with PGlite); later ones spare the last ORPHAN_GRACE_MS.
 */
export function startOrphanSweeper(
  deps: { db: Db; storage: BlobStore; log: FastifyBaseLogger },
  firstCutoff: Date,
  intervalMs = ORPHAN_SWEEP_INTERVAL_MS,
): { stop(): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  const sweep = (cutoff: Date) => {
    running = sweepOrphanPdfs(deps, cutoff).catch((error) =>
      deps.log.warn({ err: error }, 'orphan PDF sweep failed'),
    );
  };
  sweep(firstCutoff);
  const timer = setInterval(() => sweep(new Date(Date.now() - ORPHAN_GRACE_MS)), intervalMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
