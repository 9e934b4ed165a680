import { configDefaults, defineConfig } from 'vitest/config';

/**
 * API files whose work does not depend on the database a server runs on: they test PGlite itself (the template,
 * its thread, the DATA_DIR lock, which use PGlite whatever DATABASE_URL says), pure functions, the contract's
 * static documents or the packed client. The second pass on PostgreSQL (`npm run test:db`, which sets
 * TEST_SECOND_DATABASE_PASS) leaves them out: it would repeat the first pass's work exactly.
 */
const SAME_ON_EVERY_DATABASE = [
  'apps/api/test/pglite-template.test.ts',
  'apps/api/test/pglite-thread.test.ts',
  'apps/api/test/datadir-lock.test.ts',
  'apps/api/test/startup-cache.test.ts',
  'apps/api/test/signing.test.ts',
  'apps/api/test/handlers.test.ts',
  'apps/api/test/payments-codes.test.ts',
  'apps/api/test/sandbox-issuer-clock.test.ts',
  'apps/api/test/issuers-infosimples-results.test.ts',
  'apps/api/test/api-client-package.test.ts',
  'apps/api/test/api-docs.test.ts',
  'apps/api/test/dispatcher-idle.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/api-client/test/**/*.test.ts',
            'packages/ui/src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          // The web app's pure logic (access rules, progress merging, form state, SWR keys); screens are tested
          // in a browser by Playwright (apps/web/e2e) and Storybook.
          name: 'web',
          sequence: { groupOrder: 0 },
          include: ['apps/web/src/**/*.test.ts', 'apps/web/src/**/*.test.tsx'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          sequence: { groupOrder: 1 },
          include: ['apps/api/test/**/*.test.ts', 'apps/cli/test/**/*.test.ts'],
          exclude: [
            ...configDefaults.exclude,
            ...(process.env.TEST_SECOND_DATABASE_PASS ? SAME_ON_EVERY_DATABASE : []),
          ],
          globalSetup: ['apps/cli/test/bundle.ts'],
          environment: 'node',
          // Each file starts its own server and database; PGlite's first start is slow. A CLI test runs the
          // terminal client a dozen times, each a process of its own: 3–6 s alone, past a minute on a slower
          // machine while the PostgreSQL pass runs beside this one.
          testTimeout: 120_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Three files at a time on two cores: many wait on timers (slow sandboxes, retries, restarts) and a
          // third file fills the cores they leave idle (two measured 76 % busy in the PGlite pass).
          maxWorkers: 3,
          // Files share their worker's module cache: each file would otherwise import the whole server again
          // (about 2.5 s of CPU per file, over a hundred files per pass). Every file starts its own server and
          // database, and no test changes process.env or mocks modules, so nothing leaks from one to the next.
          isolate: false,
        },
      },
    ],
  },
});
