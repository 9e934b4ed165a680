/**
 * Crash safety with real processes: a process running certificate jobs is killed with SIGKILL mid-job and
 * started again; every job still ends (here: completed), and every stored PDF is whole and validly signed.
 * - PGlite (default): the server runs the workers in-process, so the whole server is killed and restarted on
 *   the same DATA_DIR (only one process may open a PGlite directory).
 * - PostgreSQL (DATABASE_URL): the HTTP server runs without workers and `src/worker.ts` runs as a child; a
 *   second worker is then stopped cleanly (SIGTERM) mid-job, and a third finishes.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '@certidao/api-client';
import { ORIGINAL_CODES } from '@certidao/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, inspectPdf, settled, sha256, waitUntil } from './pipelineHelpers.ts';
import { freePort, kill9, startProcess } from './processes.ts';

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const f of cleanups.reverse()) await f();
});

function start(script: string, env: Record<string, string>) {
  return startProcess(
    script,
    {
      SANDBOX_TIME_SCALE: '0.002',
      // Fewer slots than a request's 10 certificates: when the process dies, some jobs are running, some were
      // fetched ahead of a free slot (ours in pg-boss, not started) and the rest wait in the queue.
      WORKER_CONCURRENCY: '4',
      ...env,
    },
    children,
  );
}

const login = (apiUrl: string) => signIn(apiUrl, ADMIN_EMAIL, ADMIN_PASSWORD);

/** Starts a request of the 10 types and waits until several jobs are running, part-way through. */
async function createAndCatchRunning(api: ApiClient) {
  const created = await api.createSolicitacao({ body: fisicaBody('Processo Derrubado', '529.982.247-25') });
  await waitUntil(
    async () => {
      const states = await Promise.all(
        created.certidoes.map((c) => api.consultarStatusJob({ path: { id: c.jobId as string } })),
      );
      return states.filter((s) => s.state === 'active' && s.progress >= 25).length >= 3;
    },
    120_000,
    'jobs to be running',
  );
  return created;
}

/** Every stored *.pdf is a whole, validly signed file; the request's PDFs match their recorded SHA-256. */
async function checkOutcome(api: ApiClient, apiUrl: string, token: string, id: string, pdfDir: string) {
  const done = await settled(api, id, 240_000);
  expect(done.certidoes.map((c) => c.status)).toEqual(ORIGINAL_CODES.map(() => 'concluido'));
  let resumed = 0;
  for (const c of done.certidoes) {
    expect(c.pdfs).toHaveLength(1);
    const pdf = c.pdfs[0];
    if (!pdf) throw new Error('missing pdf');
    const res = await fetch(`${apiUrl}/automations/pdfs/download/${pdf.nomeArquivo}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(sha256(bytes)).toBe(pdf.sha256);
    const job = await api.consultarStatusJob({ path: { id: c.jobId as string } });
    expect(job.state).toBe('completed');
    if (job.attempts > 1) resumed++;
  }
  expect(resumed, 'jobs that were running when the process died ran again').toBeGreaterThanOrEqual(3);
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files.push(full);
    }
  };
  walk(pdfDir);
  const pdfFiles = files.filter((f) => f.endsWith('.pdf'));
  expect(pdfFiles.length).toBeGreaterThanOrEqual(10);
  for (const f of pdfFiles)
    expect(inspectPdf(readFileSync(f), { signatureOnly: true }).pdfsig, f).toContain(
      'Signature Validation: Signature is Valid.',
    );
}

// PGlite is single-process, so there the whole server is killed; on PostgreSQL a separate worker process is.
const onPostgres = !!process.env.DATABASE_URL;

if (!onPostgres)
  describe('crash safety on PGlite (server process)', () => {
    it('a server killed with SIGKILL mid-job finishes every job after a restart', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'certidao-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      const apiUrl = `http://127.0.0.1:${port}/api`;
      const env = { DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
      const first = start('src/main.ts', env);
      await waitUntil(async () => (await fetch(`${apiUrl}/health`)).ok, 180_000, 'the server to start');
      const { api } = await login(apiUrl);
      const created = await createAndCatchRunning(api);
      await kill9(first);

      const second = start('src/main.ts', env);
      await waitUntil(async () => (await fetch(`${apiUrl}/health`)).ok, 180_000, 'the server to restart');
      const again = await login(apiUrl);
      await checkOutcome(again.api, apiUrl, again.token, created.id, join(dataDir, 'pdfs'));
      second.kill('SIGTERM');
      await new Promise((r) => second.once('exit', r));
    }, 480_000);
  });

if (onPostgres)
  describe('crash safety on PostgreSQL (worker process)', () => {
    let t: TestServer;
    it('a worker killed with SIGKILL mid-job loses nothing: a new worker finishes every job', async () => {
      t = await startTestServer({ runWorkers: false });
      cleanups.push(() => t.close());
      const { api, token } = await t.admin();
      const env = { DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl as string };
      const first = start('src/worker.ts', env);
      const created = await createAndCatchRunning(api);
      await kill9(first);
      // A clean stop hands back what it holds (running and fetched-ahead jobs) for the next worker.
      const delivered = async () =>
        (await api.getSolicitacao({ path: { id: created.id } })).certidoes.filter(
          (c) => c.status === 'concluido',
        ).length;
      const before = await delivered();
      const second = start('src/worker.ts', env);
      await waitUntil(async () => (await delivered()) > before, 120_000, 'the second worker to deliver');
      const stopped = new Promise((r) => second.once('exit', r));
      second.kill('SIGTERM');
      expect(await stopped).toBe(0);
      start('src/worker.ts', env);
      await checkOutcome(api, t.apiUrl, token, created.id, join(t.config.dataDir, 'pdfs'));
    }, 480_000);
  });
