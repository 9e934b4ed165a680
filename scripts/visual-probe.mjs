// The verdict of the visual run's strictness probe (PROBE in packages/ui/visual/config.mjs), used by
// scripts/test-storybook.mjs after .storybook/test-runner.ts took the probe pictures.
import fs from 'node:fs';
import path from 'node:path';
import { PNG } from 'pngjs';
import { PROBE } from '../packages/ui/visual/config.mjs';
import { comparePictures } from './visual-compare.mjs';

/** The variants pictured for the themed (default) story besides light. */
const THEMED_SUFFIXES = ['.dark', '.forced'];
const visualFileName = (storyId) => storyId.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
const readPng = (file) => PNG.sync.read(fs.readFileSync(file));

/**
 * The strictness probe's verdict: every probe picture (`<name><variant>.probe-<edit>.png`) that the edit
 * changed must fail the comparison with the baseline, and each edit must change at least one picture.
 * Returns `{ failures, summary }`.
 */
export function checkProbe(storyIds, themed, screenshotDir, baselineDir) {
  const failures = [];
  const summary = [];
  for (const edit of PROBE.edits) {
    let affected = 0;
    let caught = 0;
    let fewest = Number.POSITIVE_INFINITY;
    for (const id of storyIds) {
      // A story that failed or timed out in the runner is reported as failed already.
      if (!fs.existsSync(path.join(screenshotDir, `${visualFileName(id)}.done`))) continue;
      const suffixes = ['', ...(themed.has(id) ? THEMED_SUFFIXES : [])];
      for (const suffix of suffixes) {
        const name = `${visualFileName(id)}${suffix}`;
        const probeFile = path.join(screenshotDir, `${name}.probe-${edit}.png`);
        const plainFile = path.join(screenshotDir, `${name}.png`);
        const baselineFile = path.join(baselineDir, `${name}.png`);
        // A story that failed earlier has no pictures; it is reported as failed already.
        if (![probeFile, plainFile, baselineFile].every((file) => fs.existsSync(file))) continue;
        const probe = readPng(probeFile);
        if (!comparePictures(readPng(plainFile), probe, { threshold: 0, maxPixels: 0 }).changed) continue;
        affected += 1;
        const result = comparePictures(readPng(baselineFile), probe);
        if (!result.resized) fewest = Math.min(fewest, result.differing);
        if (result.changed) caught += 1;
        else
          failures.push([
            id,
            `visual check too loose: a 1 px ${edit} edit of ${PROBE.component} passed${suffix ? ` (${suffix.slice(1)})` : ''} with ${result.differing} differing pixels`,
          ]);
      }
    }
    if (storyIds.length && affected === 0)
      failures.push([PROBE.component, `the strictness probe's 1 px ${edit} edit changed no picture`]);
    const margin = Number.isFinite(fewest) ? ` (same size: at least ${fewest} differing pixels)` : '';
    summary.push(`1 px ${edit}: ${caught} of ${affected} changed pictures failed, as they must${margin}`);
  }
  return { failures, summary };
}
