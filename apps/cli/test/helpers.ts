import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestServer } from '@certidao/api/testing';
import type { ApiClient } from '@certidao/api-client';
import { buildSolicitacaoPayload } from '@certidao/domain';
import { inject } from 'vitest';

/** The CLI as the tests run it: bundled once from the sources by the suite's global setup (./bundle.ts). */
export const BIN = inject('cliBundle');
const ROOT = join(import.meta.dirname, '..', '..', '..');

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** A fresh directory under the system temp folder. */
export function tempDir(prefix = 'certidao-cli-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * Runs the real `certidao` binary (as a child process, so the in-process test server keeps serving) against
 * the test server, with its own sessions file ('' leaves CERTIDAO_CONFIG unset: the default location under
 * XDG_CONFIG_HOME). Pipes, not a terminal: progress comes as plain lines. `withEnv` adds variables.
 */
export function cliFor(t: TestServer, configFile = join(tempDir(), 'hosts.json')) {
  const env: NodeJS.ProcessEnv = { ...process.env, CERTIDAO_CONFIG: configFile, CERTIDAO_URL: t.url };
  delete env.CERTIDAO_TOKEN;
  delete env.CERTIDAO_PASSWORD;
  if (!configFile) delete env.CERTIDAO_CONFIG;
  return runnerWith(env);
}

function runnerWith(env: NodeJS.ProcessEnv, input?: string) {
  const runner = (...args: string[]): Promise<CliResult> =>
    new Promise((resolve) => {
      const child = execFile(
        process.execPath,
        [BIN, ...args],
        { env, cwd: tmpdir(), maxBuffer: 16 * 1024 * 1024 },
        (error, stdout, stderr) => {
          const code = error ? ((error as { code?: number }).code ?? 1) : 0;
          resolve({ code, stdout, stderr });
        },
      );
      child.stdin?.end(input ?? '');
    });
  return Object.assign(runner, {
    /** The environment the commands run with (its sessions file, server), to start one by other means. */
    env,
    /** The same command started without waiting: its process (to signal it) and its result. */
    start: (...args: string[]) => {
      let child: ChildProcess | undefined;
      const result = new Promise<CliResult & { signal: NodeJS.Signals | null }>((resolve) => {
        child = execFile(
          process.execPath,
          [BIN, ...args],
          { env, cwd: tmpdir() },
          (error, stdout, stderr) => {
            const e = error as { code?: number; signal?: NodeJS.Signals } | null;
            resolve({ code: e ? (e.code ?? -1) : 0, signal: e?.signal ?? null, stdout, stderr });
          },
        );
        child.stdin?.end(input ?? '');
      });
      return { child: child as unknown as ChildProcess, result };
    },
    /**
     * The same command through `npm --prefix <repository> run [--silent] cli -- …`, typed in `cwd` (as an
     * operator would from another folder; npm runs the script in the repository and keeps `cwd` in INIT_CWD).
     */
    viaNpm: (cwd: string, silent: boolean, ...args: string[]): Promise<CliResult> =>
      new Promise((resolve) => {
        const npmArgs = ['--prefix', ROOT, 'run', ...(silent ? ['--silent'] : []), 'cli', '--', ...args];
        // As from an operator's shell: not the variables of the npm that runs this suite (`npm run -s` passes
        // npm_config_loglevel=silent down, which would silence the banner under test).
        const shellEnv = Object.fromEntries(
          Object.entries(env).filter(([k]) => !k.startsWith('npm_') && k !== 'INIT_CWD'),
        );
        const child = execFile(
          'npm',
          npmArgs,
          { env: shellEnv, cwd, maxBuffer: 16 * 1024 * 1024 },
          (error, stdout, stderr) => {
            resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr });
          },
        );
        child.stdin?.end(input ?? '');
      }),
    /**
     * The same command in a pseudo-terminal (util-linux `script`): stdin, stdout and stderr are a terminal of
     * `columns` columns. Once the screen shows `when`, `answer` is typed. Resolves the exit code and what the
     * terminal showed (stdout and stderr together, escape codes left in).
     */
    tty: (
      args: string[],
      { when, answer, columns = 80 }: { when?: string; answer?: string; columns?: number } = {},
    ): Promise<{ code: number; screen: string }> =>
      new Promise((resolve) => {
        const quote = (a: string) => `'${a.replaceAll("'", "'\\''")}'`;
        const command = `stty cols ${columns} rows 24; ${[process.execPath, BIN, ...args].map(quote).join(' ')}`;
        // An operator's terminal: without CI's variable (CI sets CI=true), which turns the live views off.
        const { CI: _ci, ...terminalEnv } = env;
        const child = spawn('script', ['-qfec', command, '/dev/null'], { env: terminalEnv, cwd: tmpdir() });
        let screen = '';
        let answered = false;
        child.stdout.on('data', (chunk: Buffer) => {
          screen += chunk.toString();
          if (!answered && when !== undefined && answer !== undefined && screen.includes(when)) {
            answered = true;
            child.stdin.write(answer);
          }
        });
        child.on('close', (code) => {
          child.stdin.destroy();
          resolve({ code: code ?? -1, screen });
        });
      }),
    withEnv: (extra: NodeJS.ProcessEnv) => runnerWith({ ...env, ...extra }, input),
    /** The same runner with `text` on standard input. */
    withInput: (text: string) => runnerWith(env, text),
  });
}

/** A plain user with a plan granted by the admin (`limite` 0 = unlimited), signed in through the CLI. */
export async function userWithPlan(t: TestServer, limite: number) {
  const { api: admin } = await t.admin();
  const plano = await admin.createPlano({
    body: { nome: `CLI ${limite}-${Math.random().toString(36).slice(2, 7)}`, valor: 49.9, limite },
  });
  const user = await t.createUser('user');
  await admin.concederPlanoUsuario({ path: { id: user.userId }, body: { planoId: plano.id } });
  return signedIn(t, user);
}

/** A CLI runner signed in (through `certidao login`) as the given user. */
export async function signedIn<U extends { email: string; password: string }>(t: TestServer, user: U) {
  const cli = cliFor(t);
  const login = await cli('login', '-e', user.email, '-p', user.password);
  if (login.code !== 0) throw new Error(`login failed: ${login.stderr}`);
  return { ...user, cli };
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The non-empty lines of an output. */
export function lines(text: string): string[] {
  return text.split('\n').filter((l) => l.trim() !== '');
}

/** A request for a person (all its certificate types), created through the API; its id. */
export async function createPersonRequest(
  api: ApiClient,
  nomeCompleto: string,
  cpf: string,
): Promise<string> {
  const body = buildSolicitacaoPayload({
    tipoPessoa: 'fisica',
    nomeCompleto,
    cpf,
    dataNascimento: '1985-03-15',
  });
  return (await api.createSolicitacao({ body })).id;
}
