#!/usr/bin/env node
// `npm run bench`: the certificate pipeline benchmark (bench/pipeline/run.ts) on PGlite and, when reachable,
// PostgreSQL. Options are passed through, e.g. `npm run bench -- --requests 100`.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--import', 'tsx', join(here, 'pipeline', 'run.ts'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    cwd: join(here, '..', 'apps', 'api'),
  },
);
process.exit(result.status ?? 1);
