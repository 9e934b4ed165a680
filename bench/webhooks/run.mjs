/**
 * Webhook delivery benchmark, against the real server (`apps/api/src/main.ts`) and a local receiver:
 * - throughput: a burst of test events ('Enviar teste', 20 at a time) → deliveries per second acknowledged;
 * - latency: requests of 10 certificates through the instant sandbox → for every `certidao.concluida`, the time
 *   from the certificate being recorded (the event's `criadoEm`, written in that transaction) to the receiver
 *   getting it (p50/p95).
 * On PGlite and, when reachable, PostgreSQL. Options: --events N (burst, default 1000), --requests N (default 20).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { call, customer, postgresUrl, startServer, withTempDatabase } from '../server.mjs';

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
  const codes = [
    'tjsp',
    'tjsp-falencia',
    'tjsp-inventario',
    'trt2',
    'cndt',
    'iptu-santos',
    'pje-trt2',
    'trf3',
    'trf3-regional',
    'receita-federal',
  ];
  return {
    observacao: null,
    dadosGerais: { tipoPessoa: 'fisica', nomeCompleto: nome },
    certidoes: codes.map((tipoCertidao) => ({
      tipoCertidao,
      dadosCertidao: { nome, cpf: '529.982.247-25', rg: '12.345.678-9', dataNascimento: '15/03/1985' },
    })),
  };
}

async function run(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'certidao-bench-webhooks-'));
  const server = await startServer(dataDir, { WEBHOOKS_ALLOW_LOCALHOST: 'true', SERVE_WEB: 'false', ...env });
  const r = await receiver();
  try {
    const token = await customer(server.url);
    const test = await receiver();
    const { json: probe } = await call(server.url, '/integracoes/webhooks', {
      token,
      method: 'POST',
      body: { url: test.url, eventos: ['plano.expirando'] },
    });
    // Throughput: a burst of test events to one endpoint.
    const started = Date.now();
    let sent = 0;
    await Promise.all(
      Array.from({ length: 20 }, async () => {
        while (sent < EVENTS) {
          sent++;
          await call(server.url, `/integracoes/webhooks/${probe.endpoint.id}/teste`, {
            token,
            method: 'POST',
          });
        }
      }),
    );
    await until(() => test.arrivals.length >= EVENTS, 300_000, 'the burst');
    const seconds = (test.arrivals[EVENTS - 1].at - started) / 1000;
    const throughput = EVENTS / seconds;
    await test.close();

    // Latency: certificates recorded → their certidao.concluida received.
    await call(server.url, '/integracoes/webhooks', {
      token,
      method: 'POST',
      body: { url: r.url, eventos: ['certidao.concluida'] },
    });
    for (let i = 0; i < REQUESTS; i++)
      await call(server.url, '/solicitacoes', { token, method: 'POST', body: fisica(i) });
    await until(() => r.arrivals.length >= REQUESTS * 10, 600_000, 'every certificate event');
    const latencies = r.arrivals.map((a) => a.at - Date.parse(a.event.criadoEm)).sort((a, b) => a - b);
    const p50 = pct(latencies, 50);
    const p95 = pct(latencies, 95);
    const ok = (cond) => (cond ? '✓' : '✗');
    console.log(
      `${label}: ${fmt(EVENTS)} test deliveries in ${fmt(seconds, 1)} s = ${fmt(throughput)} deliveries/s ${ok(throughput >= GOALS.throughput)} [≥ ${GOALS.throughput}]`,
    );
    console.log(
      `${label}: certificate recorded → webhook received, ${fmt(latencies.length)} events: p50 ${fmt(p50)} ms, p95 ${fmt(p95)} ms ${ok(p95 <= GOALS.p95Ms)} [p95 ≤ ${GOALS.p95Ms} ms]`,
    );
  } finally {
    await r.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (values.only !== 'postgres') await run('PGlite', {});
const pgUrl = values.only === 'pglite' ? undefined : await postgresUrl();
if (pgUrl) await withTempDatabase(pgUrl, (url) => run('PostgreSQL', { DATABASE_URL: url }));
else if (values.only !== 'pglite') console.log('PostgreSQL: not reachable, skipped');
