import { Button, Link, LogOutIcon, ThemeToggle, TopBar } from '@certidao/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../lib/LoadingScreen.tsx';
import { useSession, useSignOutAction } from '../session/SessionProvider.tsx';
import * as styles from './layouts.css.ts';
import { homeFor, paths } from './paths.ts';

/**
 * The top bar's end: 'Entrar' for a visitor; for a signed-in one (who may have just registered in the
 * checkout) their name, 'Minha área' and 'Sair', as in the signed-in area.
 */
function SessionActions() {
  const { pathname } = useLocation();
  const { user, status } = useSession();
  const signOut = useSignOutAction({ stay: true });
  if (status === 'loading') return null;
  if (!user)
    return pathname === paths.login.path ? null : (
      <Link href={paths.login.href()} buttonVariant="outline" buttonSize="sm">
        Entrar
      </Link>
    );
  return (
    <div className={styles.sessionActions}>
      <span className={styles.userName}>{user.firstName || user.fullName}</span>
      <Link href={homeFor(user.role)} buttonVariant="primary" buttonSize="sm">
        Minha área
      </Link>
      <Button variant="outline" size="sm" isPending={signOut.isSigningOut} onPress={signOut.signOut}>
        <LogOutIcon />
        Sair
      </Button>
    </div>
  );
}

/** Public pages other than the landing page: the brand bar (back to the site) and the page. */
export default function PublicLayout() {
  return (
    <div className={styles.publicPage}>
      <TopBar
        homeHref={paths.home.href()}
        actions={
          <>
            <ThemeToggle />
            <SessionActions />
          </>
        }
      />
      <main className={styles.publicMain}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
