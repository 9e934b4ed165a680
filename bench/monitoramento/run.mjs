/**
 * Monitoring benchmark, a real server (the tests' harness, in process, without certificate workers so only the
 * scheduling is measured) with a portfolio of N parties (default 10,000; two types each, TRF3 valid for 30 days
 * and CNDT for 180):
 * - an idle pass: nothing due, the steady cost of the schedule over the whole portfolio;
 * - a due pass: the sandbox clock moved past every TRF3 renewal date, one pass creates every renewal (a request,
 *   its certificate and its job each) → renewals per second.
 * On PGlite and, when reachable, PostgreSQL. Options: --parties N, --only pglite|postgres.
 */
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { runMonitoringPass } from '../../apps/api/src/modules/monitoring/scheduler.ts';
import { startTestServer } from '../../apps/api/src/testing/index.ts';
import { postgresUrl } from '../server.mjs';

const { values } = parseArgs({ options: { parties: { type: 'string' }, only: { type: 'string' } } });
const PARTIES = Number(values.parties ?? 10_000);
const GOALS = { idleMs: 1000, renewalsPerSecond: 100 };
const fmt = (n, digits = 0) =>
  n.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const DAY = 86_400;

async function timed(fn) {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

async function run(label, databaseUrl) {
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const t = await startTestServer({ runWorkers: false }, { SANDBOX_TIME_SCALE: '0' });
  try {
    const { api: admin } = await t.admin();
    const plano = await admin.createPlano({ body: { nome: 'Bench monitoramento', valor: 99, limite: 0 } });
    const owner = await t.createUser('user');
    await admin.concederPlanoUsuario({ path: { id: owner.userId }, body: { planoId: plano.id } });
    const db = t.server.ctx.db;
    const seedStart = Date.now();
    await db.execute(sql`
      insert into monitoramentos (user_id, tipo_pessoa, nome_completo, documento, dados, tipos_certidao, politica,
                                  dias_antecedencia, proxima_renovacao_em)
      select ${owner.userId}::uuid, 'fisica', 'Parte ' || g, lpad(g::text, 11, '0'),
             jsonb_build_object('nome', 'Parte ' || g, 'cpf', lpad(g::text, 11, '0'), 'cnpj', null, 'rg', null,
                                'inscricaoImovel', null, 'registroImobiliario', null, 'dataNascimento', '15/03/1985'),
             array['cndt', 'trf3'], 'vencimento', 5, now() + interval '20 days'
      from generate_series(1, ${PARTIES}) g`);
    await db.execute(sql`
      insert into monitoramento_certidoes (monitoramento_id, tipo_certidao, resultado, emitido_em, valido_ate, certidao_id)
      select m.id, t.tipo, 'negativa', now() - interval '10 days',
             now() + case t.tipo when 'trf3' then interval '25 days' else interval '170 days' end, gen_random_uuid()
      from monitoramentos m cross join (values ('cndt'), ('trf3')) as t(tipo)`);
    const seedMs = Date.now() - seedStart;

    const idle = await timed(() => runMonitoringPass(t.server.ctx));
    await admin.avancarRelogioSandbox({ body: { avancarSegundos: 21 * DAY } });
    const due = await timed(() => runMonitoringPass(t.server.ctx));
    const rate = due.result.renovacoes / (due.ms / 1000);
    const after = await timed(() => runMonitoringPass(t.server.ctx));
    console.log(`  ${label}: portfolio of ${fmt(PARTIES)} parties seeded in ${fmt(seedMs / 1000, 1)} s`);
    console.log(
      `    idle pass (nothing due):        ${fmt(idle.ms)} ms   (goal ≤ ${fmt(GOALS.idleMs)} ms: ${fmt(idle.ms / GOALS.idleMs, 2)}× the budget)`,
    );
    console.log(
      `    due pass:                       ${fmt(due.result.renovacoes)} renewals in ${fmt(due.ms / 1000, 1)} s = ${fmt(rate)} renewals/s   (goal ≥ ${GOALS.renewalsPerSecond}/s: ${fmt(rate / GOALS.renewalsPerSecond, 1)}×)`,
    );
    console.log(
      `    next pass (renewals running):   ${fmt(after.ms)} ms, ${after.result.renovacoes} renewals created again`,
    );
    if (due.result.renovacoes !== PARTIES)
      throw new Error(`expected ${PARTIES} renewals, got ${due.result.renovacoes}`);
  } finally {
    await t.close();
  }
}

if (values.only !== 'postgres') await run('PGlite');
const pgUrl = values.only === 'pglite' ? undefined : await postgresUrl();
if (pgUrl) await run('PostgreSQL', pgUrl);
else if (values.only !== 'pglite') console.log('  PostgreSQL: not reachable, skipped');
process.exit(0);
