#!/usr/bin/env node
// `npm run bench`: the benchmarks, one after the other.
//   pipeline  the certificate pipeline (bench/pipeline/run.ts) on PGlite and, when reachable, PostgreSQL
//   api       the API against a bare Fastify: req/s, p50, p99, start-up and memory (bench/api/run.mjs)
//   baixar    `certidao baixar` against a `curl | xargs -P8` script (bench/baixar/run.ts)
//   webhooks  webhook deliveries per second and certificate-to-webhook latency (bench/webhooks/run.mjs)
//   monitoramento  one scheduling pass over 10,000 monitored parties, renewals per second (bench/monitoramento/run.mjs)
//   start     the server's time to a healthy /api/health, through tsx and compiled (bench/start/run.mjs)
// `npm run bench -- pipeline --requests 100` runs one suite with its options; without a suite name every
// suite runs with its defaults (options given then go to the pipeline).
import { spawnSync } from 'node:child_process';
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
};

const [first, ...rest] = process.argv.slice(2);
const chosen =
  first && first in SUITES
    ? [[first, rest]]
    : Object.keys(SUITES).map((name) => [name, name === 'pipeline' ? process.argv.slice(2) : []]);
let status = 0;
for (const [name, args] of chosen) {
  console.log(`\n== bench: ${name}`);
  const { script, cwd } = SUITES[name];
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { stdio: 'inherit', cwd });
  status ||= result.status ?? 1;
}
process.exit(status);
