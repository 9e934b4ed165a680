#!/usr/bin/env node
// `npm pack` / `npm publish` of @certidao/api-client (run by the prepack and postpack scripts).
//
// Inside the monorepo the package exports its TypeScript sources (src/index.ts): the web app (Vite), the CLI
// (tsx), the tests and the type check use them with no build step, and stay in step with `npm run generate`.
// Outside it a package must ship JavaScript and declarations. npm has no per-publish override of `exports`
// (publishConfig only changes npm's settings), so:
//
//   prepack   compiles src/ into dist/ (JavaScript + .d.ts), keeps package.json aside as package.json.workspace
//             and writes the published manifest: `exports` to dist/, no scripts.
//   postpack  puts package.json back.
//
// The manifest is switched only once dist/ is complete, so anything in the monorepo that resolves the package
// meanwhile finds working files either way. A pack that died between the two steps is undone by the next
// prepack, or by `node scripts/pack.mjs postpack`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const manifest = join(root, 'package.json');
const kept = join(root, 'package.json.workspace');
const dist = join(root, 'dist');

function restore() {
  if (existsSync(kept)) renameSync(kept, manifest);
}

function build() {
  rmSync(dist, { recursive: true, force: true });
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const result = spawnSync(process.execPath, [tsc, '-p', join(root, 'tsconfig.build.json')], {
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('api-client: the TypeScript build failed (see above).');
  // tsc rewrites `./x.ts` to `./x.js` in the JavaScript it emits but not in the declarations; a consumer's
  // TypeScript (without allowImportingTsExtensions) needs `.js` there too.
  for (const file of declarationFiles(dist)) {
    const text = readFileSync(file, 'utf8');
    const fixed = text.replace(/((?:from|import)\s*\(?\s*)(['"])(\.\.?\/[^'"]+)\.ts\2/g, '$1$2$3.js$2');
    if (fixed !== text) writeFileSync(file, fixed);
  }
}

function* declarationFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarationFiles(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

/** The manifest consumers get: the same package, its entry points compiled. */
function publishedManifest(workspace) {
  const { scripts: _scripts, devDependencies: _dev, ...rest } = workspace;
  return {
    ...rest,
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './package.json': './package.json',
    },
    types: './dist/index.d.ts',
  };
}

const step = process.argv[2];
if (step === 'prepack') {
  restore();
  build();
  const workspace = JSON.parse(readFileSync(manifest, 'utf8'));
  renameSync(manifest, kept);
  writeFileSync(manifest, `${JSON.stringify(publishedManifest(workspace), null, 2)}\n`);
} else if (step === 'postpack') {
  restore();
} else {
  console.error('usage: node scripts/pack.mjs prepack|postpack');
  process.exit(2);
}
