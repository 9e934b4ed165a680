#!/usr/bin/env node
// `npm run bench`: the benchmarks, one after the other.
//   pipeline  the certificate pipeline (bench/pipeline/run.ts) on PGlite and, when reachable, PostgreSQL
//   api       the API against a bare Fastify: req/s, p50, p99, start-up and memory (bench/api/run.mjs)
//   baixar    `certidao baixar` against a `curl | xargs -P8` script (bench/baixar/run.ts)
//   webhooks  webhook deliveries per second and certificate-to-webhook latency (bench/webhooks/run.mjs)
//   monitoramento  one scheduling pass over 10,000 monitored parties, renewals per second (bench/monitoramento/run.mjs)
//   start     the server's time to a healthy /api/health, through tsx and compiled (bench/start/run.mjs)
//   streams   1,000 events streams on one API process while the pipeline runs: latency, CPU and RSS per stream
//             (bench/streams/run.mjs; PostgreSQL)
//   cluster   two API and two worker processes on PostgreSQL: throughput with 1 and 2 workers, events across
//             API processes, a worker killed mid-run (bench/cluster/run.mjs; --certificates 100000)
//   memory    the compiled server's RSS after start and after 10,000 certificates on PGlite (bench/memory/run.mjs)
//   dados     fills a database with a firm's volume: --escala N requests over two years (bench/dados/run.ts)
//   escala    p99 of the list, search, reports, dashboard and statistics against that database (bench/escala/run.mjs)
//   web       Lighthouse mobile on the landing page (bench/web.mjs, also `npm run bench:web`)
//   lighthouse  Lighthouse mobile on the app after sign-in: the requests list and a request's page, with data
//             (bench/web.mjs --app)
// `npm run bench -- pipeline --requests 100` runs one suite with its options; without a suite name every
// suite runs with its defaults (options given then go to the pipeline), but streams, cluster (long, PostgreSQL
// only), memory (long), web, lighthouse, dados and escala, which run by name only. `npm run bench -- all` runs every suite once with its
// defaults (web with 3 runs), one after the other: the figures of one run, each suite headed by its clock time
// and the machine's load average, the whole run by a reference workload's time; together they say whether two
// runs' figures can be compared.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const SUITES = {
  pipeline: { script: join(here, 'pipeline', 'run.ts'), cwd: join(here, '..', 'apps', 'api') },
  api: { script: join(here, 'api', 'run.mjs'), cwd: join(here, '..') },
  baixar: { script: join(here, 'baixar', 'run.ts'), cwd: join(here, '..') },
  webhooks: { script: join(here, 'webhooks', 'run.mjs'), cwd: join(here, '..') },
  monitoramento: { script: join(here, 'monitoramento', 'run.mjs'), cwd: join(here, '..') },
  start: { script: join(here, 'start', 'run.mjs'), cwd: join(here, '..') },
  streams: { script: join(here, 'streams', 'run.mjs'), cwd: join(here, '..') },
  cluster: { script: join(here, 'cluster', 'run.mjs'), cwd: join(here, '..') },
  memory: { script: join(here, 'memory', 'run.mjs'), cwd: join(here, '..') },
  dados: { script: join(here, 'dados', 'run.ts'), cwd: join(here, '..') },
  escala: { script: join(here, 'escala', 'run.mjs'), cwd: join(here, '..') },
  web: { script: join(here, 'web.mjs'), cwd: join(here, '..'), args: ['--runs', '3'] },
  // `flags` always go to the script, before the options given.
  lighthouse: { script: join(here, 'web.mjs'), cwd: join(here, '..'), flags: ['--app'] },
};

const BY_NAME_ONLY = new Set(['streams', 'cluster', 'memory', 'web', 'lighthouse', 'dados', 'escala']);

const [first, ...rest] = process.argv.slice(2);
const chosen =
  first === 'all'
    ? Object.keys(SUITES).map((name) => [name, SUITES[name].args ?? []])
    : first && first in SUITES
      ? [[first, rest]]
      : Object.keys(SUITES)
          .filter((name) => !BY_NAME_ONLY.has(name))
          .map((name) => [name, name === 'pipeline' ? process.argv.slice(2) : []]);

/**
 * A fixed CPU workload (hashing and JSON, one core), median of 5: machines of the same kind differ in speed (the
 * same compiled start-up measured 1.5 s on one and 2.4 s on another, the same day), so a run's figures are
 * compared with another run's only beside this anchor.
 */
function referenceMs() {
  const buffer = Buffer.alloc(1 << 20, 7);
  const doc = Array.from({ length: 5_000 }, (_, i) => ({
    id: i,
    nome: `Pessoa ${i}`,
    itens: [i, i * 2, 'x'],
  }));
  const times = [];
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    for (let i = 0; i < 100; i++) createHash('sha256').update(buffer).digest();
    for (let i = 0; i < 20; i++) JSON.parse(JSON.stringify(doc));
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[2];
}

const clock = () => new Date().toISOString().slice(0, 16).replace('T', ' ');
const load = () => loadavg()[0].toFixed(1);
let status = 0;
if (first === 'all') console.log(`reference workload (machine speed): ${referenceMs().toFixed(0)} ms`);
for (const [name, args] of chosen) {
  console.log(`\n== bench: ${name} (${clock()} UTC, load average ${load()})`);
  const { script, cwd, flags = [] } = SUITES[name];
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...flags, ...args], {
    stdio: 'inherit',
    cwd,
  });
  const minutes = (performance.now() - started) / 60_000;
  console.log(`== ${name}: ${minutes.toFixed(1)} min, load average ${load()} at the end`);
  status ||= result.status ?? 1;
}
if (first === 'all')
  console.log(`\nreference workload (machine speed): ${referenceMs().toFixed(0)} ms at the end`);
process.exit(status);
