import { relative } from 'node:path';
import { databaseTemplate } from './db/client.ts';

/**
 * Makes the migrated empty PGlite database that new data directories start as a copy of (db/template.ts), so
 * the first start after `npm run build:server` skips PGlite's initdb too. Run by the build; a no-op when the
 * template of these migrations exists.
 */
const started = performance.now();
const path = await databaseTemplate();
console.log(
  `api: database template ${relative(process.cwd(), path)} ready in ${Math.round(performance.now() - started)} ms`,
);
