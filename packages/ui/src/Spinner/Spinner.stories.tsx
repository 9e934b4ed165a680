import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { Spinner } from './Spinner';

const meta = {
  title: 'Feedback/Spinner',
  component: Spinner,
  argTypes: {
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    tone: { control: 'inline-radio', options: ['primary', 'current'] },
    labelPlacement: { control: 'inline-radio', options: ['end', 'bottom'] },
  },
  parameters: {
    usage: {
      when: ['Uma espera curta sem medida: um botão carregando, uma área carregando.'],
      do: ["Dê um rótulo que diga o que carrega ('Carregando planos...')."],
      avoid: ['Esperas longas com medida: use `ProgressBar`.'],
    },
    docs: {
      description: {
        component:
          'Indicador de carregamento indeterminado (`ProgressBar` do React Aria, papel `progressbar`). ' +
          "O nome acessível é 'Carregando...'; com `showLabel` o texto também aparece na tela. " +
          'Dentro de um `Button` com `isPending` ele é ligado ao nome do botão automaticamente.',
      },
    },
  },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Texto só para leitores de tela. */
export const Default: Story = {
  name: 'Padrão (texto só para leitores de tela)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const spinner = canvas.getByRole('progressbar', { name: 'Carregando...' });
    // Indeterminate: no value for assistive technology to announce.
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
    await expect(canvas.queryByText('Carregando...')).toBeNull();
  },
};

/** Com texto visível. */
export const WithVisibleLabel: Story = {
  name: 'Com texto visível',
  args: { showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando...' })).toBeVisible();
    await expect(canvas.getByText('Carregando...')).toBeVisible();
  },
};

/** Carregamento de página. */
export const PageLoading: Story = {
  name: 'Carregamento de página',
  args: { size: 'lg', showLabel: true, labelPlacement: 'bottom' },
  parameters: { layout: 'centered' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Carregando...')).toBeVisible();
  },
};

/** Texto próprio. */
export const CustomLabel: Story = {
  name: 'Texto personalizado',
  args: { label: 'Carregando planos...', showLabel: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando planos...' })).toBeVisible();
  },
};

/** Os três tamanhos. */
export const Sizes: Story = {
  name: 'Tamanhos',
  render: (args) => (
    <div className={demo.row}>
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sizes = canvas
      .getAllByRole('progressbar')
      .map((spinner) => spinner.querySelector('svg')?.getBoundingClientRect().width);
    await expect(sizes).toEqual([16, 24, 40]);
  },
};
