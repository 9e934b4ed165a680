import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Compiled (apps/api/dist, scripts/build.mjs), this module sits inside a bundle next to the threads' own
 * bundles (dist/pgliteThread.mjs, dist/pdfThread.mjs), and the build leaves this file's `import.meta.url` as the
 * bundle's: the threads are started from there.
 */
const OWN_URL = import.meta.url;
const COMPILED = !OWN_URL.endsWith('.ts');

/**
 * Starts a worker thread running the module `name` next to `baseUrl` (an `import.meta.url`). Under tsx (npm
 * start, tests, benchmarks) the sources are TypeScript, so the thread registers tsx's loader before importing
 * its module; compiled, it runs the thread's bundle next to this one, with no loader. Here in db/, the lowest
 * layer, because both the database thread and the PDF threads start this way.
 */
export function startModuleThread(baseUrl: string, name: string, workerData?: unknown): Worker {
  if (COMPILED) {
    const extension = OWN_URL.slice(OWN_URL.lastIndexOf('.'));
    return new Worker(new URL(`./${name}${extension}`, OWN_URL), { workerData });
  }
  const entry = new URL(`./${name}.ts`, baseUrl).href;
  const tsx = pathToFileURL(
    createRequire(baseUrl)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const source = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return import(${JSON.stringify(entry)}); })`;
  return new Worker(source, { eval: true, workerData });
}
