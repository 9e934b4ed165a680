import { themeClass } from '@certidao/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import LandingPage from './features/landing/routes/LandingPage.tsx';

/**
 * Build-time entry (scripts/prerender.mjs): the landing page as HTML, so a first visit paints the page before
 * any JavaScript runs. It is never hydrated: bootLanding.ts starts the page's islands on it (the header, the
 * plans, which it shows loading, and the theme toggle).
 */
export function renderLanding(): { html: string; htmlClass: string } {
  return {
    html: renderToString(
      <StrictMode>
        <LandingPage />
      </StrictMode>,
    ),
    htmlClass: themeClass,
  };
}
