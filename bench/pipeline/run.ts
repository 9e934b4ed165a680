/**
 * Certificate pipeline benchmark: N requests of the 10 original certificate types (N × 10 jobs) through the
 * real code path (request transaction → pg-boss jobs → workers → instant sandbox issuer → PDF → signature →
 * local storage → recorded), on PGlite and on PostgreSQL (BENCH_DATABASE_URL / DATABASE_URL, else the local
 * default postgres://postgres@127.0.0.1:5432/postgres when it answers).
 *
 * Prints certificates per second and the queue's overhead per job: the worker-slot time not spent inside our
 * job handler (pg-boss fetch/complete, polling gaps), i.e. (elapsed × concurrency − Σ handler time) / jobs;
 * plus a queue-only run with a no-op handler.
 *
 * And the CPU per certificate against its floor, both measured in this run (CPU time, not wall time, so a busy
 * machine changes them less): first the floor, N PDFs rendered and signed alone on this thread with the
 * pipeline's own code; then the whole run's CPU (process.cpuUsage: every thread of this process, so on PGlite
 * the database too; on PostgreSQL the backends serving the run are added from /proc when readable), split
 * into the main thread's and the other threads' (the database thread on PGlite, PDF threads on PostgreSQL).
 * BENCH_STATEMENTS=1 also prints each PGlite statement's count per certificate (diagnostics).
 *
 * Options: --requests N (default 1000; BENCH_REQUESTS), --concurrency N (worker slots, default 20;
 * BENCH_CONCURRENCY), --only pglite|postgres, --noop-jobs N (default 2000), --floor-pdfs N (default 1000),
 * --worker-processes 1,2 (the PostgreSQL runs with separate `npm run worker` processes, after the in-process
 * one; '' for none).
 *
 * Long file: the three measurements (floor, pipeline, no-op queue) share their set-up and their report.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getCertificateType, ORIGINAL_CODES } from '@certidao/domain';
import { sql } from 'drizzle-orm';
import { SandboxIssuer } from '../../apps/api/src/adapters/issuers/sandbox.ts';
import type { IssuedCertificate } from '../../apps/api/src/adapters/issuers/types.ts';
import { loadConfig } from '../../apps/api/src/config.ts';
import type { AppContext } from '../../apps/api/src/context.ts';
import { openDatabase } from '../../apps/api/src/db/client.ts';
import { users } from '../../apps/api/src/db/schema.ts';
import { type Claimed, certificateDocument, newVerificationCode } from '../../apps/api/src/jobs/delivery.ts';
import { JobDispatcher } from '../../apps/api/src/jobs/dispatcher.ts';
import { startPipeline } from '../../apps/api/src/jobs/pipeline.ts';
import {
  CERTIFICATE_QUEUE,
  HEARTBEAT_SECONDS,
  IDLE_POLL_MS,
  JobQueue,
} from '../../apps/api/src/jobs/queue.ts';
import { createLogger } from '../../apps/api/src/logger.ts';
import { createRequest, validateNewRequest } from '../../apps/api/src/modules/requests/service.ts';
import { renderSignedCertificate } from '../../apps/api/src/services/pdf/renderer.ts';
import { loadPlatformCertificate, PdfSigner } from '../../apps/api/src/services/pdf/signing.ts';
import { seed } from '../../apps/api/src/startup/seed.ts';
import { postgresUrl, withTempDatabase } from '../server.mjs';

const { values } = parseArgs({
  options: {
    requests: { type: 'string' },
    concurrency: { type: 'string' },
    only: { type: 'string' },
    'noop-jobs': { type: 'string' },
    'worker-processes': { type: 'string' },
    'floor-pdfs': { type: 'string' },
  },
});
const REQUESTS = Number(values.requests ?? process.env.BENCH_REQUESTS ?? 1000);
const CONCURRENCY = Number(values.concurrency ?? process.env.BENCH_CONCURRENCY ?? 20);
const NOOP_JOBS = Number(values['noop-jobs'] ?? 2000);
/** PDFs rendered and signed alone (the CPU floor of a certificate), after a few not counted. */
const FLOOR_PDFS = Number(values['floor-pdfs'] ?? 1000);
/** Runs on PostgreSQL with that many `npm run worker` processes besides the in-process one ('' for none). */
const WORKER_PROCESSES = (values['worker-processes'] ?? '1,2').split(',').filter(Boolean).map(Number);
const log = createLogger('warn');

const fmt = (n: number, digits = 1) =>
  n.toLocaleString('pt-BR', { maximumFractionDigits: digits, minimumFractionDigits: digits });

async function withDatabase<T>(
  kind: 'pglite' | 'postgres',
  baseUrl: string | undefined,
  fn: (dataDir: string, url?: string) => Promise<T>,
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'certidao-bench-'));
  try {
    if (kind === 'postgres' && baseUrl)
      return await withTempDatabase(baseUrl, (url: string) => fn(dataDir, url));
    return await fn(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const BENCH_DADOS = { nome: 'Maria Benchmark', rg: '12.345.678-9', dataNascimento: '15/03/1985' };

const BENCH_ENV = { SANDBOX_TIME_SCALE: '0', LOG_LEVEL: 'warn', ADMIN_PASSWORD: 'Bench@12345' };

/** `npm run worker` processes on the benchmark's database; resolves once each says it is up. */
async function startWorkerProcesses(n: number, dataDir: string, url: string): Promise<ChildProcess[]> {
  const apiDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'apps', 'api');
  return Promise.all(
    Array.from({ length: n }, async () => {
      const child = spawn(process.execPath, ['--import', 'tsx', 'src/worker.ts'], {
        cwd: apiDir,
        env: {
          ...process.env,
          ...BENCH_ENV,
          DATABASE_URL: url,
          DATA_DIR: dataDir,
          WORKER_CONCURRENCY: String(CONCURRENCY),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      await new Promise<void>((resolve, reject) => {
        child.stdout?.on('data', (d: Buffer) => {
          if (d.toString().includes('processo de trabalho')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`worker process exited with ${code}`)));
      });
      return child;
    }),
  );
}

/** Diagnostics (BENCH_STATEMENTS=1): each PGlite statement's count and wall time, by its first characters. */
function countStatements(database: { pglite?: unknown }) {
  const stats = new Map<string, { n: number; ms: number }>();
  const thread = database.pglite as Record<string, (...args: unknown[]) => Promise<unknown>> | undefined;
  if (!thread) return stats;
  for (const op of ['query', 'exec', 'transaction']) {
    const original = thread[op]?.bind(thread);
    if (!original) continue;
    thread[op] = async (text: unknown, ...rest: unknown[]) => {
      const t = performance.now();
      try {
        return await original(text, ...rest);
      } finally {
        const key = `${op}: ${typeof text === 'string' ? text.replace(/\s+/g, ' ').slice(0, 110) : ''}`;
        const s = stats.get(key) ?? { n: 0, ms: 0 };
        s.n++;
        s.ms += performance.now() - t;
        stats.set(key, s);
      }
    };
  }
  return stats;
}

/** CPU time of this process so far (ms): every thread's (main, PGlite's, the PDF threads'), user and system. */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

/** The main thread's CPU time so far (ms), from /proc (10 ms ticks); NaN where /proc does not say. */
function mainThreadCpuMs(): number {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * The floor: the CPU of rendering and signing one certificate's PDF alone, with the pipeline's own code
 * (certificateDocument, renderSignedCertificate, the same generated signing certificate), on this thread,
 * nothing else running. The documents are the sandbox's results for the benchmark's request.
 */
async function floorRun(dataDir: string) {
  const signer = new PdfSigner(loadPlatformCertificate({ p12Path: undefined, passphrase: 'bench', dataDir }));
  const issuer = new SandboxIssuer(0);
  const ctx = {
    signal: new AbortController().signal,
    progress: async () => {},
    saveCheckpoint: async () => {},
  };
  const docs = await Promise.all(
    ORIGINAL_CODES.map(async (code) => {
      const tipo = getCertificateType(code);
      if (!tipo) throw new Error(`unknown type ${code}`);
      const claimed = {
        cert: { tipoCertidao: code, dadosCertidao: { ...BENCH_DADOS, inscricaoImovel: null } },
        sol: { tipoPessoa: 'fisica', nomeCompleto: BENCH_DADOS.nome, documento: '52998224725' },
      } as unknown as Claimed;
      const result = (await issuer.issue(
        {
          tipo,
          tipoPessoa: 'fisica',
          nome: BENCH_DADOS.nome,
          documento: '52998224725',
          rg: BENCH_DADOS.rg,
          dataNascimento: BENCH_DADOS.dataNascimento,
          inscricaoImovel: null,
          certAttempt: 1,
          retryCount: 0,
          checkpoint: null,
        },
        ctx,
      )) as IssuedCertificate;
      return { tipo, claimed, result };
    }),
  );
  const render = async (i: number) => {
    const d = docs[i % docs.length] as (typeof docs)[number];
    const doc = certificateDocument(
      d.tipo,
      d.claimed,
      d.result,
      newVerificationCode(),
      'http://localhost:3000',
    );
    await renderSignedCertificate(signer, doc, d.result.emitidoEm);
  };
  // Warm-up (compilation, the fonts' first use), as the pipeline's threads warm up on its first certificates.
  for (let i = 0; i < 50; i++) await render(i);
  const c0 = cpuMs();
  const t0 = performance.now();
  for (let i = 0; i < FLOOR_PDFS; i++) await render(i);
  return { cpuMsPerPdf: (cpuMs() - c0) / FLOOR_PDFS, wallMsPerPdf: (performance.now() - t0) / FLOOR_PDFS };
}

/**
 * CPU ticks (10 ms) of the PostgreSQL backends serving this database, by pid, read from /proc (the server on
 * this machine); empty when /proc does not show them. Backends that exit during the run are not counted.
 */
async function backendTicks(database: { db: { execute: (q: ReturnType<typeof sql>) => Promise<unknown> } }) {
  const res = (await database.db.execute(
    sql`select pid from pg_stat_activity where datname = current_database()`,
  )) as { rows: Array<{ pid: number }> };
  const ticks = new Map<number, number>();
  for (const { pid } of res.rows) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(pid, Number(f[11]) + Number(f[12]));
    } catch {
      // Not on this machine or not readable: the server's CPU is left out.
    }
  }
  return ticks;
}

function backendCpuMs(before: Map<number, number>, after: Map<number, number>): number | undefined {
  if (!after.size) return undefined;
  let ticks = 0;
  for (const [pid, t] of after) ticks += t - (before.get(pid) ?? 0);
  return ticks * 10;
}

/**
 * N requests created by 10 concurrent clients, then waited for until every certificate is finished. Workers
 * run in this process (`processes` 0, as `npm start` does) or in that many worker processes (PostgreSQL).
 */
async function pipelineRun(
  kind: 'pglite' | 'postgres',
  dataDir: string,
  url: string | undefined,
  processes = 0,
) {
  const config = loadConfig(BENCH_ENV, {
    dataDir,
    databaseUrl: url,
    workerConcurrency: CONCURRENCY,
    runWorkers: processes === 0,
  });
  const database = await openDatabase({ databaseUrl: url, dataDir });
  const statementStats = process.env.BENCH_STATEMENTS ? countStatements(database) : undefined;
  await seed(database.db, { adminEmail: config.adminEmail, adminPassword: config.adminPassword });
  const [admin] = await database.db.select().from(users).limit(1);
  if (!admin) throw new Error('no admin');
  // The signing certificate is generated here first, so the worker processes all reuse it.
  const pipeline = await startPipeline(config, database, log, { runWorkers: processes === 0 });
  const workers = processes && url ? await startWorkerProcesses(processes, dataDir, url) : [];
  const ctx = { db: database.db, pipeline } as unknown as AppContext;
  const body = {
    observacao: null,
    dadosGerais: { tipoPessoa: 'fisica' as const, nomeCompleto: 'Maria Benchmark' },
    certidoes: ORIGINAL_CODES.map((tipoCertidao) => ({
      tipoCertidao,
      dadosCertidao: { ...BENCH_DADOS, cpf: '529.982.247-25' },
    })),
  };
  const total = REQUESTS * ORIGINAL_CODES.length;
  const backends0 = kind === 'postgres' ? await backendTicks(database) : new Map<number, number>();
  const cpu0 = cpuMs();
  const main0 = mainThreadCpuMs();
  const t0 = performance.now();
  // Requests arrive from 10 clients at once, as through the API.
  let next = 0;
  let createMs = 0;
  await Promise.all(
    Array.from({ length: 10 }, async () => {
      while (next < REQUESTS) {
        next++;
        const c0 = performance.now();
        await createRequest(ctx, admin, validateNewRequest(body, { requireBirthDate: true }), {
          enforcePlan: false,
        });
        createMs += performance.now() - c0;
      }
    }),
  );
  const enqueuedAt = performance.now();
  let done = 0;
  let lastPrint = 0;
  for (;;) {
    const res = (await database.db.execute(
      sql`select count(*) filter (where state in ('completed', 'failed'))::int as done from jobs`,
    )) as unknown as { rows: Array<{ done: number }> };
    done = Number(res.rows[0]?.done ?? 0);
    if (done >= total) break;
    if (performance.now() - lastPrint > 5000) {
      lastPrint = performance.now();
      process.stderr.write(`  ${kind}: ${done}/${total} certidões…\n`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const elapsed = (performance.now() - t0) / 1000;
  const cpu = cpuMs() - cpu0;
  const mainCpu = mainThreadCpuMs() - main0;
  if (statementStats) {
    for (const [k, v] of [...statementStats].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25))
      process.stderr.write(`${(v.n / total).toFixed(2)}/cert ${(v.ms / total).toFixed(2)} ms/cert  ${k}\n`);
  }
  const serverCpu =
    kind === 'postgres' && processes === 0
      ? backendCpuMs(backends0, await backendTicks(database))
      : undefined;
  const stats = (await database.db.execute(sql`
    select count(*) filter (where state = 'failed')::int as failed,
           coalesce(sum(extract(epoch from (finished_at - started_at))), 0)::float8 as handler_seconds,
           avg(extract(epoch from (finished_at - started_at)))::float8 as handler_avg
    from jobs`)) as unknown as {
    rows: Array<{ failed: number; handler_seconds: number; handler_avg: number }>;
  };
  const s = stats.rows[0] ?? { failed: 0, handler_seconds: 0, handler_avg: 0 };
  const queueStats = pipeline.processor?.queueStats;
  const slots = CONCURRENCY * Math.max(1, processes);
  const overheadMs = ((elapsed * slots - Number(s.handler_seconds)) / total) * 1000;
  await Promise.all(
    workers.map(
      (w) =>
        new Promise((resolve) => {
          w.once('exit', resolve);
          w.kill('SIGTERM');
        }),
    ),
  );
  await pipeline.stop();
  await database.close();
  return {
    total,
    failed: Number(s.failed),
    elapsed,
    perSecond: total / elapsed,
    cpuMsPerCert: cpu / total,
    mainCpuMsPerCert: mainCpu / total,
    serverCpuMsPerCert: serverCpu === undefined ? undefined : serverCpu / total,
    createAvgMs: createMs / REQUESTS,
    enqueueSeconds: (enqueuedAt - t0) / 1000,
    handlerAvgMs: Number(s.handler_avg) * 1000,
    overheadMs,
    queueMsPerJob: queueStats?.jobs ? queueStats.slotWaitMs / queueStats.jobs : Number.NaN,
    jobsPerFetch: queueStats?.fetches ? queueStats.jobs / queueStats.fetches : Number.NaN,
  };
}

/** The queue alone: N jobs through the certificate workers' dispatcher with a handler that does nothing. */
async function noopRun(dataDir: string, url: string | undefined) {
  const database = await openDatabase({ databaseUrl: url, dataDir });
  const queue = new JobQueue(database, { databaseUrl: url });
  await queue.start(() => {});
  let completed = 0;
  let resolveAll: () => void = () => {};
  let rejectAll: (error: Error) => void = () => {};
  const all = new Promise<void>((resolve, reject) => {
    resolveAll = resolve;
    rejectAll = reject;
  });
  const dispatcher = new JobDispatcher({
    client: queue,
    queue: CERTIFICATE_QUEUE,
    concurrency: CONCURRENCY,
    idlePollMs: IDLE_POLL_MS,
    run: async () => {
      completed++;
      if (completed === NOOP_JOBS) resolveAll();
    },
    onError: (error) => log.error({ err: error }, 'no-op queue error'),
  });
  dispatcher.start(HEARTBEAT_SECONDS);
  queue.onEnqueued = () => dispatcher.nudge();
  const t0 = performance.now();
  for (let i = 0; i < NOOP_JOBS; i += 500) {
    const n = Math.min(500, NOOP_JOBS - i);
    await database.db.transaction((tx) =>
      queue.enqueue(
        tx,
        Array.from({ length: n }, () => ({ jobId: randomUUID() })),
      ),
    );
  }
  // Nothing of the dispatcher or of PGlite's idle thread holds the process open (in a server, its socket
  // does): without this wait's own timer, a moment with no statement in flight ended the run silently.
  const watch = setInterval(() => {
    if (performance.now() - t0 > 300_000)
      rejectAll(new Error(`fila pura: ${completed} de ${NOOP_JOBS} jobs concluídos após 5 min`));
  }, 1000);
  await all.finally(() => clearInterval(watch));
  const elapsed = (performance.now() - t0) / 1000;
  await dispatcher.stop();
  // Every completion written: none left unfinished in pg-boss.
  const unfinished = await queue.boss.getQueueSize(CERTIFICATE_QUEUE, { before: 'completed' });
  if (unfinished) throw new Error(`${unfinished} no-op jobs still unfinished after the run`);
  await queue.stop();
  await database.close();
  return {
    elapsed,
    perSecond: NOOP_JOBS / elapsed,
    slotMsPerJob: ((elapsed * CONCURRENCY) / NOOP_JOBS) * 1000,
  };
}

async function main() {
  const pgUrl = values.only === 'pglite' ? undefined : await postgresUrl();
  const kinds: Array<'pglite' | 'postgres'> = [];
  if (values.only !== 'postgres') kinds.push('pglite');
  if (pgUrl) kinds.push('postgres');
  else if (values.only !== 'pglite') process.stderr.write('PostgreSQL não respondeu: medindo só o PGlite.\n');
  process.stdout.write(
    `\nBenchmark do pipeline de certidões: ${REQUESTS} solicitações × 10 = ${REQUESTS * 10} certidões, sandbox instantâneo, ${CONCURRENCY} jobs simultâneos por processo\n\n`,
  );
  // The floor first, in the same run: its figure and the pipeline's come from the same machine's minute.
  const floorDir = mkdtempSync(join(tmpdir(), 'certidao-bench-'));
  const floor = await floorRun(floorDir).finally(() => rmSync(floorDir, { recursive: true, force: true }));
  process.stdout.write(
    `Piso: PDF + assinatura sozinhos, ${FLOOR_PDFS} PDFs neste thread: ${fmt(floor.cpuMsPerPdf, 2)} ms de CPU por certidão (${fmt(floor.wallMsPerPdf, 2)} ms de relógio)\n\n`,
  );
  let unmet = false;
  for (const kind of kinds) {
    const r = await withDatabase(kind, pgUrl, (dir, url) => pipelineRun(kind, dir, url));
    const q = await withDatabase(kind, pgUrl, (dir, url) => noopRun(dir, url));
    const target = GOALS[kind];
    const lines = [
      `${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} (workers no mesmo processo, como no npm start)`,
      `  certidões:                 ${r.total} em ${fmt(r.elapsed)} s (${r.failed} falharam)`,
      `  certidões por segundo:     ${fmt(r.perSecond)}  ${verdict(r.perSecond >= target, `meta ≥ ${target}/s`)}`,
      cpuLine(r, floor.cpuMsPerPdf),
      `  criação de solicitação:    ${fmt(r.createAvgMs)} ms em média (transação + 10 jobs)`,
      `  tempo no handler por job:  ${fmt(r.handlerAvgMs)} ms (emissor + PDF + assinatura + gravação)`,
      `  slot fora do handler:      ${fmt(r.overheadMs)} ms por job ((duração × slots − Σ handler) / jobs: inclui slots ociosos por falta de job e o fim da fila)`,
      `  overhead da fila por job:  ${fmt(r.queueMsPerJob, 2)} ms de slot esperando o fetch do pg-boss (${fmt(r.jobsPerFetch)} jobs por fetch)  ${verdict(r.queueMsPerJob <= GOALS.overheadMs, `meta ≤ ${GOALS.overheadMs} ms`)}`,
      `  fila pura (no-op):         ${NOOP_JOBS} jobs em ${fmt(q.elapsed)} s = ${fmt(q.perSecond)} jobs/s, ${fmt(q.slotMsPerJob)} ms de slot por job  ${verdict(q.perSecond >= GOALS.noopPerSecond, `meta ≥ ${GOALS.noopPerSecond} jobs/s`)}`,
    ];
    if (kind === 'postgres') {
      for (const processes of WORKER_PROCESSES) {
        const w = await withDatabase(kind, pgUrl, (dir, url) => pipelineRun(kind, dir, url, processes));
        lines.push(
          `  ${processes} processo${processes > 1 ? 's' : ''} de trabalho (npm run worker): ${w.total} em ${fmt(w.elapsed)} s = ${fmt(w.perSecond)} certidões/s (${w.failed} falharam)  ${verdict(w.perSecond >= target, `meta ≥ ${target}/s`)}`,
        );
      }
    }
    process.stdout.write(`${lines.join('\n')}\n\n`);
    unmet ||= lines.some((l) => l.includes('✗'));
  }
  if (unmet)
    process.stdout.write(
      'Metas marcadas ✗: o valor medido acima é o limite nesta máquina. Por quê (2 núcleos, que o banco, o thread\n' +
        'principal e o dos PDFs dividem; rode sem outras tarefas na máquina):\n' +
        "docs/decisions/performance.md, 'The certificate pipeline's speed'.\n",
    );
}

/**
 * CPU per certificate of the whole run (request creation with its ledger entries, queue, sandbox issuer, PDF
 * threads, storage, events; on PGlite the database too, on PostgreSQL its backends when /proc shows them)
 * against the floor.
 */
function cpuLine(
  r: { cpuMsPerCert: number; mainCpuMsPerCert: number; serverCpuMsPerCert?: number },
  floorMs: number,
) {
  const total = r.cpuMsPerCert + (r.serverCpuMsPerCert ?? 0);
  const ratio = total / floorMs;
  const parts =
    r.serverCpuMsPerCert === undefined
      ? 'processo inteiro: principal, banco, PDFs'
      : `${fmt(r.cpuMsPerCert, 2)} deste processo + ${fmt(r.serverCpuMsPerCert, 2)} dos backends do PostgreSQL`;
  const split = Number.isNaN(r.mainCpuMsPerCert)
    ? ''
    : `\n    dos quais thread principal ${fmt(r.mainCpuMsPerCert, 2)} ms, outros threads ${fmt(r.cpuMsPerCert - r.mainCpuMsPerCert, 2)} ms`;
  return `  CPU por certidão:          ${fmt(total, 2)} ms (${parts}) = ${fmt(ratio, 2)}× o piso  ${verdict(ratio <= GOALS.cpuOverFloor, `meta ≤ ${fmt(GOALS.cpuOverFloor)}×`)}${split}`;
}

/** The goals on this machine (2 cores, instant sandbox). */
const GOALS = { pglite: 85, postgres: 170, overheadMs: 5, noopPerSecond: 2000, cpuOverFloor: 1.5 } as const;
const verdict = (met: boolean, goal: string) => (met ? `✓ ${goal}` : `✗ ${goal}`);

main().then(
  () => process.exit(0),
  (error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
