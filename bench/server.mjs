// Starts the real server (`apps/api/src/main.ts`, as `npm start` does) on a free port for a benchmark.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createTempDatabase } from '../apps/api/src/testing/tempDatabase.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The admin every benchmark server is seeded with (ADMIN_EMAIL / ADMIN_PASSWORD below). */
export const ADMIN = { email: 'admin@certidaoagil.local', password: 'Bench@12345' };

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/**
 * A bare Fastify (the API's own version) in a child process: `{"ok":true}` at `/`, and the routes `routes` adds
 * (code run with `app` in scope). What this machine gives an HTTP server with nothing in it, measured beside a
 * bench's figures so they compare across machines and minutes.
 */
export async function startBare(routes = '') {
  const port = await freePort();
  const code = `
    const app = require('fastify')({ logger: false });
    app.get('/', async () => ({ ok: true }));
    ${routes}
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', code], {
    cwd: join(ROOT, 'apps', 'api'),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve) => child.stdout.once('data', resolve));
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

/** Starts `apps/api/src/main.ts` and resolves once /api/health answers; its output is kept for errors. */
/** `nodeArgs` go before the script (e.g. `--cpu-prof` to profile a run, which NODE_OPTIONS refuses). */
export async function startServer(dataDir, env = {}, { nodeArgs = [] } = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...nodeArgs, '--import', 'tsx', 'src/main.ts'], {
    cwd: join(ROOT, 'apps/api'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SERVE_WEB: 'true',
      SANDBOX_TIME_SCALE: '0',
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      PUBLIC_URL: url,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) {
        return {
          url,
          pid: child.pid,
          async stop() {
            child.kill('SIGTERM');
            await exited;
          },
        };
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer within 3 minutes:\n${output}`);
}

/** The machine's CPU time so far, all cores: idle and total (ms). */
export const machineTimes = () =>
  cpus().reduce(
    (acc, { times: t }) => ({
      idle: acc.idle + t.idle,
      total: acc.total + t.user + t.nice + t.sys + t.idle + t.irq,
    }),
    { idle: 0, total: 0 },
  );

/** The share of all cores that was busy between two `machineTimes()`. */
export const busyShare = (from, to) => 1 - (to.idle - from.idle) / (to.total - from.total);

/** CPU seconds (user + system) the process has used, from /proc (Linux). */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

export async function call(base, path, { token, method = 'GET', body } = {}) {
  const res = await fetch(`${base}/api${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text.slice(0, 200)}`);
  return { json: text ? JSON.parse(text) : null, bytes: text.length };
}

/** A customer with an unlimited plan, and their token; `adminToken` saves a login when making many. */
export async function customer(base, adminToken) {
  return (await customerAccount(base, adminToken)).token;
}

/** The same customer with their e-mail and password too (to sign in as a browser does). */
export async function customerAccount(base, adminToken) {
  const admin =
    adminToken ?? (await call(base, '/auth/login', { method: 'POST', body: ADMIN })).json.accessToken;
  const plans = (await call(base, '/planos?page=1&limit=100', { token: admin })).json.data;
  const unlimited = plans.find((p) => !p.limite);
  const email = `bench-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const password = 'Bench@12345';
  const user = (
    await call(base, '/users', {
      token: admin,
      method: 'POST',
      body: { email, password, firstName: 'Bench', lastName: 'Cliente', role: 'user', status: 'active' },
    })
  ).json;
  await call(base, `/users/${user.id}/plano`, {
    token: admin,
    method: 'POST',
    body: { planoId: unlimited.id },
  });
  const token = (await call(base, '/auth/login', { method: 'POST', body: { email, password } })).json
    .accessToken;
  return { email, password, token };
}

/** The PostgreSQL server to benchmark on: BENCH_DATABASE_URL, DATABASE_URL or the local default, if it answers. */
export async function postgresUrl() {
  const url =
    process.env.BENCH_DATABASE_URL ??
    process.env.DATABASE_URL ??
    'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

/** Runs `fn` with the URL of a new, empty database on that server, dropped afterwards (the tests' helper). */
export async function withTempDatabase(baseUrl, fn) {
  const database = await createTempDatabase(baseUrl, 'certidao_bench');
  try {
    return await fn(database.url);
  } finally {
    await database.drop();
  }
}
