import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { AlertCircleIcon, CheckCircleIcon, FileTextIcon, InfoIcon, PlusIcon, RefreshIcon } from '../icons';
import { demo } from '../storybook/demo.css';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: { title: 'Nenhuma solicitação encontrada' },
  argTypes: {
    tone: { control: 'inline-radio', options: ['neutral', 'primary', 'danger', 'success', 'info'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  decorators: [
    // Stories that lay out several components themselves set `parameters.ownLayout`.
    (Story, { parameters }) =>
      parameters.ownLayout ? (
        <Story />
      ) : (
        <div className={demo.card}>
          <Story />
        </div>
      ),
  ],
  parameters: {
    usage: {
      when: ['Uma lista, tabela ou página sem conteúdo: nada ainda, nada encontrado ou erro ao carregar.'],
      do: [
        "Diga o que aconteceu e o próximo passo ('Nenhuma solicitação encontrada' + 'Nova solicitação').",
        'Use `tone="danger"` e uma ação \'Tentar novamente\' para erros de carregamento.',
      ],
      avoid: ['Culpar o usuário ou usar jargão técnico.', 'Deixar a área em branco.'],
    },
    docs: {
      description: {
        component:
          'O que uma lista, tabela ou página mostra quando não há nada (ou quando falhou ao carregar): ícone, ' +
          "a mensagem da especificação ('Nenhuma solicitação encontrada', 'Nenhum pagamento encontrado'…), " +
          'uma explicação opcional e ações. `isLoading` troca o ícone pelo indicador de carregamento ' +
          "('Carregando planos...'); o tamanho `lg` com título `h1` é a base do `FullPageMessage`.",
      },
    },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nada ainda, com o ícone padrão. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhuma solicitação encontrada')).toBeVisible();
    // The icon is decorative.
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

const create = fn().mockName('onCreate');

/** Com explicação e a ação que resolve. */
export const WithAction: Story = {
  name: 'Com descrição e ação',
  beforeEach: () => create.mockClear(),
  args: {
    tone: 'primary',
    icon: <FileTextIcon />,
    titleLevel: 2,
    description: 'Crie uma solicitação para emitir as 10 certidões de uma pessoa ou empresa.',
    action: (
      <Button onPress={create}>
        <PlusIcon />
        Nova solicitação
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Nenhuma solicitação encontrada' }),
    ).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Nova solicitação' });
    await userEvent.click(button);
    await expect(create).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
  },
};

const retry = fn().mockName('onRetry');

/** Erro ao carregar, com 'Tentar novamente'. */
export const LoadError: Story = {
  name: 'Erro ao carregar',
  beforeEach: () => retry.mockClear(),
  args: {
    tone: 'danger',
    icon: <AlertCircleIcon />,
    title: 'Erro ao carregar planos',
    action: (
      <Button variant="outline" onPress={retry}>
        <RefreshIcon />
        Tentar novamente
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Tentar novamente' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(retry).toHaveBeenCalledTimes(1);
  },
};

/** Pequeno, dentro de tabelas e cartões. */
export const Small: Story = {
  name: 'Pequeno (dentro de tabelas e cartões)',
  args: { size: 'sm', title: 'Nenhum pagamento encontrado' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhum pagamento encontrado')).toBeVisible();
  },
};

/** As mensagens fixas do produto. */
export const SpecMessages: Story = {
  name: 'Mensagens da especificação',
  parameters: { ownLayout: true },
  render: (args) => (
    <div className={demo.stack}>
      {[
        'Nenhum plano ativo',
        'Nenhuma assinatura encontrada com os filtros aplicados',
        'Nenhuma certidão foi gerada ainda',
      ].map((title) => (
        <div key={title} className={demo.card}>
          <EmptyState {...args} size="sm" title={title} />
        </div>
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum plano ativo')).toBeVisible();
    await expect(canvas.getByText('Nenhuma assinatura encontrada com os filtros aplicados')).toBeVisible();
    await expect(canvas.getByText('Nenhuma certidão foi gerada ainda')).toBeVisible();
  },
};

/** Sem ícone. */
export const NoIcon: Story = {
  name: 'Sem ícone',
  args: { icon: null, title: 'Solicitação não encontrada' },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')).toBeNull();
  },
};

/** Carregando, com o indicador no lugar do ícone. */
export const Loading: Story = {
  name: 'Carregando',
  args: { isLoading: true, tone: 'primary', title: 'Carregando planos...' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Carregando...' })).toBeVisible();
    await expect(canvas.getByText('Carregando planos...')).toBeVisible();
  },
};

/** Tons de sucesso e informação. */
export const Tones: Story = {
  name: 'Tons de sucesso e informação',
  parameters: { ownLayout: true },
  render: (args) => (
    <div className={demo.row}>
      <div className={demo.card}>
        <EmptyState
          {...args}
          tone="success"
          icon={<CheckCircleIcon />}
          titleLevel={2}
          title="E-mail confirmado!"
        />
      </div>
      <div className={demo.card}>
        <EmptyState {...args} tone="info" icon={<InfoIcon />} titleLevel={2} title="Nenhum plano ativo" />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'E-mail confirmado!' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Nenhum plano ativo' })).toBeVisible();
  },
};
