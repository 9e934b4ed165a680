#!/usr/bin/env node
// `npm run bench -- start [--rounds 3]`: the server's time from `node …` to a healthy /api/health, run through
// tsx (`npm start`'s command) and compiled (`node apps/api/dist/main.mjs`, built here first), on a fresh
// DATA_DIR (migrations, first administrator) and on the same DATA_DIR reopened. Medians of the rounds. The web
// app is not served (SERVE_WEB=false), so a web build due is not part of the figure. Then the staff CLI's start:
// `certidao --help`, compiled and through tsx, beside `node -e 0`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({ options: { rounds: { type: 'string', default: '3' } } });
const rounds = Number(values.rounds);

const build = spawnSync(process.execPath, [join(root, 'apps/api/scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

const COMMANDS = {
  tsx: ['--import', 'tsx', 'apps/api/src/main.ts'],
  compiled: ['apps/api/dist/main.mjs'],
};

const freePort = () =>
  new Promise((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });

/** Seconds from spawn to a 200 on /api/health, then stops the server (SIGTERM) and waits for its exit. */
async function timeToHealthy(args, dataDir) {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SERVE_WEB: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  let seconds;
  while (seconds === undefined) {
    if (child.exitCode !== null)
      throw new Error(`the server exited (${child.exitCode}) before it was healthy`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) seconds = (performance.now() - started) / 1000;
    else await new Promise((r) => setTimeout(r, 20));
  }
  child.kill('SIGTERM');
  await exited;
  return seconds;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const results = {};
for (let i = 0; i < rounds; i++) {
  for (const [name, args] of Object.entries(COMMANDS)) {
    const dataDir = mkdtempSync(join(tmpdir(), 'certidao-bench-start-'));
    try {
      const fresh = await timeToHealthy(args, dataDir);
      const reopened = await timeToHealthy(args, dataDir);
      results[name] ??= { fresh: [], reopened: [] };
      results[name].fresh.push(fresh);
      results[name].reopened.push(reopened);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
}
const mark = (seconds, goal) => (seconds <= goal ? '✓' : '✗');
for (const [name, { fresh, reopened }] of Object.entries(results)) {
  const f = (xs) => `${median(xs).toFixed(2)} s (${xs.map((x) => x.toFixed(2)).join(', ')})`;
  const goals =
    name === 'compiled'
      ? `   ${mark(median(fresh), 2)} ${mark(median(reopened), 2)} goal ≤ 2 s, fresh and reopened`
      : '';
  console.log(`${name.padEnd(8)} fresh DATA_DIR ${f(fresh)}; reopened ${f(reopened)}${goals}`);
}

// The staff CLI: `certidao --help` from the compiled bundle (what the packed package runs) and through tsx (the
// monorepo's bin), beside Node starting with nothing to do; 30 runs each, interleaved, medians.
const cliBuild = spawnSync(process.execPath, [join(root, 'apps/cli/scripts/build.mjs')], {
  stdio: 'inherit',
});
if (cliBuild.status !== 0) process.exit(cliBuild.status ?? 1);
const CLI = {
  'node -e 0': ['-e', '0'],
  'certidao --help, compiled': [join(root, 'apps/cli/dist/certidao.mjs'), '--help'],
  'certidao --help, tsx': [join(root, 'apps/cli/bin/certidao.mjs'), '--help'],
};
const cliTimes = Object.fromEntries(Object.keys(CLI).map((name) => [name, []]));
for (let i = 0; i < 30; i++) {
  for (const [name, args] of Object.entries(CLI)) {
    const started = performance.now();
    const run = spawnSync(process.execPath, args, { cwd: tmpdir(), stdio: 'ignore' });
    if (run.status !== 0) throw new Error(`${name} exited with ${run.status}`);
    cliTimes[name].push(performance.now() - started);
  }
}
for (const [name, times] of Object.entries(cliTimes)) {
  const ms = median(times);
  const goal = name.endsWith('compiled') ? `   ${mark(ms, 150)} goal ≤ 150 ms` : '';
  console.log(
    `${name.padEnd(26)} ${ms.toFixed(0)} ms median, ${Math.min(...times).toFixed(0)} ms at best${goal}`,
  );
}
