import { isApiError, type User } from '@certidao/api-client';
import { toast } from '@certidao/ui';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { api, type OperationId, onUnauthorized } from '../lib/api.ts';
import { closeCertidaoEvents } from '../lib/certidaoEvents.ts';
import { useServerAnswer } from '../lib/serverData.ts';
import { clearSessionSummary, readSessionSummary } from '../lib/sessionCookie.ts';
import { useOperation } from '../lib/swr.ts';
import { permissionCheck } from './access.ts';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  user: User | null;
  status: SessionStatus;
  /** Whether the signed-in user's role may call an operation (from GET /users/me/permissions). */
  can: (operationId: OperationId) => boolean;
  /** Records a session the server just opened (login, checkout login). */
  signIn: (user: User) => void;
  /** Ends the session on the server and here; a server failure still clears it here. */
  /** Ends the session; from the signed-in area (the default) it goes to the login page, a public page stays. */
  signOut: (options?: { stay?: boolean }) => Promise<void>;
}

const SessionContext = createContext<Session | null>(null);

export const PROFILE_KEY = ['getProfile', undefined] as const;
export const SESSION_EXPIRED_MESSAGE = 'Sessão expirada. Faça login novamente.';
const LOGIN_PATH = '/admin/login';

/**
 * The profile, or null when nobody is signed in. Without the readable session cookie that every sign-in sets
 * beside the token there is no session to ask about, so an anonymous visit sends no request (asking would
 * answer 401 and log a failed request on every public page). A 401 here is an answer, not an error: the
 * server then drops both cookies, so it is asked once.
 */
async function fetchProfile(): Promise<User | null> {
  if (!readSessionSummary()) return null;
  try {
    return await api.getProfile();
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

/** Credentials being checked: a 401 there is a wrong password, not an expired session. */
const CREDENTIAL_CHECKS = /\/api\/auth\/(login|login-checkout|logout)$/;

export interface SessionProviderProps {
  /** Client-side navigation (the router's navigate), used when the session ends. */
  navigate: (to: string, options?: { replace?: boolean }) => void;
  children: ReactNode;
}

/**
 * The session is the server's HttpOnly `admin_token` cookie. At start-up GET /auth/profile says who is signed
 * in; any 401 while signed in ends the session with 'Sessão expirada…' and goes to /admin/login.
 */
export function SessionProvider({ navigate, children }: SessionProviderProps) {
  const { mutate: mutateCache, fallback } = useSWRConfig();
  const profile = useSWR(PROFILE_KEY, fetchProfile, {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
    dedupingInterval: 5_000,
    ...useServerAnswer(PROFILE_KEY),
  });
  const user = profile.data ?? null;
  const status: SessionStatus =
    profile.data === undefined && !profile.error ? 'loading' : user ? 'authenticated' : 'anonymous';
  const permissions = useOperation('getMyPermissions', user ? undefined : null, { revalidateOnFocus: false });

  /** Drops every cached answer but the profile, which becomes `null` (signed out). */
  const clearSession = useCallback(async () => {
    clearSessionSummary();
    // SWR shows a key's fallback (the answers a server-rendered page came with) whenever its cache holds
    // nothing, as after the clearing below: the next user of this tab must not see them.
    for (const key of Object.keys(fallback)) delete fallback[key];
    closeCertidaoEvents();
    await mutateCache((key) => Array.isArray(key) && key[0] !== PROFILE_KEY[0], undefined, {
      revalidate: false,
    });
    await profile.mutate(null, { revalidate: false });
  }, [mutateCache, fallback, profile.mutate]);

  const statusRef = useRef(status);
  statusRef.current = status;
  const expiring = useRef(false);
  useEffect(
    () =>
      onUnauthorized((request) => {
        if (statusRef.current !== 'authenticated' || CREDENTIAL_CHECKS.test(new URL(request.url).pathname))
          return;
        if (expiring.current) return;
        expiring.current = true;
        toast.error(SESSION_EXPIRED_MESSAGE);
        void clearSession().finally(() => {
          expiring.current = false;
          navigate(LOGIN_PATH, { replace: true });
        });
      }),
    [clearSession, navigate],
  );

  const signIn = useCallback(
    (signedIn: User) => {
      void profile.mutate(signedIn, { revalidate: false });
    },
    [profile.mutate],
  );

  const signOut = useCallback(
    async ({ stay = false }: { stay?: boolean } = {}) => {
      try {
        await api.logout();
        toast.success('Logout realizado', { description: 'Você foi desconectado com sucesso.' });
      } catch (error) {
        console.error('logout failed', error);
        toast.error('Falha ao realizar logout.');
      } finally {
        await clearSession();
        if (!stay) navigate(LOGIN_PATH, { replace: true });
      }
    },
    [clearSession, navigate],
  );

  const granted = permissions.data?.permissions;
  const can = useMemo<Session['can']>(() => permissionCheck(granted), [granted]);

  const value = useMemo<Session>(
    () => ({ user, status, can, signIn, signOut }),
    [user, status, can, signIn, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
}

/**
 * A 'Sair' button's action: signs out and says whether that is still running (the button shows it pending).
 * `stay` keeps a public page on screen (its bar then offers 'Entrar') instead of going to the login page.
 */
export function useSignOutAction({ stay = false }: { stay?: boolean } = {}): {
  isSigningOut: boolean;
  signOut: () => void;
} {
  const { signOut } = useSession();
  const [isSigningOut, setSigningOut] = useState(false);
  return {
    isSigningOut,
    signOut: () => {
      setSigningOut(true);
      void signOut({ stay }).finally(() => setSigningOut(false));
    },
  };
}
