/**
 * PDF files that no row points at (a process killed between storing a file and recording it) are swept from
 * the local store, at start-up and later, sparing files that may still be waiting for their row.
 * The S3 store is covered in storage-s3.test.ts.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalBlobStore } from '../src/adapters/storage/local.ts';
import { ORPHAN_GRACE_MS, sweepOrphanPdfs } from '../src/jobs/orphans.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';

const PDF = new TextEncoder().encode('%PDF-1.7 órfão');

/** Delivers one certificate and answers the storage key of its PDF. */
async function deliveredKey(t: TestServer): Promise<string> {
  const user = await userWithPlan(t, 0);
  const created = await user.api.createSolicitacao({ body: fisicaBody('Maria Órfã', undefined, ['cndt']) });
  const done = await settled(user.api, created.id);
  const pdfId = done.certidoes[0]?.pdfs[0]?.id as string;
  const row = await t.server.ctx.db.query.pdfs.findFirst({ where: (p, { eq }) => eq(p.id, pdfId) });
  return row?.storageKey as string;
}

describe('orphan PDF files in the local store', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('deletes unrecorded files older than the cutoff, never a recorded one or a recent one', async () => {
    const { storage } = t.server.ctx.pipeline;
    const root = join(t.dataDir, 'pdfs');
    const recorded = await deliveredKey(t);
    const old = 'certidoes/2020/01/certidao-cndt-20200101-orfao.pdf';
    const recent = 'certidoes/2020/01/certidao-cndt-20200101-recente.pdf';
    const elsewhere = 'outros/arquivo.pdf';
    for (const key of [old, recent, elsewhere]) await storage.put(key, PDF, 'application/pdf');
    const longAgo = new Date(Date.now() - 2 * ORPHAN_GRACE_MS);
    for (const key of [old, elsewhere, recorded]) utimesSync(join(root, key), longAgo, longAgo);

    const cutoff = new Date(Date.now() - ORPHAN_GRACE_MS);
    const removed = await sweepOrphanPdfs({ ...t.server.ctx, storage }, cutoff);
    expect(removed).toBe(1);
    expect(existsSync(join(root, old))).toBe(false);
    expect(existsSync(join(root, recent))).toBe(true);
    expect(existsSync(join(root, elsewhere))).toBe(true);
    expect(existsSync(join(root, recorded))).toBe(true);
  }, 60_000);
});

describe('temp files of interrupted writes in the local store', () => {
  it('are never listed as objects, and the old ones are swept', async () => {
    const root = mkdtempSync(join(tmpdir(), 'certidao-tmpfiles-'));
    try {
      const store = new LocalBlobStore(root);
      await store.put('certidoes/2024/05/a.pdf', PDF);
      mkdirSync(join(root, 'certidoes/2024/05'), { recursive: true });
      const stale = join(root, 'certidoes/2024/05/.tmp-stale');
      const fresh = join(root, 'certidoes/2024/05/.tmp-fresh');
      writeFileSync(stale, 'x');
      writeFileSync(fresh, 'x');
      const longAgo = new Date(Date.now() - 60 * 60_000);
      utimesSync(stale, longAgo, longAgo);
      const listed: string[] = [];
      for await (const { key } of store.list('certidoes/')) listed.push(key);
      expect(listed).toEqual(['certidoes/2024/05/a.pdf']);
      expect(await store.sweepTempFiles(10 * 60_000)).toBe(1);
      expect(existsSync(stale)).toBe(false);
      expect(existsSync(fresh)).toBe(true);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

// PGlite only: a restart on PostgreSQL would open a fresh test database (its sweep is the one above, with
// the grace period, and the S3 test).
if (!process.env.DATABASE_URL) {
  describe('orphan PDF files at start-up (PGlite)', () => {
    it('a restart deletes a file left unrecorded by the previous process, keeping recorded ones', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'certidao-orphans-'));
      try {
        const first = await startTestServer({ dataDir });
        const recorded = await deliveredKey(first);
        const orphan = 'certidoes/2026/11/certidao-cndt-20261123-morto.pdf';
        // As if the process died after storing the file and before recording it.
        await first.server.ctx.pipeline.storage.put(orphan, PDF, 'application/pdf');
        await first.close();
        const root = join(dataDir, 'pdfs');
        expect(existsSync(join(root, orphan))).toBe(true);

        const second = await startTestServer({ dataDir });
        try {
          await waitUntil(async () => !existsSync(join(root, orphan)), 10_000, 'the orphan to be swept');
          expect(existsSync(join(root, recorded))).toBe(true);
        } finally {
          await second.close();
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    }, 90_000);
  });
}
