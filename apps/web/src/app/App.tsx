import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { routeObjects } from './router.tsx';

// Made on the first render rather than when the module loads: the boot's evaluation is a task of its own,
// already long on a phone, and the router's work then joins the first render's slices instead.
let router: ReturnType<typeof createBrowserRouter> | undefined;
const routerOf = () => (router ??= createBrowserRouter(routeObjects));
const navigate = (to: string, options?: { replace?: boolean }) => void routerOf().navigate(to, options);

/** The app in the browser: the providers and the router (`fallback`: the server's answers, when it rendered). */
export function App({ fallback }: { fallback?: Record<string, unknown> }) {
  return (
    <AppProviders navigate={navigate} fallback={fallback}>
      <RouterProvider router={routerOf()} />
    </AppProviders>
  );
}
