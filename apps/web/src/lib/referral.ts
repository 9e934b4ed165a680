/**
 * A vendor's referral link (`/?ref=CODE`; docs/decisions/back-office.md, 'Support and vendors'): the landing page keeps the
 * code in a first-party cookie for 30 days and the registration sends it (`ref`), so a visitor who signs up
 * later, or from another page, is still attributed to the vendor. Kept tiny: the landing page's budget.
 */
const NAME = 'certidao_ref';

export function rememberReferral(): void {
  // The landing page is also prerendered in Node, where there is no address bar.
  if (typeof window === 'undefined') return;
  const code = new URLSearchParams(window.location.search).get('ref');
  if (code && /^[A-Za-z0-9]{4,32}$/.test(code))
    // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet.
    document.cookie = `${NAME}=${code.toUpperCase()}; max-age=2592000; path=/; samesite=lax`;
}

/** The remembered code, or null. */
export function referralCode(): string | null {
  return document.cookie.match(/(?:^|; )certidao_ref=([A-Z0-9]+)/)?.[1] ?? null;
}

/** After a registration: the code was used once. */
export function forgetReferral(): void {
  // biome-ignore lint/suspicious/noDocumentCookie: one plain cookie; the Cookie Store API is not everywhere yet.
  document.cookie = `${NAME}=; max-age=0; path=/; samesite=lax`;
}
