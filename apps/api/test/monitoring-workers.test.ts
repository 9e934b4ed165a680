/**
 * Monitoring renewals are exactly once per due date across processes and restarts.
 * - PGlite (default): the server is stopped after the clock passes the due dates and opened again on the same
 *   DATA_DIR with two monitoring workers in the process (only one process may open a PGlite directory).
 * - PostgreSQL (DATABASE_URL): the HTTP server runs without workers; two `src/worker.ts` processes run the
 *   passes, one is killed with SIGKILL right after the clock moves and a third takes its place.
 */
import type { ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { ApiClient } from '@certidao/api-client';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { certidoes, pdfs, solicitacoes } from '../src/db/schema.ts';
import { runMonitoringPass, startMonitoring } from '../src/modules/monitoring/scheduler.ts';
import { createServer } from '../src/server.ts';
import { startTestServer } from './harness.ts';
import { advanceClock } from './monitoringHelpers.ts';
import { fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';
import { kill9, startProcess } from './processes.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const DAY = 86_400;
const CPFS = ['529.982.247-25', '111.444.777-35', '935.411.347-80'];

const children: ChildProcess[] = [];
const cleanups: Array<() => Promise<void> | void> = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  for (const f of cleanups.reverse()) await f();
});

async function addParties(api: ApiClient) {
  const ids: string[] = [];
  for (const [i, documento] of CPFS.entries()) {
    const p = await api.criarMonitoramento({
      body: {
        tipoPessoa: 'fisica',
        nomeCompleto: `Parte ${i + 1}`,
        documento,
        dataNascimento: '15/03/1985',
        tiposCertidao: ['trf3'],
      },
    });
    ids.push(p.id);
  }
  return ids;
}

/** How many renewal requests each party has. */
async function renewalCounts(db: Db, ids: string[]) {
  const rows = await db
    .select({ m: solicitacoes.monitoramentoId })
    .from(solicitacoes)
    .where(inArray(solicitacoes.monitoramentoId, ids));
  return ids.map((id) => rows.filter((r) => r.m === id).length);
}

/** Waits until every party has `n` renewals, all of them finished and recorded. */
async function until(db: Db, api: ApiClient, ids: string[], n: number) {
  await waitUntil(
    async () => {
      const counts = await renewalCounts(db, ids);
      if (!counts.every((c) => c >= n)) return false;
      const parties = await Promise.all(ids.map((id) => api.obterMonitoramento({ path: { id } })));
      return parties.every((p) => p.renovacaoSolicitacaoId === null && p.certidoes.every((c) => c.emitidoEm));
    },
    120_000,
    `${n} renewals of each party`,
  );
}

const advance = advanceClock;

if (onPostgres)
  describe('monitoring on PostgreSQL: worker processes', () => {
    it('a worker dates certificates by the clock another process moved, before its own next pass', async () => {
      const t = await startTestServer({ runWorkers: false });
      cleanups.push(() => t.close());
      // Its monitoring pass (which also reads the clock) runs at start and then only an hour later.
      startProcess(
        'src/worker.ts',
        {
          DATA_DIR: t.config.dataDir,
          DATABASE_URL: t.config.databaseUrl as string,
          SANDBOX_CLOCK: 'true',
          SANDBOX_TIME_SCALE: '0',
          MONITORING_INTERVAL_SECONDS: '3600',
        },
        children,
      );
      const owner = await userWithPlan(t, 0);
      const before = await owner.api.createSolicitacao({ body: fisicaBody('Antes', undefined, ['trf3']) });
      await settled(owner.api, before.id, 60_000);
      await advance(t, 26 * DAY);
      const after = await owner.api.createSolicitacao({ body: fisicaBody('Depois', undefined, ['trf3']) });
      await settled(owner.api, after.id, 60_000);
      const issuedAt = async (solicitacaoId: string) => {
        const [row] = await t.server.ctx.db
          .select({ at: pdfs.emitidoEm })
          .from(pdfs)
          .innerJoin(certidoes, eq(certidoes.id, pdfs.certidaoId))
          .where(eq(certidoes.solicitacaoId, solicitacaoId));
        if (!row) throw new Error(`no PDF for ${solicitacaoId}`);
        return row.at.getTime();
      };
      const moved = (await issuedAt(after.id)) - (await issuedAt(before.id));
      expect(moved).toBeGreaterThanOrEqual(26 * DAY * 1000);
      expect(moved).toBeLessThan(27 * DAY * 1000);
    }, 120_000);

    it('two workers and a killed one: one renewal per party and due date', async () => {
      const t = await startTestServer({ runWorkers: false });
      cleanups.push(() => t.close());
      const env = {
        DATA_DIR: t.config.dataDir,
        DATABASE_URL: t.config.databaseUrl as string,
        SANDBOX_CLOCK: 'true',
        SANDBOX_TIME_SCALE: '0',
        MONITORING_INTERVAL_SECONDS: '1',
      };
      const first = startProcess('src/worker.ts', env, children);
      startProcess('src/worker.ts', env, children);
      const owner = await userWithPlan(t, 0);
      const ids = await addParties(owner.api);
      await until(t.server.ctx.db, owner.api, ids, 1);
      expect(await renewalCounts(t.server.ctx.db, ids)).toEqual([1, 1, 1]);

      await advance(t, 26 * DAY);
      await kill9(first);
      startProcess('src/worker.ts', env, children);
      await until(t.server.ctx.db, owner.api, ids, 2);
      await advance(t, 26 * DAY);
      await until(t.server.ctx.db, owner.api, ids, 3);
      // Several more passes of both workers: nothing is due, nothing more is created.
      await new Promise((r) => setTimeout(r, 3000));
      expect(await renewalCounts(t.server.ctx.db, ids)).toEqual([3, 3, 3]);
    }, 300_000);
  });
else
  describe('monitoring on PGlite: a restart past the due dates', () => {
    it('the reopened server with two workers renews each party once', async () => {
      const t = await startTestServer();
      const owner = await userWithPlan(t, 0);
      const ids = await addParties(owner.api);
      await until(t.server.ctx.db, owner.api, ids, 1);

      await advance(t, 26 * DAY);
      // Stopped before its schedule ran a pass at the new time (the next is seconds away).
      await t.server.close();
      const reopened = await createServer(t.config);
      const second = await startMonitoring(reopened.ctx);
      cleanups.push(async () => {
        await second.stop();
        await reopened.close();
        rmSync(t.dataDir, { recursive: true, force: true });
      });
      await Promise.all([runMonitoringPass(reopened.ctx), runMonitoringPass(reopened.ctx)]);
      await waitUntil(
        async () => {
          await runMonitoringPass(reopened.ctx);
          const counts = await renewalCounts(reopened.ctx.db, ids);
          if (!counts.every((c) => c === 2)) return false;
          const running = await reopened.ctx.db
            .select({ id: solicitacoes.id })
            .from(solicitacoes)
            .where(eq(solicitacoes.observacao, 'Renovação automática (Monitoramento)'));
          return running.length === 6;
        },
        60_000,
        'the renewals after the restart',
      );
      await Promise.all([runMonitoringPass(reopened.ctx), runMonitoringPass(reopened.ctx)]);
      expect(await renewalCounts(reopened.ctx.db, ids)).toEqual([2, 2, 2]);
    }, 180_000);
  });
