#!/usr/bin/env node
// `npm run bench:docs`: how long the public API reference (/api/docs) takes to show content
// on a cold load, in the system Chromium through Playwright: a fresh server (its first visit renders the page
// from the contract), a fresh browser with no cache, then the time to the first paint with text, to
// DOMContentLoaded and to `load`, and the bytes transferred. Runs 3 times and prints each and the median. A
// measurement, not a test: nothing is asserted and it is not part of `npm test`.

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { startServer } from './server.mjs';

const RUNS = 3;
const dataDir = mkdtempSync(join(tmpdir(), 'certidao-bench-docs-'));
const server = await startServer(dataDir, { SERVE_WEB: 'false' });
const results = [];
try {
  for (let run = 0; run < RUNS; run++) {
    const browser = await chromium.launch({
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--headless', '--disable-gpu'],
    });
    const page = await browser.newPage();
    let bytes = 0;
    page.on('response', async (response) => {
      bytes += Number((await response.allHeaders())['content-length'] ?? (await response.body()).length);
    });
    await page.goto(`${server.url}/api/docs`, { waitUntil: 'load' });
    const timing = await page.evaluate(() => {
      const [nav] = performance.getEntriesByType('navigation');
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return {
        firstContentfulPaint: Math.round(fcp?.startTime ?? Number.NaN),
        domContentLoaded: Math.round(nav.domContentLoadedEventEnd),
        load: Math.round(nav.loadEventEnd),
      };
    });
    results.push({ run: run + 1, ...timing, bytes });
    console.log(JSON.stringify(results.at(-1)));
    await browser.close();
  }
  // Headless Chromium now and then reports no paint entry: those runs leave that median.
  const median = (key) => {
    const values = results
      .map((r) => r[key])
      .filter(Number.isFinite)
      .sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)];
  };
  console.log(
    `median: first contentful paint ${median('firstContentfulPaint')} ms, DOMContentLoaded ${median('domContentLoaded')} ms, load ${median('load')} ms`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
