import type { ReactNode } from 'react';
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
  if (access === 'public') return children;
  if (status === 'loading') return <LoadingScreen />;
  const to = redirectFor(access, user?.role ?? 'anonymous');
  if (to) return <Navigate to={to} replace state={{ from: location.pathname + location.search }} />;
  return children;
}
