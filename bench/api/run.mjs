#!/usr/bin/env node
// `npm run bench -- api`: the API's throughput and latency next to a bare Fastify server on the same machine, in
// one run (issue 14). A measurement, never asserted and not in `npm test`.
//
// 1. A bare Fastify answering trivial JSON (the ceiling of this machine), then the real server (`npm start`'s
//    code, PGlite, or PostgreSQL with DATABASE_URL) seeded with `--requests` requests (10 certificates each,
//    instant sandbox).
// 2. autocannon for `--duration` seconds per endpoint at 50 and 200 connections: GET /planos/publicos,
//    GET /auth/profile (bearer), GET /solicitacoes?pagina=1&limite=20 (admin), GET /solicitacoes/{id} and
//    POST /solicitacoes (a customer with an unlimited plan).
// 3. Prints req/s, p50, p99, errors (non-2xx and timeouts) and the ratio to bare; then the server's start-up time to a healthy /api/health on
//    its reopened DATA_DIR, and its memory (RSS) at rest and right after the load.
//
// Options: --requests N (60), --duration S (10), --connections 50,200.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { buildSolicitacaoPayload } from '../../packages/domain/src/index.ts';
import { ADMIN, call, customer, freePort, startServer } from '../server.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '60' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '50,200' },
  },
});
const REQUESTS = Number(values.requests);
const DURATION = Number(values.duration);
const CONNECTIONS = values.connections.split(',').map(Number);

const log = (message) => console.error(`[bench:api] ${message}`);

/** Resident memory of a process in MB (Linux /proc). */
function rssMb(pid) {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Math.round(Number(line?.split(/\s+/)[1] ?? 0) / 1024);
}

/** A bare Fastify (the same version) answering `{"ok":true}` in a child process. */
async function startBare() {
  const port = await freePort();
  const code = `
    const app = require('fastify')({ logger: false });
    app.get('/', async () => ({ ok: true }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], {
    cwd: join(import.meta.dirname, '..', '..', 'apps', 'api'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
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

const dataDir = mkdtempSync(join(tmpdir(), 'certidao-bench-api-'));
const bare = await startBare();
let server;
try {
  const engine = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  log(`bare Fastify and the API on ${engine}; ${REQUESTS} requests seeded; ${DURATION} s per measurement`);
  server = await startServer(dataDir, { SERVE_WEB: 'false', RATE_LIMIT: 'false', LOG_LEVEL: 'warn' });
  const { token, admin, someId } = await seed(server.url);
  const restRss = rssMb(server.pid);
  const postBody = JSON.stringify(
    buildSolicitacaoPayload({
      tipoPessoa: 'fisica',
      nomeCompleto: 'Cliente Carga',
      cpf: '529.982.247-25',
      dataNascimento: '1985-03-15',
    }),
  );
  const endpoints = [
    ['bare Fastify (trivial JSON)', { url: bare.url }],
    ['GET /api/planos/publicos', { url: `${server.url}/api/planos/publicos` }],
    [
      'GET /api/auth/profile',
      { url: `${server.url}/api/auth/profile`, headers: { authorization: `Bearer ${token}` } },
    ],
    [
      'GET /api/solicitacoes (admin, 20)',
      {
        url: `${server.url}/api/solicitacoes?pagina=1&limite=20`,
        headers: { authorization: `Bearer ${admin}` },
      },
    ],
    [
      'GET /api/solicitacoes/{id}',
      { url: `${server.url}/api/solicitacoes/${someId}`, headers: { authorization: `Bearer ${admin}` } },
    ],
    [
      'POST /api/solicitacoes',
      {
        url: `${server.url}/api/solicitacoes`,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: postBody,
      },
    ],
  ];
  const widths = [34, 6, 9, 9, 9, 9, 8];
  console.log(`\n${row(['endpoint', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'errors', '× bare'], widths)}`);
  let peakRss = restRss;
  const bareRate = new Map();
  // Reads first, at every connection count; creation last, since each request it creates queues 10 jobs
  // that the server then works through while any later measurement would run.
  const isPost = ([label]) => label.startsWith('POST');
  for (const [label, opts] of [...endpoints.filter((e) => !isPost(e)), ...endpoints.filter(isPost)]) {
    for (const connections of CONNECTIONS) {
      const result = await load({ ...opts, connections });
      const rate = result.requests.average;
      if (label.startsWith('bare')) bareRate.set(connections, rate);
      else peakRss = Math.max(peakRss, rssMb(server.pid));
      const errors = result.errors + result.non2xx;
      const bare = bareRate.get(connections);
      const ratio = bare ? `${((rate / bare) * 100).toFixed(1)} %` : '—';
      console.log(
        row(
          [label, connections, Math.round(rate), result.latency.p50, result.latency.p99, errors, ratio],
          widths,
        ),
      );
    }
  }
  await server.stop();
  // Start-up on the same DATA_DIR (database, migrations already applied, pipeline and jobs).
  const started = performance.now();
  server = await startServer(dataDir, { SERVE_WEB: 'false', RATE_LIMIT: 'false', LOG_LEVEL: 'warn' });
  const startup = (performance.now() - started) / 1000;
  console.log(`\nstart-up to a healthy /api/health on a reopened DATA_DIR: ${startup.toFixed(1)} s`);
  console.log(`memory (RSS): ${restRss} MB at rest after seeding, ${peakRss} MB at most under load`);
} finally {
  bare.stop();
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
