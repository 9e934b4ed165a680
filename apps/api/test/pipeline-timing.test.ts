import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sleep } from '../src/adapters/issuers/sandbox.ts';
import type { IssueContext, IssueInput } from '../src/adapters/issuers/types.ts';
import { certidoes, jobs, pdfs } from '../src/db/schema.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';

// A slower sandbox (TRT-2 takes ~2–5 s) so that jobs can be caught while they run; a short stuck limit.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ sandboxTimeScale: 0.002, jobStuckSeconds: 3 });
});
afterAll(() => t?.close());

describe('jobs while they run', () => {
  it('reports progress with a step, and cancelling stops running and waiting jobs', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Cancelamento Teste', '529.982.247-25', ['trt2', 'tjsp', 'cndt']),
    });
    const running = await waitUntil(async () => {
      const j = await user.api.consultarStatusJob({ path: { id: created.certidoes[0]?.jobId as string } });
      return j.state === 'active' && j.progress > 0 ? j : undefined;
    });
    expect(running.step).toBeTruthy();
    expect(running.progress).toBeLessThan(100);
    const list = await user.api.getSolicitacao({ path: { id: created.id } });
    expect(list.status).toBe('processando');

    const cancelled = await user.api.cancelarSolicitacao({ path: { id: created.id } });
    expect(cancelled.status).toBe('cancelado');
    for (const c of cancelled.certidoes) expect(c.status).toBe('cancelado');
    // The running issuer was aborted: nothing completes later, no PDF appears.
    await new Promise((r) => setTimeout(r, 6000));
    const later = await user.api.getSolicitacao({ path: { id: created.id } });
    for (const c of later.certidoes) {
      expect(c).toMatchObject({ status: 'cancelado', pdfs: [], podeTentarNovamente: false });
      const j = await user.api.consultarStatusJob({ path: { id: c.jobId as string } });
      expect(j.state).toBe('failed');
      expect(j.failedReason).toBe('Emissão cancelada a pedido do usuário.');
    }
    const rows = await t.server.ctx.db.select().from(pdfs);
    expect(rows.filter((p) => later.certidoes.some((c) => c.id === p.certidaoId))).toEqual([]);
    // Nothing left to cancel; a cancelled certificate cannot be retried.
    await expect(user.api.cancelarSolicitacao({ path: { id: created.id } })).rejects.toMatchObject({
      status: 409,
    });
    await expect(
      user.api.tentarNovamenteCertidao({
        path: { id: created.id, certId: later.certidoes[0]?.id as string },
      }),
    ).rejects.toMatchObject({ status: 409 });
  }, 30_000);

  it('a job without progress past its limit is marked stuck and requeued, then completes', async () => {
    const sandbox = t.server.ctx.pipeline.issuers.sandbox;
    const original = sandbox.issue.bind(sandbox);
    let hung = 0;
    // The first run of this person's certificate hangs without reporting progress (a frozen portal).
    sandbox.issue = async (input: IssueInput, ctx: IssueContext) => {
      if (input.nome.includes('TRAVA') && hung++ === 0) {
        await ctx.progress(10, 'Acessando o portal');
        await sleep(60_000, ctx.signal);
      }
      return original(input, ctx);
    };
    try {
      const user = await userWithPlan(t, 0);
      const created = await user.api.createSolicitacao({
        body: fisicaBody('Portal TRAVA', '529.982.247-25', ['receita-federal']),
      });
      const jobId = created.certidoes[0]?.jobId as string;
      // While it hangs the job stays active with its last progress; the supervisor then requeues it (state
      // stuck until a worker picks it up again, which is quick here).
      const hanging = await user.api.consultarStatusJob({ path: { id: jobId } });
      expect(['waiting', 'active']).toContain(hanging.state);
      const done = await settled(user.api, created.id, 20_000);
      expect(done.status).toBe('concluido');
      const [row] = await t.server.ctx.db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(row).toMatchObject({ state: 'completed', stuckCount: 1, attempts: 2 });
      expect(done.certidoes[0]?.pdfs).toHaveLength(1);
    } finally {
      sandbox.issue = original;
    }
  }, 40_000);

  it('cancelling waits for a job the pipeline holds instead of deadlocking with it', async () => {
    // Last in this file: the workers stop, so the only session that can wait for a lock is the cancel.
    await t.server.ctx.pipeline.processor?.stop();
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Cancelamento Concorrente', '111.444.777-35', ['trt2', 'tjsp']),
    });
    const [first] = created.certidoes;
    const jobId = first?.jobId as string;
    // What a claim or a delivery does: lock the job, then (while cancelling runs) change its certificate.
    let cancelling: ReturnType<typeof user.api.cancelarSolicitacao> | undefined;
    await t.server.ctx.db.transaction(async (tx) => {
      await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
      cancelling = user.api.cancelarSolicitacao({ path: { id: created.id } });
      cancelling.catch(() => {}); // awaited below, after this transaction
      await waitUntilSomeoneWaitsForALock();
      await tx
        .update(certidoes)
        .set({ updatedAt: new Date() })
        .where(eq(certidoes.id, first?.id as string));
    });
    const cancelled = await (cancelling as NonNullable<typeof cancelling>);
    expect(cancelled.certidoes.map((c) => c.status)).toEqual(['cancelado', 'cancelado']);
  }, 30_000);
});

/**
 * On PostgreSQL, until a session of this test's database waits for a row lock (with the workers stopped, the
 * cancel); PGlite runs one transaction at a time, so there the cancel simply waits for this one (a short pause
 * lets it be sent).
 */
async function waitUntilSomeoneWaitsForALock() {
  const url = t.config.databaseUrl;
  if (!url) return new Promise((r) => setTimeout(r, 200));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await waitUntil(async () => {
      const { rows } = await client.query(
        "select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'",
      );
      return rows.length > 0;
    }, 10_000);
  } finally {
    await client.end();
  }
}
