import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';
import { fetchPdf, fisicaBody, inspectPdf, settled, sha256, userWithPlan } from './pipelineHelpers.ts';

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
    // Nothing was written to the local PDF directory.
    let local: string[] = [];
    try {
      local = readdirSync(join(t.config.dataDir, 'pdfs'));
    } catch {
      local = [];
    }
    expect(local).toEqual([]);
  }, 40_000);
});
