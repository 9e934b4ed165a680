#!/usr/bin/env node
// Compiled build of the staff CLI, and the manifest swap of `npm pack` (run by the prepack and postpack scripts).
//
//   node scripts/build.mjs            bundles src/main.tsx into dist/certidao.mjs (+ dist/chunks/ for the parts
//                                     loaded lazily: the Ink screens), with the workspace packages it imports
//                                     (@certidao/domain, @certidao/api-client) inside; npm packages stay external.
//   node scripts/build.mjs prepack    builds, keeps package.json aside as package.json.workspace and writes the
//                                     published manifest: no workspace packages, no tsx, the npm packages the
//                                     bundle imports as dependencies.
//   node scripts/build.mjs postpack   puts package.json back.
//
// Inside the monorepo the launcher (bin/certidao.mjs) always runs the sources through tsx, so a stale dist/ is
// never what `npm run cli` runs; only the packed package, which has no src/, runs dist/.
import { existsSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(root, '..', '..');
const manifest = join(root, 'package.json');
const kept = join(root, 'package.json.workspace');
const dist = join(root, 'dist');
const WORKSPACE = '@certidao/';

const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

/** Bare imports stay imports (node resolves them from the installed dependencies), except the workspaces'. */
export const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(WORKSPACE) || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** `react/jsx-runtime` → `react`, `@scope/x/y` → `@scope/x`. */
const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

async function build() {
  rmSync(dist, { recursive: true, force: true });
  const result = await esbuild({
    absWorkingDir: root,
    entryPoints: { certidao: 'src/main.tsx' },
    outdir: 'dist',
    outExtension: { '.js': '.mjs' },
    // The Ink/React screens are imported lazily (only when drawing): split, they stay out of the startup path.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    jsx: 'automatic',
    tsconfig: join(repo, 'tsconfig.json'),
    plugins: [externalNpmPackages],
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
  });
  // The npm packages the bundle imports, each with the version pinned by the workspace that declares it.
  const declared = {};
  for (const dir of ['packages/domain', 'packages/api-client', 'apps/cli']) {
    Object.assign(declared, readJson(join(repo, dir, 'package.json')).dependencies ?? {});
  }
  const imported = new Set();
  for (const output of Object.values(result.metafile.outputs)) {
    for (const i of output.imports) {
      if (i.external && !i.path.startsWith('node:')) imported.add(packageName(i.path));
    }
  }
  const dependencies = {};
  for (const name of [...imported].sort()) {
    if (!declared[name])
      throw new Error(`cli build: the bundle imports ${name}, which no workspace declares.`);
    dependencies[name] = declared[name];
  }
  return dependencies;
}

/** The manifest of the packed CLI: the same package, its workspaces bundled, tsx gone. */
function publishedManifest(workspace, dependencies) {
  const { scripts: _scripts, devDependencies: _dev, dependencies: _deps, files: _files, ...rest } = workspace;
  return { ...rest, engines: { node: '>=20' }, files: ['bin', 'dist'], dependencies };
}

function restore() {
  if (existsSync(kept)) renameSync(kept, manifest);
}

const step = process.argv[2];
if (step === undefined) {
  await build();
} else if (step === 'prepack') {
  restore();
  const dependencies = await build();
  const workspace = readJson(manifest);
  renameSync(manifest, kept);
  writeFileSync(manifest, `${JSON.stringify(publishedManifest(workspace, dependencies), null, 2)}\n`);
} else if (step === 'postpack') {
  restore();
} else {
  console.error('usage: node scripts/build.mjs [prepack|postpack]');
  process.exit(2);
}
