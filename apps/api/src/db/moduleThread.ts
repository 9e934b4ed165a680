import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Compiled (apps/api/dist, scripts/build.mjs), this module sits inside a bundle next to the threads' own
 * bundles (dist/pgliteThread.mjs, dist/pdfThread.mjs), and the build leaves this file's `import.meta.url` as the
 * bundle's: the threads are started from there.
 */
const OWN_URL = import.meta.url;
const COMPILED = !OWN_URL.endsWith('.ts');

/**
 * Starts a worker thread running the module `name` next to `baseUrl` (an `import.meta.url`). Compiled, it runs
 * the thread's bundle next to this one. Under tsx (npm start, tests, benchmarks) the sources are TypeScript:
 * the thread runs a bundle of its module that esbuild makes once per process when the module can be bundled
 * as it is (threadBundle), else it registers tsx's loader before importing its module. Here in db/, the lowest
 * layer, because both the database thread and the PDF threads start this way.
 */
export function startModuleThread(baseUrl: string, name: string, workerData?: unknown): Worker {
  if (COMPILED) {
    const extension = OWN_URL.slice(OWN_URL.lastIndexOf('.'));
    return new Worker(new URL(`./${name}${extension}`, OWN_URL), { workerData });
  }
  const entry = new URL(`./${name}.ts`, baseUrl);
  let bundle: URL | undefined;
  try {
    bundle = threadBundle(entry);
  } catch {
    // node_modules not writable (an install owned by another user): as for a module that cannot be bundled.
  }
  if (!bundle) {
    const tsx = pathToFileURL(
      createRequire(baseUrl)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
    const source = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry.href)}); })`;
    return new Worker(source, { eval: true, workerData });
  }
  return new Worker(bundle, { workerData, execArgv: threadExecArgv() });
}

/** Options that take a value in the next argument, when not written `--option=value`. */
const WITH_VALUE = new Set([
  '--import',
  '--require',
  '-r',
  '--loader',
  '--experimental-loader',
  '-e',
  '--eval',
  '-p',
  '--print',
  '--input-type',
]);

/**
 * The process's Node options for a thread running a bundle: without loaders (the bundle needs none, and tsx's
 * would start its hooks thread again) and without the options of a script given on the command line
 * (`--input-type` and `-e` make Node refuse to start a thread from a file).
 */
function threadExecArgv(): string[] {
  const kept: string[] = [];
  let skipValue = false;
  for (const arg of process.execArgv) {
    if (skipValue) {
      skipValue = false;
      continue;
    }
    const name = arg.split('=', 1)[0] ?? arg;
    if (WITH_VALUE.has(name)) skipValue = !arg.includes('=');
    else kept.push(arg);
  }
  return kept;
}

const bundles = new Map<string, URL | undefined>();

/**
 * The thread module `entry` and the project's modules it imports, bundled by esbuild into one JavaScript file
 * (npm packages stay imports) under node_modules/.cache, once per process. A thread that registered tsx's
 * loader instead paid about 0.2 s of CPU for it (the loader runs in a hooks thread of its own): little for one
 * server, much for the test suites and benchmarks that open hundreds of databases. The file is named by its
 * content, written whole (rename), so processes running side by side share it safely.
 *
 * Undefined when the module cannot run bundled as it is: it imports a workspace package (whose sources are
 * TypeScript, for tsx to load) or reads files next to its sources (`import.meta.url` would name the bundle's
 * folder). The compiled build handles both (scripts/build.mjs); the database thread needs neither, the PDF
 * thread both.
 */
function threadBundle(entry: URL): URL | undefined {
  if (bundles.has(entry.href)) return bundles.get(entry.href);
  const require = createRequire(entry);
  const esbuild = require('esbuild') as typeof import('esbuild');
  const { outputFiles, metafile } = esbuild.buildSync({
    entryPoints: [fileURLToPath(entry)],
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    sourcemap: 'inline',
    metafile: true,
  });
  const code = outputFiles?.[0]?.text;
  if (code === undefined) throw new Error(`esbuild wrote no bundle of ${entry.pathname}`);
  const imports = Object.values(metafile?.outputs ?? {}).flatMap((output) => output.imports);
  const sources = Object.keys(metafile?.inputs ?? {}).filter((input) => !input.includes('node_modules'));
  if (
    imports.some((i) => i.path.startsWith('@certidao/')) ||
    sources.some((input) => readFileSync(path.resolve(input), 'utf8').includes('import.meta.url'))
  ) {
    bundles.set(entry.href, undefined);
    return undefined;
  }
  // Bare imports in the bundle resolve from its folder upwards: node_modules/.cache/… finds node_modules.
  const modules = require.resolve('esbuild').replace(/(.*[\\/]node_modules)[\\/].*$/, '$1');
  const dir = path.join(modules, '.cache', 'certidao-threads');
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const file = path.join(dir, `${path.basename(entry.pathname, '.ts')}.${hash}.mjs`);
  if (!existsSync(file)) {
    mkdirSync(dir, { recursive: true });
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, code);
    renameSync(partial, file);
  }
  const url = pathToFileURL(file);
  bundles.set(entry.href, url);
  return url;
}
