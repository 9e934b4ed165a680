import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sweepOrphanPdfs } from '../src/jobs/orphans.ts';
import { startTestServer, type TestServer } from './harness.ts';
import {
  fetchPdf,
  fetchZip,
  fisicaBody,
  inspectPdf,
  readZip,
  settled,
  sha256,
  userWithPlan,
} from './pipelineHelpers.ts';

const require = createRequire(import.meta.url);
const S3rver = require('s3rver') as new (
  o: Record<string, unknown>,
) => {
  run(): Promise<{ address: string; port: number }>;
  close(): Promise<void>;
};

let s3: InstanceType<typeof S3rver>;
let s3Dir: string;
let endpoint: string;
let t: TestServer;
const BUCKET = 'certidoes-teste';

beforeAll(async () => {
  s3Dir = mkdtempSync(join(tmpdir(), 'certidao-s3rver-'));
  // No prefabricated bucket: the store creates it on first use.
  s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: s3Dir });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  t = await startTestServer(
    {},
    {
      S3_ENDPOINT: endpoint,
      S3_BUCKET: BUCKET,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_REGION: 'us-east-1',
    },
  );
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
});

describe('S3-compatible storage', () => {
  it('stores delivered PDFs as objects and streams them back', async () => {
    const health = await t.anon.getHealth();
    expect(health.modes.storage).toBe('s3');
    expect(health.checks.storage).toBe('ok');

    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Maria S3', '529.982.247-25', ['trt2', 'cndt']),
    });
    const done = await settled(user.api, created.id);
    expect(done.status).toBe('concluido');

    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    for (const c of done.certidoes) {
      const pdf = c.pdfs[0];
      if (!pdf) throw new Error('missing');
      const row = await t.server.ctx.db.query.pdfs.findFirst({ where: (p, { eq }) => eq(p.id, pdf.id) });
      const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: row?.storageKey }));
      expect(head.ContentLength).toBe(pdf.tamanho);
      expect(head.ContentType).toBe('application/pdf');

      const { res, bytes } = await fetchPdf(t, user.token, pdf.nomeArquivo);
      expect(res.status).toBe(200);
      expect(sha256(bytes)).toBe(pdf.sha256);
      expect(inspectPdf(bytes).pdfsig).toContain('Signature Validation: Signature is Valid.');
      const byKey = await fetch(
        `${t.apiUrl}/automations/pdfs/minio/${encodeURIComponent(row?.storageKey as string)}`,
        {
          headers: { authorization: `Bearer ${user.token}` },
        },
      );
      expect(byKey.status).toBe(200);
      expect(sha256(Buffer.from(await byKey.arrayBuffer()))).toBe(pdf.sha256);
    }
    client.destroy();

    // 'Baixar todos' streams the same objects into one ZIP.
    const zip = await fetchZip(t, user.token, created.id);
    expect(zip.res.status).toBe(200);
    const [summary, ...entries] = readZip(zip.bytes);
    expect(summary?.name).toBe('resumo.csv');
    expect(entries.map((e) => sha256(e.bytes))).toEqual(done.certidoes.map((c) => c.pdfs[0]?.sha256));

    // Nothing was written to the local PDF directory.
    let local: string[] = [];
    try {
      local = readdirSync(join(t.config.dataDir, 'pdfs'));
    } catch {
      local = [];
    }
    expect(local).toEqual([]);
  }, 40_000);

  it('sweeps objects no row points at, keeping recorded ones, recent ones and other prefixes', async () => {
    const client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    const exists = async (key: string) =>
      client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: key })).then(
        () => true,
        () => false,
      );
    const recorded = (await t.server.ctx.db.query.pdfs.findMany()).map((p) => p.storageKey);
    expect(recorded.length).toBeGreaterThan(0);
    const orphans = ['certidoes/2020/01/a-orfao.pdf', 'certidoes/2020/02/b-orfao.pdf'];
    for (const key of [...orphans, 'outros/nao-e-pdf.txt'])
      await client.send(new PutObjectCommand({ Bucket: BUCKET, Key: key, Body: 'x' }));
    const { storage } = t.server.ctx.pipeline;

    // A cutoff before the objects were written spares them all (a delivery may be about to record them).
    expect(await sweepOrphanPdfs({ ...t.server.ctx, storage }, new Date(Date.now() - 60_000))).toBe(0);
    const removed = await sweepOrphanPdfs({ ...t.server.ctx, storage }, new Date(Date.now() + 1_000));
    expect(removed).toBe(2);
    for (const key of orphans) expect(await exists(key)).toBe(false);
    for (const key of [...recorded, 'outros/nao-e-pdf.txt']) expect(await exists(key)).toBe(true);
    client.destroy();
  }, 30_000);
});
