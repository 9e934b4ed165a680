import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { lightTokens } from '../theme/tokens';
import { Meter } from './Meter';

const meta = {
  title: 'Feedback/Meter',
  component: Meter,
  args: { label: 'Uso do plano', value: 12, limit: 20 },
  argTypes: {
    scheme: { control: 'inline-radio', options: ['default', 'admin'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
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
      when: ['O uso de uma franquia: certidões do mês, usuários do plano.'],
      do: ["Mostre o valor escrito ('15 de 20') além da barra."],
      avoid: ['Usar para o andamento de uma tarefa: use `ProgressBar`.'],
    },
    docs: {
      description: {
        component:
          'Uso do plano (`Meter` do React Aria, papel `meter`). A cor segue os limites da especificação via ' +
          '`usageLevel()`: no esquema `default` (assinaturas e perfil) acima de 60% amarelo e acima de 80% ' +
          'vermelho; no `admin` (usuários e planos) a partir de 70% laranja e de 90% vermelho. Os números ficam ' +
          "sempre escritos ao lado da barra. Limite 0 é ilimitado: mostra '∞' e é lido 'Ilimitado'.",
      },
    },
  },
} satisfies Meta<typeof Meter>;

export default meta;
type Story = StoryObj<typeof meta>;

/** rgb() of a token colour, to compare with computed styles. */
function rgb(hex: string): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
}

function fillOf(meter: HTMLElement): HTMLElement {
  const fill = meter.querySelector<HTMLElement>('[data-level]:not([role])');
  if (!fill) throw new Error('meter fill not found');
  return fill;
}

/** Uso do plano com o valor. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Uso do plano' });
    await expect(meter).toHaveAttribute('aria-valuetext', '12 de 20 (60%)');
    await expect(canvas.getByText('12 de 20 (60%)')).toBeVisible();
    await expect(fillOf(meter)).toHaveAttribute('data-level', 'green');
  },
};

const thresholds = [59, 61, 81, 90];

/** As cores mudam em 60% e 80%. */
export const DefaultThresholds: Story = {
  name: 'Limites padrão (60% e 80%)',
  render: (args) => (
    <div className={demo.stack}>
      {thresholds.map((value) => (
        <Meter {...args} key={value} label={`Plano com ${value}% usado`} value={value} limit={100} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = { 59: 'green', 61: 'yellow', 81: 'red', 90: 'red' } as const;
    for (const value of thresholds) {
      const meter = canvas.getByRole('meter', { name: `Plano com ${value}% usado` });
      const level = expected[value as keyof typeof expected];
      await expect(meter).toHaveAttribute('aria-valuetext', `${value} de 100 (${value}%)`);
      await expect(fillOf(meter)).toHaveAttribute('data-level', level);
      await expect(getComputedStyle(fillOf(meter)).backgroundColor).toBe(rgb(lightTokens.usage[level]));
    }
  },
};

/** No admin, em 70% e 90%. */
export const AdminThresholds: Story = {
  name: 'Limites do admin (70% e 90%)',
  args: { scheme: 'admin' },
  render: (args) => (
    <div className={demo.stack}>
      {thresholds.map((value) => (
        <Meter {...args} key={value} label={`Plano com ${value}% usado`} value={value} limit={100} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const expected = { 59: 'green', 61: 'green', 81: 'orange', 90: 'red' } as const;
    for (const value of thresholds) {
      const meter = canvas.getByRole('meter', { name: `Plano com ${value}% usado` });
      const level = expected[value as keyof typeof expected];
      await expect(fillOf(meter)).toHaveAttribute('data-level', level);
      await expect(getComputedStyle(fillOf(meter)).backgroundColor).toBe(rgb(lightTokens.usage[level]));
    }
  },
};

/** Plano ilimitado (limite 0). */
export const Unlimited: Story = {
  name: 'Ilimitado (limite 0)',
  args: { value: 12, limit: 0 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Uso do plano' });
    await expect(meter).toHaveAttribute('aria-valuetext', '12 de Ilimitado');
    await expect(canvas.getByText('∞')).toBeVisible();
    await expect(fillOf(meter)).toHaveAttribute('data-level', 'green');
  },
};

/** Acima do limite. */
export const OverLimit: Story = {
  name: 'Acima do limite',
  args: { value: 23, limit: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Uso do plano' });
    // The bar is full; the text tells the real use.
    await expect(meter).toHaveAttribute('aria-valuetext', '23 de 20 (115%)');
    await expect(fillOf(meter)).toHaveAttribute('data-level', 'red');
  },
};

/** Compacto, para tabelas. */
export const Compact: Story = {
  name: 'Compacto (tabelas)',
  args: {
    label: undefined,
    'aria-label': 'Uso de Maria Silva',
    size: 'sm',
    value: 45,
    limit: 50,
    scheme: 'admin',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const meter = canvas.getByRole('meter', { name: 'Uso de Maria Silva' });
    await expect(fillOf(meter)).toHaveAttribute('data-level', 'red');
    await expect(canvas.getByText('45 de 50 (90%)')).toBeVisible();
  },
};
