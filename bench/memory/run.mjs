#!/usr/bin/env node
// `npm run bench -- memory [--requests 1000] [--database-url postgres://…]`: the compiled server's memory on
// PGlite (built here first, as `npm run start:built` runs it; a fresh DATA_DIR, the instant sandbox): RSS once
// it is healthy and quiet, then after issuing 10 certificates for each of N requests (10,000 by default)
// through the HTTP API, with the peak RSS (VmHWM: WebAssembly memory never shrinks, so the peak is what a
// machine must have). Goal: ≤ 400 MB after 10,000 certificates. With --database-url, the same on PostgreSQL
// (a temporary database on that server).
//
// V8 sizes a process's heap by the machine's memory (its old generation at half of it, up to 4 GB, for Node's
// 64-bit heaps) and lets garbage pile up further before collecting on a large machine. So the goal's run gives
// the server the limit V8 would pick on the 1 GB machine the goal is for (`--max-old-space-size=512`); a second
// run, with this machine's own sizing, is printed beside it for comparison.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSolicitacaoPayload } from '../../packages/domain/src/index.ts';
import { ADMIN, call, cpuSeconds, customer, freePort, withTempDatabase } from '../server.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '1000' },
    'database-url': { type: 'string' },
  },
});
const REQUESTS = Number(values.requests);
const GOAL_MB = 400;
const log = (message) => console.error(`[bench:memory] ${message}`);

const build = spawnSync(process.execPath, [join(root, 'apps/api/scripts/build.mjs')], { stdio: 'inherit' });
if (build.status !== 0) process.exit(build.status ?? 1);

/** VmRSS and VmHWM (the peak) of a process in MB, from /proc (Linux). */
function memory(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n');
  const mb = (key) => Math.round(Number(status.find((l) => l.startsWith(key))?.split(/\s+/)[1] ?? 0) / 1024);
  return { rss: mb('VmRSS:'), peak: mb('VmHWM:') };
}

/** Waits (at most 60 s) until the server has used under 50 ms of CPU in a second. */
async function settle(pid) {
  for (let i = 0; i < 60; i++) {
    const before = cpuSeconds(pid);
    await new Promise((r) => setTimeout(r, 1000));
    if (cpuSeconds(pid) - before < 0.05) return;
  }
}

/** The heap limit V8 gives a Node process on a machine with 1 GB of memory (half of it). */
const ONE_GB_MACHINE = ['--max-old-space-size=512'];

async function start(dataDir, env, nodeArgs) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, 'apps/api/dist/main.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB: 'false',
      SANDBOX_TIME_SCALE: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Requests still holding a certificate in `status` (the list's total with that filter). */
async function countWith(base, admin, status) {
  return (await call(base, `/solicitacoes?pagina=1&limite=1&status=${status}`, { token: admin })).json.meta
    .total;
}

async function measure(engine, env, nodeArgs = ONE_GB_MACHINE) {
  const dataDir = mkdtempSync(join(tmpdir(), 'certidao-bench-memory-'));
  const server = await start(dataDir, env, nodeArgs);
  try {
    await settle(server.pid);
    const atStart = memory(server.pid);
    log(`${engine}: ${atStart.rss} MB after start; creating ${REQUESTS} requests`);
    const token = await customer(server.url);
    const admin = (await call(server.url, '/auth/login', { method: 'POST', body: ADMIN })).json.accessToken;
    const started = performance.now();
    // Four at a time, as a few users would; the workers issue the certificates meanwhile.
    let next = 0;
    await Promise.all(
      Array.from({ length: 4 }, async () => {
        while (next < REQUESTS) {
          const i = next++;
          const body = buildSolicitacaoPayload({
            tipoPessoa: 'fisica',
            nomeCompleto: `Cliente Memória ${i + 1}`,
            cpf: '529.982.247-25',
            dataNascimento: '1985-03-15',
          });
          await call(server.url, '/solicitacoes', { token, method: 'POST', body });
        }
      }),
    );
    for (;;) {
      const open =
        (await countWith(server.url, admin, 'pendente')) +
        (await countWith(server.url, admin, 'processando'));
      if (open === 0) break;
      await new Promise((r) => setTimeout(r, 2000));
    }
    const seconds = (performance.now() - started) / 1000;
    await settle(server.pid);
    const after = memory(server.pid);
    const certificates = REQUESTS * 10;
    const goal = nodeArgs === ONE_GB_MACHINE;
    const mark = !goal ? '' : after.peak <= GOAL_MB ? ` ✓ [≤ ${GOAL_MB} MB]` : ` ✗ [≤ ${GOAL_MB} MB]`;
    console.log(
      `${engine.padEnd(10)} ${goal ? 'heap as on a 1 GB machine' : "this machine's own heap sizing"}: RSS after start ${atStart.rss} MB; after ${certificates.toLocaleString('en')} certificates ` +
        `(${Math.round(certificates / seconds)}/s) ${after.rss} MB, peak ${after.peak} MB${mark}`,
    );
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('PGlite', {});
await measure('PGlite', {}, []);
if (values['database-url'])
  await withTempDatabase(values['database-url'], (url) => measure('PostgreSQL', { DATABASE_URL: url }));
