import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import LandingPage from './features/landing/routes/LandingPage.tsx';

/** The landing page alone: its links are plain page loads into the app (see main.tsx). */
export function mount(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <LandingPage />
    </StrictMode>,
  );
}
