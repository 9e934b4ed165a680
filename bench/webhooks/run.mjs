/**
 * Webhook delivery benchmark, a real server (the tests' harness, in process) and a local receiver:
 * - throughput: a burst of test events written to the outbox in batches of 100 → deliveries per second
 *   acknowledged by the receiver;
 * - latency: requests of 10 certificates through the instant sandbox → for every `certidao.concluida`, the time
 *   from the certificate being recorded (the event's `criadoEm`, written in that transaction) to the receiver
 *   getting it (p50/p95).
 * On PGlite and, when reachable, PostgreSQL. Options: --events N (burst, default 1000), --requests N (default 20).
 */
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { CERTIFICATE_CODES } from '@certidao/domain';
import { emitWebhookEvents } from '../../apps/api/src/services/webhookEvents.ts';
import { startTestServer } from '../../apps/api/src/testing/index.ts';
import { postgresUrl } from '../server.mjs';

const { values } = parseArgs({
  options: { events: { type: 'string' }, requests: { type: 'string' }, only: { type: 'string' } },
});
const EVENTS = Number(values.events ?? 1000);
const REQUESTS = Number(values.requests ?? 20);

const GOALS = { throughput: 100, p95Ms: 2000 };
const fmt = (n, digits = 0) =>
  n.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const pct = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function receiver() {
  const arrivals = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      arrivals.push({ at: Date.now(), event: JSON.parse(body) });
      res.writeHead(204).end();
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${server.address().port}/hooks`,
    arrivals,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(r);
      }),
  };
}

async function until(check, ms, what) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

function fisica(i) {
  const nome = `Pessoa Bench ${i}`;
  return {
    observacao: null,
    dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: nome },
    certidoes: CERTIFICATE_CODES.map((tipoCertidao) => ({
      tipoCertidao,
      dadosCertidao: { nome, cpf: '529.982.247-25', rg: '12.345.678-9', dataNascimento: '15/03/1985' },
    })),
  };
}

async function run(label, databaseUrl) {
  // In process (the API tests' harness): the burst is written straight to the outbox, as the pipeline writes a
  // batch of certificates, so the figure is the delivery side's, not the API's rate of creating test events.
  if (databaseUrl) process.env.DATABASE_URL = databaseUrl;
  else delete process.env.DATABASE_URL;
  const t = await startTestServer({}, { WEBHOOKS_ALLOW_LOCALHOST: 'true', SANDBOX_TIME_SCALE: '0' });
  const r = await receiver();
  const test = await receiver();
  try {
    const owner = await t.createUser('user');
    const { api: admin } = await t.admin();
    const plano = await admin.createPlano({ body: { nome: 'Bench ilimitado', valor: 49.9, limite: 0 } });
    await admin.concederPlanoUsuario({ path: { id: owner.userId }, body: { planoId: plano.id } });
    const { endpoint } = await owner.api.criarWebhook({
      body: { url: test.url, eventos: ['plano.expirando'] },
    });
    const started = Date.now();
    for (let i = 0; i < EVENTS; i += 100)
      await t.server.ctx.db.transaction((tx) =>
        emitWebhookEvents(
          tx,
          Array.from({ length: Math.min(100, EVENTS - i) }, (_, k) => ({
            userId: owner.userId,
            endpointId: endpoint.id,
            tipo: 'webhook.teste',
            dados: { mensagem: `bench ${i + k}` },
          })),
        ),
      );
    const queued = Date.now();
    await until(() => test.arrivals.length >= EVENTS, 300_000, 'the burst');
    const seconds = (test.arrivals[EVENTS - 1].at - started) / 1000;
    const throughput = EVENTS / seconds;

    // Latency: certificates recorded → their certidao.concluida received.
    await owner.api.criarWebhook({ body: { url: r.url, eventos: ['certidao.concluida'] } });
    for (let i = 0; i < REQUESTS; i++) await owner.api.createSolicitacao({ body: fisica(i) });
    await until(() => r.arrivals.length >= REQUESTS * 10, 600_000, 'every certificate event');
    const latencies = r.arrivals.map((a) => a.at - Date.parse(a.event.criadoEm)).sort((a, b) => a - b);
    const p50 = pct(latencies, 50);
    const p95 = pct(latencies, 95);
    const ok = (cond) => (cond ? '✓' : '✗');
    console.log(
      `${label}: ${fmt(EVENTS)} events written in ${fmt((queued - started) / 1000, 1)} s, all delivered in ${fmt(seconds, 1)} s: ${fmt(throughput)} deliveries/s ${ok(throughput >= GOALS.throughput)} [≥ ${GOALS.throughput}]`,
    );
    console.log(
      `${label}: certificate recorded → webhook received, ${fmt(latencies.length)} events: p50 ${fmt(p50)} ms, p95 ${fmt(p95)} ms ${ok(p95 <= GOALS.p95Ms)} [p95 ≤ ${GOALS.p95Ms} ms]`,
    );
  } finally {
    await r.close();
    await test.close();
    await t.close();
  }
}

if (values.only !== 'postgres') await run('PGlite');
const pgUrl = values.only === 'pglite' ? undefined : await postgresUrl();
if (pgUrl) await run('PostgreSQL', pgUrl);
else if (values.only !== 'pglite') console.log('PostgreSQL: not reachable, skipped');
