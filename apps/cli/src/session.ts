import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { createApiClient } from '@certidao/api-client';
import { cliFetch } from './fetch.ts';

/**
 * Sessions are kept per server, as gh's hosts file: `certidao login --url X` saves a token for X only, and a
 * token is only ever sent to the server that issued it. The file (mode 600):
 *   { "atual": "https://a.example", "servidores": { "https://a.example": { "token": "…", "email": "…" } } }
 * `atual` is the server of the last login, used when neither --url nor CERTIDAO_URL is given.
 */
export interface HostSession {
  token: string;
  email?: string;
}

export interface Hosts {
  atual?: string;
  servidores: Record<string, HostSession>;
}

/** A session as the commands use it: the server and, when signed in there, its token. */
export interface Session {
  url: string;
  token?: string;
  email?: string;
}

export const DEFAULT_URL = 'http://127.0.0.1:3000';

function configDir(): string {
  return join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'certidao');
}

/** Where the sessions are kept (`hosts.json`, mode 600); CERTIDAO_CONFIG overrides it (tests, several setups). */
export function sessionFile(): string {
  return process.env.CERTIDAO_CONFIG ?? join(configDir(), 'hosts.json');
}

/** The single-session file of earlier versions ({url, token, email}), read when there is no hosts file yet. */
function legacyFile(): string | undefined {
  return process.env.CERTIDAO_CONFIG ? undefined : join(configDir(), 'session.json');
}

function parseHosts(text: string): Hosts {
  const data = JSON.parse(text) as Partial<Hosts> & { url?: string; token?: string; email?: string };
  if (data.servidores && typeof data.servidores === 'object') {
    return { atual: data.atual, servidores: data.servidores };
  }
  // The old format: one session. Its token stays tied to the server it was issued by.
  if (typeof data.url === 'string' && typeof data.token === 'string') {
    const url = normalizeUrl(data.url);
    return { atual: url, servidores: { [url]: { token: data.token, email: data.email } } };
  }
  return { servidores: {} };
}

export function readHosts(): Hosts {
  for (const file of [sessionFile(), legacyFile()]) {
    if (!file || !existsSync(file)) continue;
    try {
      return parseHosts(readFileSync(file, 'utf8'));
    } catch {
      return { servidores: {} };
    }
  }
  return { servidores: {} };
}

/** Writes the hosts file atomically (mode 600); the old single-session file, if any, is removed then. */
export function writeHosts(hosts: Hosts): void {
  const file = sessionFile();
  mkdirSync(dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  writeFileSync(temp, `${JSON.stringify(hosts, null, 2)}\n`, { mode: 0o600 });
  renameSync(temp, file);
  const legacy = legacyFile();
  if (legacy) rmSync(legacy, { force: true });
}

/** The saved session of a server (its token), if signed in there. */
export function readSession(url: string): Session | undefined {
  const host = readHosts().servidores[normalizeUrl(url)];
  return host ? { url: normalizeUrl(url), ...host } : undefined;
}

export function writeSession(session: Session & { token: string }): void {
  const hosts = readHosts();
  const url = normalizeUrl(session.url);
  hosts.servidores[url] = { token: session.token, email: session.email };
  hosts.atual = url;
  writeHosts(hosts);
}

/**
 * Forgets the session of one server. It stays the current server: the next command talks to it (and is told to
 * sign in) rather than quietly switching to another server that still has a session.
 */
export function clearSession(url: string): void {
  const hosts = readHosts();
  delete hosts.servidores[normalizeUrl(url)];
  writeHosts(hosts);
}

/** 'HTTP://Host:3000/' → 'http://host:3000' (the key of a server in the hosts file). */
export function normalizeUrl(url: string): string {
  try {
    const u = new URL(url);
    return `${u.origin}${u.pathname}`.replace(/\/+$/, '');
  } catch {
    return url.replace(/\/+$/, '');
  }
}

/**
 * Why a server address is refused (pt-BR), or undefined when it is fine: it needs http:// or https:// and is the
 * server's address, not its API's (the CLI adds `/api`).
 */
export function badUrlReason(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `endereço do servidor inválido: '${url}'. Use o endereço completo, por exemplo https://certidao.exemplo.com.br.`;
  }
  if ((parsed.protocol !== 'http:' && parsed.protocol !== 'https:') || !/^https?:\/\//i.test(url)) {
    return `endereço do servidor inválido: '${url}'. Comece com http:// ou https://.`;
  }
  if (/\/api\/?$/i.test(parsed.pathname)) {
    return `endereço do servidor inválido: '${url}'. Informe o endereço sem /api no final (o CLI acrescenta /api).`;
  }
  return undefined;
}

/** Where the server of a run came from, as `status` and the server line say it. */
export type UrlSource = '--url' | 'CERTIDAO_URL' | 'último login' | 'padrão';

/**
 * The server this run talks to, once resolved: the error messages name it, so an operator always knows which
 * server refused or could not be reached.
 */
export const activeServer: { url?: string; source?: UrlSource } = {};

/** The server URL: --url, then CERTIDAO_URL, then the server of the last login, then the local default. */
export function resolveUrl(option?: string): string {
  const atual =
    option === undefined && process.env.CERTIDAO_URL === undefined ? readHosts().atual : undefined;
  const [url, source]: [string, UrlSource] =
    option !== undefined
      ? [option, '--url']
      : process.env.CERTIDAO_URL !== undefined
        ? [process.env.CERTIDAO_URL, 'CERTIDAO_URL']
        : atual !== undefined
          ? [atual, 'último login']
          : [DEFAULT_URL, 'padrão'];
  activeServer.url = normalizeUrl(url);
  activeServer.source = source;
  return activeServer.url;
}

/** Whether a token has the shape of a session token (a JWT: three base64url parts) or of an API key. */
export function looksLikeToken(token: string): boolean {
  return isApiKey(token) || /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token);
}

/**
 * Who a command acts as on `url`, in one line for people: the account of the saved session, the API key (its
 * prefix) or the token of CERTIDAO_TOKEN; or that there is no session, naming the servers that have one.
 */
export function actingAs(url: string): string {
  const fromEnv = process.env.CERTIDAO_TOKEN;
  if (fromEnv !== undefined) {
    return isApiKey(fromEnv)
      ? `chave de API ${fromEnv.slice(0, 16)}… (CERTIDAO_TOKEN)`
      : 'token de CERTIDAO_TOKEN';
  }
  const session = readSession(url);
  if (session) return session.email ? `conta ${session.email}` : 'sessão salva';
  const others = Object.keys(readHosts().servidores).filter((other) => other !== url);
  return `sem sessão${others.length ? ` (há sessão em ${others.join(', ')}: use --url)` : ''}`;
}

/**
 * The token to send to `url`: the one given, then CERTIDAO_TOKEN, then the session saved for that server. A
 * token saved for another server is never returned.
 */
export function sessionToken(url: string, token?: string): string | undefined {
  return token ?? process.env.CERTIDAO_TOKEN ?? readSession(url)?.token;
}

/** Whether a token is an API key (`ca_live_…`, `ca_test_…`) rather than a session token. */
export function isApiKey(token: string | undefined): token is string {
  return token !== undefined && /^ca_(live|test)_/.test(token);
}

/** What a command will send to the server and where it came from, for `status` and the error hints. */
export interface Credential {
  kind: 'chave' | 'sessao';
  source: 'CERTIDAO_TOKEN' | 'sessao-salva';
  /** A key's visible start (`ca_live_AbCd1234`, as the server's `prefixo`): never the whole secret. */
  prefix?: string;
}

export function credentialFor(url: string): Credential | undefined {
  const fromEnv = process.env.CERTIDAO_TOKEN;
  const token = fromEnv ?? readSession(url)?.token;
  if (!token) return undefined;
  const source = fromEnv === undefined ? 'sessao-salva' : 'CERTIDAO_TOKEN';
  return isApiKey(token) ? { kind: 'chave', source, prefix: token.slice(0, 16) } : { kind: 'sessao', source };
}

export function apiFor(url: string, token?: string) {
  return createApiClient({ baseUrl: `${url}/api`, token: sessionToken(url, token), fetch: cliFetch });
}
