/**
 * The staff CLI outside the monorepo: `npm pack` builds the compiled bundle and gives a tarball with only the
 * launcher and dist/ (everything the CLI imports inside, the bundled packages' licences beside it), whose
 * manifest has no dependencies, no workspace packages and no tsx; `npm install -g` of it into an empty prefix
 * outside the repository gives a `certidao` that answers --version and --help, reports an unreachable server in
 * pt-BR with exit 4, and draws the status of a real server with Ink, whose code is in none of the modules loaded
 * at start-up.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startTestServer, type TestServer } from '@certidao/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const exec = promisify(execFile);
const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

// npm's own variables of the run that started the tests (workspace, prefix…) must not steer these npm calls,
// nor the operator's CERTIDAO_* variables the installed command.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !/^(npm_|CERTIDAO_)/i.test(key)),
);

let t: TestServer;
let dir: string;
let prefix: string;

/** Runs the installed `certidao` from a folder outside the repository, with its own (empty) sessions file. */
function installed(...args: string[]) {
  return exec(join(prefix, 'bin', 'certidao'), args, {
    cwd: dir,
    env: { ...env, CERTIDAO_CONFIG: join(dir, 'hosts.json') },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? 1,
      stdout: error.stdout ?? '',
      stderr: error.stderr ?? '',
    }),
  );
}

beforeAll(async () => {
  t = await startTestServer();
  dir = mkdtempSync(join(tmpdir(), 'certidao-cli-pack-'));
  prefix = join(dir, 'prefix');
});
afterAll(async () => {
  await t?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('@certidao/cli as a package', () => {
  it('packs the launcher and the compiled bundle, with a manifest free of dependencies and tsx, and leaves the workspace manifest as it was', async () => {
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
        'bin/certidao.mjs',
        'dist/certidao.mjs',
        'dist/THIRD-PARTY-LICENSES.txt',
      ]),
    );
    expect(
      files.filter(
        (f) => !/^(package\.json|bin\/certidao\.mjs|dist\/(.+\.mjs|THIRD-PARTY-LICENSES\.txt))$/.test(f),
      ),
    ).toEqual([]);
    expect(readFileSync(join(PACKAGE_DIR, 'package.json'), 'utf8')).toBe(manifest);
    expect(existsSync(join(PACKAGE_DIR, 'package.json.workspace'))).toBe(false);

    const { stdout: packed } = await exec('tar', ['-xOzf', join(dir, info.filename), 'package/package.json']);
    const published = JSON.parse(packed) as { dependencies?: Record<string, string>; scripts?: unknown };
    expect(published.dependencies).toBeUndefined();
    const { stdout: licenses } = await exec('tar', [
      '-xOzf',
      join(dir, info.filename),
      'package/dist/THIRD-PARTY-LICENSES.txt',
    ]);
    for (const name of ['commander', 'ink', 'openapi-fetch', 'react', 'undici'])
      expect(licenses).toMatch(new RegExp(`^${name} [\\d.]+ \\(MIT\\)$`, 'm'));
    expect(published.scripts).toBeUndefined();

    await exec(
      'npm',
      ['install', '-g', join(dir, info.filename), '--prefix', prefix, '--no-audit', '--no-fund'],
      { cwd: dir, env },
    );
  }, 240_000);

  it('runs the installed certidao outside the repository: version, help, an unreachable server, a real one', async () => {
    // Ink, React and undici stay out of the start-up path: no module that `certidao` loads before running a
    // command (the entry and the chunks it imports statically) holds or imports them; the chunks bundled with
    // them load when drawing, or when baixar downloads.
    const dist = join(prefix, 'lib', 'node_modules', '@certidao', 'cli', 'dist');
    const startup = new Set<string>();
    const visit = (file: string) => {
      if (startup.has(file)) return;
      startup.add(file);
      const text = readFileSync(join(dist, file), 'utf8');
      expect(text, `${file} holds Ink, React or undici`).not.toMatch(
        /node_modules\/(ink|react|react-reconciler|undici)\//,
      );
      for (const [, spec] of text.matchAll(/^(?:import|export)\b[^;]*?from\s*"([^"]+)"/gms)) {
        if (spec!.startsWith('./')) visit(join(dirname(file), spec!));
        else expect(spec, `${file} imports ${spec} at start-up`).not.toMatch(/^(ink|react)(\/|$)/);
      }
    };
    // The screens' chunks do hold them (a check that the one above can fail).
    const chunks = readdirSync(join(dist, 'chunks')).map((f) =>
      readFileSync(join(dist, 'chunks', f), 'utf8'),
    );
    expect(chunks.some((text) => text.includes('node_modules/ink/build/'))).toBe(true);
    visit('certidao.mjs');
    expect(startup.size).toBeGreaterThan(1);

    const version = await installed('--version');
    expect(version).toMatchObject({ code: 0, stdout: '0.1.0\n' });

    const help = await installed('--help');
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Uso: certidao [opções] [comando]');
    expect(help.stdout).toContain('Códigos de saída: 0 ok;');

    const down = await installed('status', '--url', 'http://127.0.0.1:9');
    expect(down.code).toBe(4);
    expect(down.stderr).toContain('Não foi possível conectar ao servidor http://127.0.0.1:9.');

    const up = await installed('status', '--url', t.url);
    expect(up.code).toBe(0);
    expect(up.stdout).toContain(`Certidão Ágil em ${t.url}`);
  }, 60_000);
});
