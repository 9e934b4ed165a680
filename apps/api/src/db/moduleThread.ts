import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/**
 * Starts a worker thread running the module `name` next to `baseUrl` (an `import.meta.url`). Under tsx (npm
 * start, tests, benchmarks) the sources are TypeScript, so the thread registers tsx's loader before importing
 * its module; compiled, it imports the `.js` file directly. Here in db/, the lowest layer, because both the
 * database thread and the PDF threads start this way.
 */
export function startModuleThread(baseUrl: string, name: string, workerData?: unknown): Worker {
  const typescript = baseUrl.endsWith('.ts');
  const entry = new URL(`./${name}${typescript ? '.ts' : '.js'}`, baseUrl).href;
  let source = `import(${JSON.stringify(entry)})`;
  if (typescript) {
    const tsx = pathToFileURL(
      createRequire(baseUrl)
        .resolve('tsx/esm/api')
        .replace(/\.cjs$/, '.mjs'),
    ).href;
    source = `import(${JSON.stringify(tsx)}).then((t) => { t.register(); return ${source}; })`;
  }
  return new Worker(source, { eval: true, workerData });
}
