import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import LandingPage from './features/landing/routes/LandingPage.tsx';

/** The landing page rendered in the browser, where no prerendered HTML exists (the dev server's shell). */
export function renderLandingPage(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
