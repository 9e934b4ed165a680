import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runAxe } from '@certidao/ui/testing/axe';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';

/**
 * Test-runner hooks (run by `npm run test-storybook`, see scripts/test-storybook.mjs).
 *
 * Accessibility: nothing to do here. @storybook/addon-a11y runs axe after every story and reports
 * to the runner; with `parameters.a11y.test = 'error'` (set in preview.tsx) a violation fails the
 * story. Stories may opt out rule by rule with `parameters.a11y.config.rules`, never wholesale.
 *
 * Dark theme: after the play function and axe (light), every story is switched to the dark theme
 * (`prefers-color-scheme: dark`, which the theme follows) and axe's colour-contrast rule runs again: the only
 * rule a colour scheme can change, and cheap. A contrast violation in dark fails the story.
 *
 * Visual check: when VISUAL_OUTPUT_DIR is set, every story that passed its play function and axe
 * is screenshotted to `<dir>/<story-id>.png` (then `<story-id>.done` once all its pictures are taken); the script then compares them with the baselines.
 * The stories listed in VISUAL_THEMED_STORIES (the first story of each component, chosen by the script)
 * are also screenshotted in the dark theme (`<story-id>.dark.png`) and in forced colours, as Windows high
 * contrast renders them (`<story-id>.forced.png`).
 * The stories in VISUAL_NARROW_STORIES are also pictured at the phone width VISUAL_NARROW_SIZE (`<w>x<h>`,
 * `<story-id>.w390.png`, light), after the page is resized (the play function ran at 1024 px).
 * The stories in VISUAL_PROBE_STORIES (the strictness probe, see packages/ui/visual/config.mjs) are then
 * pictured again after each edit of VISUAL_PROBE_EDITS on the elements VISUAL_PROBE_SELECTOR matches
 * (`<story-id>[.dark|.forced].probe-<edit>.png`): the script checks that every such picture fails.
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
  /* Forced colours repaint the transparent caret in CanvasText: at least it must not blink. */
  caret-animation: manual !important;
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

type Page = Parameters<NonNullable<TestRunnerConfig['postVisit']>>[0];

/**
 * The story's page has everything it paints: the document and its images loaded, fonts ready. (The runner's
 * waitForPageReady also waits for half a second without network, which a static Storybook spends idle.)
 */
async function loaded(page: Page) {
  await page.waitForLoadState('load');
  await page.evaluate(() =>
    Promise.all(
      [...document.images].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
    ),
  );
}

/** Lets the page repaint after a style or media change (fonts loaded, two frames for layout). */
async function settle(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

/** The stories screenshotted in dark and forced colours too (ids, comma-separated, set by the script). */
const themedStories = new Set((process.env.VISUAL_THEMED_STORIES ?? '').split(',').filter(Boolean));

const ids = (name: string) => new Set((process.env[name] ?? '').split(',').filter(Boolean));
const narrowStories = ids('VISUAL_NARROW_STORIES');
const probeStories = ids('VISUAL_PROBE_STORIES');
const probeEdits = (process.env.VISUAL_PROBE_EDITS ?? '').split(',').filter(Boolean);
const probeSelector = process.env.VISUAL_PROBE_SELECTOR ?? '';
const [narrowWidth = 390, narrowHeight = 844] = (process.env.VISUAL_NARROW_SIZE ?? '')
  .split('x')
  .map(Number)
  .filter(Boolean);

/**
 * Runs in the page: one deliberate 1 px edit of the probed elements, as a designer's edit of the component's
 * styles would make it: `radius` adds 1 px to every corner radius, `padding` 1 px to the start padding.
 */
function applyProbeEdit([selector, edit]: [string, string]) {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    const style = getComputedStyle(element);
    element.dataset.probeStyle = element.getAttribute('style') ?? '';
    if (edit === 'radius') {
      for (const corner of ['top-left', 'top-right', 'bottom-right', 'bottom-left']) {
        const property = `border-${corner}-radius`;
        element.style.setProperty(property, `calc(${style.getPropertyValue(property)} + 1px)`);
      }
    } else {
      element.style.paddingInlineStart = `calc(${style.paddingInlineStart} + 1px)`;
    }
  }
}

/** Undoes `applyProbeEdit`: the elements get their own inline styles back. */
function undoProbeEdit(selector: string) {
  for (const element of document.querySelectorAll<HTMLElement>(selector)) {
    element.setAttribute('style', element.dataset.probeStyle ?? '');
    delete element.dataset.probeStyle;
  }
}

interface A11yParameters {
  disable?: boolean;
  test?: 'off' | 'todo' | 'error';
  config?: { rules?: Array<{ id: string; enabled?: boolean }> };
}

/** Runs axe's colour-contrast rule on the page as it is now; throws listing the failing elements. */
async function checkContrast(page: Page, a11y: A11yParameters, scheme: string) {
  if (a11y.disable || a11y.test === 'off') return;
  if (a11y.config?.rules?.some((rule) => rule.id === 'color-contrast' && rule.enabled === false)) return;
  const results = await runAxe(page, { runOnly: { type: 'rule', values: ['color-contrast'] } });
  if (!results.violations.length) return;
  const nodes = results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) => `  ${node.target.join(' ')}: ${node.failureSummary?.split('\n').at(-1)?.trim()}`,
    ),
  );
  throw new Error(`Contrast below WCAG AA in the ${scheme} theme:\n${nodes.join('\n')}`);
}

/** Screenshots the story to `<file>.png`: cropped to what #storybook-root paints, or the whole viewport. */
async function screenshot(page: Page, id: string, file: string, visual: VisualParameters) {
  await settle(page);
  const options = { path: file, animations: 'disabled', caret: 'hide', scale: 'css' } as const;
  if (visual.fullPage) {
    await page.screenshot(options);
    return;
  }
  const box = await page.evaluate(paintedBox);
  if (!box) {
    throw new Error(
      `Nothing painted in #storybook-root of ${id}: use parameters.visual.fullPage for portal content.`,
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
}

const config: TestRunnerConfig = {
  async preVisit(page) {
    await page.emulateMedia({ reducedMotion: 'reduce', colorScheme: 'light', forcedColors: 'none' });
  },

  async postVisit(page, context) {
    // The runner also calls postVisit after a failed play function or axe check: nothing more then.
    if (context.hasFailure) return;
    const storyContext = await getStoryContext(page, context);
    const visual = (storyContext.parameters?.visual ?? {}) as VisualParameters;
    const a11y = (storyContext.parameters?.a11y ?? {}) as A11yParameters;

    // Transitions frozen first: a colour caught mid-transition would skew both the contrast and the pictures.
    await page.addStyleTag({ content: FREEZE_CSS });
    await loaded(page);

    await page.emulateMedia({ colorScheme: 'dark' });
    await settle(page);
    await checkContrast(page, a11y, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });

    const outputDir = process.env.VISUAL_OUTPUT_DIR;
    if (!outputDir) return;
    mkdirSync(outputDir, { recursive: true });
    const file = join(outputDir, visualFileName(context.id));
    if (visual.disable) {
      writeFileSync(`${file}.skip`, 'visual check disabled by the story\n');
      return;
    }
    const themed = themedStories.has(context.id);
    /** The story's pictures in light, and in dark and forced colours when it is themed, named `<file><suffix>`. */
    const pictures = async (suffix: string) => {
      await screenshot(page, context.id, `${file}${suffix}.png`, visual);
      if (!themed) return;
      await page.emulateMedia({ colorScheme: 'dark' });
      await screenshot(page, context.id, `${file}.dark${suffix}.png`, visual);
      await page.emulateMedia({ colorScheme: 'light', forcedColors: 'active' });
      await screenshot(page, context.id, `${file}.forced${suffix}.png`, visual);
      await page.emulateMedia({ forcedColors: 'none' });
    };
    await pictures('');
    if (narrowStories.has(context.id)) {
      const viewport = page.viewportSize();
      await page.setViewportSize({ width: narrowWidth, height: narrowHeight });
      try {
        await screenshot(page, context.id, `${file}.w${narrowWidth}.png`, visual);
      } finally {
        if (viewport) await page.setViewportSize(viewport);
      }
    }
    if (probeStories.has(context.id)) {
      for (const edit of probeEdits) {
        await page.evaluate(applyProbeEdit, [probeSelector, edit] as [string, string]);
        await pictures(`.probe-${edit}`);
        await page.evaluate(undoProbeEdit, probeSelector);
      }
    }
    // Written last: the script compares only the pictures of stories that got this far (a story that timed out
    // may have left some of its pictures, taken in a half-done state).
    writeFileSync(`${file}.done`, '');
  },
};

export default config;
