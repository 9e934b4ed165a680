import { isApiError } from '@certidao/api-client';
import { activeServer, isApiKey, looksLikeToken, sessionToken } from './session.ts';

/**
 * Exit codes of every command:
 * 0 done; 1 unexpected or server error; 2 bad usage or invalid data (nothing was sent); 3 not signed in or not
 * allowed; 4 server unreachable; 5 partly done (some certificates failed, some rows were not created or some
 * files were not downloaded).
 */
export const EXIT = { ok: 0, failure: 1, usage: 2, auth: 3, unreachable: 4, partial: 5 } as const;

export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/** A problem with what the user gave, found after parsing (ids read from stdin…): exit 2. */
export class UsageProblem extends Error {}

/** The exit code that fits an error (API status, network failure, bad input, anything else). */
export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof UsageProblem) return EXIT.usage;
  if (isApiError(error)) {
    if (error.status === 0) return EXIT.unreachable;
    if (error.status === 401 || error.status === 403) return EXIT.auth;
  }
  return EXIT.failure;
}

/**
 * The pt-BR text of an error, with the HTTP status and the server when there is one. A 401 for a token that is
 * neither a session token nor an API key says so, rather than the server's 'Sessão expirada'.
 */
export function errorText(error: unknown): string {
  const fsText = fileErrorText(error);
  if (fsText) return fsText;
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const url = activeServer.url;
  if (error.status === 0)
    return url ? error.message.replace(/\.? Verifique/, ` ${url}. Verifique`) : error.message;
  const token = url ? sessionToken(url) : undefined;
  const message =
    error.status === 401 && token !== undefined && !looksLikeToken(token)
      ? `o token ${process.env.CERTIDAO_TOKEN !== undefined ? 'de CERTIDAO_TOKEN' : 'salvo'} não é um token de sessão nem uma chave de API (ca_live_…/ca_test_…).`
      : error.message;
  return `${message}${error.status ? ` (HTTP ${error.status}${url ? ` em ${url}` : ''})` : ''}`;
}

const FILE_ERRORS: Record<string, string> = {
  ENOENT: 'não existe',
  ENOTDIR: 'parte do caminho é um arquivo, não uma pasta',
  EEXIST: 'já existe um arquivo com esse nome no lugar da pasta',
  EISDIR: 'é uma pasta, não um arquivo',
  EACCES: 'sem permissão de escrita',
  EPERM: 'operação não permitida',
  EROFS: 'o disco é somente leitura',
  ENOSPC: 'o disco está cheio',
  EDQUOT: 'a cota de disco acabou',
  ENAMETOOLONG: 'o nome é longo demais',
};

/** A file system error (Node's English 'ENOTDIR: not a directory, mkdir …') in pt-BR, naming the path. */
export function fileErrorText(error: unknown): string | undefined {
  const e = error as NodeJS.ErrnoException | undefined;
  if (!(error instanceof Error) || typeof e?.code !== 'string' || !e.syscall) return undefined;
  const reason = FILE_ERRORS[e.code] ?? `erro do sistema ${e.code}`;
  return e.path ? `${e.path}: ${reason}` : reason;
}

/** Prints an error in pt-BR on stderr and returns the exit code that fits it. */
export function reportError(error: unknown): ExitCode {
  process.stderr.write(`Erro: ${errorText(error)}\n`);
  authHint(error);
  return exitCodeOf(error);
}

/**
 * After a 401, tells how to sign in; with an API key in CERTIDAO_TOKEN, what to do about the key instead (the
 * server's message already said whether it is unknown, revoked or expired, or which scope it lacks).
 */
export function authHint(error: unknown): void {
  if (!isApiError(error)) return;
  const key = isApiKey(process.env.CERTIDAO_TOKEN);
  if (error.status === 401 && key) {
    process.stderr.write(
      'A chave de API de CERTIDAO_TOKEN não é aceita: crie outra em Integrações ou com certidao chaves criar.\n',
    );
  } else if (error.status === 401) {
    const url = activeServer.url;
    process.stderr.write(
      `Entre com: certidao login -e <email>${url && activeServer.source !== 'último login' ? ` --url ${url}` : ''} (ou defina CERTIDAO_TOKEN).\n`,
    );
  } else if (error.status === 403 && key) {
    process.stderr.write(
      'Com uma chave de API (CERTIDAO_TOKEN) só valem as operações abertas a chaves, nos escopos dela; para as outras, tire CERTIDAO_TOKEN e use a sua sessão (certidao login).\n',
    );
  }
}

/** Prints a usage problem (bad option or data) and returns EXIT.usage. */
export function usageError(message: string): ExitCode {
  process.stderr.write(`Erro: ${message}\n`);
  return EXIT.usage;
}

export function printJson(value: unknown): void {
  process.stdout.write(`${JSON.stringify(value, null, 2)}\n`);
}

/**
 * Whether progress may be drawn with Ink on stderr (redrawn in place): stderr is a terminal, not a dumb one,
 * not in CI, and the output is not JSON. Otherwise commands print one plain line per change.
 */
export function canRedraw(json?: boolean): boolean {
  return (
    !json &&
    Boolean(process.stderr.isTTY) &&
    process.env.TERM !== 'dumb' &&
    !process.env.CI &&
    process.env.CERTIDAO_PLAIN !== '1'
  );
}

/** A plain progress line on stderr (non-TTY and --json). */
export function progressLine(text: string): void {
  process.stderr.write(`${text}\n`);
}
