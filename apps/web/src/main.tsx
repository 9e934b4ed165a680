import { applyTheme } from '@certidao/ui';
import { paths } from './app/paths.ts';
import { PRELOADS_ID, SERVER_DATA_ID, startEarlyRequests } from './lib/earlyRequests.ts';

applyTheme(document.documentElement);
const container = document.getElementById('root');
if (!container) throw new Error('#root not found');

// A first visit to `/` boots the landing page on its own: no router, session or back-office code, so the page
// most visitors see first stays within its JavaScript budget. Every other path boots the whole app, whose route
// table also serves `/` when someone navigates there inside the app.
const isLanding = window.location.pathname === paths.home.path;
// The session check and the page's data go out now, beside the app's scripts (src/lib/earlyRequests.ts).
if (!isLanding) startEarlyRequests();
// A page the server rendered (its answers are in the page) paints from its HTML and stylesheets alone: the app's
// scripts are asked for once it has painted, so on a phone's link they do not share the bandwidth the first
// paint waits for (its HTML therefore preloads none of them). Hydration follows as soon as they arrive.
// A tab opened in the background paints no frame until shown: it boots at once.
const painted =
  document.getElementById(SERVER_DATA_ID) && document.visibilityState === 'visible'
    ? new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    : Promise.resolve();
const boot = painted.then(() => {
  // Such a page's scripts wait in a template (none in its head): they go into the head in one insertion, where
  // Vite's loader would append them one by one, a millisecond of main thread each on a phone.
  const preloads = document.getElementById(PRELOADS_ID);
  if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
  return isLanding ? import('./bootLanding.ts') : import('./bootApp.tsx');
});
void boot.then(({ mount }) => mount(container));
