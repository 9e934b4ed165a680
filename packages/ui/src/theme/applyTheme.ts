import { lightTheme } from './theme.css';

/**
 * Puts the theme class and the document language on `<html>`. Call once at start-up
 * (apps/web `main.tsx`, the Storybook preview). Theming `<html>` rather than a wrapper `<div>`
 * lets React Aria portals (popovers, modals, toasts) inherit the tokens.
 */
export function applyTheme(root: HTMLElement = document.documentElement): void {
  root.classList.add(lightTheme);
  root.lang = 'pt-BR';
}
