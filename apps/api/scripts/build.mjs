#!/usr/bin/env node
// Compiled build of the server (`npm run build:server`): esbuild bundles src/main.ts, src/worker.ts, the two
// worker-thread modules (the PGlite database thread, the PDF thread) and src/prepareDatabase.ts into dist/*.mjs, with the workspace package
// they import (@certidao/domain) inside and the npm packages left as imports, resolved from node_modules as
// under tsx. dist/ stays in the repository: it still reads openapi.yaml, apps/api/drizzle and the web app's
// build from their places, so the sources' `import.meta.url` is rewritten to each source file's own URL (seen
// from the bundle) and their relative paths resolve as they do under tsx. moduleThread.ts keeps the bundle's
// own URL: it starts the threads' bundles next to it.
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const repo = join(root, '..', '..');
const dist = join(root, 'dist');

/** Bare imports stay imports (node resolves them from node_modules), except the workspaces'. */
const externalNpmPackages = {
  name: 'external-npm-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@certidao/') || args.path.startsWith('node:')
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** Each source's `import.meta.url` → its own file's URL, computed at run time from the bundle's. */
const sourceUrls = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
      const contents = await readFile(args.path, 'utf8');
      if (args.path.endsWith(`${sep}db${sep}moduleThread.ts`) || !contents.includes('import.meta.url'))
        return { contents, loader: 'ts' };
      const fromBundle = relative(dist, args.path).split(sep).join('/');
      const url = `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`;
      return { contents: contents.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

const started = performance.now();
rmSync(dist, { recursive: true, force: true });
await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    pgliteThread: 'src/db/pgliteThread.ts',
    pdfThread: 'src/services/pdf/pdfThread.ts',
    prepareDatabase: 'src/prepareDatabase.ts',
  },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  // main.ts loads the server's modules lazily (after the configuration is checked): split, that stays so. The
  // chunks sit in dist/ itself, beside the entries, because the rewritten URLs are relative to dist/.
  splitting: true,
  chunkNames: '[name]-[hash]',
  bundle: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  tsconfig: join(repo, 'tsconfig.json'),
  plugins: [externalNpmPackages, sourceUrls],
  legalComments: 'none',
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`api: dist/ built in ${Math.round(performance.now() - started)} ms`);
// The migrated empty database that a new DATA_DIR starts as a copy of, made now so that the first start skips
// PGlite's initdb (seconds) too.
const prepared = spawnSync(process.execPath, [join(dist, 'prepareDatabase.mjs')], { stdio: 'inherit' });
if (prepared.status !== 0) process.exit(prepared.status ?? 1);
