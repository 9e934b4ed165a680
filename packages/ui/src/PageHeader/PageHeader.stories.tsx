import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { ArrowLeftIcon, PlusIcon, RefreshIcon } from '../icons';
import { Link } from '../Link';
import { demo } from '../storybook/demo.css';
import { UiRouterProvider } from '../UiRouterProvider';
import { PageHeader } from './PageHeader';

const meta = {
  title: 'Conteúdo/PageHeader',
  component: PageHeader,
  args: {
    title: 'Usuários',
    description: 'Gerencie as contas de acesso à plataforma.',
  },
  argTypes: { actions: { control: false } },
  parameters: {
    usage: {
      when: ['O topo de cada página do app: o título (único `h1`) e as ações da página.'],
      do: ["Título curto em caixa de frase ('Solicitações'), ações com verbos ('Nova solicitação')."],
      avoid: ['Mais de duas ações: agrupe as demais num `Menu`.'],
    },
    docs: {
      description: {
        component:
          'O topo de cada página: o título (`h1`, o único da página), uma descrição opcional e as ações ' +
          'principais à direita, que descem para baixo do título em telas estreitas. As páginas do app não têm ' +
          'estilos próprios: usam `PageHeader` e `Card` dentro do `AdminShell`.',
      },
    },
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

const create = fn().mockName('onCreate');

/** Título, descrição e uma ação. */
export const Default: Story = {
  name: 'Com descrição e ação',
  beforeEach: () => create.mockClear(),
  args: {
    actions: (
      <Button onPress={create}>
        <PlusIcon />
        Novo usuário
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Usuários' })).toBeVisible();
    await expect(canvas.getByText('Gerencie as contas de acesso à plataforma.')).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Novo usuário' });
    // On a wide screen the action sits at the right of the title, on the same row.
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(button.getBoundingClientRect().left).toBeGreaterThan(heading.getBoundingClientRect().right);
    await userEvent.click(button);
    await expect(create).toHaveBeenCalledTimes(1);
    await userEvent.unhover(button);
  },
};

/** Só o título. */
export const TitleOnly: Story = {
  name: 'Só o título',
  args: { title: 'Meu perfil', description: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Meu perfil' })).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const refresh = fn().mockName('onRefresh');

/** Várias ações. */
export const SeveralActions: Story = {
  name: 'Várias ações (Solicitações)',
  beforeEach: () => refresh.mockClear(),
  args: {
    title: 'Solicitações',
    description: '12 solicitações',
    actions: (
      <>
        <Button variant="outline" onPress={refresh}>
          <RefreshIcon />
          Atualizar status
        </Button>
        <Button>
          <PlusIcon />
          Nova solicitação
        </Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Solicitações' })).toBeVisible();
    // Keyboard order: the actions in reading order.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Atualizar status' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(refresh).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Nova solicitação' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
  },
};

const navigate = fn().mockName('navigate');

/** No celular, as ações ficam abaixo do título. */
export const Mobile: Story = {
  name: 'Celular (ações abaixo do título)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  beforeEach: () => navigate.mockClear(),
  args: {
    title: 'Detalhes da solicitação',
    description: 'Certidões de Maria Souza · CPF 123.456.789-09',
    actions: (
      <Link href="/admin/solicitacoes" buttonVariant="outline">
        <ArrowLeftIcon />
        Voltar
      </Link>
    ),
  },
  // The test browser keeps its 1024px viewport: a 360px-wide container stands for the phone.
  render: (args) => (
    <UiRouterProvider navigate={navigate} useHref={(href) => href}>
      <div className={demo.narrow}>
        <PageHeader {...args} />
      </div>
    </UiRouterProvider>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 1, name: 'Detalhes da solicitação' });
    const back = canvas.getByRole('link', { name: 'Voltar' });
    // Narrow: the action wraps below the title, and nothing is wider than the container.
    await expect(back.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      heading.getBoundingClientRect().bottom,
    );
    const container = canvasElement.querySelector(`.${demo.narrow}`) as HTMLElement;
    await expect(container.scrollWidth).toBeLessThanOrEqual(container.clientWidth);
    await userEvent.click(back);
    await expect(navigate).toHaveBeenCalledWith('/admin/solicitacoes', undefined);
    await userEvent.unhover(back);
  },
};
