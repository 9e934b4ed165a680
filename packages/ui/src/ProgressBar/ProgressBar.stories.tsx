import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { demo } from '../storybook/demo.css';
import { ProgressBar } from './ProgressBar';

const meta = {
  title: 'Feedback/ProgressBar',
  component: ProgressBar,
  args: { label: 'Certidão TJSP', value: 50 },
  argTypes: {
    tone: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
    value: { control: { type: 'range', min: 0, max: 100 } },
  },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['O andamento de uma tarefa: a emissão das certidões de uma solicitação, um envio.'],
      do: [
        "Mostre o valor escrito ('2 de 5 certidões') quando ele ajuda.",
        'Use `isIndeterminate` quando não se sabe quanto falta.',
      ],
      avoid: ['Usar para o uso de uma franquia: use `Meter`.'],
    },
    docs: {
      description: {
        component:
          'Progresso de uma tarefa (`ProgressBar` do React Aria, papel `progressbar`): rótulo, valor em texto e ' +
          'barra. Use `isIndeterminate` quando o progresso é desconhecido: a barra desliza (ou pulsa no lugar ' +
          'com movimento reduzido). Para o uso do plano use `Meter`.',
      },
    },
  },
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Progresso com rótulo e porcentagem. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Certidão TJSP' });
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await expect(bar).toHaveAttribute('aria-valuetext', '50%');
    await expect(canvas.getByText('50%')).toBeVisible();
  },
};

/** Indeterminado. */
export const Indeterminate: Story = {
  name: 'Indeterminado',
  args: { label: 'Processando certidões...', isIndeterminate: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Processando certidões...' });
    await expect(bar).not.toHaveAttribute('aria-valuenow');
    // No percentage to show while the progress is unknown.
    await expect(canvas.queryByText(/%$/)).toBeNull();
  },
};

/** Tons pelo status da certidão. */
export const Tones: Story = {
  name: 'Tons (status da certidão)',
  render: (args) => (
    <div className={demo.stack}>
      <ProgressBar {...args} label="Aguardando" value={0} tone="primary" />
      <ProgressBar {...args} label="Processando" value={50} tone="primary" />
      <ProgressBar {...args} label="Concluída" value={100} tone="success" />
      <ProgressBar {...args} label="Atrasada" value={30} tone="warning" />
      <ProgressBar {...args} label="Falhou" value={100} tone="danger" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('progressbar')).toHaveLength(5);
    await expect(canvas.getByRole('progressbar', { name: 'Concluída' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};

/** Texto do valor próprio. */
export const CustomValueLabel: Story = {
  name: 'Texto do valor personalizado',
  args: { label: 'Certidões emitidas', value: 7, maxValue: 10, valueLabel: '7 de 10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Certidões emitidas' });
    await expect(bar).toHaveAttribute('aria-valuetext', '7 de 10');
    await expect(canvas.getByText('7 de 10')).toBeVisible();
  },
};

/** Sem rótulo visível, pequeno. */
export const WithoutVisibleLabel: Story = {
  name: 'Sem rótulo visível (pequeno)',
  args: {
    label: undefined,
    'aria-label': 'Progresso do upload',
    size: 'sm',
    showValueLabel: false,
    value: 75,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Progresso do upload' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    await expect(canvas.queryByText('75%')).toBeNull();
  },
};

function LiveProgress() {
  const [value, setValue] = useState(0);
  return (
    <div className={demo.stack}>
      <ProgressBar label="Certidão CNDT" value={value} tone={value === 100 ? 'success' : 'primary'} />
      <Button variant="outline" onPress={() => setValue((v) => Math.min(100, v + 50))}>
        Atualizar status
      </Button>
    </div>
  );
}

/** Atualizando o valor. */
export const Updating: Story = {
  name: 'Atualizando',
  render: () => <LiveProgress />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Certidão CNDT' });
    const button = canvas.getByRole('button', { name: 'Atualizar status' });
    await expect(bar).toHaveAttribute('aria-valuenow', '0');
    await userEvent.click(button);
    await expect(bar).toHaveAttribute('aria-valuenow', '50');
    await userEvent.click(button);
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(canvas.getByText('100%')).toBeVisible();
    await userEvent.unhover(button);
  },
};
