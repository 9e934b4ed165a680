#!/usr/bin/env node
// Interaction, accessibility and visual tests of the design system, in the system Chromium.
//
//   npm run test-storybook                     build Storybook if stale, test every story
//   npm run test-storybook -- Button Badge     only the stories of these components (see `selectStories`)
//   npm run update-baselines [-- Button]       same run, then overwrite the visual baselines (of those only)
//
// 1. Builds storybook-static when it is missing or older than its sources (always when CI=true).
// 2. Serves it on a free local port with a tiny static server (its index.json holding only the chosen
//    stories when components are named: the runner makes one test per story of that index).
// 3. Runs @storybook/test-runner (.storybook/test-runner-jest.config.js, .storybook/test-runner.ts):
//    play functions + axe (a11y violations fail), axe's contrast rule again in the dark theme, and a
//    screenshot of each passing story; the first story of each component also in the dark theme and in
//    forced colours (Windows high contrast).
//    The stories of packages/ui/visual/config.mjs's NARROW_STORIES are also pictured at 390 px (light).
// 4. Compares each screenshot with packages/ui/visual/baselines/<story-id>[.dark|.forced|.w390].png
//    (scripts/visual-compare.mjs: same size, and at most a few pixels beyond a per-pixel colour tolerance);
//    differences are written to packages/ui/visual/__diff__/ (git-ignored) with an HTML report for review
//    (scripts/visual-report.mjs: baseline and new with their sizes, difference, overlay, zoom, story link).
// 5. The strictness probe (config.mjs's PROBE): when Button's stories run, each is pictured again with its
//    buttons' corner radius, then start padding, 1 px larger, and every such picture must fail step 4.
// Prints `N passed, M failed` (one count per story) and exits non-zero on any failure.

import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PNG } from 'pngjs';
import { NARROW_HEIGHT, NARROW_STORIES, NARROW_WIDTH, PROBE } from '../packages/ui/visual/config.mjs';
import { comparePictures } from './visual-compare.mjs';
import { checkProbe } from './visual-probe.mjs';
import { writeDiffReport as writeReport } from './visual-report.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STATIC_DIR = path.join(ROOT, 'storybook-static');
const BASELINE_DIR = path.join(ROOT, 'packages/ui/visual/baselines');
const DIFF_DIR = path.join(ROOT, 'packages/ui/visual/__diff__');
/** Inputs of the Storybook build: a change in any of them triggers a rebuild. */
const BUILD_INPUTS = ['packages/ui/src', 'packages/domain/src', '.storybook', 'package-lock.json'];
const UPDATE_HINT = 'run `npm run update-baselines -- <component>` and commit the new baseline';

const MIME_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};

/** Same rule as `visualFileName` in .storybook/test-runner.ts: story id with accents folded. */
const visualFileName = (storyId) => storyId.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

const log = (message) => console.log(`[test-storybook] ${message}`);

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.cache')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry.name)));
  }
  return newest;
}

function needsBuild() {
  if (process.env.CI === 'true') return 'CI=true';
  const index = path.join(STATIC_DIR, 'index.json');
  if (!fs.existsSync(index)) return 'storybook-static is missing';
  const built = fs.statSync(index).mtimeMs;
  const changed = BUILD_INPUTS.find((input) => newestMtime(path.join(ROOT, input)) > built);
  return changed ? `${changed} changed since the last build` : null;
}

function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Serves `dir`; `index` (when given) is served as `/index.json` instead of the built one. */
function serveStatic(dir, index) {
  const server = http.createServer((req, res) => {
    let file;
    try {
      file = path.join(dir, decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname));
    } catch {
      res.writeHead(400).end();
      return;
    }
    if (index && file === path.join(dir, 'index.json')) {
      res.writeHead(200, { 'content-type': MIME_TYPES['.json'], 'cache-control': 'no-store' });
      res.end(JSON.stringify(index));
      return;
    }
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (error, body) => {
      if (error) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      const type = MIME_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' }).end(body);
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

function readIndex() {
  return JSON.parse(fs.readFileSync(path.join(STATIC_DIR, 'index.json'), 'utf8'));
}

/** Stories the runner tests: every story of the index tagged `test` (Storybook's default). */
function testedStories(index) {
  return Object.values(index.entries)
    .filter((entry) => entry.type === 'story' && (entry.tags ?? []).includes('test'))
    .map((entry) => entry.id)
    .sort();
}

const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The part of a story id before `--`: the id of its component's title (`ações-button`). */
const titleIdOf = (storyId) => storyId.split('--')[0];

/**
 * The stories also pictured in the dark theme and in forced colours: the first tested story of each component
 * (its default one), in the index's order. One per component keeps the run short; every story still gets its
 * light picture and a dark contrast check.
 */
export function themedStories(index) {
  const first = new Map();
  for (const entry of Object.values(index.entries)) {
    if (entry.type !== 'story' || !(entry.tags ?? []).includes('test')) continue;
    const title = titleIdOf(entry.id);
    if (!first.has(title)) first.set(title, entry.id);
  }
  return [...first.values()].sort();
}

/** Picture variants: the light one (`''`) for every story; dark and forced colours for the themed ones. */
export const VARIANTS = [
  { suffix: '', label: 'claro' },
  { suffix: '.dark', label: 'escuro' },
  { suffix: '.forced', label: 'cores forçadas' },
  { suffix: `.w${NARROW_WIDTH}`, label: `${NARROW_WIDTH} px` },
];
const THEMED_SUFFIXES = ['.dark', '.forced'];

/**
 * The entries of the index that the filters name. A filter names a component by its title (`Ações/Button`),
 * its last segment (`Button`: not `IconButton` nor `StatusBadge`), its title id (`acoes-button`), one story
 * by its id (`acoes-button--primary`), or a stories file by (part of) its path (`src/Button/`). Case and
 * accents are ignored. A filter matching none of these exactly falls back to the titles and paths that contain
 * it. Returns the index with only those entries (docs entries of the same components kept) and the titles.
 */
export function selectStories(index, filters) {
  const entries = Object.values(index.entries);
  const exact = (entry, filter) => {
    const f = fold(filter);
    const title = fold(entry.title);
    return (
      title === f ||
      title.split('/').at(-1) === f ||
      fold(titleIdOf(entry.id)) === f ||
      fold(entry.id) === f ||
      (/[/.]/.test(filter) && fold(entry.importPath ?? '').includes(f))
    );
  };
  const loose = (entry, filter) =>
    fold(entry.title).includes(fold(filter)) || fold(entry.importPath ?? '').includes(fold(filter));
  const chosen = new Set();
  const unmatched = [];
  for (const filter of filters) {
    let found = entries.filter((entry) => exact(entry, filter));
    if (!found.length) found = entries.filter((entry) => loose(entry, filter));
    if (!found.length) unmatched.push(filter);
    // A story id names that story alone; anything else names whole components.
    const byId = found.every((entry) => fold(entry.id) === fold(filter));
    for (const entry of found) chosen.add(byId ? entry.id : titleIdOf(entry.id));
  }
  const picked = Object.fromEntries(
    Object.entries(index.entries).filter(([id]) => chosen.has(id) || chosen.has(titleIdOf(id))),
  );
  const titles = [...new Set(Object.values(picked).map((entry) => entry.title))].sort();
  return { index: { ...index, entries: picked }, titles, unmatched };
}

function readPng(file) {
  return PNG.sync.read(fs.readFileSync(file));
}

/** Writes the review page of the differing pictures (see scripts/visual-report.mjs); returns its path. */
export function writeDiffReport(diffs, dir = DIFF_DIR) {
  return writeReport(diffs, dir);
}

const dims = (png) => ({ width: png.width, height: png.height });

/**
 * Compares one screenshot with its baseline; returns null when it passes, else `{ error, entry }` (`entry`
 * for the review page; the baseline, the new picture and their difference are copied to DIFF_DIR).
 */
function compare(name, actualFile) {
  const baselineFile = path.join(BASELINE_DIR, `${name}.png`);
  const actual = readPng(actualFile);
  fs.mkdirSync(DIFF_DIR, { recursive: true });
  fs.copyFileSync(actualFile, path.join(DIFF_DIR, `${name}.actual.png`));
  if (!fs.existsSync(baselineFile)) {
    const message = `no baseline (${path.relative(ROOT, baselineFile)})`;
    return {
      error: `${message}: ${UPDATE_HINT}`,
      entry: { name, message, expected: null, actual: dims(actual) },
    };
  }
  const expected = readPng(baselineFile);
  const result = comparePictures(expected, actual);
  if (process.env.VISUAL_VERBOSE && result.differing)
    log(`${name}: ${result.differing} pixels differ (within the tolerance)`);
  if (!result.changed) {
    fs.rmSync(path.join(DIFF_DIR, `${name}.actual.png`));
    return null;
  }
  fs.copyFileSync(baselineFile, path.join(DIFF_DIR, `${name}.expected.png`));
  fs.writeFileSync(path.join(DIFF_DIR, `${name}.diff.png`), PNG.sync.write(result.diff));
  return {
    error: `${result.message}, see ${path.relative(ROOT, DIFF_DIR)}/index.html: if intended, ${UPDATE_HINT}`,
    entry: { name, message: result.message, expected: dims(expected), actual: dims(actual) },
  };
}

/**
 * Runs the check, of every story or of the components `filters` name (see `selectStories`). With `update`, the
 * screenshots of passing stories replace the baselines (and baselines of deleted stories of the components
 * tested are removed) instead of being compared.
 */
export async function testStorybook({ update = false, filters = [] } = {}) {
  const started = Date.now();
  const reason = needsBuild();
  if (reason) {
    log(`Building Storybook (${reason})...`);
    const code = await run('npm', ['run', 'build-storybook'], {
      env: { ...process.env, STORYBOOK_DISABLE_TELEMETRY: '1' },
    });
    if (code !== 0) {
      console.error('[test-storybook] The Storybook build failed.');
      return 1;
    }
  } else {
    log('storybook-static is up to date.');
  }

  const fullIndex = readIndex();
  let index = fullIndex;
  if (filters.length) {
    const selection = selectStories(index, filters);
    if (selection.unmatched.length) {
      console.error(
        `[test-storybook] No component or story matches ${selection.unmatched.map((f) => `"${f}"`).join(', ')} ` +
          '(a title such as "Button" or "Ações/Button", a story id, or a path under packages/ui/src).',
      );
      return 1;
    }
    index = selection.index;
    log(`Testing only: ${selection.titles.join(', ')}`);
  }
  const stories = testedStories(index);
  // Chosen in the whole index: a filter naming one story must not make it its component's default one.
  const themed = new Set(themedStories(fullIndex).filter((id) => stories.includes(id)));
  const narrowWanted = new Set(NARROW_STORIES);
  const narrow = new Set(stories.filter((id) => narrowWanted.has(visualFileName(id))));
  const probed = stories.filter((id) => visualFileName(titleIdOf(id)) === PROBE.component);
  // A renamed or deleted story must not silently lose its phone-width picture.
  const allIds = new Set(testedStories(fullIndex).map(visualFileName));
  const missingNarrow = NARROW_STORIES.filter((id) => !allIds.has(id));

  const screenshotDir = fs.mkdtempSync(path.join(os.tmpdir(), 'storybook-visual-'));
  fs.rmSync(DIFF_DIR, { recursive: true, force: true });
  const server = await serveStatic(STATIC_DIR, filters.length ? index : undefined);
  const { port } = server.address();
  const url = `http://127.0.0.1:${port}`;
  log(`Serving storybook-static at ${url}`);

  let runnerCode;
  try {
    const runner = path.join(ROOT, 'node_modules/@storybook/test-runner/dist/test-storybook.js');
    runnerCode = await run(
      process.execPath,
      [runner, '--url', url, '--maxWorkers=4', '--index-json', '--config-dir', '.storybook'],
      {
        env: {
          ...process.env,
          VISUAL_OUTPUT_DIR: screenshotDir,
          VISUAL_THEMED_STORIES: [...themed].join(','),
          VISUAL_NARROW_STORIES: [...narrow].join(','),
          VISUAL_NARROW_SIZE: `${NARROW_WIDTH}x${NARROW_HEIGHT}`,
          VISUAL_PROBE_STORIES: probed.join(','),
          VISUAL_PROBE_SELECTOR: PROBE.selector,
          VISUAL_PROBE_EDITS: PROBE.edits.join(','),
          STORYBOOK_DISABLE_TELEMETRY: '1',
        },
      },
    );
  } finally {
    server.close();
  }

  const failures = [];
  const visualDiffs = [];
  let passed = 0;
  for (const id of missingNarrow)
    failures.push([id, 'listed in NARROW_STORIES (packages/ui/visual/config.mjs) but no such story']);
  const expectedFiles = (id) =>
    VARIANTS.filter(
      (variant) =>
        variant.suffix === '' || (THEMED_SUFFIXES.includes(variant.suffix) ? themed.has(id) : narrow.has(id)),
    ).map((variant) => ({
      ...variant,
      name: `${visualFileName(id)}${variant.suffix}`,
    }));
  for (const id of stories) {
    const name = visualFileName(id);
    if (fs.existsSync(path.join(screenshotDir, `${name}.skip`))) {
      passed += 1;
      continue;
    }
    const pictures = expectedFiles(id);
    if (
      !fs.existsSync(path.join(screenshotDir, `${name}.done`)) ||
      pictures.some((picture) => !fs.existsSync(path.join(screenshotDir, `${picture.name}.png`)))
    ) {
      failures.push([id, 'interaction or accessibility test failed (see the runner output above)']);
      continue;
    }
    if (update) {
      // Only a picture that fails the comparison replaces its baseline: no churn of identical-looking PNGs.
      fs.mkdirSync(BASELINE_DIR, { recursive: true });
      for (const picture of pictures) {
        const file = path.join(screenshotDir, `${picture.name}.png`);
        const baseline = path.join(BASELINE_DIR, `${picture.name}.png`);
        if (fs.existsSync(baseline) && !comparePictures(readPng(baseline), readPng(file)).changed) continue;
        fs.copyFileSync(file, baseline);
        log(`Baseline written: ${picture.name}.png`);
      }
      passed += 1;
      continue;
    }
    const errors = [];
    for (const picture of pictures) {
      const result = compare(picture.name, path.join(screenshotDir, `${picture.name}.png`));
      if (!result) continue;
      errors.push(`${picture.label}: ${result.error}`);
      visualDiffs.push({ ...result.entry, storyId: id, label: picture.label });
    }
    if (errors.length) failures.push([id, `visual: ${errors.join('; ')}`]);
    else passed += 1;
  }

  if (update) {
    const current = new Set(
      stories.flatMap((id) => expectedFiles(id).map((picture) => `${picture.name}.png`)),
    );
    // With filters, only the baselines of the components tested whole can belong to deleted stories (a filter
    // naming one story id must not remove its siblings' baselines).
    const allStories = testedStories(fullIndex);
    const tested = new Set(
      stories
        .map((id) => titleIdOf(id))
        .filter((title) =>
          allStories.filter((id) => titleIdOf(id) === title).every((id) => stories.includes(id)),
        )
        .map((title) => visualFileName(title)),
    );
    const mayRemove = (file) =>
      !filters.length || tested.has(titleIdOf(file.replace(/(\.dark|\.forced|\.w\d+)?\.png$/, '')));
    for (const file of fs.existsSync(BASELINE_DIR) ? fs.readdirSync(BASELINE_DIR) : []) {
      if (file.endsWith('.png') && !current.has(file) && mayRemove(file)) {
        fs.rmSync(path.join(BASELINE_DIR, file));
        log(`Removed the baseline of a deleted story: ${file}`);
      }
    }
  }
  if (probed.length) {
    const probe = checkProbe(probed, themed, screenshotDir, BASELINE_DIR);
    failures.push(...probe.failures);
    for (const line of probe.summary) log(`Strictness probe (${PROBE.component}): ${line}`);
  }
  fs.rmSync(screenshotDir, { recursive: true, force: true });

  console.log('');
  for (const [id, message] of failures) console.log(`  ✗ ${id}: ${message}`);
  if (visualDiffs.some(({ name }) => fs.existsSync(path.join(DIFF_DIR, `${name}.actual.png`)))) {
    const report = writeDiffReport(visualDiffs);
    console.log(
      `\n  Visual differences for review (baseline, new, diff, overlay): ${pathToFileURL(report).href}`,
    );
  }
  if (runnerCode !== 0 && failures.length === 0) {
    failures.push(['(runner)', `test-storybook exited with code ${runnerCode}`]);
    console.log(`  ✗ test-storybook exited with code ${runnerCode}`);
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`${passed} passed, ${failures.length} failed`);
  log(`Finished in ${seconds}s.`);
  return failures.length === 0 ? 0 : 1;
}

/** The command line: `--update` and component filters (any other argument). */
export function parseArgs(argv) {
  return { update: argv.includes('--update'), filters: argv.filter((arg) => !arg.startsWith('--')) };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  process.exitCode = await testStorybook(parseArgs(process.argv.slice(2)));
}
