import { useEffect } from 'react';
import { type SWRConfiguration, unstable_serialize } from 'swr';
import { type FirstRead, firstReads, SERVER_DATA_ID } from './earlyRequests.ts';

/**
 * A signed-in page's first screen can come rendered by the server (the requests list and a request's page:
 * apps/api's page rendering, src/renderSignedIn.tsx). The server reads the page's first reads (`firstReads`)
 * as the browser would, renders the page from those answers and sends them with the HTML, as JSON in
 * `<script type="application/json" id="app-data">` (data, never run, so the CSP's script rules do not apply),
 * keyed by API path. The browser hydrates the page from the same answers, given to SWR as its `fallback`, so
 * its first render is the server's HTML and nothing is asked again before it.
 */

/** SWR's `fallback` for these reads from the answers by API path; undefined when one is missing. */
export function fallbackOf(
  reads: FirstRead[],
  answers: Record<string, unknown>,
): Record<string, unknown> | undefined {
  const fallback: Record<string, unknown> = {};
  for (const read of reads) {
    if (!Object.hasOwn(answers, read.path)) return undefined;
    fallback[unstable_serialize(read.key)] = answers[read.path];
  }
  return fallback;
}

/** Keys whose answer came with the page and whose hook has not mounted yet. */
const unmounted = new Set<string>();

/** In the browser: the answers the server rendered this page from, as SWR's fallback (undefined: none). */
export function readServerData(): Record<string, unknown> | undefined {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return undefined;
  const { pathname, search } = window.location;
  try {
    const fallback = fallbackOf(
      firstReads(pathname, search, true),
      JSON.parse(text) as Record<string, unknown>,
    );
    for (const key of Object.keys(fallback ?? {})) unmounted.add(key);
    return fallback;
  } catch {
    return undefined;
  }
}

const NO_MOUNT_READ: SWRConfiguration = { revalidateOnMount: false };

/**
 * For a read's hook: its first mount, when the server's answer came with the page, does not ask again. The
 * answer is a moment old, and asking would re-render the whole page at once right after hydration (SWR's
 * state then differs from the one hydration used); the lists are read again when the events stream opens,
 * the profile when the tab regains focus, as ever. Later mounts read as usual.
 */
export function useServerAnswer(key: unknown): SWRConfiguration | undefined {
  const serialized = key === null ? '' : unstable_serialize(key);
  const served = unmounted.has(serialized);
  useEffect(() => {
    if (!unmounted.delete(serialized) || unmounted.size) return;
    // Every read the page came with has mounted: the page is hydrated (the end-to-end tests wait for this
    // before pressing anything, since a press on the server's HTML before hydration does nothing).
    document.documentElement.dataset.hydrated = '';
  }, [serialized]);
  return served ? NO_MOUNT_READ : undefined;
}
