import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BarChart } from './BarChart';

const DAYS = Array.from({ length: 30 }, (_, i) => {
  const day = String(i + 1).padStart(2, '0');
  return {
    label: `${day}/11/2026`,
    shortLabel: `${day}/11`,
    values: { concluidas: (i * 7) % 11, falhas: i % 4 === 0 ? 2 : 0 },
  };
});

const meta = {
  title: 'Feedback/BarChart',
  component: BarChart,
  args: {
    title: 'Solicitações por dia (últimos 30 dias)',
    labelHeader: 'Dia',
    items: DAYS,
    series: [
      { key: 'concluidas', label: 'Concluídas', tone: 'success' },
      { key: 'falhas', label: 'Falhas', tone: 'danger' },
    ],
  },
  parameters: {
    usage: {
      when: ['Mostrar uma série no tempo (solicitações por dia ou por mês) no painel.'],
      do: [
        'Dê um `title` que diga o que o gráfico mostra: ele nomeia a figura e a tabela de dados.',
        'Ordene os itens do mais antigo ao mais recente.',
      ],
      avoid: [
        'Mais de três séries empilhadas: ficam difíceis de comparar.',
        'Gráficos para um único número: use `StatCard`.',
      ],
    },
    docs: {
      description: {
        component:
          'Gráfico de barras empilhadas pequeno (SVG que se estica na largura do contêiner). O desenho é ' +
          'decorativo para tecnologias assistivas: os números estão numa tabela visualmente oculta, com a ' +
          'legenda do título; cada barra tem também uma dica (`<title>`) com seus valores.',
      },
    },
  },
} satisfies Meta<typeof BarChart>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Solicitações por dia, empilhadas por status, com a tabela de dados para leitores de tela. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('figure', { name: 'Solicitações por dia (últimos 30 dias)' }),
    ).toBeVisible();
    const table = canvas.getByRole('table', { name: 'Solicitações por dia (últimos 30 dias)' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(31);
    await expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('01/11/2026');
    await expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['0', '2']);
  },
};

/** Sem dados, o gráfico mostra a mensagem de vazio. */
export const Empty: Story = {
  name: 'Sem dados',
  args: { items: DAYS.map((d) => ({ ...d, values: { concluidas: 0, falhas: 0 } })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('1')).toBeInTheDocument();
  },
};
