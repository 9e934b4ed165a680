/**
 * The readable `user_data` cookie the server sets beside the HttpOnly session token: who is signed in, for
 * pages that must not load the session machinery (the landing page boots without it). The server remains the
 * judge of the session; this only picks what a header shows.
 */
export interface SessionSummary {
  firstName: string;
  role: string;
}

/** Parses a `document.cookie` string (the JSON is URI-encoded); null when there is no valid summary. */
export function parseSessionSummary(cookies: string): SessionSummary | null {
  try {
    const data = JSON.parse(decodeURIComponent(/(?:^|;\s*)user_data=([^;]+)/.exec(cookies)?.[1] ?? ''));
    return data?.firstName && data.role ? { firstName: `${data.firstName}`, role: `${data.role}` } : null;
  } catch {
    return null;
  }
}

export const readSessionSummary = () => parseSessionSummary(document.cookie);

/** `admin_token` is HttpOnly and only the server can drop it; the summary is dropped here. */
export function clearSessionSummary(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: removing one cookie; the Cookie Store API is not everywhere yet.
  document.cookie = 'user_data=; Max-Age=0; path=/; SameSite=Strict';
}
