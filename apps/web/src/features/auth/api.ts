import type { SWRConfiguration } from 'swr';
import { useOperation, useOperationMutation } from '../../lib/swr.ts';

/** POST /auth/login. The page shows the login errors itself, so no toast here. */
export function useLogin() {
  return useOperationMutation('login');
}

/** POST /email/resend-confirmation: answers the same message whether or not the address exists. */
export function useResendConfirmation() {
  return useOperationMutation('resendConfirmation');
}

/**
 * A confirmation token is single use: the call must run once per token. SWR dedupes by key (so StrictMode's
 * double mount and two components asking at once share one request), and nothing here ever asks again:
 * no retry on error, no revalidation on focus, reconnect or remount while an answer is cached.
 */
const ONCE: SWRConfiguration = {
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  shouldRetryOnError: false,
  dedupingInterval: 60 * 60 * 1000,
};

/** GET /email/confirm?token=…; `null` (no token in the URL) calls nothing. */
export function useConfirmEmail(token: string | null) {
  return useOperation('confirmEmail', token ? { query: { token } } : null, ONCE);
}

/** GET /email/unlock?token=… (the link e-mailed when wrong passwords locked the account): single use, once. */
export function useUnlockAccount(token: string | null) {
  return useOperation('unlockAccount', token ? { query: { token } } : null, ONCE);
}
