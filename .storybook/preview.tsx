import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { configure } from 'storybook/test';
import { applyTheme } from '../packages/ui/src/theme';

// waitFor / findBy* wait up to 5 s (default 1 s): an overlay's exit animation on a busy CI machine can take
// longer than a second, and a wait that ends early fails a story that would have passed.
configure({ asyncUtilTimeout: 5000 });

/**
 * Applies the theme class and `lang="pt-BR"` to `<html>` (as apps/web does at start-up) so that
 * portals get the tokens too, and gives React Aria the pt-BR locale (dates, numbers, messages).
 */
// Docs pages (MDX) render without story decorators: theme the document as soon as the preview loads.
applyTheme(document.documentElement);

const withTheme: Decorator = (Story) => {
  applyTheme(document.documentElement);
  return (
    <I18nProvider locale="pt-BR">
      <Story />
    </I18nProvider>
  );
};

const preview: Preview = {
  decorators: [withTheme],
  tags: ['autodocs'],
  parameters: {
    layout: 'padded',
    // Any axe violation fails the story in the test runner (not just a warning in the panel).
    a11y: { test: 'error' },
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    docs: { toc: false },
    options: {
      storySort: {
        order: [
          'Introdução',
          'Fundamentos',
          ['Tokens', 'Logo'],
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
