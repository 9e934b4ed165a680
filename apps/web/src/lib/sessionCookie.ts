/**
 * The readable `user_data` cookie the server sets beside the HttpOnly session token: who is signed in, for
 * pages that must not load the session machinery (the landing page boots without it). The server remains the
 * judge of the session; this only picks what the header shows.
 */
export interface SessionSummary {
  firstName: string;
  fullName: string;
  role: string;
}

const COOKIE = 'user_data';

/** Parses a `document.cookie` string; null when there is no summary or it is not one. */
export function parseSessionSummary(cookieHeader: string): SessionSummary | null {
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== COOKIE) continue;
    try {
      let value = rest.join('=');
      // Fastify's cookie plugin URI-encodes the JSON.
      value = decodeURIComponent(value);
      const data = JSON.parse(value) as Partial<SessionSummary> | null;
      if (!data || typeof data.role !== 'string') return null;
      const fullName = typeof data.fullName === 'string' ? data.fullName : '';
      const firstName = typeof data.firstName === 'string' && data.firstName ? data.firstName : fullName;
      return firstName ? { firstName, fullName: fullName || firstName, role: data.role } : null;
    } catch {
      return null;
    }
  }
  return null;
}

export function readSessionSummary(): SessionSummary | null {
  return typeof document === 'undefined' ? null : parseSessionSummary(document.cookie);
}

/** `admin_token` is HttpOnly and only the server can drop it; the summary is dropped here. */
export function clearSessionSummary(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: removing one cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${COOKIE}=; Max-Age=0; path=/; SameSite=Strict`;
}
