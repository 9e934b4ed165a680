import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { setColorScheme, THEME_STORAGE_KEY } from '../theme/colorScheme';
import { ThemeToggle } from './ThemeToggle';

const meta = {
  title: 'Ações/ThemeToggle',
  component: ThemeToggle,
  // Each story starts from 'follow the system' and leaves it so: the choice must not leak into other stories.
  beforeEach: () => {
    setColorScheme(null);
    return () => setColorScheme(null);
  },
  parameters: {
    usage: {
      when: ['A escolha do tema claro ou escuro, na barra superior e no rodapé da página inicial.'],
      do: ['Um único botão por tela.'],
      avoid: ['Um segundo controle de tema numa página de configurações.'],
    },
    docs: {
      description: {
        component:
          'Liga e desliga o **tema escuro** (botão alternável, `aria-pressed`). Até o usuário escolher, o tema ' +
          'segue o sistema (`prefers-color-scheme`) e o botão mostra o estado atual; depois, a escolha fica ' +
          'salva no navegador e vale antes da primeira pintura (script do `index.html` do app). Fica na barra ' +
          'superior do app e no rodapé do site (`tone="inverse"`).',
      },
    },
  },
} satisfies Meta<typeof ThemeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O botão na barra superior. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Tema escuro' });
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    await expect(toggle).toHaveAttribute('aria-pressed', String(systemDark));
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
  },
};

/** Escolher o tema e lembrar a escolha. */
export const Choosing: Story = {
  name: 'Escolher e lembrar',
  args: { showLabel: true },
  parameters: { visual: { disable: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Tema escuro' });
    const systemDark = window.matchMedia('(prefers-color-scheme: dark)').matches;
    await userEvent.click(toggle);
    const chosen = systemDark ? 'light' : 'dark';
    await expect(toggle).toHaveAttribute('aria-pressed', String(!systemDark));
    await expect(document.documentElement.dataset.theme).toBe(chosen);
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(chosen);
    // The page really changed scheme: the body's colours come from the chosen theme.
    await expect(getComputedStyle(document.documentElement).colorScheme).toBe(chosen);
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', String(systemDark));
    await expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe(systemDark ? 'dark' : 'light');
  },
};

/** Sobre fundo escuro. */
export const Inverse: Story = {
  name: 'Sobre fundo escuro',
  args: { tone: 'inverse', showLabel: true },
  decorators: [
    (Story) => (
      <div className={demo.darkSurface}>
        <Story />
      </div>
    ),
  ],
};
