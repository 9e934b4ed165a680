import { storedColorScheme } from './colorScheme';
import { themeClass } from './theme.css';

/**
 * Puts the theme class, the user's stored colour scheme (if any) and the document language on `<html>`.
 * Call once at start-up (apps/web `main.tsx`, the Storybook preview). Theming `<html>` rather than a wrapper
 * `<div>` lets React Aria portals (popovers, modals, toasts) inherit the tokens.
 */
export function applyTheme(root: HTMLElement = document.documentElement): void {
  root.classList.add(themeClass);
  const stored = storedColorScheme();
  if (stored) root.dataset.theme = stored;
  root.lang = 'pt-BR';
}
