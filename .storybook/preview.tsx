import {
  Controls,
  Description,
  DocsContainer,
  type DocsContainerProps,
  Primary,
  Stories,
  Subtitle,
  Title,
} from '@storybook/addon-docs/blocks';
import type { Decorator, Preview } from '@storybook/react-vite';
import { type PropsWithChildren, useSyncExternalStore } from 'react';
import { I18nProvider } from 'react-aria-components';
import { addons } from 'storybook/preview-api';
import { configure } from 'storybook/test';
import { create } from 'storybook/theming/create';
import { Guidance } from '../packages/ui/src/docs/Guidance';
import { applyTheme } from '../packages/ui/src/theme';
import { darkTokens, lightTokens } from '../packages/ui/src/theme/tokens';

// waitFor / findBy* wait up to 5 s (default 1 s): an overlay's exit animation on a busy CI machine can take
// longer than a second, and a wait that ends early fails a story that would have passed.
configure({ asyncUtilTimeout: 5000 });

/**
 * Applies the theme class and `lang="pt-BR"` to `<html>` (as apps/web does at start-up) so that
 * portals get the tokens too, and gives React Aria the pt-BR locale (dates, numbers, messages).
 */
// Docs pages (MDX) render without story decorators: theme the document as soon as the preview loads.
applyTheme(document.documentElement);

type ThemeGlobal = 'system' | 'light' | 'dark';

/**
 * The toolbar's theme ('Tema'): `system` follows `prefers-color-scheme` (what the test runner emulates for its
 * dark pass), `light` and `dark` force one, as a user's choice does in the app (`data-theme` on `<html>`). It is
 * not stored: Storybook's own URL keeps the global.
 */
function showTheme(theme: unknown) {
  const root = document.documentElement;
  if (theme === 'light' || theme === 'dark') root.dataset.theme = theme;
  else delete root.dataset.theme;
}

// Docs pages have no decorator: follow the toolbar through the channel too.
addons
  .getChannel()
  .on('globalsUpdated', ({ globals }: { globals: Record<string, unknown> }) => showTheme(globals.theme));
addons
  .getChannel()
  .on('setGlobals', ({ globals }: { globals: Record<string, unknown> }) => showTheme(globals.theme));

/** Whether the preview shows the dark theme: the toolbar's choice on `<html>`, else the system's scheme. */
function previewIsDark() {
  const theme = document.documentElement.dataset.theme;
  if (theme === 'dark' || theme === 'light') return theme === 'dark';
  return window.matchMedia('(prefers-color-scheme: dark)').matches;
}

function subscribeToScheme(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['data-theme'] });
  const query = window.matchMedia('(prefers-color-scheme: dark)');
  query.addEventListener('change', onChange);
  return () => {
    observer.disconnect();
    query.removeEventListener('change', onChange);
  };
}

/** Storybook's docs chrome (page, props tables, code blocks) in the colours of each of our themes. */
const docsThemes = {
  light: create({
    base: 'light',
    appContentBg: lightTokens.color.bg,
    appPreviewBg: lightTokens.color.surface,
    appBorderColor: lightTokens.color.border,
    textColor: lightTokens.color.text,
    textMutedColor: lightTokens.color.textMuted,
    colorSecondary: lightTokens.color.primary,
  }),
  dark: create({
    base: 'dark',
    appContentBg: darkTokens.color.bg,
    appPreviewBg: darkTokens.color.surface,
    appBorderColor: darkTokens.color.border,
    textColor: darkTokens.color.text,
    textMutedColor: darkTokens.color.textMuted,
    colorSecondary: darkTokens.color.primary,
  }),
};

/** Docs pages follow the toolbar's theme (dark docs when 'Escuro' is chosen, or the system is dark). */
function ThemedDocsContainer(props: PropsWithChildren<DocsContainerProps>) {
  const dark = useSyncExternalStore(subscribeToScheme, previewIsDark);
  return <DocsContainer {...props} theme={dark ? docsThemes.dark : docsThemes.light} />;
}

/** A component's docs page: description, usage guidance (Quando usar / Faça / Evite), example, props, stories. */
function ComponentDocsPage() {
  return (
    <>
      <Title />
      <Subtitle />
      <Description />
      <Guidance />
      <Primary />
      <Controls />
      <Stories />
    </>
  );
}

const withTheme: Decorator = (Story, context) => {
  applyTheme(document.documentElement);
  showTheme(context.globals.theme);
  return (
    <I18nProvider locale="pt-BR">
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Tema de cores',
      toolbar: {
        title: 'Tema',
        icon: 'mirror',
        items: [
          { value: 'system', title: 'Do sistema', icon: 'browser' },
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Escuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'system' satisfies ThemeGlobal },
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story in the test runner (not just a warning in the panel).
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { toc: false, container: ThemedDocsContainer, page: ComponentDocsPage },
    options: {
      storySort: {
        order: [
          'Introdução',
          'Fundamentos',
          [
            'Tokens',
            'Tipografia',
            'Espaçamento e layout',
            'Elevação',
            'Movimento',
            'Guia de conteúdo',
            'Logo',
          ],
          'Ações',
          'Navegação',
          'Campos',
          'Feedback',
          'Sobreposições',
          'Conteúdo',
          'Padrões',
        ],
      },
    },
  },
};

export default preview;
