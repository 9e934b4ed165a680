import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

/**
 * Runs axe on the page as it is now: on its whole document, or on `context` (axe's include/exclude selectors).
 *
 * axe is injected once per document (again only after a navigation). `@axe-core/playwright`'s `analyze()`
 * evaluates axe's source (over a megabyte) on every call and by default finishes each run in a new blank page:
 * ten to thirty times the cost of the run itself, paid a few hundred times per suite. What that builder adds,
 * running inside frames, nothing here needs: the app and the stories have no frames.
 */
export async function runAxe(
  page: Pick<Page, 'evaluate'>,
  options: RunOptions,
  context?: ElementContext,
): Promise<AxeResults> {
  const present = await page.evaluate(
    () => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function',
  );
  if (!present) await page.evaluate(axe.source);
  // As JSON: Playwright's types for an argument this deep exceed the compiler's instantiation depth.
  const results: unknown = await page.evaluate(
    ({ c, o }: { c: string; o: string }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      return inPage.run(JSON.parse(c) ?? document, JSON.parse(o));
    },
    { c: JSON.stringify(context ?? null), o: JSON.stringify(options) },
  );
  return results as AxeResults;
}
