import { type ReactNode, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../lib/LoadingScreen.tsx';
import { type Access, redirectFor } from './access.ts';
import { useSession } from './SessionProvider.tsx';

/**
 * Shows its children only to whom `access` allows: 'Carregando...' while the session is checked,
 * /admin/login when not signed in, a plain user to /admin/solicitacoes and staff to /admin/dashboard when the
 * role is not allowed.
 */
export function RequireAccess({ access, children }: { access: Access; children: ReactNode }) {
  const { user, status } = useSession();
  const location = useLocation();
  // The session's answer comes through SWR's store, whose updates React renders at once and in one piece, and
  // it mounts the whole page (the shell and the page's content): that mount is deferred, so React renders it
  // right after in slices the browser can interrupt rather than as one long task. Only the first answer waits
  // so (a later change, such as signing out, applies at once).
  const settled = useDeferredValue(status);
  if (access === 'public') return children;
  if (status === 'loading' || settled === 'loading') return <LoadingScreen />;
  const to = redirectFor(access, user?.role ?? 'anonymous');
  if (to) return <Navigate to={to} replace state={{ from: location.pathname + location.search }} />;
  return children;
}
