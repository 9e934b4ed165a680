import { paths } from '../app/paths.ts';

/** The login's query parameter naming where to go back to once signed in (`/admin/login?voltar=/convite/…`). */
export const RETURN_PARAM = 'voltar';

function hasControlCharacter(value: string): boolean {
  for (const ch of value) {
    const code = ch.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * A path of this app to go back to, or null: only a same-origin path ('/…'), never another site ('//host',
 * '/\host', 'https://…'), a control character or the login page itself. Read from the link's `?voltar=`
 * (which survives a reload of the login page or a new tab) or from the router state a guard left.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || value.length > 2048) return null;
  if (value.startsWith('//') || value.includes('\\') || hasControlCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'https://certidao.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'https://certidao.invalid') return null;
  if (url.pathname === paths.login.href() || url.pathname.startsWith(`${paths.login.href()}/`)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where the login returns to: `?voltar=` first, then the guard's `state.from`. */
export function returnPathOf(search: string, state: unknown): string | null {
  const fromQuery = new URLSearchParams(search).get(RETURN_PARAM);
  return safeReturnPath(fromQuery) ?? safeReturnPath((state as { from?: unknown } | null)?.from);
}

/** The login page's address that comes back to `path` once signed in. */
export function loginReturningTo(path: string): string {
  const safe = safeReturnPath(path);
  return safe ? `${paths.login.href()}?${RETURN_PARAM}=${encodeURIComponent(safe)}` : paths.login.href();
}
