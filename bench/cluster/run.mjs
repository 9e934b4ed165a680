// `npm run bench -- cluster`: scale-out on PostgreSQL. Two API processes (RUN_WORKERS=false) and up to two
// `npm run worker` processes on a fresh database (created and dropped) and one shared DATA_DIR (the signing
// certificate and the local PDF store, as a shared volume would be), issuing `--certificates` certificates
// (default 100,000: 10,000 requests × 10 types) through the instant sandbox, in three thirds:
//   1. requests created on API A with no worker running, then one worker drains them: certificates/s;
//   2. the same with two workers: certificates/s, and the ratio to one (goal ≥ 1.7× on two cores);
//   3. requests created while both workers run; one is killed (SIGKILL) a third of the way through and the other
//      finishes, its jobs included (pg-boss retries a job whose heartbeat stopped).
// The requests come from `--customers` customers (default 20) through API A; a staff events stream on API B (not
// the one that created them) follows them all: at the end every certificate must have reached it finished. The database is then checked: every certificate finished
// exactly once (one PDF each, no verification code or protocol twice, every job completed), and files in the
// store without a row (a killed worker's write whose transaction never committed; the orphan sweep removes them)
// are counted. Options: --certificates N (a multiple of 10), --concurrency N (jobs at once per worker, default 20),
// --no-kill (skip the kill in the third part). A measurement: nothing is asserted, not in `npm test`.
// The service's own figures come from its Prometheus endpoints, read as Prometheus would (bench/metrics.mjs):
// API A's `/api/metrics` (METRICS_TOKEN) for the request latency (p50/p99 from its histogram) and the queue
// depth (sampled every 2 s while a part runs), each worker's METRICS_PORT for the certificates it issued (a
// killed worker's last scrape counts, as in Prometheus); the database's counts check them.

import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import http from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { buildSolicitacaoPayload } from '../../packages/domain/src/index.ts';
import { histogram, maxOf, scrapeMetrics, sumOf } from '../metrics.mjs';
import {
  ADMIN,
  busyShare,
  call,
  cpuSeconds,
  customer,
  freePort,
  machineTimes,
  postgresUrl,
  startServer,
  withTempDatabase,
} from '../server.mjs';

const { values } = parseArgs({
  options: {
    certificates: { type: 'string', default: '100000' },
    concurrency: { type: 'string', default: '20' },
    customers: { type: 'string', default: '20' },
    'no-kill': { type: 'boolean', default: false },
  },
});
const CERTIFICATES = Number(values.certificates);
if (!Number.isInteger(CERTIFICATES) || CERTIFICATES < 30 || CERTIFICATES % 10) {
  console.error('--certificates deve ser um múltiplo de 10, a partir de 30.');
  process.exit(2);
}
const REQUESTS = CERTIFICATES / 10;
const THIRDS = [Math.floor(REQUESTS / 3), Math.floor(REQUESTS / 3)];
THIRDS.push(REQUESTS - THIRDS[0] - THIRDS[1]);
const API_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'api');

const log = (message) =>
  console.error(`[bench:cluster ${new Date().toISOString().slice(11, 19)}] ${message}`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const fmt = (n, digits = 1) => n.toLocaleString('en-US', { maximumFractionDigits: digits });

/** Both processes' metrics answer only this token (API A on its port, workers on their METRICS_PORT). */
const METRICS_TOKEN = randomBytes(12).toString('hex');

/** One `npm run worker` process with its metrics port; resolves once it says it is up. */
async function startWorker(env) {
  const metricsPort = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: ADMIN.password,
      ...env,
      METRICS_PORT: String(metricsPort),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  child.metricsUrl = `http://127.0.0.1:${metricsPort}/metrics`;
  child.exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      if (d.toString().includes('processo de trabalho')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`worker process exited with ${code}`)));
  });
  return child;
}

async function stopWorker(child, signal = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  await child.exited;
}

const alive = (child) => child.exitCode === null && child.signalCode === null;
const ISSUED = 'certidao_certificates_issued_total';

/**
 * Scrapes API A and every live worker every 2 s while a part runs, as Prometheus would, from before its
 * requests are created until its jobs are drained: API A's request histogram (the part's answers: last scrape
 * minus first), the queue depth's peaks, and each worker's last scrape (a killed worker's counters die with it,
 * so its last scrape stands). Certificates issued in the part: each worker's last count minus its count when the
 * part began (0 for a worker started during it).
 */
async function sampleMetrics(apiMetricsUrl, workers) {
  const first = await scrapeMetrics(apiMetricsUrl, METRICS_TOKEN);
  let api = first;
  const baseline = new Map();
  const last = new Map();
  const peaks = { waiting: 0, age: 0 };
  const once = async () => {
    const now = await scrapeMetrics(apiMetricsUrl, METRICS_TOKEN).catch(() => undefined);
    if (now) api = now;
    const queue = { queue: 'certidoes' };
    peaks.waiting = Math.max(
      peaks.waiting,
      sumOf(now, 'certidao_queue_jobs', { ...queue, state: 'waiting' }),
    );
    peaks.age = Math.max(peaks.age, maxOf(now, 'certidao_queue_oldest_job_age_seconds', queue));
    await Promise.all(
      workers.filter(alive).map(async (w) => {
        const samples = await scrapeMetrics(w.metricsUrl, METRICS_TOKEN).catch(() => undefined);
        if (samples) last.set(w.pid, samples);
      }),
    );
  };
  await once();
  for (const [pid, samples] of last) baseline.set(pid, sumOf(samples, ISSUED));
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      await sleep(2000);
      await once();
    }
  })();
  return {
    async stop() {
      stopped = true;
      await loop;
      await once();
      const latency = histogram(api, first, 'certidao_http_request_duration_seconds', {
        method: 'POST',
        route: '/api/solicitacoes',
      });
      let issued = 0;
      for (const [pid, samples] of last) issued += sumOf(samples, ISSUED) - (baseline.get(pid) ?? 0);
      return { latency, issued, peaks };
    },
  };
}

/** The staff events stream on API B: per certificate, whether it was seen finished, and when. */
function follow(base, token) {
  const seen = { events: 0, finished: new Map(), request: null };
  const RE = /"certidao":\{"id":"([0-9a-f-]{36})".*?"status":"(\w+)"/;
  return new Promise((resolve, reject) => {
    seen.request = http.get(
      `${base}/api/solicitacoes/eventos`,
      { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
        res.setEncoding('utf8');
        let tail = '';
        res.on('data', (chunk) => {
          const lines = (tail + chunk).split('\n');
          tail = lines.pop() ?? '';
          for (const line of lines) {
            if (line === 'event: heartbeat') resolve(seen);
            if (!line.startsWith('data: {"solicitacaoId"')) continue;
            seen.events++;
            const match = RE.exec(line);
            if (match && ['concluido', 'falhou'].includes(match[2]) && !seen.finished.has(match[1]))
              seen.finished.set(match[1], Date.now());
          }
        });
        res.on('error', () => {});
      },
    );
    seen.request.on('error', reject);
  });
}

/** `count` requests through API A from 10 clients at once, spread over the customers. */
async function createRequests(base, tokens, count) {
  let next = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < count) {
        next++;
        const token = tokens[next % tokens.length];
        const body = buildSolicitacaoPayload({
          tipoPessoa: 'fisica',
          nomeCompleto: `Cliente Cluster ${next}`,
          cpf: '529.982.247-25',
          dataNascimento: '1985-03-15',
        });
        await call(base, '/solicitacoes', { token, method: 'POST', body });
      }
    }),
  );
}

const counts = async (db) =>
  (
    await db.query(`select count(*) filter (where state in ('completed', 'failed', 'cancelled'))::int as done,
                           count(*)::int as total from jobs`)
  ).rows[0];

/** Waits until every job is finished; `onProgress(done)` is called on the way. */
async function drain(db, onProgress = () => {}) {
  let lastPrint = Date.now();
  for (;;) {
    const { done, total } = await counts(db);
    onProgress(done, total);
    if (done >= total) return;
    if (Date.now() - lastPrint > 15_000) {
      lastPrint = Date.now();
      log(`  ${done}/${total} certidões…`);
    }
    await sleep(250);
  }
}

async function run(baseUrl) {
  return withTempDatabase(baseUrl, async (url) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'certidao-bench-cluster-'));
    const db = new pg.Pool({ connectionString: url, max: 8 });
    const env = {
      DATABASE_URL: url,
      SANDBOX_TIME_SCALE: '0',
      RATE_LIMIT: 'false',
      SERVE_WEB: 'false',
      WORKER_CONCURRENCY: values.concurrency,
      METRICS_TOKEN,
    };
    const workerEnv = { ...env, DATA_DIR: dataDir };
    const servers = [];
    const workers = [];
    let stream;
    try {
      log('starting API A and API B (RUN_WORKERS=false) on PostgreSQL…');
      // One after the other: the first creates the schema, the JWT secret and the signing certificate.
      servers.push(await startServer(dataDir, { ...env, RUN_WORKERS: 'false' }));
      servers.push(await startServer(dataDir, { ...env, RUN_WORKERS: 'false' }));
      const [a, b] = servers;
      const apiMetrics = `${a.url}/api/metrics`;
      const staff = (await call(b.url, '/auth/login', { method: 'POST', body: ADMIN })).json.accessToken;
      const tokens = [];
      for (let i = 0; i < Number(values.customers); i++) tokens.push(await customer(a.url, staff));
      stream = await follow(b.url, staff);
      const results = [];

      for (const [part, workerCount] of [
        [0, 1],
        [1, 2],
      ]) {
        log(`part ${part + 1}: ${THIRDS[part]} requests created on API A with no worker running…`);
        const sampling = await sampleMetrics(apiMetrics, workers);
        const created0 = Date.now();
        await createRequests(a.url, tokens, THIRDS[part]);
        const createSeconds = (Date.now() - created0) / 1000;
        const before = await counts(db);
        log(`  ${workerCount} worker${workerCount > 1 ? 's' : ''} draining ${before.total - before.done}…`);
        // The clock starts before the workers do, and they start together: started one after the other, the
        // first would drain a small batch alone while the second was still loading.
        const machine0 = machineTimes();
        const t0 = Date.now();
        workers.push(
          ...(await Promise.all(
            Array.from({ length: workerCount - workers.length }, () => startWorker(workerEnv)),
          )),
        );
        // The steady rate, between 10 % and 90 % drained: a worker just started spends its first seconds
        // loading and warming up, which is the start-up's cost, not the throughput's.
        const todo = before.total - before.done;
        const marks = {};
        await drain(db, (done) => {
          const share = (done - before.done) / todo;
          if (share >= 0.1 && !marks.from) marks.from = { done, at: Date.now() };
          if (share >= 0.9 && !marks.to) marks.to = { done, at: Date.now() };
        });
        const seconds = (Date.now() - t0) / 1000;
        const observed = await sampling.stop();
        const steady =
          marks.from && marks.to && marks.to.at > marks.from.at
            ? (marks.to.done - marks.from.done) / ((marks.to.at - marks.from.at) / 1000)
            : Number.NaN;
        // Each part's workers are new processes: their CPU since they started, start-up included.
        const cpu = workers.map((w) => cpuSeconds(w.pid));
        results.push({
          workers: workerCount,
          certificates: before.total - before.done,
          seconds,
          rate: (before.total - before.done) / seconds,
          steady,
          createRate: THIRDS[part] / createSeconds,
          cpu,
          busy: busyShare(machine0, machineTimes()),
          load: loadavg()[0],
          observed,
        });
        if (workerCount === 1) await stopWorker(workers.pop());
      }

      log(
        `part 3: ${THIRDS[2]} requests created while both workers run${values['no-kill'] ? '' : '; one killed (SIGKILL) a third of the way'}…`,
      );
      const sampling3 = await sampleMetrics(apiMetrics, workers);
      const start3 = await counts(db);
      const target3 = start3.total + THIRDS[2] * 10;
      let killedAt = null;
      const t3 = Date.now();
      const creating = createRequests(a.url, tokens, THIRDS[2]);
      const watch = async () => {
        while (!values['no-kill'] && killedAt === null) {
          const { done } = await counts(db);
          if (done - start3.done >= (target3 - start3.done) / 3) {
            killedAt = { done, at: Date.now() };
            log(`  SIGKILL to worker ${workers[1].pid} at ${done}/${target3}`);
            await stopWorker(workers[1], 'SIGKILL');
            return;
          }
          await sleep(100);
        }
      };
      await Promise.all([creating, watch()]);
      await drain(db);
      const seconds3 = (Date.now() - t3) / 1000;
      const observed3 = await sampling3.stop();
      // The stream catches up: every certificate seen finished on API B, or 30 s at most.
      const finishedAt = Date.now();
      while (stream.finished.size < CERTIFICATES && Date.now() - finishedAt < 30_000) await sleep(200);
      const streamLag = (Date.now() - finishedAt) / 1000;

      const q = async (text) => (await db.query(text)).rows;
      const [statuses, jobStates, [dupPdfs], [missingPdf], [pdfRows], [dupCodes], [dupJobs], [retried]] =
        await Promise.all([
          q('select status, count(*)::int as n from certidoes group by 1 order by 1'),
          q('select state, count(*)::int as n from jobs group by 1 order by 1'),
          q(`select count(*)::int as n from (select certidao_id from pdfs group by 1 having count(*) > 1) d`),
          q(
            `select count(*)::int as n from certidoes c where not exists (select 1 from pdfs p where p.certidao_id = c.id)`,
          ),
          q('select count(*)::int as n from pdfs'),
          q(
            `select count(*)::int as n from (select codigo_verificacao from pdfs group by 1 having count(*) > 1) d`,
          ),
          q(`select count(*)::int as n from (select certidao_id from jobs group by 1 having count(*) > 1) d`),
          q(
            `select count(*)::int as n from (select retry_count from pgboss_v10.job where name = 'certidoes'
             union all select retry_count from pgboss_v10.archive where name = 'certidoes') j
             where retry_count > 0`,
          ).catch(() => [{ n: Number.NaN }]),
        ]);
      const files = readdirSync(join(dataDir, 'pdfs'), { recursive: true }).filter((f) =>
        String(f).endsWith('.pdf'),
      ).length;
      const [one, two] = results;
      const ratio = two.steady / one.steady;
      const finishedOk = statuses.length === 1 && statuses[0].status === 'concluido';
      const parts = [one.observed, two.observed, observed3];
      const ms = (seconds) => fmt(seconds * 1000, 0);
      const issuedByMetrics = parts.reduce((n, p) => n + p.issued, 0);
      console.log(`
  Scale-out on PostgreSQL: 2 API processes, workers in their own processes (${values.concurrency} jobs at once each),
  ${CERTIFICATES} certificates (${REQUESTS} requests × 10), instant sandbox; ${cpus().length} cores, load average ${fmt(loadavg()[0], 1)} at the end
  requests created through API A: ${fmt(one.createRate)} and ${fmt(two.createRate)} requests/s (10 certificates each)
  1 worker:  ${one.certificates} certificates in ${fmt(one.seconds)} s = ${fmt(one.rate)} /s, ${fmt(one.steady)} /s from 10 % to 90 %   (worker CPU ${one.cpu.map((c) => fmt(c, 1)).join(' + ')} s; all cores ${fmt(one.busy * 100)} % busy; load ${fmt(one.load)})
  2 workers: ${two.certificates} certificates in ${fmt(two.seconds)} s = ${fmt(two.rate)} /s, ${fmt(two.steady)} /s from 10 % to 90 %   (worker CPU ${two.cpu.map((c) => fmt(c, 1)).join(' + ')} s; all cores ${fmt(two.busy * 100)} % busy; load ${fmt(two.load)})
  two / one (10–90 % rates): ${fmt(ratio, 2)}× (whole drains ${fmt(two.rate / one.rate, 2)}×)   ${ratio >= 1.7 ? '✓' : '✗'} goal ≥ 1.7×${ratio >= 1.7 ? '' : ` (one worker already kept the ${cpus().length} cores ${fmt(one.busy * 100)} % busy, so a second could add at most ${fmt(1 / one.busy, 2)}×: the workers' PDF threads, the database, both APIs and this bench share them; see docs/deploy.md)`}
  part 3: ${THIRDS[2] * 10} certificates created while 2 workers ran, ${killedAt ? `one killed at ${killedAt.done - start3.done} done, ` : ''}all finished in ${fmt(seconds3)} s
  events on API B (requests created on API A): ${stream.events} events, ${stream.finished.size}/${CERTIFICATES} certificates seen finished${streamLag > 0.5 ? ` (${fmt(streamLag)} s after the last job)` : ''}  ${stream.finished.size === CERTIFICATES ? '✓' : '✗'}
  database: certificates ${statuses.map((s) => `${s.status} ${s.n}`).join(', ')}; jobs ${jobStates.map((s) => `${s.state} ${s.n}`).join(', ')}
            PDFs ${pdfRows.n} (certificates with more than one: ${dupPdfs.n}, without one: ${missingPdf.n}); verification codes twice: ${dupCodes.n}; certificates with more than one job: ${dupJobs.n}
            pg-boss jobs retried (the killed worker's, among others): ${retried.n}; PDF files in the store ${files} (${files - pdfRows.n} without a row)
  from the Prometheus endpoints (API A's /api/metrics, each worker's METRICS_PORT; scraped every 2 s):
    POST /api/solicitacoes on API A, p50 / p99: ${parts.map((p, i) => `part ${i + 1} ${ms(p.latency.quantile(0.5))} / ${ms(p.latency.quantile(0.99))} ms (${fmt(p.latency.count, 0)} answers)`).join('; ')}
    certificates issued by the workers: ${parts.map((p, i) => `part ${i + 1} ${fmt(p.issued, 0)}`).join(', ')}; ${fmt(issuedByMetrics, 0)} in all, ${pdfRows.n} PDFs in the database${values['no-kill'] ? '' : ' (the killed worker counts up to its last scrape)'}
    queue depth (certidoes waiting to be taken): peak ${parts.map((p, i) => `part ${i + 1} ${fmt(p.peaks.waiting, 0)}`).join(', ')}; oldest wait peak ${parts.map((p) => `${fmt(p.peaks.age)} s`).join(', ')}
  ${finishedOk && !dupPdfs.n && !missingPdf.n && !dupCodes.n && !dupJobs.n && pdfRows.n === CERTIFICATES ? '✓' : '✗'} every certificate finished exactly once
`);
    } finally {
      stream?.request.destroy();
      for (const w of workers) await stopWorker(w);
      for (const s of servers) await s.stop();
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
