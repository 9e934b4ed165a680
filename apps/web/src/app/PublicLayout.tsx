import { Link, TopBar } from '@certidao/ui';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../lib/LoadingScreen.tsx';
import * as styles from './layouts.css.ts';
import { paths } from './paths.ts';

/** Public pages other than the landing page: the brand bar (back to the site) and the page. */
export default function PublicLayout() {
  const { pathname } = useLocation();
  return (
    <div className={styles.publicPage}>
      <TopBar
        homeHref={paths.home.href()}
        actions={
          pathname === paths.login.path ? null : (
            <Link href={paths.login.href()} buttonVariant="outline" buttonSize="sm">
              Entrar
            </Link>
          )
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
