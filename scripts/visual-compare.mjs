// The pixel comparison of the design system's visual tests (scripts/test-storybook.mjs), kept apart so that
// its strictness is unit-tested on real baselines (scripts/visual-compare.test.ts).
//
// The rule: a picture passes only when it has the baseline's size and at most MAX_DIFF_PIXELS pixels differ
// by more than the colour tolerance. Anti-aliased pixels count like any other: a corner radius or a hairline
// moved by one pixel changes only anti-aliased pixels, which pixelmatch's anti-aliasing detection would skip.
// The count is absolute, not a share of the picture, so a small component (a 100 × 70 button picture) is held
// to the same few pixels as a page: a share of 0.1 % let a 1 px larger radius on every Button pass.
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';

/**
 * Per-pixel colour tolerance (pixelmatch's YIQ threshold, 0..1): differences below it are rendering noise
 * (sub-pixel text positioning), not design. 0.1 is pixelmatch's default, about 7 % of the brightness range.
 */
export const COLOR_THRESHOLD = 0.1;
/**
 * Pixels allowed beyond the colour tolerance, whatever the picture's size. Chromium renders a story the same
 * way every run on the same system; this leaves room for a stray glyph edge, far below what a 1 px change of
 * a radius, a padding or a border produces (dozens of pixels: see the test).
 */
export const MAX_DIFF_PIXELS = 2;

/** A copy of `png` on a `width` × `height` canvas (top left aligned); the added area is transparent. */
export function padTo(png, width, height) {
  if (png.width === width && png.height === height) return png;
  const out = new PNG({ width, height });
  PNG.bitblt(png, out, 0, 0, png.width, png.height, 0, 0);
  return out;
}

/**
 * Compares two decoded PNGs. Returns `{ changed, resized, differing, diff, message }`: `diff` is the
 * difference picture (on the larger of the two sizes when they differ, both aligned top left: the area only
 * one of them covers counts as changed), `message` says what differs (null when the pictures pass).
 */
export function comparePictures(expected, actual, options = {}) {
  const threshold = options.threshold ?? COLOR_THRESHOLD;
  const maxPixels = options.maxPixels ?? MAX_DIFF_PIXELS;
  const width = Math.max(expected.width, actual.width);
  const height = Math.max(expected.height, actual.height);
  const resized = expected.width !== actual.width || expected.height !== actual.height;
  const diff = new PNG({ width, height });
  const differing = pixelmatch(
    padTo(expected, width, height).data,
    padTo(actual, width, height).data,
    diff.data,
    width,
    height,
    // Transparent padding against opaque pixels is a difference; no checkerboard blending of the two.
    { threshold, includeAA: true, checkerboard: false, diffColorAlt: [0, 160, 0] },
  );
  let message = null;
  if (resized)
    message = `size changed from ${expected.width}×${expected.height} to ${actual.width}×${actual.height}`;
  else if (differing > maxPixels)
    message = `${differing} pixels differ (more than ${maxPixels} beyond the colour tolerance)`;
  return { changed: message !== null, resized, differing, diff, message };
}
