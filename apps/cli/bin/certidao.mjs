#!/usr/bin/env node
// Runs the TypeScript entry through tsx so the CLI needs no build step. tsx and the tsconfig (JSX settings)
// are resolved from here, not from the current directory, so the command works from any folder.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const result = spawnSync(
  process.execPath,
  ['--import', import.meta.resolve('tsx'), join(here, '..', 'src', 'main.tsx'), ...process.argv.slice(2)],
  {
    stdio: 'inherit',
    env: { TSX_TSCONFIG_PATH: join(here, '..', '..', '..', 'tsconfig.json'), ...process.env },
  },
);
if (result.signal) process.kill(process.pid, result.signal);
process.exit(result.status ?? 1);
