import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a media query matches, updated when it changes (e.g. crossing the mobile breakpoint); undefined while
 * nobody can know: a render on the server and the browser's hydration of that HTML, which must match it.
 */
export function useMediaQuery(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => undefined,
  );
}
