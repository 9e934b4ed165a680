import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { createApiClient } from '@certidao/api-client';

export interface Session {
  url: string;
  token?: string;
  email?: string;
}

/** Where `certidao login` keeps the token (mode 600); CERTIDAO_CONFIG overrides it (tests, several accounts). */
export function sessionFile(): string {
  return (
    process.env.CERTIDAO_CONFIG ??
    join(process.env.XDG_CONFIG_HOME ?? join(homedir(), '.config'), 'certidao', 'session.json')
  );
}

export function readSession(): Session | undefined {
  try {
    return JSON.parse(readFileSync(sessionFile(), 'utf8')) as Session;
  } catch {
    return undefined;
  }
}

export function writeSession(session: Session): void {
  const file = sessionFile();
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, JSON.stringify(session, null, 2), { mode: 0o600 });
}

export function clearSession(): void {
  rmSync(sessionFile(), { force: true });
}

/** The server URL: --url, then CERTIDAO_URL, then the saved session, then the local default. */
export function resolveUrl(option?: string): string {
  return (option ?? process.env.CERTIDAO_URL ?? readSession()?.url ?? 'http://127.0.0.1:3000').replace(
    /\/$/,
    '',
  );
}

export function apiFor(url: string, token?: string) {
  return createApiClient({
    baseUrl: `${url}/api`,
    token: token ?? process.env.CERTIDAO_TOKEN ?? readSession()?.token,
  });
}
