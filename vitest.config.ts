import { defineConfig } from 'vitest/config';

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
          globalSetup: ['apps/cli/test/bundle.ts'],
          environment: 'node',
          // Each file starts its own server and database; PGlite's first start is slow.
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          maxWorkers: 2,
        },
      },
    ],
  },
});
