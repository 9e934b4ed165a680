import { themeClass } from '@certidao/ui';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import LandingPage from './features/landing/routes/LandingPage.tsx';
import { PRELOADS_ID } from './lib/earlyRequests.ts';
import { LoadingScreen } from './lib/LoadingScreen.tsx';

/** For scripts/prerender.mjs, which writes the server-rendered pages' preloads under this id. */
export { PRELOADS_ID };

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

/**
 * What every other page shows first, in the app's HTML (dist/app.html): the same 'Carregando...' screen the
 * app renders while its session and page load, so the first paint needs no JavaScript. React replaces it
 * when it mounts (createRoot, not hydrated).
 */
export function renderAppShell(): { html: string; htmlClass: string } {
  // Marked as the HTML's own screen (data-app-shell), so tests can tell it from a loading state the app renders.
  const html = renderToString(<LoadingScreen />).replace(/^<div/, '<div data-app-shell=""');
  return { html, htmlClass: themeClass };
}
