#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch, SERVE_WEB=false) and, once it answers, the Vite dev server
// proxying /api to it. The configuration is checked first. Each child runs in a process group of its own, so
// a signal to this process (SIGINT, SIGTERM, SIGHUP, or npm's exit) reaches every process under it (tsx's
// child included), and this process exits only when they all have.
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const WEB_URL = `http://localhost:${process.env.VITE_PORT ?? 5173}`;

const check = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    '--input-type=module',
    '-e',
    "import { loadConfig } from './apps/api/src/config.ts'; try { loadConfig() } catch (e) { process.stderr.write('\\n' + e.message + '\\n\\n'); process.exit(1) }",
  ],
  { cwd: ROOT, stdio: 'inherit' },
);
if (check.status !== 0) process.exit(check.status ?? 1);

const port = Number(process.env.PORT?.trim() || 3000);
const host = process.env.HOST?.trim() || '127.0.0.1';
const apiUrl = `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${port}`;
const children = new Set();
let stopping = false;

function start(name, args, options) {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
    ...options,
  });
  children.add(child);
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping) {
      process.stderr.write(`\n${name} terminou (${signal ?? `código ${code}`}); encerrando o resto.\n`);
      void stop('SIGTERM', code || 1);
    }
  });
  return child;
}

/** Whether any process is left in the group the child led. */
function groupAlive(pid) {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function stop(signal, exitCode) {
  if (stopping) return;
  stopping = true;
  const groups = [api, vite].filter(Boolean).map((child) => child.pid);
  for (const pid of groups) {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  }
  const deadline = Date.now() + 20_000;
  while (groups.some(groupAlive) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
  for (const pid of groups.filter(groupAlive)) process.kill(-pid, 'SIGKILL');
  process.exit(exitCode);
}

const SIGNAL_CODES = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };
for (const [signal, number] of Object.entries(SIGNAL_CODES))
  process.on(signal, () => void stop(signal, 128 + number));
// npm forwards SIGINT and SIGTERM, but dies of SIGHUP without passing it on: follow it out (npm is the parent
// or the parent of the `sh -c` it runs scripts in; same as followLauncher in apps/api/src/process.ts).
const parent = process.ppid;
const parentOf = (pid) => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
};
let shellParent;
try {
  if (/^(sh|dash|bash|zsh)$/.test(readFileSync(`/proc/${parent}/comm`, 'utf8').trim()))
    shellParent = parentOf(parent);
} catch {
  // no /proc
}
setInterval(() => {
  if (process.ppid !== parent || (shellParent !== undefined && parentOf(parent) !== shellParent))
    void stop('SIGTERM', 0);
}, 500).unref();

let vite;
const api = start(
  'A API',
  [
    join(ROOT, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    'watch',
    '--clear-screen=false',
    'apps/api/src/main.ts',
  ],
  { env: { ...process.env, SERVE_WEB: 'false', CERTIDAO_DEV_WEB_URL: WEB_URL } },
);

// Vite starts once the API answers, so its proxy has somewhere to send /api from the first page on.
while (!stopping) {
  try {
    if ((await fetch(`${apiUrl}/api/health`)).ok) break;
  } catch {
    // not listening yet
  }
  await new Promise((r) => setTimeout(r, 300));
}
if (!stopping) {
  vite = start(
    'O Vite',
    [
      join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
      '--port',
      String(new URL(WEB_URL).port),
      '--strictPort',
      '--clearScreen',
      'false',
    ],
    { cwd: join(ROOT, 'apps', 'web'), env: { ...process.env, API_URL: apiUrl } },
  );
}
