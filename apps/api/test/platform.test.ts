import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';
import { createLogger } from '../src/logger.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from './harness.ts';

describe('configuration', () => {
  it('collects a clear pt-BR message for every bad value', () => {
    try {
      loadConfig({
        PORT: 'abc',
        LOG_LEVEL: 'loud',
        DATABASE_URL: 'mysql://x',
        JWT_SECRET: 'curto',
        SANDBOX_TIME_SCALE: '-1',
        RATE_LIMIT: 'talvez',
      });
      expect.fail('expected ConfigError');
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).toEqual([
        'PORT deve ser um número inteiro entre 0 e 65535 (recebido: "abc").',
        'JWT_SECRET deve ter pelo menos 32 caracteres (recebido: 5 caracteres).',
        'LOG_LEVEL deve ser um de: fatal, error, warn, info, debug, trace, silent (recebido: "loud").',
        'DATABASE_URL deve ser uma URL postgres: ou postgresql: válida (recebido: "mysql://x").',
        'SANDBOX_TIME_SCALE deve ser um número maior ou igual a 0 (recebido: "-1").',
        'RATE_LIMIT deve ser true ou false (recebido: "talvez").',
      ]);
    }
  });

  it('has working defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://127.0.0.1:3000',
      runWorkers: true,
      rateLimit: true,
    });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });
});

describe('logs', () => {
  let t: TestServer;
  const lines: string[] = [];
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    t = await startTestServer({}, {}, { logger: createLogger('info', sink) });
  });
  afterAll(() => t?.close());

  it('carry request ids and never show passwords, tokens or CPF/CNPJ in clear', async () => {
    const { token } = await t.loginAs(ADMIN_EMAIL, ADMIN_PASSWORD);
    await fetch(`${t.apiUrl}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        firstName: 'Log',
        lastName: 'Teste',
        email: 'log@teste.com',
        phone: '',
        cpfCnpj: '52998224725',
        password: 'segredo-do-log',
      }),
    });
    await fetch(`${t.apiUrl}/automations/pdfs/529.982.247-25`, {
      headers: { authorization: `Bearer ${token}` },
    });
    await fetch(`${t.apiUrl}/email/confirm?token=token-secreto-123`);
    const text = lines.join('');
    expect(text).toMatch(/"reqId":"[\w-]+"/);
    for (const secret of [
      ADMIN_PASSWORD,
      'segredo-do-log',
      token,
      '52998224725',
      '529.982.247-25',
      'token-secreto-123',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('refuses bodies over 1 MiB with 413 in pt-BR', async () => {
    const res = await fetch(`${t.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'x'.repeat(1_100_000), password: 'x' }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).message).toBe('O corpo da requisição é grande demais.');
  });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

function startProcess(
  dataDir: string,
  port: number,
): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '..', 'src', 'main.ts')],
    {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SERVE_WEB: 'false',
        DATABASE_URL: '',
        SANDBOX_TIME_SCALE: '0',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => out, exited };
}

describe('the server process (PGlite)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'certidao-proc-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('prints the URL, refuses a second process on the same DATA_DIR, and shuts down cleanly on SIGTERM', async () => {
    const port = await freePort();
    const first = startProcess(dataDir, port);
    // PGlite's first start (initdb) is slow on a loaded 2-core machine: allow for it.
    const deadline = Date.now() + 180_000;
    while (!first.output().includes('Certidão Ágil está no ar') && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    expect(first.output()).toContain(`http://127.0.0.1:${port}/`);
    expect(first.output()).toMatch(/senha: {2}\S+/);
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    const second = startProcess(dataDir, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('já está aberto por outro processo');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'certidao.lock'))).toBe(false);

    // Reopening keeps the data: the admin created on the first start is still there and no new password is printed.
    const again = startProcess(dataDir, port);
    while (!again.output().includes('Certidão Ágil está no ar') && Date.now() < deadline + 120_000)
      await new Promise((r) => setTimeout(r, 200));
    expect(again.output()).not.toContain('Administrador criado');
    again.child.kill('SIGINT');
    expect(await again.exited).toBe(0);
  }, 420_000);
});
