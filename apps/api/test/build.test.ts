/**
 * The compiled server as a person runs it: `npm run build:server`, then `npm run start:built` (node
 * apps/api/dist/main.mjs, no tsx) on a temporary DATA_DIR (or a database of its own on DATABASE_URL) and a free
 * port. It finds the migrations and the contract from dist/, answers /api/health, and issues a request's
 * certificates with their PDFs, so the database thread (PGlite) and the PDF thread run from their own bundles;
 * SIGTERM to npm stops it and frees DATA_DIR.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSolicitacaoPayload } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.ts';
import { signIn } from '../src/testing/index.ts';
import { createTempDatabase, type TempDatabase } from '../src/testing/tempDatabase.ts';

const ADMIN = { email: 'admin@teste.com.br', password: 'Admin@12345' };
const dataDir = mkdtempSync(join(tmpdir(), 'certidao-built-'));
let database: TempDatabase | undefined;
let child: ChildProcess | undefined;
let output = '';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

/** Whether apps/api/dist/main.mjs is newer than every source file the server bundles. */
function builtAfterSources(): boolean {
  const built = join(REPO_ROOT, 'apps/api/dist/main.mjs');
  if (!existsSync(built)) return false;
  const builtAt = statSync(built).mtimeMs;
  const newest = (dir: string): number =>
    readdirSync(dir, { withFileTypes: true }).reduce((max, entry) => {
      const path = join(dir, entry.name);
      return Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
    }, 0);
  return ['apps/api/src', 'apps/api/drizzle', 'packages/domain/src'].every(
    (dir) => newest(join(REPO_ROOT, dir)) < builtAt,
  );
}

beforeAll(async () => {
  if (process.env.DATABASE_URL) database = await createTempDatabase(process.env.DATABASE_URL);
});
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  await database?.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server', () => {
  it('builds, starts from dist/ without tsx, issues certificates with PDFs, and stops on SIGTERM', async () => {
    // The second pass (PostgreSQL) runs the build the first pass made moments ago, unless a source changed since.
    if (!(process.env.TEST_SECOND_DATABASE_PASS && builtAfterSources())) {
      const build = spawnSync('npm', ['run', '--silent', 'build:server'], {
        cwd: REPO_ROOT,
        encoding: 'utf8',
      });
      expect(build.status, build.stderr).toBe(0);
    }
    for (const file of ['main.mjs', 'worker.mjs', 'pgliteThread.mjs', 'pdfThread.mjs']) {
      expect(existsSync(join(REPO_ROOT, 'apps/api/dist', file)), file).toBe(true);
    }

    const port = await freePort();
    child = spawn('npm', ['run', '--silent', 'start:built'], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: database?.url ?? '',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'warn',
        SANDBOX_TIME_SCALE: '0',
        ADMIN_EMAIL: ADMIN.email,
        ADMIN_PASSWORD: ADMIN.password,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const exited = new Promise<number | null>((resolve) => child!.on('exit', (code) => resolve(code)));

    const apiUrl = `http://127.0.0.1:${port}/api`;
    let health: { status?: string; modes?: Record<string, string> } = {};
    for (let i = 0; health.status !== 'ok'; i++) {
      if (child.exitCode !== null || i > 600) throw new Error(`the built server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
      health = await fetch(`${apiUrl}/health`).then(
        (r) => (r.ok ? r.json() : {}),
        () => ({}),
      );
    }
    expect(health.modes?.database).toBe(database ? 'postgres' : 'pglite');
    expect(output).toContain('Certidão Ágil está no ar');
    expect(output).not.toMatch(/tsx/);

    const { api, token } = await signIn(apiUrl, ADMIN.email, ADMIN.password);
    const created = await api.createSolicitacao({
      body: buildSolicitacaoPayload({
        tipoPessoa: 'fisica',
        nomeCompleto: 'Pessoa Compilada',
        cpf: '52998224725',
        dataNascimento: '1985-03-15',
      }),
    });
    let certidoes = created.certidoes;
    for (let i = 0; certidoes.some((c) => ['pendente', 'processando'].includes(c.status)); i++) {
      if (i > 300) throw new Error(`certificates not settled:\n${output}`);
      await new Promise((r) => setTimeout(r, 200));
      certidoes = (await api.getSolicitacao({ path: { id: created.id } })).certidoes;
    }
    expect(certidoes.length).toBeGreaterThan(0);
    for (const c of certidoes) expect(c, c.erro ?? '').toMatchObject({ status: 'concluido' });
    const pdf = certidoes[0]!.pdfs[0]!;
    const download = await fetch(new URL(pdf.urlDownload, apiUrl), {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(download.status).toBe(200);
    expect(
      Buffer.from(await download.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');

    child.kill('SIGTERM');
    await exited;
    expect(existsSync(join(dataDir, 'certidao.lock'))).toBe(false);
  }, 300_000);
});
