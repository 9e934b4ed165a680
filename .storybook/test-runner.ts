import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { getStoryContext, type TestRunnerConfig, waitForPageReady } from '@storybook/test-runner';

/**
 * Test-runner hooks (run by `npm run test-storybook`, see scripts/test-storybook.mjs).
 *
 * Accessibility: nothing to do here. @storybook/addon-a11y runs axe after every story and reports
 * to the runner; with `parameters.a11y.test = 'error'` (set in preview.tsx) a violation fails the
 * story. Stories may opt out rule by rule with `parameters.a11y.config.rules`, never wholesale.
 *
 * Visual check: when VISUAL_OUTPUT_DIR is set, every story that passed its play function and axe
 * is screenshotted to `<dir>/<story-id>.png`; the script then compares them with the baselines.
 * Story parameters: `visual: { disable: true }` skips the screenshot (non-deterministic content),
 * `visual: { fullPage: true }` captures the whole viewport (dialogs and popovers live in portals
 * outside #storybook-root).
 */

interface VisualParameters {
  disable?: boolean;
  fullPage?: boolean;
}

/** Baseline file name of a story: its id with accents folded ('ações-button--primary' → 'acoes-…'). */
export function visualFileName(storyId: string): string {
  return storyId.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

/** Freezes everything that could make two screenshots of the same story differ. */
const FREEZE_CSS = `
*, *::before, *::after {
  animation-duration: 0s !important;
  animation-delay: 0s !important;
  animation-iteration-count: 1 !important;
  transition-duration: 0s !important;
  transition-delay: 0s !important;
  caret-color: transparent !important;
}`;

/** Margin around #storybook-root so focus rings and shadows at its edges are in the picture. */
const MARGIN = 16;

const config: TestRunnerConfig = {
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light' });
  },

  async postVisit(page, context) {
    const outputDir = process.env.VISUAL_OUTPUT_DIR;
    // The runner also calls postVisit after a failed play function or axe check: no screenshot then.
    if (!outputDir || context.hasFailure) return;
    mkdirSync(outputDir, { recursive: true });
    const file = join(outputDir, visualFileName(context.id));

    const storyContext = await getStoryContext(page, context);
    const visual = (storyContext.parameters?.visual ?? {}) as VisualParameters;
    if (visual.disable) {
      writeFileSync(`${file}.skip`, 'visual check disabled by the story\n');
      return;
    }

    await page.addStyleTag({ content: FREEZE_CSS });
    await waitForPageReady(page);
    await page.evaluate(async () => {
      await document.fonts.ready;
      // Two frames: let layout settle after the style change.
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });

    const options = { path: `${file}.png`, animations: 'disabled', caret: 'hide', scale: 'css' } as const;
    if (visual.fullPage) {
      await page.screenshot(options);
      return;
    }
    const box = await page.locator('#storybook-root').boundingBox();
    if (!box || box.width === 0 || box.height === 0) {
      throw new Error(
        `#storybook-root is empty in ${context.id}: use parameters.visual.fullPage for portal content.`,
      );
    }
    const x = Math.max(0, Math.floor(box.x - MARGIN));
    const y = Math.max(0, Math.floor(box.y - MARGIN));
    await page.screenshot({
      ...options,
      fullPage: true,
      clip: {
        x,
        y,
        width: Math.ceil(box.x + box.width + MARGIN) - x,
        height: Math.ceil(box.y + box.height + MARGIN) - y,
      },
    });
  },
};

export default config;
