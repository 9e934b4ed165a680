import { getJestConfig } from '@storybook/test-runner';

// Ejected with `test-storybook --eject`; the runner picks it up from the config dir (.storybook).
// The default Jest configuration comes from @storybook/test-runner
const testRunnerConfig = getJestConfig();
const jestPlaywright = testRunnerConfig.testEnvironmentOptions['jest-playwright'];

/**
 * @type {import('@jest/types').Config.InitialOptions}
 */
export default {
  ...testRunnerConfig,
  // A story's play function, axe twice and up to eleven pictures (themes, 390 px, the Button probe), on a
  // machine CI may share.
  testTimeout: 60_000,
  testEnvironmentOptions: {
    ...testRunnerConfig.testEnvironmentOptions,
    'jest-playwright': {
      ...jestPlaywright,
      browsers: ['chromium'],
      // The system Chromium: no tool downloads its own browser here. Not its headless shell, which the e2e tests
      // use: there the tooltip's hover stories failed once on CI (docs/decisions/testing.md).
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-background-networking'],
      },
      // Fixed, deterministic rendering for the visual baselines.
      contextOptions: {
        viewport: { width: 1024, height: 768 },
        deviceScaleFactor: 1,
        reducedMotion: 'reduce',
        colorScheme: 'light',
        locale: 'pt-BR',
        timezoneId: 'America/Sao_Paulo',
      },
    },
  },
};
