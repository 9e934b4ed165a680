/**
 * Each source's health and circuit breaker, with the sandbox's outage switch. A source switched off fails its
 * runs until its breaker opens; its jobs are then paused (not failed, no retry spent) through failed probes, and
 * once it is back one probe closes the breaker and every paused job completes. On PostgreSQL two worker
 * processes share the breaker (the HTTP server runs none); on PGlite the server's own workers do.
 */
import type { ChildProcess } from 'node:child_process';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { auditLog, certidoes, jobs } from '../src/db/schema.ts';
import { PAUSED_STEP } from '../src/jobs/circuitBreaker.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';
import { startProcess } from './processes.ts';

const onPostgres = Boolean(process.env.DATABASE_URL);
const CPFS = ['529.982.247-25', '111.444.777-35', '935.411.347-80', '868.053.680-65'];
/** cndt is issued by the TST, a source of its own. */
const FONTE = 'tst';
const BREAKER = { SOURCE_BREAKER_FAILURES: '3', SOURCE_BREAKER_COOLDOWN_SECONDS: '2' };

const children: ChildProcess[] = [];
const servers: TestServer[] = [];
afterAll(async () => {
  for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await Promise.all(
    children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)),
  );
  for (const s of servers) await s.close();
});

/** A server whose certificates are issued by two worker processes (PostgreSQL) or by itself (PGlite). */
async function serverWithWorkers(env: Record<string, string>) {
  const t = await startTestServer({ runWorkers: !onPostgres }, env);
  servers.push(t);
  if (onPostgres) {
    const workerEnv = {
      DATA_DIR: t.config.dataDir,
      DATABASE_URL: t.config.databaseUrl as string,
      SANDBOX_TIME_SCALE: '0',
      ...env,
    };
    startProcess('src/worker.ts', workerEnv, children);
    startProcess('src/worker.ts', workerEnv, children);
  }
  return t;
}

async function transitions(t: TestServer) {
  const rows = await t.server.ctx.db
    .select({ action: auditLog.action })
    .from(auditLog)
    .where(eq(auditLog.targetId, FONTE))
    .orderBy(auditLog.id);
  return rows.map((r) => r.action);
}

describe('a source that goes down and comes back', () => {
  it('opens its breaker, pauses its jobs without spending retries, and resumes them after a probe', async () => {
    const t = await serverWithWorkers(BREAKER);
    const { api: admin } = await t.admin();
    const staff = await t.createUser('moderator');
    const owner = await userWithPlan(t, 0);

    expect(await admin.derrubarFonteSandbox({ path: { fonte: FONTE } })).toEqual({
      fonte: FONTE,
      foraDoAr: true,
    });
    const requests = [];
    for (const [i, cpf] of CPFS.entries())
      requests.push(await owner.api.createSolicitacao({ body: fisicaBody(`Parte ${i + 1}`, cpf, ['cndt']) }));

    const health = async () => (await staff.api.obterSaudeFontes()).fontes.find((f) => f.fonte === FONTE)!;
    await waitUntil(async () => (await health()).disjuntor === 'aberto', 60_000, 'the breaker to open');
    const down = await health();
    expect(down).toMatchObject({ estado: 'fora_do_ar', tipos: ['cndt'] });
    expect(down.falhas).toBeGreaterThanOrEqual(3);
    expect(down.ultimaFalha?.mensagem).toContain('fora do ar');
    // The public page needs no sign-in and shows only the state.
    const publico = (await t.anon.obterStatusPublico()).fontes.find((f) => f.fonte === FONTE)!;
    expect(publico).toEqual({
      fonte: FONTE,
      nome: 'Tribunal Superior do Trabalho (TST)',
      tipos: ['cndt'],
      estado: 'fora_do_ar',
      atrasoMinutos: expect.any(Number),
    });

    // Through several cool-downs and failed probes (longer than the retries would last), nothing fails.
    await waitUntil(
      async () => (await transitions(t)).filter((a) => a === 'fonte.disjuntor_meio_aberto').length >= 3,
      60_000,
      'three failed probes',
    );
    const ids = requests.map((r) => r.id);
    const certs = () =>
      t.server.ctx.db
        .select({ status: certidoes.status, step: jobs.step, attempts: jobs.attempts })
        .from(certidoes)
        .innerJoin(jobs, eq(jobs.id, certidoes.jobId))
        .where(inArray(certidoes.solicitacaoId, ids));
    await waitUntil(
      async () => (await certs()).filter((c) => c.step === PAUSED_STEP).length >= 3,
      30_000,
      'the jobs to be paused',
    );
    const paused = await certs();
    expect(paused.every((c) => c.status === 'pendente' || c.status === 'processando')).toBe(true);
    // A paused run is not an attempt: each job counts only the runs that reached the source before it opened,
    // and the probes.
    expect(paused.every((c) => c.attempts <= 4)).toBe(true);

    expect(await admin.restabelecerFonteSandbox({ path: { fonte: FONTE } })).toEqual({
      fonte: FONTE,
      foraDoAr: false,
    });
    for (const r of requests) {
      const done = await settled(owner.api, r.id, 60_000);
      expect(done.certidoes.map((c) => c.status)).toEqual(['concluido']);
    }
    const back = await health();
    expect(back).toMatchObject({ disjuntor: 'fechado', reabreEm: null });
    expect(back.p95Segundos).not.toBeNull();
    const actions = await transitions(t);
    expect(actions[0]).toBe('sandbox.fonte_fora_do_ar');
    expect(actions).toContain('fonte.disjuntor_aberto');
    expect(actions).toContain('sandbox.fonte_restabelecida');
    expect(actions.at(-1)).toBe('fonte.disjuntor_fechado');
    expect(actions.filter((a) => a === 'fonte.disjuntor_fechado')).toHaveLength(1);

    const { horas } = await staff.api.obterHistoricoFonte({ path: { fonte: FONTE } });
    expect(horas).toHaveLength(24);
    const total = horas.reduce((s, h) => ({ ok: s.ok + h.sucessos, ko: s.ko + h.falhas }), { ok: 0, ko: 0 });
    expect(total.ok).toBe(CPFS.length);
    expect(total.ko).toBeGreaterThanOrEqual(6);
  }, 180_000);
});

describe('a source that fails without opening', () => {
  it('a certificate its source never issued ends failed and its charge is returned', async () => {
    const t = await serverWithWorkers({ SOURCE_BREAKER_FAILURES: '1000' });
    const { api: admin } = await t.admin();
    const owner = await userWithPlan(t, 0);
    await admin.derrubarFonteSandbox({ path: { fonte: FONTE } });
    const r = await owner.api.createSolicitacao({ body: fisicaBody('Sem Fonte', CPFS[0], ['cndt']) });
    const done = await settled(owner.api, r.id, 60_000);
    expect(done.certidoes[0]).toMatchObject({ status: 'falhou', devolvido: true });
    expect(done.custo).toBe(done.cobrado - done.devolvido);
    expect(done.cobrado).toBeGreaterThan(0);
    expect(done.custo).toBe(0);
  }, 120_000);
});

describe('access and validation', () => {
  it('staff only for the health; admin only for the switch; unknown sources are 404', async () => {
    const t = servers[0] ?? (await serverWithWorkers({}));
    const user = await t.createUser('user');
    await expect(user.api.obterSaudeFontes()).rejects.toMatchObject({ status: 403 });
    await expect(t.anon.obterSaudeFontes()).rejects.toMatchObject({ status: 401 });
    const staff = await t.createUser('moderator');
    await expect(staff.api.derrubarFonteSandbox({ path: { fonte: FONTE } })).rejects.toMatchObject({
      status: 403,
    });
    await expect(staff.api.obterHistoricoFonte({ path: { fonte: 'nao-existe' } })).rejects.toMatchObject({
      status: 404,
      message: 'Fonte não encontrada.',
    });
    const { api: admin } = await t.admin();
    await expect(admin.derrubarFonteSandbox({ path: { fonte: 'nao-existe' } })).rejects.toMatchObject({
      status: 404,
      message: 'Fonte não encontrada.',
    });
  });
});
