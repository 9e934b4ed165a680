import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs'],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig, { configType }) {
    viteConfig.plugins = [...(viteConfig.plugins ?? []), vanillaExtractPlugin()];
    if (configType === 'DEVELOPMENT') {
      // Cold start of `npm run storybook`: pre-bundle at start-up the dependencies every story reaches, so the
      // first story does not wait for Vite to discover them one import at a time and reload the page (each
      // discovery re-optimises and reloads). Vite already compiles our own modules on demand, story by story:
      // that is the Vite builder's lazy compilation (Storybook's `lazyCompilation` option is webpack's only).
      viteConfig.optimizeDeps = {
        ...viteConfig.optimizeDeps,
        include: [
          ...(viteConfig.optimizeDeps?.include ?? []),
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'react/jsx-dev-runtime',
          'react-aria-components',
          '@internationalized/date',
          '@vanilla-extract/css',
          '@vanilla-extract/dynamic',
          '@vanilla-extract/recipes/createRuntimeFn',
        ],
      };
      // Transform the preview's entry files while the browser is still starting, not on its first request.
      viteConfig.server = {
        ...viteConfig.server,
        warmup: { clientFiles: ['./.storybook/preview.tsx', './packages/ui/src/index.ts'] },
      };
    }
    return viteConfig;
  },
};

export default config;
