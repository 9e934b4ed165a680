#!/usr/bin/env node
// Compiled build of the staff CLI, and the manifest swap of `npm pack` (run by the prepack and postpack scripts).
//
//   node scripts/build.mjs            bundles src/main.tsx into dist/certidao.mjs (+ dist/chunks/ for the parts
//                                     loaded lazily: the Ink screens, undici), with everything it imports inside
//                                     (@certidao/domain, @certidao/api-client and the npm packages), and writes
//                                     dist/THIRD-PARTY-LICENSES.txt for the npm packages.
//   node scripts/build.mjs prepack    builds, keeps package.json aside as package.json.workspace and writes the
//                                     published manifest: no dependencies (all bundled), no tsx.
//   node scripts/build.mjs postpack   puts package.json back.
//   node scripts/build.mjs --outdir D bundles into D instead of dist/ (the test suites run such a copy: see
//                                     apps/cli/test/bundle.ts).
//
// Inside the monorepo the launcher (bin/certidao.mjs) always runs the sources through tsx, so a stale dist/ is
// never what `npm run cli` runs; only the packed package, which has no src/, runs dist/.
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(root, '..', '..');
const manifest = join(root, 'package.json');
const kept = join(root, 'package.json.workspace');
const outdirFlag = process.argv.indexOf('--outdir');
const dist = outdirFlag > 0 ? process.argv[outdirFlag + 1] : join(root, 'dist');

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/**
 * Everything the CLI imports is bundled, npm packages included: loaded from node_modules, Ink and React were
 * about a hundred modules (CommonJS among them, each resolved, read and scanned) that took 0.44 s of CPU before
 * the first frame of a progress view, against 0.1 s bundled, and undici's were most of `baixar`'s start on a
 * busy machine. Ink's React DevTools hook (react-devtools-core, which the CLI does not install) is left out of
 * the bundle, and Ink's development mode with it: with DEV=true Ink would also read its own package.json beside
 * its files, which the bundle does not ship.
 */
export const cliBundle = {
  name: 'cli-bundle',
  setup(build) {
    build.onResolve({ filter: /^\.\/devtools\.js$/ }, (args) =>
      args.importer.includes('/node_modules/ink/') ? { path: args.path, external: true } : undefined,
    );
    build.onLoad({ filter: /\/node_modules\/ink\/build\/utils\.js$/ }, () => ({
      contents: 'export const isDev = () => false;',
    }));
  },
};

async function build() {
  rmSync(dist, { recursive: true, force: true });
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: { certidao: 'src/main.tsx' },
    outdir: dist,
    outExtension: { '.js': '.mjs' },
    // The Ink/React screens and undici are imported lazily (only when drawing, only by baixar): split, they stay
    // out of the startup path.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    tsconfig: join(repo, 'tsconfig.json'),
    plugins: [cliBundle],
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    // The bundled CommonJS modules (commander, undici, Ink's dependencies) require Node's own modules.
    banner: {
      js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
    },
  });
  // Self-contained: nothing is left to import but Node's own modules (and Ink's DevTools hook, never loaded).
  for (const output of Object.values(result.metafile.outputs)) {
    for (const i of output.imports) {
      if (i.external && !isBuiltin(i.path) && !i.path.startsWith('.'))
        throw new Error(`cli build: the bundle still imports ${i.path}.`);
    }
  }
  writeLicenses(Object.keys(result.metafile.inputs));
}

/**
 * dist/THIRD-PARTY-LICENSES.txt: the name, version, licence and licence text of every npm package inside the
 * bundle (Ink, React and theirs), whose licence comments the bundle leaves out.
 */
function writeLicenses(inputs) {
  const roots = new Set();
  for (const input of inputs) {
    const match = /^(.*?node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (match) roots.add(join(root, match[1]));
  }
  const sections = [...roots]
    .map((dir) => {
      const { name, version, license } = readJson(join(dir, 'package.json'));
      const file = readdirSync(dir).find((f) => /^licen[cs]e/i.test(f));
      const text = file ? readFileSync(join(dir, file), 'utf8').trim() : `License: ${license}`;
      return { name, text: `${name} ${version} (${license})\n\n${text}\n` };
    })
    .sort((a, b) => a.name.localeCompare(b.name));
  writeFileSync(
    join(dist, 'THIRD-PARTY-LICENSES.txt'),
    `Packages bundled into this CLI, with their licences.\n\n${sections.map((s) => s.text).join(`\n${'-'.repeat(72)}\n\n`)}`,
  );
}

/** The manifest of the packed CLI: the same package without dependencies (all bundled), tsx gone. */
function publishedManifest(workspace) {
  const { scripts: _scripts, devDependencies: _dev, dependencies: _deps, files: _files, ...rest } = workspace;
  return { ...rest, engines: { node: '>=20' }, files: ['bin', 'dist'] };
}

function restore() {
  if (existsSync(kept)) renameSync(kept, manifest);
}

const step = outdirFlag > 0 ? undefined : process.argv[2];
if (step === undefined) {
  await build();
} else if (step === 'prepack') {
  restore();
  await build();
  const workspace = readJson(manifest);
  renameSync(manifest, kept);
  writeFileSync(manifest, `${JSON.stringify(publishedManifest(workspace), null, 2)}\n`);
} else if (step === 'postpack') {
  restore();
} else {
  console.error('usage: node scripts/build.mjs [prepack|postpack]');
  process.exit(2);
}
