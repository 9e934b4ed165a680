/**
 * The colour scheme: light or dark. By default it follows the system (`prefers-color-scheme`); once the user
 * picks one with the theme toggle, that choice is kept in localStorage and wins over the system's. The choice
 * is the `data-theme` attribute of `<html>`, which `themeClass` reads (theme.css.ts). apps/web's index.html
 * sets that attribute from localStorage in an inline script, before the first paint, so a stored dark choice
 * never flashes light.
 */

export type ColorScheme = 'light' | 'dark';

/** The localStorage key of the user's choice (the inline script of apps/web/index.html reads the same key). */
export const THEME_STORAGE_KEY = 'certidao-tema';

const DARK_QUERY = '(prefers-color-scheme: dark)';
/** Dispatched on `window` when the choice changes, so every toggle on the page updates. */
const CHANGE_EVENT = 'certidao-tema';

const isScheme = (value: unknown): value is ColorScheme => value === 'light' || value === 'dark';

/** The user's stored choice, or null (follow the system). Private browsing may forbid storage: null then. */
export function storedColorScheme(): ColorScheme | null {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return isScheme(value) ? value : null;
  } catch {
    return null;
  }
}

/** The scheme the page shows: the choice on `<html>`, else the system's preference. */
export function currentColorScheme(root: HTMLElement = document.documentElement): ColorScheme {
  const chosen = root.dataset.theme;
  if (isScheme(chosen)) return chosen;
  return window.matchMedia(DARK_QUERY).matches ? 'dark' : 'light';
}

/**
 * Applies and stores the user's choice; `null` forgets it (back to following the system). The page changes
 * at once, and so does every `ThemeToggle`.
 */
export function setColorScheme(
  scheme: ColorScheme | null,
  root: HTMLElement = document.documentElement,
): void {
  if (scheme) root.dataset.theme = scheme;
  else delete root.dataset.theme;
  try {
    if (scheme) localStorage.setItem(THEME_STORAGE_KEY, scheme);
    else localStorage.removeItem(THEME_STORAGE_KEY);
  } catch {
    // Storage refused: the choice still holds for this page.
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

/** Calls `onChange` when the scheme may have changed (a toggle, the system's preference): for useSyncExternalStore. */
export function subscribeColorScheme(onChange: () => void): () => void {
  const media = window.matchMedia(DARK_QUERY);
  media.addEventListener('change', onChange);
  window.addEventListener(CHANGE_EVENT, onChange);
  return () => {
    media.removeEventListener('change', onChange);
    window.removeEventListener(CHANGE_EVENT, onChange);
  };
}
