import { type ApiError, isApiError } from '@certidao/api-client';
import { failedResponses } from './fetch.ts';
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

/** Error codes of a connection that failed or dropped (Node's sockets and undici's). */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENETDOWN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
  'UND_ERR_CONNECT_TIMEOUT',
  'UND_ERR_HEADERS_TIMEOUT',
  'UND_ERR_BODY_TIMEOUT',
  'UND_ERR_ABORTED',
]);

/**
 * Whether an error is the network's, not the server's answer: the api-client's status 0, or what fetch and undici
 * throw when a connection is refused or drops mid-answer (a TypeError 'terminated' or 'fetch failed', a socket
 * error code, here or in its cause).
 */
export function isNetworkFailure(error: unknown): boolean {
  if (isApiError(error)) return error.status === 0;
  for (
    let e = error as { code?: unknown; cause?: unknown; message?: unknown } | undefined, depth = 0;
    e && depth < 4;
    depth++
  ) {
    if (typeof e.code === 'string' && NETWORK_CODES.has(e.code)) return true;
    if (e instanceof TypeError && /^(terminated|fetch failed|other side closed)$/i.test(String(e.message)))
      return true;
    e = e.cause as typeof e;
  }
  return false;
}

/**
 * Whether an API error came from the API (JSON with a `message`, or an error the CLI made itself) rather than from
 * another server's page: the api-client falls back to 'HTTP error! status: N' when the body has no message.
 */
function isApiAnswer(error: ApiError): boolean {
  const body = error.body;
  if (body && typeof body === 'object' && typeof (body as { message?: unknown }).message === 'string')
    return true;
  return !/^HTTP error! status: \d+$/.test(error.message);
}

/**
 * Whether an error is the server failing rather than refusing: a network failure, a 5xx, or an answer that is not
 * the API's (another kind of server at that address, a proxy's error page). All exit 4.
 */
export function isServerFailure(error: unknown): boolean {
  if (isNetworkFailure(error)) return true;
  return isApiError(error) && (error.status >= 500 || !isApiAnswer(error));
}

/** The exit code that fits an error (API status, network failure, bad input, anything else). */
export function exitCodeOf(error: unknown): ExitCode {
  if (error instanceof UsageProblem) return EXIT.usage;
  if (isServerFailure(error)) return EXIT.unreachable;
  if (isApiError(error) && (error.status === 401 || error.status === 403)) return EXIT.auth;
  return EXIT.failure;
}

/** The request id of a failed call, when the server gave one (in the error body or a response header). */
export function requestIdOf(error: unknown): string | undefined {
  if (!isApiError(error)) return undefined;
  const body = error.body as Record<string, unknown> | undefined;
  for (const key of ['requestId', 'request_id', 'idRequisicao']) {
    const value = body && typeof body === 'object' ? body[key] : undefined;
    if (typeof value === 'string' && value) return value;
  }
  return failedResponses.get(error.status);
}

/** The seconds left of a session token (a JWT's `exp`), or undefined when it has none or is not a JWT. */
function tokenSecondsLeft(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    return typeof payload.exp === 'number' ? payload.exp - Date.now() / 1000 : undefined;
  } catch {
    return undefined;
  }
}

/** Why a 401 happened, when the CLI knows better than the server's 'Sessão expirada' (said of any bad token). */
function unauthorizedText(token: string | undefined): string | undefined {
  if (token === undefined || isApiKey(token)) return undefined;
  const where = process.env.CERTIDAO_TOKEN !== undefined ? 'de CERTIDAO_TOKEN' : 'salvo';
  if (!looksLikeToken(token)) {
    return `o token ${where} não é um token de sessão nem uma chave de API (ca_live_…/ca_test_…).`;
  }
  const left = tokenSecondsLeft(token);
  if (left === undefined || left > 0) {
    return `o token ${where} não foi aceito pelo servidor (não está expirado: a assinatura não confere, foi emitido por outro servidor ou a sessão foi encerrada).`;
  }
  return undefined;
}

/**
 * The pt-BR text of an error, with the HTTP status and the server when there is one, and the request id the
 * server gave (to quote to whoever reads its logs). Every network or server failure is said one way: what
 * happened and which server.
 */
export function errorText(error: unknown): string {
  const url = activeServer.url;
  const server = url ? `o servidor ${url}` : 'o servidor';
  const serverName = url ? `O servidor ${url}` : 'O servidor';
  if (isNetworkFailure(error)) {
    const dropped = !(
      isApiError(error) ||
      hasCode(error, [
        'ECONNREFUSED',
        'ENOTFOUND',
        'EAI_AGAIN',
        'EHOSTUNREACH',
        'ENETUNREACH',
        'UND_ERR_CONNECT_TIMEOUT',
      ])
    );
    const cause = isApiError(error)
      ? String((error.body as { cause?: unknown } | undefined)?.cause ?? '')
      : '';
    return dropped || /terminated|other side closed|ECONNRESET/.test(cause)
      ? `A conexão com ${server} caiu no meio da resposta. Verifique se ele está no ar e tente de novo.`
      : `Não foi possível conectar ao servidor${url ? ` ${url}` : ''}. Verifique sua conexão.`;
  }
  const fsText = fileErrorText(error);
  if (fsText) return fsText;
  if (!isApiError(error)) return error instanceof Error ? error.message : String(error);
  const id = requestIdOf(error);
  const idText = id ? ` (id da requisição: ${id})` : '';
  if (!isApiAnswer(error)) {
    return error.status >= 500
      ? `${serverName} falhou (HTTP ${error.status}, sem uma resposta da API)${idText}. Tente de novo em instantes.`
      : `${serverName} respondeu HTTP ${error.status}, mas não como a API do Certidão Ágil: confira o endereço (--url, CERTIDAO_URL ou o do último login)${idText}.`;
  }
  const token = url ? sessionToken(url) : undefined;
  const message = (error.status === 401 && unauthorizedText(token)) || error.message;
  const where = ` (HTTP ${error.status}${url ? ` em ${url}` : ''})`;
  return error.status >= 500
    ? `${serverName} falhou: ${message}${where}${idText}`
    : `${message}${where}${idText}`;
}

function hasCode(error: unknown, codes: string[]): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; e && depth < 4; depth++) {
    if (typeof e.code === 'string' && codes.includes(e.code)) return true;
    e = e.cause as typeof e;
  }
  return false;
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
  // Set by makeFolders: the parent exists and takes no new folder (a virtual file system such as /proc).
  ENOFOLDERS: 'o sistema de arquivos não permite criar pastas ali',
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

/**
 * `--campos a,b.c`: the fields JSON output keeps (as gh's `--json fields` and jq's `{a, b}`); undefined keeps all.
 * Set by the root command before any action; `fieldsRefused` tells it afterwards that a name matched nothing.
 */
export const jsonSelection: { fields?: string[]; refused?: boolean } = {};

/** Parses `--campos` ('id, status ,dadosGerais.nomeCompleto'). */
export function parseFields(value: string): string[] {
  return value
    .split(',')
    .map((f) => f.trim())
    .filter(Boolean);
}

function pick(item: unknown, fields: readonly string[]): unknown {
  if (!item || typeof item !== 'object' || Array.isArray(item)) return item;
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const path = field.split('.');
    let source: unknown = item;
    for (const key of path)
      source = source && typeof source === 'object' ? (source as Record<string, unknown>)[key] : undefined;
    if (source === undefined) continue;
    let target = out;
    for (const key of path.slice(0, -1)) {
      target[key] ??= {};
      target = target[key] as Record<string, unknown>;
    }
    target[path[path.length - 1] as string] = source;
  }
  return out;
}

function has(item: unknown, field: string): boolean {
  let source: unknown = item;
  for (const key of field.split('.')) {
    if (!source || typeof source !== 'object' || !(key in source)) return false;
    source = (source as Record<string, unknown>)[key];
  }
  return true;
}

/**
 * The fields of a JSON value: of each element of a list, of each element of `data` in a page ({data, meta}: the
 * page's `meta` is kept), else of the object itself. Undefined, with a message, when a name matches nothing.
 */
export function selectFields(
  value: unknown,
  fields: readonly string[],
): { value: unknown } | { problem: string } {
  const page =
    value &&
    typeof value === 'object' &&
    !Array.isArray(value) &&
    Array.isArray((value as { data?: unknown }).data);
  const items: unknown[] = Array.isArray(value)
    ? value
    : page
      ? (value as { data: unknown[] }).data
      : [value];
  const unknown = items.length ? fields.filter((f) => !items.some((item) => has(item, f))) : [];
  if (unknown.length) {
    const known = [...new Set(items.flatMap((i) => (i && typeof i === 'object' ? Object.keys(i) : [])))];
    return {
      problem: `${unknown.length === 1 ? 'campo desconhecido' : 'campos desconhecidos'} em --campos: ${unknown.join(', ')}. Há: ${known.join(', ')}.`,
    };
  }
  if (Array.isArray(value)) return { value: value.map((i) => pick(i, fields)) };
  if (page) return { value: { ...(value as object), data: items.map((i) => pick(i, fields)) } };
  return { value: pick(value, fields) };
}

export function printJson(value: unknown): void {
  let output = value;
  if (jsonSelection.fields) {
    const selected = selectFields(value, jsonSelection.fields);
    if ('problem' in selected) {
      process.stderr.write(`Erro: ${selected.problem}\n`);
      jsonSelection.refused = true;
      return;
    }
    output = selected.value;
  }
  process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
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
