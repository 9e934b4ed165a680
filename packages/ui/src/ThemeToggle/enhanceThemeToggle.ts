import { currentColorScheme, setColorScheme, subscribeColorScheme } from '../theme/colorScheme';

/**
 * The DOM twin of `ThemeToggle`'s behaviour, for a toggle rendered to HTML and never hydrated (the landing
 * page): `aria-pressed` follows the scheme the page is in, and a press stores the other one. Returns the
 * clean-up. Never on a `ThemeToggle` that React renders in the browser, which has its own click handler.
 */
export function enhanceThemeToggle(button: HTMLButtonElement): () => void {
  const sync = () => button.setAttribute('aria-pressed', String(currentColorScheme() === 'dark'));
  const toggle = () => setColorScheme(currentColorScheme() === 'dark' ? 'light' : 'dark');
  sync();
  const unsubscribe = subscribeColorScheme(sync);
  button.addEventListener('click', toggle);
  return () => {
    unsubscribe();
    button.removeEventListener('click', toggle);
  };
}
