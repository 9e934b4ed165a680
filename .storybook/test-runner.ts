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

/** Margin around the painted area so focus rings and shadows at its edges are in the picture. */
const MARGIN = 16;

/**
 * Runs in the page: the box (page coordinates) of everything #storybook-root paints — text and
 * elements with a background, border, shadow, outline, or replaced content. Screenshots are
 * cropped to it, so a small component is not lost in a wide, empty canvas and the 0.1% diff
 * threshold stays meaningful.
 */
function paintedBox() {
  const root = document.getElementById('storybook-root');
  if (!root) return null;
  const replaced = new Set(['svg', 'img', 'input', 'textarea', 'select', 'canvas', 'video', 'hr', 'iframe']);
  let left = Number.POSITIVE_INFINITY;
  let top = Number.POSITIVE_INFINITY;
  let right = Number.NEGATIVE_INFINITY;
  let bottom = Number.NEGATIVE_INFINITY;
  const add = (rect: DOMRect) => {
    if (rect.width === 0 || rect.height === 0) return;
    left = Math.min(left, rect.left);
    top = Math.min(top, rect.top);
    right = Math.max(right, rect.right);
    bottom = Math.max(bottom, rect.bottom);
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.TEXT_NODE) {
      if (!node.textContent?.trim()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) add(rect);
      continue;
    }
    const element = node as Element;
    const style = getComputedStyle(element);
    if (style.visibility === 'hidden' || style.display === 'none') continue;
    const paints =
      replaced.has(element.localName) ||
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      style.backgroundImage !== 'none' ||
      style.boxShadow !== 'none' ||
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      ['top', 'right', 'bottom', 'left'].some(
        (side) => Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
      );
    if (paints) add(element.getBoundingClientRect());
  }
  if (!Number.isFinite(left)) return null;
  return {
    left: left + window.scrollX,
    top: top + window.scrollY,
    right: right + window.scrollX,
    bottom: bottom + window.scrollY,
    pageWidth: document.documentElement.scrollWidth,
    pageHeight: document.documentElement.scrollHeight,
  };
}

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
    const box = await page.evaluate(paintedBox);
    if (!box) {
      throw new Error(
        `Nothing painted in #storybook-root of ${context.id}: use parameters.visual.fullPage for portal content.`,
      );
    }
    const x = Math.max(0, Math.floor(box.left - MARGIN));
    const y = Math.max(0, Math.floor(box.top - MARGIN));
    await page.screenshot({
      ...options,
      fullPage: true,
      clip: {
        x,
        y,
        width: Math.min(box.pageWidth, Math.ceil(box.right + MARGIN)) - x,
        height: Math.min(box.pageHeight, Math.ceil(box.bottom + MARGIN)) - y,
      },
    });
  },
};

export default config;
