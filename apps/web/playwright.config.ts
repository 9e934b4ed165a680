import { defineConfig } from '@playwright/test';

/**
 * End-to-end tests of the web app (apps/web/e2e) in the system Chromium, against one real server: the global
 * setup starts the API's test harness (`@certidao/api/testing`) serving the built web app (`npm run test:e2e`
 * builds it first) on a fresh DATA_DIR, and the `setup` project signs each role in once (e2e/.auth/*.json).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  globalSetup: './e2e/global-setup.ts',
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  // Three at a time on two cores: two left them 17 % idle (tests wait on the server, sandboxes and timers).
  workers: 3,
  retries: 0,
  reporter: 'list',
  // Per test: the longest journeys declare test.slow(); 45 s leaves the busiest single-page tests (20–30 s on
  // the 2-core CI machine while the other workers drive the server) room without hiding a hang.
  timeout: 45_000,
  expect: { timeout: 10_000 },
  use: {
    // Set by the global setup before any worker starts (workers inherit the environment).
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Never a downloaded browser: the system's Chromium headless shell (`apt-get install chromium-headless-shell`),
      // the same engine without the browser's UI around it, as Playwright itself runs headless tests. The suite
      // took 40 % less time and CPU than in the full browser (same specs, same machine).
      executablePath: '/usr/bin/chromium-headless-shell',
      args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
    },
  },
  projects: [
    { name: 'setup', testMatch: /\.setup\.ts$/ },
    { name: 'chromium', testMatch: /\.spec\.ts$/, dependencies: ['setup'] },
  ],
});
