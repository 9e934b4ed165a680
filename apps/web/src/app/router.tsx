import { UiRouterProvider } from '@certidao/ui';
import { lazy, Suspense, useEffect } from 'react';
import {
  Navigate,
  Outlet,
  type RouteObject,
  ScrollRestoration,
  useHref,
  useMatches,
  useNavigate,
} from 'react-router-dom';
import { LoadingScreen } from '../lib/LoadingScreen.tsx';
import { preloadable } from '../lib/preloadable.ts';
import { RequireAccess } from '../session/guards.tsx';
import NotFound from './NotFound.tsx';
import { paths } from './paths.ts';
import { type AppRoute, appRoutes } from './routes.tsx';

// Layouts and the error page load lazily too: the landing page's first load carries none of them. The
// not-found page does not: it is a few lines over pieces the landing already loads, and a lazy one showed
// 'Carregando...' before saying the page does not exist.
const layouts = {
  shell: preloadable(() => import('./AdminLayout.tsx')),
  public: preloadable(() => import('./PublicLayout.tsx')),
};
const AdminLayout = layouts.shell;
const PublicLayout = layouts.public;
/** Starts loading a route's layout chunk ahead of rendering it, as `loadPageOf` does for its page. */
export const loadLayoutOf = async (route: AppRoute) => {
  if (route.layout !== 'landing') await layouts[route.layout].preload().catch(() => undefined);
};
const RouteErrorPage = lazy(() => import('./RouteError.tsx'));
const routeError = (
  <Suspense fallback={<LoadingScreen />}>
    <RouteErrorPage />
  </Suspense>
);

/** Router hrefs for app paths; absolute URLs (mailto:, https:) stay as they are. */
function useAppHref(href: string): string {
  const isAbsolute = /^[a-z][a-z0-9+.-]*:/i.test(href);
  const routed = useHref(isAbsolute ? '/' : href);
  return isAbsolute ? href : routed;
}

/** Links of the design system navigate with the router; the document title follows the route. */
function Root() {
  const navigate = useNavigate();
  const matches = useMatches();
  const title = [...matches].reverse().find((match) => (match.handle as { title?: string })?.title)?.handle as
    | { title: string }
    | undefined;
  useEffect(() => {
    document.title =
      !title || title.title.startsWith('Certidão Ágil')
        ? (title?.title ?? 'Certidão Ágil')
        : `${title.title} | Certidão Ágil`;
  }, [title]);
  return (
    <UiRouterProvider navigate={navigate} useHref={useAppHref}>
      <ScrollRestoration />
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
    </UiRouterProvider>
  );
}

function toRouteObject(route: AppRoute): RouteObject {
  const Page = route.page;
  return {
    path: route.path,
    handle: { title: route.title },
    errorElement: routeError,
    element: (
      <RequireAccess access={route.access}>
        <Page />
      </RequireAccess>
    ),
  };
}

const byLayout = (layout: AppRoute['layout']) =>
  appRoutes.filter((route) => route.layout === layout).map(toRouteObject);

export const routeObjects: RouteObject[] = [
  {
    element: <Root />,
    errorElement: routeError,
    children: [
      ...byLayout('landing'),
      { element: <PublicLayout />, children: byLayout('public') },
      { element: <AdminLayout />, errorElement: routeError, children: byLayout('shell') },
      // /admin and unmatched /admin/* go to the login page; anything else is not found.
      { path: '/admin', element: <Navigate to={paths.login.href()} replace /> },
      { path: '/admin/*', element: <Navigate to={paths.login.href()} replace /> },
      { path: '*', element: <NotFound />, handle: { title: 'Página não encontrada' } },
    ],
  },
];
