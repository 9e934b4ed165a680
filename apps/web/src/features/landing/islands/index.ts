import { enhanceThemeToggle } from '@certidao/ui';
import { enhanceCatalogue } from './catalogue.ts';
import { enhanceHeader } from './header.ts';
import { enhancePlans } from './plans.ts';

/**
 * The landing page's islands: its few interactive parts, each given its behaviour on its own rendered HTML
 * (`data-island`) by a small script instead of React hydrating the whole page. The rest of the page is
 * static HTML: the FAQ is native `<details>`, the links are links.
 *
 * - `header`: the look past 50 px, the phone menu, who is signed in (islands/header.ts);
 * - `plans`: the public plans from the API (islands/plans.ts);
 * - `catalogue`: the catalogue's numbers from the API (islands/catalogue.ts);
 * - `theme-toggle`: the footer's 'Tema escuro' (`enhanceThemeToggle`), only where the page is not rendered by
 *   React in the browser (`themeToggle: true`): there the `ThemeToggle` component handles its own clicks.
 *
 * Returns the clean-up of all of them.
 */
export function mountLandingIslands(root: ParentNode, { themeToggle }: { themeToggle: boolean }): () => void {
  const cleanups: Array<() => void> = [];
  const each = <T extends HTMLElement>(name: string, enhance: (element: T) => () => void) => {
    for (const element of root.querySelectorAll<T>(`[data-island="${name}"]`))
      cleanups.push(enhance(element));
  };
  each('header', enhanceHeader);
  each('plans', enhancePlans);
  each('catalogue', enhanceCatalogue);
  if (themeToggle) each<HTMLButtonElement>('theme-toggle', enhanceThemeToggle);
  return () => {
    for (const cleanup of cleanups) cleanup();
  };
}
