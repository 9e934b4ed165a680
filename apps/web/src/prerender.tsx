import { themeClass } from '@certidao/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import LandingPage from './features/landing/routes/LandingPage.tsx';

/**
 * Build-time entry (scripts/prerender.mjs): the landing page as HTML, so a first visit paints the page before
 * any JavaScript runs; bootLanding.tsx then hydrates the same tree. The plans show their loading state, as on
 * the client's first render.
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
