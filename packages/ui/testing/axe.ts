import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import axe from 'axe-core';
import type { Page } from 'playwright-core';

export interface RunAxeOptions {
  /**
   * A new axe for this run, even when the document has one, and the run in two steps (`runPartial`, then
   * `finishRun` in the same page): the sequence of `@axe-core/playwright`, without its blank page. For the web
   * app, whose pages change under axe between checks of one document (a colour scheme emulated, a list the
   * events stream refills): there, reusing one axe for a later `axe.run()` now and then never settled, and a
   * fresh one never failed to.
   */
  fresh?: boolean;
}

/**
 * Runs axe on the page as it is now: on its whole document, or on `context` (axe's include/exclude selectors).
 *
 * axe is injected once per document (again only after a navigation), unless `fresh`. `@axe-core/playwright`'s
 * `analyze()` by default finishes each run in a new blank page, where it injects axe's source (over a megabyte)
 * a second time: two to four times the cost of the run itself (0.4–0.8 s of CPU against 0.1–0.3 s per check on
 * the app's pages), paid a few hundred times per suite. What that builder adds, running inside frames, nothing
 * here needs: the app and the stories have no frames.
 */
export async function runAxe(
  page: Pick<Page, 'evaluate'>,
  options: RunOptions,
  context?: ElementContext,
  { fresh = false }: RunAxeOptions = {},
): Promise<AxeResults> {
  const present =
    !fresh &&
    (await page.evaluate(() => typeof (window as { axe?: { run?: unknown } }).axe?.run === 'function'));
  if (!present) await page.evaluate(axe.source);
  // As JSON: Playwright's types for an argument this deep exceed the compiler's instantiation depth.
  const results: unknown = await page.evaluate(
    async ({ c, o, twoSteps }: { c: string; o: string; twoSteps: boolean }) => {
      const inPage = (window as unknown as { axe: typeof axe }).axe;
      const within = JSON.parse(c) ?? document;
      const runOptions = JSON.parse(o);
      if (!twoSteps) return inPage.run(within, runOptions);
      return inPage.finishRun([await inPage.runPartial(within, runOptions)], runOptions);
    },
    { c: JSON.stringify(context ?? null), o: JSON.stringify(options), twoSteps: fresh },
  );
  return results as AxeResults;
}
