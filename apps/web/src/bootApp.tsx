import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { App } from './app/App.tsx';
import { appRoutes, loadPageOf } from './app/routes.tsx';

export function mount(container: HTMLElement) {
  // The first route's page starts downloading now, beside the session check (GET /auth/profile) that its guard
  // waits for, instead of after it: one round trip less before a signed-in page shows its data.
  const first = appRoutes.find((route) => matchPath(route.path, window.location.pathname));
  if (first) loadPageOf(first);
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
