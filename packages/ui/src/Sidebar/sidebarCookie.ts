/** The cookie that keeps the sidebar expanded or collapsed between visits (7 days). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';
export const SIDEBAR_COOKIE_MAX_AGE = 60 * 60 * 24 * 7;

/** The stored state: `true` expanded, `false` collapsed, `undefined` when there is none. */
export function readSidebarCookie(): boolean | undefined {
  if (typeof document === 'undefined') return undefined;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(`${SIDEBAR_COOKIE_NAME}=`));
  const value = entry?.slice(SIDEBAR_COOKIE_NAME.length + 1);
  return value === 'true' ? true : value === 'false' ? false : undefined;
}

export function writeSidebarCookie(isOpen: boolean): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: a plain preference cookie; the Cookie Store API is not in every browser
  document.cookie = `${SIDEBAR_COOKIE_NAME}=${isOpen}; path=/; max-age=${SIDEBAR_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** Removes the cookie (tests and 'reset preferences'). */
export function clearSidebarCookie(): void {
  if (typeof document === 'undefined') return;
  // biome-ignore lint/suspicious/noDocumentCookie: see writeSidebarCookie
  document.cookie = `${SIDEBAR_COOKIE_NAME}=; path=/; max-age=0; SameSite=Lax`;
}
