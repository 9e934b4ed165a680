import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import LandingPage from './features/landing/routes/LandingPage.tsx';

/**
 * The landing page alone: its links are plain page loads into the app (see main.tsx). The built index.html
 * already holds its HTML (scripts/prerender.mjs), which is hydrated; the dev server's empty shell is rendered.
 */
export function mount(container: HTMLElement) {
  const page = (
    <StrictMode>
      <LandingPage />
    </StrictMode>
  );
  if (container.dataset.prerendered === 'landing') hydrateRoot(container, page);
  else createRoot(container).render(page);
}
