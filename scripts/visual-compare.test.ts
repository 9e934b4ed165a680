import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { COLOR_THRESHOLD, comparePictures, MAX_DIFF_PIXELS } from './visual-compare.mjs';
import { writeDiffReport } from './visual-report.mjs';

// The comparison of the visual run, on a real baseline (Button's default story, light) and synthetic edits of
// it. The same rule with real 1 px radius and padding edits of every Button story runs in the browser run
// (the strictness probe of scripts/test-storybook.mjs).
const BASELINE = path.resolve(
  import.meta.dirname,
  '../packages/ui/visual/baselines/acoes-button--primary.png',
);
const read = () => PNG.sync.read(fs.readFileSync(BASELINE));

/** A copy of `png` with its pixels moved `dx` to the right (the first column repeated): a 1 px padding edit. */
function shifted(png: PNG, dx: number): PNG {
  const out = new PNG({ width: png.width, height: png.height });
  for (let y = 0; y < png.height; y++)
    for (let x = 0; x < png.width; x++) {
      const from = (y * png.width + Math.max(0, x - dx)) * 4;
      png.data.copy(out.data, (y * png.width + x) * 4, from, from + 4);
    }
  return out;
}

describe('comparePictures', () => {
  it('passes the same picture', () => {
    const result = comparePictures(read(), read());
    expect(result).toMatchObject({ changed: false, resized: false, differing: 0, message: null });
  });

  it('passes rendering noise below the colour tolerance on every pixel', () => {
    const noisy = read();
    // ±3 levels per channel: far below COLOR_THRESHOLD's ~7 % of brightness.
    for (let i = 0; i < noisy.data.length; i += 4)
      for (let c = 0; c < 3; c++)
        noisy.data[i + c] = Math.max(0, Math.min(255, (noisy.data[i + c] ?? 0) + ((i / 4 + c) % 2 ? 3 : -3)));
    expect(COLOR_THRESHOLD).toBeGreaterThan(0);
    expect(comparePictures(read(), noisy).changed).toBe(false);
  });

  it('fails a 1 px shift of the content (a 1 px padding edit) on a small picture', () => {
    const baseline = read();
    const result = comparePictures(baseline, shifted(baseline, 1));
    expect(result.changed).toBe(true);
    expect(result.resized).toBe(false);
    expect(result.differing).toBeGreaterThan(MAX_DIFF_PIXELS);
    // The share of the picture is tiny: a percentage threshold of 0.1 % would have to be far below it.
    expect(result.message).toMatch(/pixels differ/);
  });

  it('fails a few pixels beyond the tolerance, however large the picture', () => {
    const baseline = read();
    const edited = read();
    // MAX_DIFF_PIXELS + 1 pixels in the middle of the picture turned to another colour.
    const middle = Math.floor(baseline.height / 2) * baseline.width;
    for (let k = 0; k <= MAX_DIFF_PIXELS; k++) edited.data.fill(0, (middle + k) * 4, (middle + k) * 4 + 3);
    expect(comparePictures(baseline, edited).changed).toBe(true);
    edited.data.set(baseline.data.subarray(middle * 4, (middle + 1) * 4), middle * 4);
    expect(comparePictures(baseline, edited).changed).toBe(false);
  });

  it('fails any size change, with a difference picture on the larger canvas', () => {
    const baseline = read();
    const taller = new PNG({ width: baseline.width, height: baseline.height + 1 });
    PNG.bitblt(baseline, taller, 0, 0, baseline.width, baseline.height, 0, 0);
    // The added row is the colour of the last one: nothing else changed.
    PNG.bitblt(baseline, taller, 0, baseline.height - 1, baseline.width, 1, 0, baseline.height);
    const result = comparePictures(baseline, taller);
    expect(result).toMatchObject({ changed: true, resized: true });
    expect(result.message).toBe(
      `size changed from ${baseline.width}×${baseline.height} to ${baseline.width}×${baseline.height + 1}`,
    );
    expect([result.diff.width, result.diff.height]).toEqual([baseline.width, baseline.height + 1]);
  });
});

describe('writeDiffReport', () => {
  it('shows both pictures with their sizes, the difference, an overlay, a zoom and the story', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'visual-report-'));
    try {
      const name = 'acoes-button--primary';
      for (const kind of ['expected', 'actual', 'diff'])
        fs.copyFileSync(BASELINE, path.join(dir, `${name}.${kind}.png`));
      const html = fs.readFileSync(
        writeDiffReport(
          [
            {
              name,
              storyId: 'ações-button--primary',
              label: 'claro',
              message: 'size changed from 120×68 to 121×68',
              expected: { width: 120, height: 68 },
              actual: { width: 121, height: 68 },
            },
          ],
          dir,
        ),
        'utf8',
      );
      expect(html).toContain('Referência (baseline): 120 × 68 px');
      expect(html).toContain('Nova: 121 × 68 px (tamanho mudou)');
      expect(html).toContain(`src="${name}.diff.png"`);
      expect(html).toContain('class="overlay"');
      expect(html).toContain('id="zoom"');
      expect(html).toContain('href="http://localhost:6006/?path=/story/a%C3%A7%C3%B5es-button--primary"');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
