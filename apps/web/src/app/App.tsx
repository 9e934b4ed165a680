import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from './AppProviders.tsx';
import { routeObjects } from './router.tsx';

const router = createBrowserRouter(routeObjects);
const navigate = (to: string, options?: { replace?: boolean }) => void router.navigate(to, options);

/** The app in the browser: the providers and the router (`fallback`: the server's answers, when it rendered). */
export function App({ fallback }: { fallback?: Record<string, unknown> }) {
  return (
    <AppProviders navigate={navigate} fallback={fallback}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
