/**
 * @certidao/api-client outside the monorepo: `npm pack` gives compiled JavaScript and declarations, the tarball
 * installs into an empty folder outside the repository (its dependency comes from the registry), plain node
 * imports it and calls a real server, and TypeScript checks the TypeScript examples of the package README and
 * of docs/integracao.md against the installed declarations, as an integrator's project would.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const exec = promisify(execFile);
const PACKAGE_DIR = fileURLToPath(new URL('../../../packages/api-client/', import.meta.url));
const GUIDE = fileURLToPath(new URL('../../../docs/integracao.md', import.meta.url));
const require = createRequire(import.meta.url);
const TSC = require.resolve('typescript/bin/tsc');
const NODE_TYPES = join(require.resolve('@types/node/package.json'), '..', '..');

// npm's own variables of the run that started the tests (workspace, prefix…) must not steer these npm calls.
const env = Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^npm_/i.test(key)));

let t: TestServer;
let dir: string;
let tarball: string;
let consumer: string;

beforeAll(async () => {
  t = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'certidao-api-client-'));
  consumer = join(dir, 'integracao');
  mkdirSync(consumer);
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('@certidao/api-client as a package', () => {
  it('packs compiled JavaScript, declarations and the README, and leaves the workspace manifest as it was', async () => {
    const manifest = readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8');
    const { stdout } = await exec('npm', ['pack', '--json', '--pack-destination', dir], {
      cwd: PACKAGE_DIR,
      env,
    });
    const [info] = JSON.parse(stdout) as [{ filename: string; files: { path: string }[] }];
    const files = info.files.map((f) => f.path);
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'dist/index.js',
        'dist/index.d.ts',
        'dist/generated/operations.js',
      ]),
    );
    expect(files.filter((f) => f.startsWith('src/') || f.startsWith('scripts/'))).toEqual([]);
    // Inside the monorepo the package still exports its sources.
    expect(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')).toBe(manifest);
    expect(existsSync(join(PACKAGE_DIR, 'package.json.workspace'))).toBe(false);
    tarball = join(dir, info.filename);
  }, 120_000);

  it('installs from the tarball outside the repository and calls a server from plain node with an API key', async () => {
    writeFileSync(
      join(consumer, 'package.json'),
      JSON.stringify({ name: 'integracao', private: true, type: 'module' }),
    );
    await exec('npm', ['install', tarball, 'standardwebhooks@1.1.1', '--no-audit', '--no-fund'], {
      cwd: consumer,
      env,
    });
    writeFileSync(
      join(consumer, 'cliente.mjs'),
      `import { createApiClient, isApiError, withMeta, EVENTOS_WEBHOOK } from '@certidao/api-client';
const api = createApiClient({ baseUrl: process.argv[2], token: process.argv[3] });
const revogada = createApiClient({ baseUrl: process.argv[2], token: process.argv[4] });
const anonimo = createApiClient({ baseUrl: process.argv[2] });
const lista = await api.getSolicitacoes({ query: { pagina: 1 } });
const saude = await anonimo.getHealth();
const contrato = await anonimo.getOpenApiJson();
const recusa = (error) => ({
  apiError: isApiError(error),
  status: error.status,
  message: error.message,
  codigo: error.codigo,
  requestIdIgual: error.requestId === error.body.requestId && error.requestId === error.meta.requestId,
});
const comMeta = await withMeta((o) => api.getSolicitacoes({ query: { pagina: 1 } }, o));
const webhook = { url: 'http://localhost:9/pacote', eventos: ['solicitacao.criada'] };
const idem = { 'Idempotency-Key': 'pacote-' + Date.now() };
const primeira = await withMeta((o) => api.criarWebhook({ header: idem, body: webhook }, o));
const repetida = await withMeta((o) => api.criarWebhook({ header: idem, body: webhook }, o));
const outra = await api.criarWebhook({ header: idem, body: { ...webhook, url: webhook.url + '2' } }).catch(recusa);
const semChave = await anonimo.getSolicitacoes().catch(recusa);
const chaveRevogada = await revogada.getSolicitacoes().catch(recusa);
console.log(JSON.stringify({
  resolvido: import.meta.resolve('@certidao/api-client'),
  funcoes: typeof api.createSolicitacao + ' ' + typeof api.listarWebhooks,
  saude: saude.status,
  titulo: contrato.info.title,
  eventos: EVENTOS_WEBHOOK.includes('certidao.concluida'),
  total: lista.meta.total,
  semChave,
  chaveRevogada,
  meta: {
    total: comMeta.data.meta.total,
    requestId: comMeta.meta.requestId,
    limite: comMeta.meta.rateLimit?.limit,
    restantes: comMeta.meta.rateLimit?.remaining,
    primeiraRepetida: primeira.meta.replayed,
    repetida: repetida.meta.replayed,
    mesmoWebhook: primeira.data.id === repetida.data.id,
  },
  outra,
}));
`,
    );
    const { api } = await t.createUser();
    const key = async () =>
      (
        await api.criarChaveApi({
          body: { nome: 'Pacote', escopos: ['solicitacoes:ler', 'webhooks:gerenciar'] },
        })
      ).segredo;
    const [valid, revoked] = [await key(), await key()];
    const { data: keys } = await api.listarChavesApi();
    await api.revogarChaveApi({ path: { id: keys.find((k) => revoked.startsWith(k.prefixo))!.id } });
    const { stdout } = await exec(process.execPath, ['cliente.mjs', t.apiUrl, valid, revoked], {
      cwd: consumer,
      env,
    });
    const result = JSON.parse(stdout);
    expect(result.resolvido).toBe(
      pathToFileURL(join(consumer, 'node_modules/@certidao/api-client/dist/index.js')).href,
    );
    expect(result).toMatchObject({
      funcoes: 'function function',
      saude: 'ok',
      titulo: 'Certidão Ágil API',
      eventos: true,
      total: 0,
      semChave: {
        apiError: true,
        status: 401,
        message: 'Autenticação necessária. Faça login para continuar.',
        codigo: 'nao_autenticado',
        requestIdIgual: true,
      },
      chaveRevogada: {
        apiError: true,
        status: 401,
        message: 'Esta chave de API foi revogada.',
        codigo: 'chave_api_revogada',
        requestIdIgual: true,
      },
      meta: {
        total: 0,
        requestId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        limite: 600,
        restantes: expect.any(Number),
        primeiraRepetida: false,
        repetida: true,
        mesmoWebhook: true,
      },
      outra: { apiError: true, status: 422, codigo: 'idempotencia_chave_reutilizada', requestIdIgual: true },
    });
  }, 180_000);

  it("type-checks the TypeScript examples of the package's README and of the integration guide against the installed declarations", async () => {
    const examples = [join(PACKAGE_DIR, 'README.md'), GUIDE].flatMap((file) => {
      const found = [...readFileSync(file, 'utf8').matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? '');
      expect(found.length, file).toBeGreaterThan(0);
      return found;
    });
    expect(examples.length).toBeGreaterThanOrEqual(3);
    examples.forEach((code, i) => {
      writeFileSync(join(consumer, `exemplo${i + 1}.ts`), code);
    });
    writeFileSync(
      join(consumer, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          module: 'nodenext',
          moduleResolution: 'nodenext',
          target: 'es2022',
          strict: true,
          noEmit: true,
          lib: ['es2023', 'dom'],
          // The monorepo's Node types, so nothing but the package and its example's imports is installed.
          typeRoots: [NODE_TYPES],
          types: ['node'],
        },
        include: ['exemplo*.ts'],
      }),
    );
    const run = await exec(process.execPath, [TSC, '-p', consumer], { cwd: consumer, env }).then(
      () => '',
      (error: { stdout?: string }) => error.stdout ?? String(error),
    );
    expect(run, 'TypeScript errors in the README examples').toBe('');
  }, 120_000);
});
