import { readFileSync } from 'node:fs';
import { SIDEBAR_COOKIE_NAME } from '@certidao/ui';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, matchPath, StaticRouterProvider } from 'react-router-dom';
import { AppProviders } from './app/AppProviders.tsx';
import { routeObjects } from './app/router.tsx';
import { firstReads, SERVER_DATA_ID } from './lib/earlyRequests.ts';
import { fallbackOf } from './lib/serverData.ts';

/**
 * Server entry (built by scripts/prerender.mjs into dist/.ssr/render.mjs, loaded by apps/api): a signed-in
 * visit's first screen rendered on the server, so the page's content paints from the HTML instead of after
 * the app's scripts have downloaded, run and asked for the data. Only pages whose data the entry reads first
 * (the unfiltered requests list, a request's page: `firstReads`); the browser hydrates the same tree
 * (src/bootApp.tsx, src/lib/serverData.ts).
 */

export { SERVER_DATA_ID };

/**
 * By route, the stylesheets and scripts the page's HTML adds to the app's (its layout's and page's chunks),
 * written beside this module by scripts/prerender.mjs.
 */
const pageHeads = JSON.parse(readFileSync(new URL('./pages.json', import.meta.url), 'utf8')) as Record<
  string,
  string
>;

export interface RenderedPage {
  /** For the head: the page's stylesheets (needed before it paints) and its scripts' preloads, in an inert template. */
  head: string;
  /** The document's title, as the app sets it (router.tsx). */
  title: string;
  /** The inside of `#root`. */
  html: string;
}

/** The API paths (GET, with the visitor's cookies) to answer before rendering this page; null: not rendered here. */
export function pageReads(pathname: string, search: string): string[] | null {
  const reads = firstReads(pathname, search, true);
  // The session reads alone: a page whose own data the client asks for later, left to the client.
  if (reads.length <= 2 || !headOf(pathname)) return null;
  return reads.map((read) => read.path);
}

/** The sidebar's kept state by its cookie's value (packages/ui: anything else is no state). */
const SIDEBAR_STATES: Record<string, boolean | undefined> = { true: true, false: false };

const headOf = (pathname: string) =>
  Object.entries(pageHeads).find(([route]) => matchPath(route, pathname))?.[1];

/**
 * The page for `url` rendered from the answers of `pageReads` (by path) and the request's cookies (the
 * sidebar's state), with every lazy layout and page loaded; null when an answer is missing or the route does not render (a redirect).
 */
export async function renderPage(
  url: string,
  answers: Record<string, unknown>,
  cookies: Record<string, string | undefined> = {},
): Promise<RenderedPage | null> {
  const { pathname, search } = new URL(url);
  const fallback = fallbackOf(firstReads(pathname, search, true), answers);
  const head = headOf(pathname);
  if (!fallback || head === undefined) return null;
  const handler = createStaticHandler(routeObjects);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const routeTitle = [...context.matches]
    .reverse()
    .map((match) => (match.route.handle as { title?: string } | undefined)?.title)
    .find(Boolean);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders
        navigate={() => undefined}
        fallback={fallback}
        sidebarOpen={SIDEBAR_STATES[cookies[SIDEBAR_COOKIE_NAME] ?? '']}
      >
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // No boundary outlined (sent apart and revealed by an inline script, which the CSP forbids): one document.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return {
    head,
    title:
      !routeTitle || routeTitle.startsWith('Certidão Ágil')
        ? (routeTitle ?? 'Certidão Ágil')
        : `${routeTitle} | Certidão Ágil`,
    html: await new Response(prelude).text(),
  };
}
