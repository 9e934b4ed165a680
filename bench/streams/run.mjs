// `npm run bench -- streams`: one API process holding many events streams (GET /solicitacoes/eventos) while the
// pipeline runs, and what each stream costs.
//
// On a fresh PostgreSQL database (created and dropped; BENCH_DATABASE_URL / DATABASE_URL / the local default):
// one API process with RUN_WORKERS=false (so its CPU is HTTP and streams only) and one `npm run worker` process.
// `--streams` streams (default 1,000) are a mix: `--customers` customers (default 100), one of whom keeps a tenth
// of the streams open (one customer's many tabs), the others a share each, plus `--staff` staff streams (default
// 10) that see every request. Then each customer creates `--requests-per-customer` requests of 10 certificates
// (default 1) through the API and the pipeline issues them (sandbox at SANDBOX_TIME_SCALE `--time-scale`,
// default 0.0005: a few seconds per certificate, so progress events come while streams are open).
//
// Latency: every change row in certidao_eventos (its created time, set to clock_timestamp() in this database so
// it is when the trigger ran, not when its transaction began) against when each stream that may see it received
// the event that carried it (several close changes of a certificate travel as one event: the later event
// carries the earlier rows); and against when this process got the row's NOTIFY (its commit, as a listener sees it),
// which leaves out how long the writing transaction stayed open after the trigger. The same pipeline runs first
// with a single stream open (the process's own reading of the events), for the CPU the other streams add.
// Prints p50/p95/max latency, rows a stream never got, CPU seconds and RSS before/after, per stream.
// A measurement: nothing is asserted, not in `npm test`.

import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildSolicitacaoPayload } from '../../packages/domain/src/index.ts';
import { ADMIN, call, cpuSeconds, customer, postgresUrl, startServer, withTempDatabase } from '../server.mjs';

const { values } = parseArgs({
  options: {
    streams: { type: 'string', default: '1000' },
    customers: { type: 'string', default: '100' },
    staff: { type: 'string', default: '10' },
    'requests-per-customer': { type: 'string', default: '1' },
    'time-scale': { type: 'string', default: '0.0005' },
  },
});
const STREAMS = Number(values.streams);
const CUSTOMERS = Number(values.customers);
const STAFF = Math.min(Number(values.staff), STREAMS);
const PER_CUSTOMER = Number(values['requests-per-customer']);
const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'api');

const log = (message) => console.error(`[bench:streams] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssMb = (pid) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
const fmt = (n, digits = 1) => n.toFixed(digits);

/** The `npm run worker` process of the run; resolves once it says it is up. */
async function startWorker(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: API_DIR,
    env: { ...process.env, LOG_LEVEL: 'warn', ADMIN_PASSWORD: ADMIN.password, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      if (d.toString().includes('processo de trabalho')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker process exited with ${code}`)));
  });
  return child;
}

/**
 * One stream read by a plain HTTP client (no EventSource parsing beyond the ids): each `id:` line is recorded
 * with the time its chunk arrived. Resolves once the first heartbeat says the stream follows every change.
 */
function openStream(base, token, agent) {
  const stream = { received: [], following: false, request: null };
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${base}/api/solicitacoes/eventos`,
      { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          res.resume();
          return;
        }
        res.setEncoding('utf8');
        let tail = '';
        res.on('data', (chunk) => {
          const at = Date.now();
          const text = tail + chunk;
          const cut = text.lastIndexOf('\n');
          tail = text.slice(cut + 1);
          for (const match of text.slice(0, cut + 1).matchAll(/^id: (\d+)$/gm))
            stream.received.push(Number(match[1]), at);
          if (!stream.following && text.includes('event: heartbeat')) {
            stream.following = true;
            resolve(stream);
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', (error) => (stream.following ? undefined : reject(error)));
    stream.request = req;
  });
}

async function createRequests(base, tokens) {
  const queue = tokens.flatMap((token) => Array.from({ length: PER_CUSTOMER }, () => token));
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < queue.length) {
        const token = queue[next++];
        const body = buildSolicitacaoPayload({
          tipoPessoa: 'fisica',
          nomeCompleto: `Cliente Bench ${next}`,
          cpf: '529.982.247-25',
          dataNascimento: '1985-03-15',
        });
        await call(base, '/solicitacoes', { token, method: 'POST', body });
      }
    }),
  );
  return queue.length * 10;
}

async function waitForPipeline(client) {
  let lastPrint = Date.now();
  for (;;) {
    const { rows } = await client.query(
      `select count(*) filter (where state not in ('completed', 'failed', 'cancelled'))::int as open,
              count(*)::int as total from jobs`,
    );
    if (rows[0].open === 0) return rows[0].total;
    if (Date.now() - lastPrint > 10_000) {
      lastPrint = Date.now();
      log(`  ${rows[0].total - rows[0].open}/${rows[0].total} certidões concluídas…`);
    }
    await sleep(250);
  }
}

function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * Per (stream, change row it may see): the time from the row's creation to the first event of that
 * certificate with an id at or above the row's that reached the stream. Rows never covered are missed.
 */
function latencies(streams, rows, since, startOf) {
  const certOf = new Map(rows.map((r) => [r.id, r.certidao_id]));
  const samples = [];
  let missed = 0;
  for (const s of streams) {
    // The events this stream got, per certificate, in id order.
    const byCert = new Map();
    for (let i = 0; i < s.received.length; i += 2) {
      const id = s.received[i];
      const cert = certOf.get(id);
      if (!cert) continue;
      const list = byCert.get(cert) ?? [];
      if (!list.length) byCert.set(cert, list);
      list.push([id, s.received[i + 1]]);
    }
    for (const list of byCert.values()) list.sort((a, b) => a[0] - b[0]);
    for (const r of rows) {
      if (r.created < since) continue;
      if (s.userId && r.user_id !== s.userId) continue;
      const list = byCert.get(r.certidao_id);
      const hit = list?.find(([id]) => id >= r.id);
      if (!hit) missed++;
      else samples.push(Math.max(0, hit[1] - startOf(r)));
    }
  }
  samples.sort((a, b) => a - b);
  return { samples, missed };
}

async function run(baseUrl) {
  return withTempDatabase(baseUrl, async (url) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'certidao-bench-streams-'));
    const db = new pg.Client({ connectionString: url });
    let server;
    let worker;
    const streams = [];
    try {
      log(`starting the API (RUN_WORKERS=false) and one worker process on PostgreSQL…`);
      const env = {
        DATABASE_URL: url,
        SANDBOX_TIME_SCALE: values['time-scale'],
        RATE_LIMIT: 'false',
        SERVE_WEB: 'false',
      };
      server = await startServer(dataDir, { ...env, RUN_WORKERS: 'false' });
      await db.connect();
      // The time a change row is written, not its transaction's start (see the header).
      await db.query('alter table certidao_eventos alter column criado_em set default clock_timestamp()');
      worker = await startWorker({ ...env, DATA_DIR: dataDir });

      log(`${CUSTOMERS} customers…`);
      const adminToken = (await call(server.url, '/auth/login', { method: 'POST', body: ADMIN })).json
        .accessToken;
      const tokens = [];
      for (let i = 0; i < CUSTOMERS; i++) tokens.push(await customer(server.url, adminToken));
      const userIds = await Promise.all(
        tokens.map(async (token) => (await call(server.url, '/auth/profile', { token })).json.id),
      );

      log('the pipeline with one stream open (the API’s own CPU and its reading of the events)…');
      const single = await openStream(server.url, adminToken, undefined);
      const base0 = { cpu: cpuSeconds(server.pid), rss: rssMb(server.pid), at: Date.now() };
      await createRequests(server.url, tokens);
      await waitForPipeline(db);
      await sleep(2000);
      const baseline = { cpu: cpuSeconds(server.pid) - base0.cpu, seconds: (Date.now() - base0.at) / 1000 };
      single.request.destroy();
      await sleep(1000);

      // The mix: STAFF staff streams; a tenth of the rest is customer 0's tabs, the others round-robin.
      const customerStreams = STREAMS - STAFF;
      const heavy = CUSTOMERS > 1 ? Math.floor(customerStreams / 10) : customerStreams;
      const plan = [];
      for (let i = 0; i < STAFF; i++) plan.push({ token: adminToken, userId: undefined });
      for (let i = 0; i < heavy; i++) plan.push({ token: tokens[0], userId: userIds[0] });
      for (let i = 0; i < customerStreams - heavy; i++) {
        const c = 1 + (i % (CUSTOMERS - 1));
        plan.push({ token: tokens[c], userId: userIds[c] });
      }
      const before = { cpu: cpuSeconds(server.pid), rss: rssMb(server.pid) };
      log(
        `opening ${STREAMS} streams (${STAFF} staff, ${heavy} of one customer, ${customerStreams - heavy} of ${CUSTOMERS - 1} others)…`,
      );
      const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
      const openedAt = Date.now();
      for (let i = 0; i < plan.length; i += 50) {
        const opened = await Promise.all(
          plan
            .slice(i, i + 50)
            .map(async (p) => Object.assign(await openStream(server.url, p.token, agent), p)),
        );
        streams.push(...opened);
      }
      const openSeconds = (Date.now() - openedAt) / 1000;
      const opened = { cpu: cpuSeconds(server.pid) };
      // Idle for one heartbeat period: every stream writes one heartbeat.
      await sleep(15_000);
      const idle = { cpu: cpuSeconds(server.pid), rss: rssMb(server.pid) };
      const openCpu = opened.cpu - before.cpu;
      const idleCpu = idle.cpu - opened.cpu;

      log(`the same pipeline with ${STREAMS} streams open…`);
      // Commit times: a listener of our own records when each row's NOTIFY arrives.
      const committed = new Map();
      const listener = new pg.Client({ connectionString: url });
      await listener.connect();
      listener.on('notification', (n) => committed.set(Number(n.payload), Date.now()));
      await listener.query('listen certidao_eventos');
      const since = Date.now();
      const cpu0 = cpuSeconds(server.pid);
      const certificates = await createRequests(server.url, tokens);
      await waitForPipeline(db);
      await sleep(2000);
      const phase = { cpu: cpuSeconds(server.pid) - cpu0, seconds: (Date.now() - since) / 1000 };
      await listener.end();
      const after = { rss: rssMb(server.pid) };

      const { rows } = await db.query(
        `select id::int as id, certidao_id, user_id, (extract(epoch from criado_em) * 1000)::float8 as created
         from certidao_eventos order by id`,
      );
      const fresh = rows.filter((r) => r.created >= since);
      const { samples, missed } = latencies(streams, fresh, since, (r) => r.created);
      const fromCommit = latencies(streams, fresh, since, (r) => committed.get(r.id) ?? r.created).samples;
      const line = (xs) =>
        `p50 ${fmt(percentile(xs, 50), 0)} ms   p95 ${fmt(percentile(xs, 95), 0)} ms   p99 ${fmt(percentile(xs, 99), 0)} ms   max ${fmt(xs.at(-1) ?? Number.NaN, 0)} ms`;
      const events = streams.reduce((n, s) => n + s.received.length / 2, 0);
      const perStream = (x) => (x / STREAMS) * 1000;
      const extraCpu = phase.cpu - baseline.cpu;
      console.log(`
  ${STREAMS} streams on one API process (PostgreSQL, worker in its own process), ${certificates} certificates
  mix: ${STAFF} staff streams (every request), ${heavy} tabs of one customer, ${customerStreams - heavy} streams of ${CUSTOMERS - 1} other customers
  streams opened in ${fmt(openSeconds)} s; ${fresh.length} change rows → ${events} events received, ${samples.length} (stream, change) pairs
  latency, change written → received by the stream   ${line(samples)}   ${percentile(samples, 95) <= 1000 ? '✓' : '✗'} goal p95 ≤ 1 s
  latency, change committed (NOTIFY) → received       ${line(fromCommit)}
  changes a stream never got: ${missed}
  API RSS: ${fmt(before.rss, 0)} MB before the streams, ${fmt(idle.rss, 0)} MB with them idle, ${fmt(after.rss, 0)} MB after the pipeline → ${fmt(((idle.rss - before.rss) * 1024) / STREAMS)} KB per idle stream, ${fmt(((after.rss - before.rss) * 1024) / STREAMS)} KB per stream after
  API CPU: opening them ${fmt(openCpu, 2)} s (${fmt(perStream(openCpu), 2)} ms each: authentication, subscription); holding them idle 15 s ${fmt(idleCpu, 2)} s
           the pipeline ${fmt(baseline.cpu, 2)} s with one stream (${fmt(baseline.seconds)} s) and ${fmt(phase.cpu, 2)} s with them (${fmt(phase.seconds)} s)
           → ${fmt(perStream(Math.max(0, extraCpu)), 2)} ms of CPU per stream for the run, ${fmt((Math.max(0, extraCpu) / Math.max(1, samples.length)) * 1e6, 1)} µs per change delivered to a stream
`);
    } finally {
      for (const s of streams) s.request.destroy();
      await server?.stop();
      if (worker) {
        const exited = new Promise((resolve) => worker.once('exit', resolve));
        worker.kill('SIGTERM');
        await exited;
      }
      await db.end().catch(() => {});
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
}

const baseUrl = await postgresUrl();
if (!baseUrl) {
  console.error(
    'PostgreSQL não respondeu (BENCH_DATABASE_URL / DATABASE_URL / 127.0.0.1:5432): nada medido.',
  );
  process.exit(1);
}
await run(baseUrl);
process.exit(0);
