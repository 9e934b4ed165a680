/**
 * At-least-once webhook delivery across a crash: the process delivering webhooks is killed with SIGKILL while a
 * receiver holds a delivery open, and started again; every event of the request still reaches the receiver
 * (a signed 2xx-acknowledged delivery each), nothing is lost.
 * - PGlite: the whole server is killed and restarted on the same DATA_DIR.
 * - PostgreSQL: the HTTP server runs without workers; a worker process delivers, is killed, and a new one finishes.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ApiClient } from '@certidao/api-client';
import { Webhook } from 'standardwebhooks';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn, startTestServer } from './harness.ts';
import { fisicaBody, waitUntil } from './pipelineHelpers.ts';
import { freePort, kill9, startProcess } from './processes.ts';

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const f of cleanups.reverse()) await f();
});

const ENV = { WEBHOOKS_ALLOW_LOCALHOST: 'true', WEBHOOK_TIMEOUT_SECONDS: '3', SANDBOX_TIME_SCALE: '0.001' };

/** Holds the first delivery open (never answers it); acknowledges every other one. */
async function holdingReceiver() {
  const acknowledged = new Map<string, { body: string; headers: Record<string, string> }>();
  let seen = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      seen++;
      if (seen === 1) return; // held: the process delivering it is killed meanwhile
      acknowledged.set(String(req.headers['webhook-id']), {
        body,
        headers: req.headers as Record<string, string>,
      });
      res.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  cleanups.push(
    () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  );
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/hooks`, acknowledged, seen: () => seen };
}

/** Registers the endpoint, creates a 10-certificate request and waits for the held delivery. */
async function orderWhileHeld(api: ApiClient, url: string, seen: () => number) {
  const { segredo } = await api.criarWebhook({
    body: { url, eventos: ['solicitacao.criada', 'certidao.concluida', 'solicitacao.finalizada'] },
  });
  const created = await api.createSolicitacao({ body: fisicaBody('Entrega Derrubada') });
  await waitUntil(async () => seen() >= 1, 60_000, 'the first delivery to be held');
  return { segredo, created };
}

/** Every event of the request (created, 10 issued, finished) arrived signed and was acknowledged. */
async function expectEveryEvent(r: Awaited<ReturnType<typeof holdingReceiver>>, segredo: string, id: string) {
  await waitUntil(async () => r.acknowledged.size >= 12, 120_000, 'every event to be acknowledged');
  const verifier = new Webhook(segredo);
  const events = [...r.acknowledged.values()].map(
    (x) => verifier.verify(x.body, x.headers) as { tipo: string; dados: { solicitacaoId: string } },
  );
  expect(events.filter((e) => e.tipo === 'certidao.concluida')).toHaveLength(10);
  expect(events.filter((e) => e.tipo === 'solicitacao.criada')).toHaveLength(1);
  expect(events.filter((e) => e.tipo === 'solicitacao.finalizada')).toHaveLength(1);
  expect(events.every((e) => e.dados.solicitacaoId === id)).toBe(true);
}

const onPostgres = !!process.env.DATABASE_URL;

if (!onPostgres)
  describe('webhooks across a crash on PGlite (server process)', () => {
    it('a server killed mid-delivery delivers every event after a restart', async () => {
      const dataDir = mkdtempSync(join(tmpdir(), 'certidao-webhook-crash-'));
      cleanups.push(() => rmSync(dataDir, { recursive: true, force: true }));
      const port = await freePort();
      const apiUrl = `http://127.0.0.1:${port}/api`;
      const env = { ...ENV, DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' };
      const r = await holdingReceiver();
      const first = startProcess('src/main.ts', env, children);
      await waitUntil(async () => (await fetch(`${apiUrl}/health`)).ok, 180_000, 'the server to start');
      const { api } = await signIn(apiUrl, ADMIN_EMAIL, ADMIN_PASSWORD);
      const { segredo, created } = await orderWhileHeld(api, r.url, r.seen);
      await kill9(first);

      const second = startProcess('src/main.ts', env, children);
      await waitUntil(async () => (await fetch(`${apiUrl}/health`)).ok, 180_000, 'the server to restart');
      await expectEveryEvent(r, segredo, created.id);
      second.kill('SIGTERM');
      await new Promise((done) => second.once('exit', done));
    }, 420_000);
  });

if (onPostgres)
  describe('webhooks across a crash on PostgreSQL (worker process)', () => {
    it('a worker killed mid-delivery loses nothing: a new worker delivers every event', async () => {
      const t = await startTestServer({ runWorkers: false });
      cleanups.push(() => t.close());
      const { api } = await t.admin();
      const env = { ...ENV, DATA_DIR: t.config.dataDir, DATABASE_URL: t.config.databaseUrl as string };
      const r = await holdingReceiver();
      const first = startProcess('src/worker.ts', env, children);
      const { segredo, created } = await orderWhileHeld(api, r.url, r.seen);
      await kill9(first);
      startProcess('src/worker.ts', env, children);
      await expectEveryEvent(r, segredo, created.id);
    }, 420_000);
  });
