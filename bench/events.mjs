#!/usr/bin/env node
// `npm run bench:events`: following running requests by server-sent events (GET /solicitacoes/eventos) against
// polling as the screens did before the stream (the list every 5 s and each waiting or active job every 5 s).
//
// Starts the real server (PGlite, or DATABASE_URL) with a slowed sandbox so certificates stay running, creates
// `--requests` requests (10 certificates each) and lets `--clients` browser-like clients watch all of them for
// `--seconds`, once polling and once streaming (fresh requests each time). Prints, per mode: HTTP requests per
// minute, connections opened, bytes received, certificate updates seen and the server's CPU time (next to a
// phase with no client: the pipeline's own CPU). A measurement: nothing is asserted, not in `npm test`.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSolicitacaoPayload } from '../packages/domain/src/index.ts';
import { call, cpuSeconds, customer, startServer } from './server.mjs';

const { values } = parseArgs({
  options: {
    clients: { type: 'string', default: '10' },
    requests: { type: 'string', default: '20' },
    seconds: { type: 'string', default: '30' },
  },
});
const CLIENTS = Number(values.clients);
const REQUESTS = Number(values.requests);
const SECONDS = Number(values.seconds);
const POLL_MS = 5000;

const log = (message) => console.error(`[bench:events] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function createRequests(base, token) {
  for (let i = 0; i < REQUESTS; i++) {
    const body = buildSolicitacaoPayload({
      tipoPessoa: 'fisica',
      nomeCompleto: `Cliente Bench ${i + 1}`,
      cpf: '529.982.247-25',
      dataNascimento: '1985-03-15',
    });
    await call(base, '/solicitacoes', { token, method: 'POST', body });
  }
}

/** Polling as the screens do without the stream: the list, then each waiting or active job, every 5 s. */
async function pollingClient(base, token, until, stats) {
  while (Date.now() < until) {
    const started = Date.now();
    const list = await call(base, `/solicitacoes?pagina=1&limite=${REQUESTS}`, { token });
    stats.requests++;
    stats.connections++;
    stats.bytes += list.bytes;
    const jobs = list.json.data
      .flatMap((s) => s.certidoes)
      .filter((c) => c.jobId && ['pendente', 'processando'].includes(c.status));
    await Promise.all(
      jobs.map(async (c) => {
        const job = await call(base, `/automations/job/${c.jobId}`, { token });
        stats.requests++;
        stats.connections++;
        stats.bytes += job.bytes;
        stats.updates++;
      }),
    );
    await sleep(Math.max(0, POLL_MS - (Date.now() - started)));
  }
}

/** One stream for all the requests on screen (what the web app does). */
async function streamingClient(base, token, until, stats) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), until - Date.now());
  try {
    const list = await call(base, `/solicitacoes?pagina=1&limite=${REQUESTS}`, { token });
    stats.requests += 2;
    stats.connections += 2;
    stats.bytes += list.bytes;
    const res = await fetch(`${base}/api/solicitacoes/eventos`, {
      headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
      signal: controller.signal,
    });
    const decoder = new TextDecoder();
    for await (const chunk of res.body) {
      const text = decoder.decode(chunk, { stream: true });
      stats.bytes += chunk.length;
      stats.updates += text.split('event: certidao').length - 1;
    }
  } catch (error) {
    if (!controller.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
  }
}

async function phase(server, mode) {
  const token = await customer(server.url);
  await createRequests(server.url, token);
  await sleep(1000);
  const stats = { requests: 0, connections: 0, bytes: 0, updates: 0 };
  const cpuBefore = cpuSeconds(server.pid);
  const until = Date.now() + SECONDS * 1000;
  const client = mode === 'polling' ? pollingClient : mode === 'stream' ? streamingClient : null;
  if (client)
    await Promise.all(Array.from({ length: CLIENTS }, () => client(server.url, token, until, stats)));
  else await sleep(until - Date.now());
  stats.cpu = cpuSeconds(server.pid) - cpuBefore;
  // The next phase starts from a quiet pipeline.
  const list = await call(server.url, `/solicitacoes?pagina=1&limite=${REQUESTS}`, { token });
  for (const s of list.json.data)
    await call(server.url, `/solicitacoes/${s.id}/cancelar`, { token, method: 'POST' }).catch(() => {});
  return stats;
}

const dataDir = mkdtempSync(join(tmpdir(), 'certidao-bench-events-'));
let server;
try {
  log(`starting the server (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})…`);
  server = await startServer(dataDir, {
    SERVE_WEB: 'false',
    RATE_LIMIT: 'false',
    SANDBOX_TIME_SCALE: '0.01',
  });
  log(`${CLIENTS} clients × ${REQUESTS} requests (${REQUESTS * 10} certificates), ${SECONDS} s per mode`);
  const baseline = await phase(server, 'none');
  log('polling…');
  const polling = await phase(server, 'polling');
  log('streaming…');
  const stream = await phase(server, 'stream');

  const perMinute = (n) => Math.round((n * 60) / SECONDS);
  const rows = [
    ['HTTP requests per minute', perMinute(polling.requests), perMinute(stream.requests)],
    ['connections opened', polling.connections, stream.connections],
    ['bytes received (KB)', Math.round(polling.bytes / 1024), Math.round(stream.bytes / 1024)],
    ['certificate updates seen', polling.updates, stream.updates],
    ['server CPU in the phase (s)', polling.cpu.toFixed(2), stream.cpu.toFixed(2)],
  ];
  console.log(
    `\n  ${'Following running requests'.padEnd(32)}${'polling'.padStart(12)}${'stream'.padStart(12)}   ratio`,
  );
  for (const [label, a, b] of rows) {
    const ratio = Number(b) > 0 ? `${(Number(a) / Number(b)).toFixed(1)}×` : '—';
    console.log(`  ${label.padEnd(32)}${String(a).padStart(12)}${String(b).padStart(12)}   ${ratio}`);
  }
  console.log(
    `\n  the same phase with no client (the pipeline alone): ${baseline.cpu.toFixed(2)} s of server CPU\n`,
  );
} finally {
  await server?.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
