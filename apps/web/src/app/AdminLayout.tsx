import { AdminShell } from '@certidao/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NotificationBell } from '../features/notifications/components/NotificationBell.tsx';
import { LoadingScreen } from '../lib/LoadingScreen.tsx';
import { useMinhaEmpresa } from '../lib/minhaEmpresa.ts';
import { RequireAccess } from '../session/guards.tsx';
import { useSession, useSignOutAction } from '../session/SessionProvider.tsx';
import { useServerSidebarState } from './AppProviders.tsx';
import { menuFor } from './menus.tsx';

/**
 * The signed-in area: sidebar menu of the role, top bar with the area label, the notification bell
 * (unread count) and 'Sair', the page.
 */
function Shell() {
  const { user, can } = useSession();
  const signOut = useSignOutAction();
  const { pathname } = useLocation();
  const { role: companyRole } = useMinhaEmpresa();
  const menu = menuFor(user?.role ?? 'user', companyRole);
  return (
    <AdminShell
      defaultOpen={useServerSidebarState()}
      areaLabel={menu.areaLabel}
      menu={menu.items}
      homeHref={menu.homeHref}
      currentPath={pathname}
      topBarContent={<NotificationBell enabled={can('contarNotificacoesNaoLidas')} />}
      isLoggingOut={signOut.isSigningOut}
      onLogout={signOut.signOut}
    >
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </AdminShell>
  );
}

export default function AdminLayout() {
  return (
    <RequireAccess access="session">
      <Shell />
    </RequireAccess>
  );
}
