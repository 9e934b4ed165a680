import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { App } from './app/App.tsx';
import { loadLayoutOf } from './app/router.tsx';
import { appRoutes, loadPageOf } from './app/routes.tsx';

export function mount(container: HTMLElement) {
  // The first route's layout and page start downloading now, beside the session check (GET /auth/profile) that
  // their guards wait for, instead of after it and after each other: round trips less before a signed-in page
  // shows its data.
  const first = appRoutes.find((route) => matchPath(route.path, window.location.pathname));
  if (first) {
    loadLayoutOf(first);
    loadPageOf(first);
  }
  // As a transition, React renders the app in slices of a few milliseconds, yielding between them, instead of
  // one long task that keeps the page from answering input while the app starts (the loading screen the HTML
  // already shows stays until the first render is ready).
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
