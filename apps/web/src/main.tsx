import { applyTheme } from '@certidao/ui';
import { paths } from './app/paths.ts';
import { startEarlyRequests } from './lib/earlyRequests.ts';

applyTheme(document.documentElement);
const container = document.getElementById('root');
if (!container) throw new Error('#root not found');

// A first visit to `/` boots the landing page on its own: no router, session or back-office code, so the page
// most visitors see first stays within its JavaScript budget. Every other path boots the whole app, whose route
// table also serves `/` when someone navigates there inside the app.
const isLanding = window.location.pathname === paths.home.path;
// The session check and the page's data go out now, beside the app's scripts (src/lib/earlyRequests.ts).
if (!isLanding) startEarlyRequests();
const boot = isLanding ? import('./bootLanding.ts') : import('./bootApp.tsx');
void boot.then(({ mount }) => mount(container));
