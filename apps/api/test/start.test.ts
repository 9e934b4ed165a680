/**
 * `npm start` and `npm run admin:reset-password` as a person runs them: the real npm → sh → node chain on a
 * temporary DATA_DIR (or a database of its own on DATABASE_URL) and a free port, without the web build
 * (SERVE_WEB=false). Checks that a bad setting is reported at once, that the first administrator is created
 * only once the port is taken by us (a failed first start loses no password), that SIGTERM, SIGINT and SIGHUP
 * to npm (or SIGTERM to the server itself) free the port and leave no process behind, and the password reset.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer as createNetServer, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { createTempDatabase, type TempDatabase } from '../src/testing/tempDatabase.ts';

const pg = !!process.env.DATABASE_URL;
let database: TempDatabase | undefined;
const dataDir = mkdtempSync(join(tmpdir(), 'certidao-start-'));
const ADMIN = 'admin@certidaoagil.local';

beforeAll(async () => {
  if (process.env.DATABASE_URL) database = await createTempDatabase(process.env.DATABASE_URL);
});
afterAll(async () => {
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

/** `npm run <script>` in the repository, leading a process group of its own (to find what it leaves behind). */
function npm(script: string, env: Record<string, string> = {}): Run {
  const child = spawn('npm', ['run', '--silent', script], {
    cwd: REPO_ROOT,
    detached: true,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: database?.url ?? '',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'warn',
      SANDBOX_TIME_SCALE: '0',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

async function until(what: string, check: () => boolean | Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

const portOpen = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Starts `npm start` and waits until the banner is out (the server listens and has seeded). */
async function start(port: number): Promise<Run> {
  const run = npm('start', { PORT: String(port) });
  // PGlite's first start (initdb) is slow on a loaded 2-core machine.
  await until(
    'the banner',
    () => run.output().includes('Certidão Ágil está no ar') || run.child.exitCode !== null,
    180_000,
  );
  expect(run.output()).toContain('Certidão Ágil está no ar');
  expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
  return run;
}

/** Sends `signal` to `pid` and checks that the whole chain ends: no process left, port and DATA_DIR freed. */
async function stopWith(run: Run, port: number, signal: NodeJS.Signals, pid = run.child.pid!) {
  process.kill(pid, signal);
  await until(`every process to end after ${signal}`, () => !groupAlive(run.child.pid!), 30_000);
  expect(await portOpen(port)).toBe(false);
  expect(existsSync(join(dataDir, 'certidao.lock'))).toBe(false);
  expect(run.output()).not.toMatch(/Error|erro/i);
}

/** The pid of the node process that runs main.ts, under npm (and npm's `sh -c`). */
async function serverPid(npmPid: number): Promise<number> {
  const { execFileSync } = await import('node:child_process');
  const lines = execFileSync('ps', ['-o', 'pid=,args=', '-g', String(npmPid)], { encoding: 'utf8' });
  const line = lines.split('\n').find((l) => l.includes('apps/api/src/main.ts') && !l.includes('sh -c'));
  return Number(line!.trim().split(/\s+/)[0]);
}

async function login(port: number, password: string) {
  return fetch(`http://127.0.0.1:${port}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: ADMIN, password }),
  });
}

describe(`npm start (${pg ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('reports a bad setting at once, with the value, before any build or database', async () => {
    const run = npm('start', { PORT: 'abc', LOG_LEVEL: 'barulhento', SERVE_WEB: 'true' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT deve ser um número inteiro entre 0 e 65535 (recebido: "abc").');
    expect(run.output()).toContain('(recebido: "barulhento")');
    expect(run.output()).not.toContain('Construindo');
    // "At once" is shown by what did not happen (no build, no database opened), not by a clock: a
    // busy CI machine made any time bound flaky.
    expect(existsSync(join(dataDir, 'db'))).toBe(false);
  });

  it('creates the administrator only once it listens, stops cleanly on every signal, and resets the password', async () => {
    const port = await freePort();

    // The port is taken: the start fails, says why, and creates no administrator (no password lost).
    const blocker: NetServer = await new Promise((resolve) => {
      const srv = createNetServer().listen(port, '127.0.0.1', () => resolve(srv));
    });
    const failed = npm('start', { PORT: String(port) });
    expect(await failed.exited).toBe(1);
    expect(failed.output()).toContain(`A porta ${port} de 127.0.0.1 já está em uso`);
    expect(failed.output()).not.toContain('Administrador criado');
    // Nothing is left behind; tsx's esbuild helper, in the same group, may take a moment to notice its parent left.
    await until('every process of the failed start to end', () => !groupAlive(failed.child.pid!), 10_000);
    await new Promise((resolve) => blocker.close(resolve));

    // The next start creates the administrator and prints the generated password.
    let run = await start(port);
    const first = /senha: {2}(\S+)/.exec(run.output())?.[1];
    expect(first).toBeDefined();
    await stopWith(run, port, 'SIGTERM');

    // Nobody has signed in yet: the banner points at the reset command.
    run = await start(port);
    expect(run.output()).not.toContain('Administrador criado');
    expect(run.output()).toContain('ainda não entrou');
    expect(run.output()).toContain('npm run admin:reset-password');

    let second: string | undefined;
    if (!pg) {
      // PGlite: the running server holds DATA_DIR; the command says so at once.
      const refused = npm('admin:reset-password');
      expect(await refused.exited).toBe(1);
      expect(refused.output()).toContain('O servidor está rodando com os dados em');
      await stopWith(run, port, 'SIGINT');
      const reset = npm('admin:reset-password');
      expect(await reset.exited).toBe(0);
      second = /senha: {2}(\S+)/.exec(reset.output())?.[1];
      run = await start(port);
    } else {
      // PostgreSQL: it runs beside the server.
      const reset = npm('admin:reset-password');
      expect(await reset.exited).toBe(0);
      second = /senha: {2}(\S+)/.exec(reset.output())?.[1];
    }
    expect(second).toBeDefined();
    expect(second).not.toBe(first);
    expect((await login(port, first!)).status).toBe(401);
    const signedIn = await login(port, second!);
    expect(signedIn.status).toBe(200);
    const { accessToken } = (await signedIn.json()) as { accessToken: string };
    const audit = await fetch(`http://127.0.0.1:${port}/api/auditoria?acao=user.password_changed`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(audit.status).toBe(200);
    expect(await audit.text()).toContain('user.password_changed');
    await stopWith(run, port, 'SIGHUP');

    // ADMIN_PASSWORD sets the password instead of a generated one; signed in since, the banner says nothing.
    const chosen = npm('admin:reset-password', { ADMIN_PASSWORD: 'Escolhida@2026' });
    expect(await chosen.exited).toBe(0);
    expect(chosen.output()).toContain('a de ADMIN_PASSWORD');

    // A signal to the server process itself, not to npm: the same clean end for the whole chain.
    run = await start(port);
    expect(run.output()).not.toContain('ainda não entrou');
    expect((await login(port, 'Escolhida@2026')).status).toBe(200);
    await stopWith(run, port, 'SIGTERM', await serverPid(run.child.pid!));
  }, 900_000);
});
