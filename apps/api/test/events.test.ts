/**
 * GET /solicitacoes/eventos: server-sent events of certificate changes, filtered by owner, one request or none,
 * replayed after Last-Event-ID, and (on PostgreSQL) produced by a worker in another process.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ApiError } from '@certidao/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certidaoEventos } from '../src/db/schema.ts';
import { follow } from './eventStream.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness.ts';
import { CPF, fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';

/** Until every certificate of the request was seen concluded with its PDF. */
async function allConcluded(
  stream: ReturnType<typeof follow>,
  solicitacaoId: string,
  count: number,
  timeoutMs = 60_000,
) {
  await waitUntil(
    async () => {
      const mine = [...stream.latest().values()].filter((d) => d.solicitacaoId === solicitacaoId);
      return (
        mine.length === count &&
        mine.every((d) => d.certidao.status === 'concluido' && d.certidao.pdfs.length === 1)
      );
    },
    timeoutMs,
    `the stream to show ${count} certificates concluded`,
  );
}

describe('certificate events', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t?.close());

  it('a customer sees only their requests live; staff see all; one request can be followed', async () => {
    const maria = await userWithPlan(t, 0);
    const joao = await userWithPlan(t, 0);
    const admin = await t.admin();
    const mariaStream = follow(t, maria.token);
    const adminStream = follow(t, admin.token);
    await Promise.all([mariaStream.ready(), adminStream.ready()]);

    const mine = await maria.api.createSolicitacao({ body: fisicaBody('Maria Aparecida da Silva') });
    const joaoStream = follow(t, joao.token, {});
    await joaoStream.ready();
    const his = await joao.api.createSolicitacao({ body: fisicaBody('João Pereira', '111.444.777-35') });
    const onlyMine = follow(t, maria.token, { solicitacaoId: mine.id });

    await allConcluded(mariaStream, mine.id, 10);
    await allConcluded(adminStream, mine.id, 10);
    await allConcluded(adminStream, his.id, 10);
    await allConcluded(joaoStream, his.id, 10);

    expect(mariaStream.certs().every((e) => e.data.solicitacaoId === mine.id)).toBe(true);
    expect(joaoStream.certs().every((e) => e.data.solicitacaoId === his.id)).toBe(true);
    expect(onlyMine.certs().every((e) => e.data.solicitacaoId === mine.id)).toBe(true);
    // Each event once (ids may arrive out of order: a smaller id committed later is still delivered), and the
    // values are the ones the API gives.
    const ids = mariaStream.certs().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const final = await maria.api.getSolicitacao({ path: { id: mine.id } });
    for (const cert of final.certidoes) {
      const seen = mariaStream.latest().get(cert.id);
      expect(seen?.certidao).toEqual(cert);
      expect(seen?.job).toMatchObject({ id: cert.jobId, state: 'completed', progress: 100 });
    }
    for (const s of [mariaStream, adminStream, joaoStream, onlyMine]) {
      await s.close();
      expect(s.failure).toBeUndefined();
    }
  });

  it('every one of a customer’s many streams (tabs) gets every change, several per write', async () => {
    const maria = await userWithPlan(t, 0);
    const tabs = Array.from({ length: 25 }, () => follow(t, maria.token));
    await Promise.all(tabs.map((tab) => tab.ready()));
    const mine = await maria.api.createSolicitacao({ body: fisicaBody('Maria Aparecida da Silva') });
    for (const tab of tabs) await allConcluded(tab, mine.id, 10);
    const final = await maria.api.getSolicitacao({ path: { id: mine.id } });
    for (const tab of tabs) {
      for (const cert of final.certidoes) expect(tab.latest().get(cert.id)?.certidao).toEqual(cert);
      const ids = tab.certs().map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      await tab.close();
      expect(tab.failure).toBeUndefined();
    }
  });

  it('following another customer’s request is refused with 404; anonymous callers get 401', async () => {
    const maria = await userWithPlan(t, 0);
    const joao = await userWithPlan(t, 0);
    const his = await joao.api.createSolicitacao({ body: fisicaBody('João Pereira', '111.444.777-35') });
    const refused = follow(t, maria.token, { solicitacaoId: his.id });
    await waitUntil(async () => refused.failure, 10_000, 'the refusal');
    expect((refused.failure as ApiError).status).toBe(404);
    expect((refused.failure as ApiError).message).toMatch(/não encontrada/i);
    const anonymous = await fetch(`${t.apiUrl}/solicitacoes/eventos`);
    expect(anonymous.status).toBe(401);
    await settled(joao.api, his.id);
  });

  it('reconnecting with Last-Event-ID replays what was missed; events no longer kept say recarregar', async () => {
    const maria = await userWithPlan(t, 0);
    const first = follow(t, maria.token);
    await first.ready();
    const created = await maria.api.createSolicitacao({ body: fisicaBody('Maria Aparecida da Silva', CPF) });
    // Disconnected after the first change: everything after it happens while away.
    await waitUntil(async () => first.certs().length > 0, 20_000, 'a first event');
    await first.close();
    const lastId = first.certs()[0]!.id;
    await settled(maria.api, created.id);

    const again = follow(t, maria.token, { lastEventId: lastId });
    await allConcluded(again, created.id, 10);
    await again.close();

    // The table keeps an hour: drop it all and ask from the start.
    await t.server.ctx.db.delete(certidaoEventos);
    const stale = follow(t, maria.token, { lastEventId: '1' });
    await waitUntil(async () => stale.events.some((e) => e.type === 'recarregar'), 10_000, 'recarregar');
    await stale.close();
  });
});

const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..');

// Only with PostgreSQL: PGlite is one process (the PGlite pass covers the in-process path above).
if (process.env.DATABASE_URL)
  describe('certificate events across processes (PostgreSQL)', () => {
    let t: TestServer;
    let worker: ChildProcess | undefined;
    beforeAll(async () => {
      // The HTTP server runs no workers: a separate worker process issues the certificates.
      t = await startTestServer({ runWorkers: false });
      worker = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
        cwd: API_DIR,
        env: {
          ...process.env,
          LOG_LEVEL: 'warn',
          SANDBOX_TIME_SCALE: '0',
          ADMIN_EMAIL,
          ADMIN_PASSWORD,
          DATA_DIR: t.config.dataDir,
          DATABASE_URL: t.config.databaseUrl as string,
        },
        stdio: 'ignore',
      });
    });
    afterAll(async () => {
      if (worker && worker.exitCode === null) {
        const exited = new Promise((r) => worker?.once('exit', r));
        worker.kill('SIGTERM');
        await exited;
      }
      await t?.close();
    });

    it('changes made by a worker process reach the API process’s streams', async () => {
      const maria = await userWithPlan(t, 0);
      const stream = follow(t, maria.token);
      await stream.ready();
      const created = await maria.api.createSolicitacao({ body: fisicaBody() });
      // The worker process may still be starting on a busy machine.
      await allConcluded(stream, created.id, 10, 110_000);
      await stream.close();
    }, 120_000);
  });
