#!/usr/bin/env node
// `npm run bench -- api`: the API's throughput and latency next to a bare Fastify server on the same machine, in
// one run. A measurement, never asserted and not in `npm test`.
//
// 1. The real server (`npm start`'s code) on PGlite and on PostgreSQL (BENCH_DATABASE_URL, DATABASE_URL or the
//    local server, in a new database dropped afterwards; skipped when none answers), each seeded with
//    `--requests` requests (10 certificates each, instant sandbox); then, beside it, a bare Fastify answering
//    trivial JSON, 164 KB of one string, the list's very pages (its shape and `incluir=certidoes`) as kept bytes
//    and the whole page as an object serialised per request (the ceilings of this machine at that moment).
// 2. autocannon for `--duration` seconds per endpoint at 50 and 200 connections: GET /planos/publicos,
//    GET /auth/profile (bearer), GET /solicitacoes?pagina=1&limite=20 (admin; the list's shape, the whole one and
//    gzip), GET /solicitacoes/{id}; then, on the server restarted with RUN_WORKERS=false (creation alone: issuing
//    is the pipeline bench's measure), POST /solicitacoes (a customer with an unlimited plan) and `--batches`
//    calls of POST /solicitacoes/lote with 1,000 rows each (rows/s), beside 1,000 single POSTs.
// 3. Prints req/s, p50, p99, errors (non-2xx and timeouts), the ratio to bare and each goal met (✓) or not (✗);
//    then the server's start-up time to a healthy /api/health on its reopened DATA_DIR, and its memory (RSS) at
//    rest and right after the load.
//
// Options: --requests N (60), --duration S (10), --connections 50,200, --only pglite|postgres, --batches N (2).

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildSolicitacaoPayload } from '../../packages/domain/src/index.ts';
import {
  ADMIN,
  busyShare,
  call,
  cpuSeconds,
  customer,
  machineTimes,
  postgresUrl,
  startBare,
  startServer,
  withTempDatabase,
} from '../server.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '60' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50,200' },
    only: { type: 'string' },
    batches: { type: 'string', default: '2' },
  },
});
const REQUESTS = Number(values.requests);
const DURATION = Number(values.duration);
const CONNECTIONS = values.connections.split(',').map(Number);
const BATCHES = Number(values.batches);

const log = (message) => console.error(`[bench:api] ${message}`);

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

/**
 * A bare Fastify (the same version) in a child process: `{"ok":true}` at `/`, at `/big` 164 KB of JSON (a page
 * of 20 requests is that size: the ceiling for the list is what this machine moves of answers that big), and at
 * `/same` the bytes and headers of `same` (the public plans' answer: what Fastify alone does with an answer that
 * size and the security headers every answer carries).
 */
async function startBareWith(same, pages) {
  // Through a file: the pages are too big for a command line.
  const pagesFile = join(mkdtempSync(join(tmpdir(), 'certidao-bench-pages-')), 'pages.json');
  writeFileSync(pagesFile, JSON.stringify(pages));
  const bare = await startBare(`
    const big = Buffer.from(JSON.stringify({ data: 'x'.repeat(164 * 1024 - 12) }));
    app.get('/big', (req, reply) => reply.type('application/json').send(big));
    // The list's very pages (both shapes) as kept bytes, as our cached answer sends them; and the whole page
    // as an object that Fastify serialises on every request, as a plain Fastify app (or an outside measure) does.
    const pages = JSON.parse(require('node:fs').readFileSync(${JSON.stringify(pagesFile)}, 'utf8'));
    const light = Buffer.from(pages.light);
    const whole = Buffer.from(pages.whole);
    const wholeObject = JSON.parse(pages.whole);
    app.get('/light', (req, reply) => reply.type('application/json').send(light));
    app.get('/whole', (req, reply) => reply.type('application/json').send(whole));
    app.get('/whole-object', async () => wholeObject);
    const same = ${JSON.stringify(same)};
    const sameBody = Buffer.from(same.body);
    app.get('/same', (req, reply) => reply.headers(same.headers).send(sameBody));`);
  return {
    url: bare.url,
    stop: () => {
      bare.stop();
      rmSync(dirname(pagesFile), { recursive: true, force: true });
    },
  };
}

const WARM_UP_SECONDS = 1;

/**
 * Waits (at most 60 s) until the server and the whole machine have been quiet for a second, so the first rows
 * do not pay for the seeding's tail: the last certificates and notifications in the server, and PostgreSQL's
 * own work after a burst of writes (autovacuum, checkpoints), which runs in processes of its own on the same
 * cores. Returns the seconds waited.
 */
async function settle(pid) {
  const started = performance.now();
  for (let i = 0; i < 60; i++) {
    const before = cpuSeconds(pid);
    const machine = machineTimes();
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuSeconds(pid) - before < 0.05 && busyShare(machine, machineTimes()) < 0.1) break;
  }
  return (performance.now() - started) / 1000;
}

function load(opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, ...opts }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

async function seed(base) {
  const token = await customer(base);
  const admin = (await call(base, '/auth/login', { method: 'POST', body: ADMIN })).json.accessToken;
  for (let i = 0; i < REQUESTS; i++) {
    const body = buildSolicitacaoPayload({
      tipoPessoa: 'fisica',
      nomeCompleto: `Cliente Bench ${i + 1}`,
      cpf: '529.982.247-25',
      dataNascimento: '1985-03-15',
    });
    await call(base, '/solicitacoes', { token, method: 'POST', body });
  }
  // The instant sandbox issues them in seconds; the list then carries every PDF.
  for (let tries = 0; tries < 300; tries++) {
    const page = (await call(base, `/solicitacoes?pagina=1&limite=100`, { token: admin })).json;
    const open = page.data
      .flatMap((s) => s.certidoes)
      .filter((c) => ['pendente', 'processando'].includes(c.status));
    if (!open.length) return { token, admin, someId: page.data[0].id };
    await new Promise((r) => setTimeout(r, 1000));
  }
  throw new Error('the seeded requests did not finish in 5 minutes');
}

const row = (cells, widths) =>
  cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[0]) : String(c).padStart(widths[i] ?? 8))).join(' ');

/**
 * The goals per endpoint: a ✓ or ✗ line for one measurement. The list is held to the bare server moving
 * answers of its size at the same connections: when even that misses the p99, the machine is the limit.
 */
const GOALS = {
  'GET /api/planos/publicos': ({ ratio, rate, same }) => {
    if (ratio >= 0.4) return [true, '≥ 40 % of bare'];
    // Held to the bare server sending the same answer: when that too is under 40 % of trivial JSON, the
    // answer's size and headers (not our code) are the limit.
    const limit = same
      ? `; a bare Fastify sending the same bytes and headers: ${Math.round(same.rate)} req/s (${Math.round((100 * same.rate) / same.trivial)} % of bare), ours ${Math.round((100 * rate) / same.rate)} % of it`
      : '';
    return [false, `≥ 40 % of bare${limit}`];
  },
  'GET /api/auth/profile': ({ ratio }) => [ratio >= 0.3, '≥ 30 % of bare'],
  // One account creating at 50 connections (each request queues 10 jobs that the same cores then issue); the
  // row at 200 connections has no goal (null: no verdict printed).
  'POST /api/solicitacoes': ({ rate, p99, connections }) =>
    connections === 50 ? [rate >= 200 && p99 < 500, '≥ 200 req/s, p99 < 500 ms at 50 connections'] : null,
  'GET /api/solicitacoes (admin, 20)': ({ rate, p99, ratio, bareP99, connections }) => {
    const goal = `≥ 70 % of the bare same bytes${connections >= 200 ? ', p99 < 250 ms' : ''}`;
    if (ratio >= 0.7 && (connections < 200 || p99 < 250)) return [true, goal];
    const limit =
      bareP99 >= 250 ? `; the bare answer's own p99 here is ${bareP99} ms: the machine's limit` : '';
    return [false, `${goal}${limit} (${Math.round(rate)} req/s)`];
  },
};
let unmet = false;
const verdict = (label, measured) => {
  const result = GOALS[label]?.(measured);
  if (!result) return '';
  const [met, text] = result;
  unmet ||= !met;
  return `${met ? '✓' : '✗'} goal ${text}`;
};
const widths = [34, 6, 9, 9, 9, 9, 8];
/** The bare server's req/s and p99 by `${'big:', 'same:' or ''}${connections}`. */
const bareResults = new Map();

/** The endpoints at every connection count on one engine; then start-up on the reopened data and memory. */
async function measure(engine, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'certidao-bench-api-'));
  const serverEnv = { SERVE_WEB: 'false', RATE_LIMIT: 'false', LOG_LEVEL: 'warn', ...env };
  let server;
  try {
    server = await startServer(dataDir, serverEnv);
    const { token, admin, someId } = await seed(server.url);
    const waited = await settle(server.pid);
    log(`${engine}: seeded; the server and the machine quiet after ${waited.toFixed(0)} s`);
    const restRss = rssMb(server.pid);
    const postBody = JSON.stringify(
      buildSolicitacaoPayload({
        tipoPessoa: 'fisica',
        nomeCompleto: 'Cliente Carga',
        cpf: '529.982.247-25',
        dataNascimento: '1985-03-15',
      }),
    );
    const bearer = (t) => ({ authorization: `Bearer ${t}` });
    const endpoints = [
      ['GET /api/planos/publicos', { url: `${server.url}/api/planos/publicos` }],
      ['GET /api/auth/profile', { url: `${server.url}/api/auth/profile`, headers: bearer(token) }],
      [
        'GET /api/solicitacoes (admin, 20)',
        { url: `${server.url}/api/solicitacoes?pagina=1&limite=20`, headers: bearer(admin) },
      ],
      [
        'GET /api/solicitacoes (admin, 20, whole)',
        {
          url: `${server.url}/api/solicitacoes?pagina=1&limite=20&incluir=certidoes`,
          headers: bearer(admin),
        },
      ],
      [
        'GET /api/solicitacoes (admin, 20, gzip)',
        {
          url: `${server.url}/api/solicitacoes?pagina=1&limite=20`,
          headers: { ...bearer(admin), 'accept-encoding': 'gzip' },
        },
      ],
      [
        'GET /api/solicitacoes/{id}',
        { url: `${server.url}/api/solicitacoes/${someId}`, headers: bearer(admin) },
      ],
      // Last, on the server restarted without its certificate workers (creation's own cost; issuing the 10 jobs
      // each request queues is the pipeline bench's measure).
      [
        'POST /api/solicitacoes',
        {
          url: `${server.url}/api/solicitacoes`,
          method: 'POST',
          headers: { ...bearer(token), 'content-type': 'application/json' },
          body: postBody,
        },
      ],
    ];
    const plans = await fetch(`${server.url}/api/planos/publicos`);
    const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
    const same = {
      headers: Object.fromEntries([...plans.headers].filter(([name]) => !skip.has(name))),
      body: await plans.text(),
    };
    const pageOf = async (query) =>
      (
        await fetch(`${server.url}/api/solicitacoes?pagina=1&limite=20${query}`, { headers: bearer(admin) })
      ).text();
    const pages = { light: await pageOf(''), whole: await pageOf('&incluir=certidoes') };
    await measureBare(engine, same, pages);
    console.log(`\n${engine}`);
    console.log(row(['endpoint', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', '× bare'], widths));
    let peakRss = restRss;
    for (const [label, opts] of endpoints) {
      if (opts.method === 'POST') {
        await server.stop();
        server = await startServer(dataDir, { ...serverEnv, RUN_WORKERS: 'false' });
        opts.url = `${server.url}/api/solicitacoes`;
        console.log(
          '(creation below: the server restarted with RUN_WORKERS=false, nothing issues the jobs it queues)',
        );
      }
      for (const connections of CONNECTIONS) {
        // Not recorded: the JIT and the caches warm up (for POST too: the server was just restarted, cold).
        await load({ ...opts, connections, duration: WARM_UP_SECONDS });
        const result = await load({ ...opts, connections });
        peakRss = Math.max(peakRss, rssMb(server.pid));
        // Each list shape is compared with the bare server sending the same bytes; the rest with trivial JSON.
        const bareKey = label.endsWith('20, whole)')
          ? 'whole:'
          : label.includes('(admin, 20')
            ? 'light:'
            : '';
        const bare = bareResults.get(`${bareKey}${connections}`);
        const rate = result.requests.average;
        const ratio = bare ? `${((rate / bare.rate) * 100).toFixed(1)} %` : '—';
        const cells = [label, connections, Math.round(rate), result.latency.p50, result.latency.p99];
        const measured = {
          engine,
          connections,
          rate,
          p99: result.latency.p99,
          ratio: bare ? rate / bare.rate : 0,
          bareP99: bare?.p99 ?? 0,
          same: bareResults.has(`same:${connections}`)
            ? { ...bareResults.get(`same:${connections}`), trivial: bareResults.get(`${connections}`).rate }
            : undefined,
        };
        const line = `${row([...cells, result.errors + result.non2xx, ratio], widths)}  ${verdict(label, measured)}`;
        console.log(line.trimEnd());
      }
    }
    await measureBatch(server.url, token, postBody, endpoints.at(-1)[1]);
    await server.stop();
    // Start-up on the same data (database, migrations already applied, pipeline and jobs).
    const started = performance.now();
    server = await startServer(dataDir, serverEnv);
    const startup = (performance.now() - started) / 1000;
    console.log(`start-up to a healthy /api/health on the reopened data: ${startup.toFixed(1)} s`);
    console.log(`memory (RSS): ${restRss} MB at rest after seeding, ${peakRss} MB at most under load`);
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * `POST /solicitacoes/lote`: `--batches` calls of 1,000 rows (10 certificates each) by the one customer, one after
 * the other; rows created per second of each call, and the same rows as 1,000 single POSTs at 50 connections
 * beside it. The server runs without certificate workers (as for POST /solicitacoes): creation only.
 */
async function measureBatch(base, token, postBody, postOptions) {
  const row = JSON.parse(postBody);
  const rates = [];
  for (let b = 0; b < BATCHES; b++) {
    const body = JSON.stringify({
      solicitacoes: Array.from({ length: 1000 }, (_, i) => ({
        ...row,
        dadosGerais: { ...row.dadosGerais, nomeCompleto: `Lote ${b} Linha ${i}` },
      })),
    });
    const started = performance.now();
    const res = await fetch(`${base}/api/solicitacoes/lote`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body,
    });
    const answer = await res.json();
    const seconds = (performance.now() - started) / 1000;
    if (res.status !== 200 || answer.criadas !== 1000)
      throw new Error(`batch ${b}: ${res.status} ${JSON.stringify(answer).slice(0, 300)}`);
    rates.push(1000 / seconds);
  }
  const text = rates.map((r) => Math.round(r)).join(', ');
  const best = Math.max(...rates);
  const met = best >= 1000;
  unmet ||= !met;
  console.log(
    `POST /api/solicitacoes/lote (1,000 rows): ${text} requests/s  ${met ? '✓' : '✗'} goal ≥ 1,000 requests/s`,
  );
  // The same 1,000 requests one call each, for comparison.
  const singles = await new Promise((resolve, reject) =>
    autocannon({ ...postOptions, connections: 50, amount: 1000 }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  );
  console.log(
    `  the same 1,000 as single POSTs at 50 connections: ${Math.round(1000 / (singles.duration || 1))} requests/s`,
  );
}

/**
 * The bare server's figures, measured again before each engine's rows (with that engine's server started and
 * idle beside it): this machine's speed drifts between minutes, so each ratio compares like with like.
 */
async function measureBare(engine, same, pages) {
  const bare = await startBareWith(same, pages);
  try {
    console.log(
      `\n${row([`bare Fastify (before ${engine})`, 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors'], widths)}`,
    );
    for (const [label, path, key] of [
      ['trivial JSON', '', ''],
      ['164 KB JSON (one string)', 'big', 'big:'],
      [`list page ${(pages.light.length / 1024).toFixed(0)} KB (bytes)`, 'light', 'light:'],
      [`whole page ${(pages.whole.length / 1024).toFixed(0)} KB (bytes)`, 'whole', 'whole:'],
      [`whole page ${(pages.whole.length / 1024).toFixed(0)} KB (object)`, 'whole-object', 'object:'],
      [`the plans' ${(same.body.length / 1024).toFixed(1)} KB + headers`, 'same', 'same:'],
    ]) {
      for (const connections of CONNECTIONS) {
        const result = await load({ url: `${bare.url}${path}`, connections });
        bareResults.set(`${key}${connections}`, { rate: result.requests.average, p99: result.latency.p99 });
        const cells = [label, connections, Math.round(result.requests.average), result.latency.p50];
        console.log(row([...cells, result.latency.p99, result.errors + result.non2xx], widths));
      }
    }
  } finally {
    bare.stop();
  }
}

log(`bare Fastify, then the API; ${REQUESTS} requests seeded; ${DURATION} s per measurement`);
if (values.only !== 'postgres') await measure('PGlite', {});
if (values.only !== 'pglite') {
  const url = await postgresUrl();
  if (url) await withTempDatabase(url, (databaseUrl) => measure('PostgreSQL', { DATABASE_URL: databaseUrl }));
  else console.log('\nPostgreSQL: no server answered (BENCH_DATABASE_URL, DATABASE_URL or 127.0.0.1:5432)');
}
if (unmet)
  console.log(
    "\nGoals marked ✗: the figure above is this machine's limit for that row; why: docs/decisions/performance.md.",
  );
