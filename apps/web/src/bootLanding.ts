import { mountLandingIslands } from './features/landing/islands/index.ts';
import { rememberReferral } from './lib/referral.ts';

/**
 * The landing page alone: its links are plain page loads into the app (see main.tsx). The built index.html
 * already holds its HTML (scripts/prerender.mjs), which stays as it is: no React runs, only the islands give
 * the interactive parts their behaviour (features/landing/islands). The dev server's empty shell gets the page
 * rendered by React instead (loaded only then), which starts the same islands.
 */
export function mount(container: HTMLElement) {
  if (container.dataset.prerendered === 'landing') {
    // A vendor's link (/?ref=CODE) is remembered for the registration.
    rememberReferral();
    mountLandingIslands(container, { themeToggle: true });
  } else {
    void import('./renderLandingPage.tsx').then(({ renderLandingPage }) => renderLandingPage(container));
  }
}
