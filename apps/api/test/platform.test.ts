import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, REPO_ROOT } from '../src/config.ts';
import { adoptLegacyDataDir } from '../src/startup/dataDir.ts';
import { ADMIN_EMAIL, ADMIN_PASSWORD, capturedLogger, startTestServer, type TestServer } from './harness.ts';

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

  it('renders PDFs on the main thread on the embedded database and in threads on PostgreSQL, unless PDF_THREADS says', () => {
    expect(loadConfig({}).pdfThreads).toBe(0);
    expect(loadConfig({ DATABASE_URL: 'postgres://x@127.0.0.1/y' }).pdfThreads).toBeGreaterThanOrEqual(1);
    expect(loadConfig({ PDF_THREADS: '2' }).pdfThreads).toBe(2);
    expect(() => loadConfig({ PDF_THREADS: 'muitas' })).toThrow(ConfigError);
  });

  it('echoes the bad value in every message (the length of a secret) and takes LOG_LEVEL in any case', () => {
    expect(loadConfig({ LOG_LEVEL: 'INFO' }).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'Debug' }).logLevel).toBe('debug');
    expect(loadConfig({ RATE_LIMIT: 'FALSE' }).rateLimit).toBe(false);
    try {
      loadConfig({ ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: 'curta', S3_BUCKET: 'pdfs', SERVE_WEB: 'Talvez' });
      expect.fail('expected ConfigError');
    } catch (error) {
      expect((error as ConfigError).problems).toEqual([
        'ADMIN_EMAIL deve ser um e-mail válido (recebido: "admin").',
        'ADMIN_PASSWORD deve ter pelo menos 8 caracteres (recebido: 5 caracteres).',
        'S3_BUCKET ("pdfs") exige S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY (faltando: S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY).',
        'SERVE_WEB deve ser true ou false (recebido: "Talvez").',
      ]);
      expect((error as ConfigError).message).not.toContain('curta');
    }
  });

  it("keeps the data in the repository's ./data by default, and a relative DATA_DIR where the command ran", () => {
    expect(loadConfig({}).dataDir).toBe(join(REPO_ROOT, 'data'));
    // npm runs workspace scripts in the workspace's folder and keeps the user's folder in INIT_CWD.
    expect(loadConfig({ DATA_DIR: 'meus-dados', INIT_CWD: '/srv/certidao' }).dataDir).toBe(
      '/srv/certidao/meus-dados',
    );
    expect(loadConfig({ DATA_DIR: '/var/lib/certidao' }).dataDir).toBe('/var/lib/certidao');
    expect(loadConfig({ WEB_DIST: 'web', INIT_CWD: '/srv' }).webDist).toBe('/srv/web');
  });

  it('moves the data of an earlier version from apps/api/data to ./data, once, when DATA_DIR is not set', () => {
    const root = mkdtempSync(join(tmpdir(), 'certidao-legacy-'));
    try {
      const legacy = join(root, 'apps', 'api', 'data');
      const target = join(root, 'data');
      mkdirSync(join(legacy, 'db'), { recursive: true });
      writeFileSync(join(legacy, 'jwt-secret'), 'segredo');
      const config = { ...loadConfig({}), dataDir: target };
      // An explicit DATA_DIR is the user's choice: nothing moves.
      expect(adoptLegacyDataDir(config, { DATA_DIR: target }, legacy, target)).toBeUndefined();
      expect(adoptLegacyDataDir(config, {}, legacy, target)).toContain('foram movidos para');
      expect(readFileSync(join(target, 'jwt-secret'), 'utf8')).toBe('segredo');
      expect(existsSync(legacy)).toBe(false);
      // Both present (the old folder came back): the new one is used, the old one left alone and mentioned.
      mkdirSync(legacy, { recursive: true });
      expect(adoptLegacyDataDir(config, {}, legacy, target)).toContain('foi deixada como está');
      expect(config.dataDir).toBe(target);
      // The old folder still open by an earlier server: used where it is (moving it would break that server).
      rmSync(target, { recursive: true });
      mkdirSync(join(legacy, 'certidao.lock'));
      expect(adoptLegacyDataDir(config, {}, legacy, target)).toContain('Usando os dados em');
      expect(config.dataDir).toBe(legacy);
    } finally {
      rmSync(root, { recursive: true, force: true });
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
    t = await startTestServer({}, {}, { logger: capturedLogger(lines) });
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
