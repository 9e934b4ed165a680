import { AdminShell } from '@certidao/ui';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { NotificationBell } from '../features/notifications/components/NotificationBell.tsx';
import { LoadingScreen } from '../lib/LoadingScreen.tsx';
import { RequireAccess } from '../session/guards.tsx';
import { useSession } from '../session/SessionProvider.tsx';
import { menuFor } from './menus.tsx';

/**
 * The signed-in area: sidebar menu of the role, top bar with the area label, the staff's notification bell
 * (unread count) and 'Sair', the page.
 */
function Shell() {
  const { user, signOut, can } = useSession();
  const { pathname } = useLocation();
  const [isLoggingOut, setLoggingOut] = useState(false);
  const menu = menuFor(user?.role ?? 'user');
  return (
    <AdminShell
      areaLabel={menu.areaLabel}
      menu={menu.items}
      homeHref={menu.homeHref}
      currentPath={pathname}
      topBarContent={<NotificationBell enabled={can('contarNotificacoesNaoLidas')} />}
      isLoggingOut={isLoggingOut}
      onLogout={() => {
        setLoggingOut(true);
        void signOut().finally(() => setLoggingOut(false));
      }}
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
