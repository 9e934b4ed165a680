import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchPath } from 'react-router-dom';
import { App } from './app/App.tsx';
import { loadLayoutOf } from './app/router.tsx';
import { appRoutes, loadPageOf } from './app/routes.tsx';
import { readServerData } from './lib/serverData.ts';

/** Lets the browser run whatever waits (input, a paint) before going on: what follows is a task of its own. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

export async function mount(container: HTMLElement) {
  // Each step below is a task of its own: on a phone the boot's evaluation, starting each chunk's download (Vite
  // adds a preload link per module it needs, a few milliseconds each there) and React's start would otherwise
  // be one long stretch in which the page answers nothing.
  await nextTask();
  // The first route's layout and page start downloading now, beside the session check (GET /auth/profile) that
  // their guards wait for, instead of after it and after each other: round trips less before a signed-in page
  // shows its data.
  const first = appRoutes.find((route) => matchPath(route.path, window.location.pathname));
  // A page the server rendered (src/lib/serverData.ts) is hydrated from the answers it was rendered from: the
  // same tree, so React adopts the HTML on screen.
  const fallback = readServerData();
  if (first) {
    const layout = loadLayoutOf(first);
    await nextTask();
    const page = loadPageOf(first);
    await nextTask();
    // Its layout and page are here before hydration starts, so React adopts the whole page in one pass: a part
    // still loading would be drawn anew on the client if the session's answer came first (src/lib/preloadable.ts).
    if (fallback) await Promise.all([layout, page]);
  }
  const app = (
    <StrictMode>
      <App fallback={fallback} />
    </StrictMode>
  );
  // As a transition, React renders (or hydrates) the app in slices of a few milliseconds, yielding between
  // them, instead of one long task that keeps the page from answering input while the app starts (the screen
  // the HTML already shows stays until the first render is ready).
  startTransition(() => {
    if (fallback) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
