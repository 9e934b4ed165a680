import { defineConfig } from 'vitest/config';

// Unit tests of the design system's pure code (theme contrast, helpers). Components are tested in a
// real browser through Storybook (`npm run test-storybook`), not here.
export default defineConfig({
  cacheDir: '../../node_modules/.vite/ui',
  test: {
    name: 'ui',
    root: import.meta.dirname,
    include: ['src/**/*.test.ts'],
    environment: 'node',
  },
});
