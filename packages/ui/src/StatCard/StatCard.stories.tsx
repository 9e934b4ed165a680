import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckCircleIcon, ClockIcon, CreditCardIcon, UsersIcon, XCircleIcon } from '../icons';
import { statGrid } from '../patterns/patterns.css';
import { demo } from '../storybook/demo.css';
import { StatCard } from './StatCard';

const meta = {
  title: 'Conteúdo/StatCard',
  component: StatCard,
  args: {
    label: 'Solicitações concluídas',
    value: '1.234',
    icon: <CheckCircleIcon />,
    iconTone: 'success',
    change: { value: '+5%', direction: 'up', label: 'em relação ao mês anterior' },
  },
  argTypes: {
    iconTone: { control: 'inline-radio', options: ['primary', 'success', 'warning', 'danger', 'neutral'] },
  },
  decorators: [
    // Stories that lay out several components themselves set `parameters.ownLayout`.
    (Story, { parameters }) =>
      parameters.ownLayout ? (
        <Story />
      ) : (
        <div className={demo.narrow}>
          <Story />
        </div>
      ),
  ],
  parameters: {
    usage: {
      when: ['Um número-chave do painel com a comparação ao período anterior.'],
      do: ["Rótulo curto em caixa de frase ('Solicitações concluídas') e o valor já formatado."],
      avoid: ['Mais de quatro por linha.'],
    },
    docs: {
      description: {
        component:
          'Número do painel: rótulo, valor, descrição opcional e indicador de variação. A variação é uma frase ' +
          "completa ('+5% em relação ao mês anterior'); a seta e a cor apenas a reforçam. O cartão é um " +
          '`group` nomeado pelo rótulo.',
      },
    },
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Aumento. */
export const Increase: Story = {
  name: 'Aumento',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Solicitações concluídas' });
    await expect(within(card).getByText('1.234')).toBeVisible();
    // The change reads as a sentence, not as a colour.
    await expect(card.querySelector('[data-direction="up"]')).toHaveTextContent(
      '+5% em relação ao mês anterior',
    );
  },
};

/** Queda. */
export const Decrease: Story = {
  name: 'Queda',
  args: {
    label: 'Solicitações com falha',
    value: '18',
    icon: <XCircleIcon />,
    iconTone: 'danger',
    description: '1,5% do total',
    change: { value: '-3%', direction: 'down', tone: 'positive', label: 'em relação ao mês anterior' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('group', { name: 'Solicitações com falha' });
    await expect(card.querySelector('[data-direction="down"]')).toHaveTextContent(
      '-3% em relação ao mês anterior',
    );
    await expect(within(card).getByText('1,5% do total')).toBeVisible();
  },
};

/** Estável. */
export const Neutral: Story = {
  name: 'Estável',
  args: {
    label: 'Usuários ativos',
    value: '45',
    icon: <UsersIcon />,
    iconTone: 'primary',
    description: '45 de 60 usuários',
    change: { value: '0%', direction: 'neutral', label: 'sem variação' },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Usuários ativos' });
    await expect(card.querySelector('[data-direction="neutral"]')).toHaveTextContent('0% sem variação');
  },
};

/** Sem variação nem ícone. */
export const WithoutChange: Story = {
  name: 'Sem variação nem ícone',
  args: { label: 'Receita mensal', value: 'R$ 4.990,00', icon: undefined, change: undefined },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('group', { name: 'Receita mensal' });
    await expect(card.querySelector('[data-direction]')).toBeNull();
    await expect(within(card).getByText('R$ 4.990,00')).toBeVisible();
  },
};

/** A grade do painel. */
export const Grid: Story = {
  name: 'Grade do painel',
  parameters: { ownLayout: true },
  render: (args) => (
    <div className={statGrid}>
      <StatCard
        {...args}
        label="Tempo médio"
        value="3 min"
        icon={<ClockIcon />}
        iconTone="warning"
        change={{ value: '-10%', direction: 'down', tone: 'positive', label: 'em relação ao mês anterior' }}
      />
      <StatCard
        {...args}
        label="Assinaturas ativas"
        value="38"
        icon={<CreditCardIcon />}
        iconTone="primary"
        description="38 de 42 assinaturas"
        change={{ value: '+90%', direction: 'up', label: 'ativas do total' }}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('group')).toHaveLength(2);
    // A faster average time is good news even though it goes down.
    const time = canvas.getByRole('group', { name: 'Tempo médio' });
    const pill = time.querySelector('[data-direction="down"] > span');
    await expect(pill).not.toBeNull();
  },
};

/** Num cartão estreito, o selo da tendência não quebra e a comparação longa continua na linha de baixo. */
export const LongComparison: Story = {
  name: 'Comparação longa em cartão estreito',
  args: {
    label: 'Solicitações concluídas',
    value: '1.234',
    change: { value: '+12,5%', direction: 'up', label: 'em relação ao mesmo mês do ano anterior' },
  },
  render: (args) => (
    <div style={{ width: '15rem' }}>
      <StatCard {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const chip = canvas.getByText('+12,5%');
    const comparison = canvas.getByText('em relação ao mesmo mês do ano anterior');
    // The chip never breaks; the comparison wraps like a sentence: its next line starts at the chip's edge.
    await expect(chip.getClientRects()).toHaveLength(1);
    const lines = [...comparison.getClientRects()];
    await expect(lines.length).toBeGreaterThan(1);
    await expect(Math.round(lines[1]?.left ?? 0)).toBe(Math.round(chip.getBoundingClientRect().left));
  },
};
