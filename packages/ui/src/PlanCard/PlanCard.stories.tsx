import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PencilIcon, TrashIcon } from '../icons';
import { demo } from '../storybook/demo.css';
import { PlanCard, type PlanCardPlan } from './PlanCard';
import { SAMPLE_PLANS } from './plans.fixtures';

const [BASICO, PROFISSIONAL, , ILIMITADO] = SAMPLE_PLANS as [
  PlanCardPlan,
  PlanCardPlan,
  PlanCardPlan,
  PlanCardPlan,
];

const subscribe = fn().mockName('onSubscribe');

const meta = {
  title: 'Conteúdo/PlanCard',
  component: PlanCard,
  args: {
    plan: PROFISSIONAL,
    action: (
      <Button fullWidth size="lg" onPress={subscribe}>
        Assinar agora
      </Button>
    ),
  },
  beforeEach: () => subscribe.mockClear(),
  decorators: [
    (Story) => (
      <div className={demo.narrow}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Os planos na página de planos, no cadastro e no admin.'],
      do: [
        "Uma chamada para ação em caixa de frase ('Assinar agora').",
        'Destaque um único plano (`popular`).',
      ],
      avoid: ['Mais de quatro planos lado a lado.'],
    },
    docs: {
      description: {
        component:
          "Um plano: nome, descrição, preço ('R$ 99,90/mês'; por 6 meses ou por ano conforme o nome) com a dica " +
          "de economia, o limite ('20 solicitações/mês' ou 'Ilimitado'), os 3 primeiros benefícios e depois " +
          "'mais N benefícios', o destaque 'Mais popular' e uma ação. A cor vem do nome (Básico, Profissional, " +
          'Empresarial, Ilimitado; os demais em cinza). O cartão é um `article` nomeado pelo plano.',
      },
    },
  },
} satisfies Meta<typeof PlanCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** O plano mais popular, destacado, com cinco benefícios. */
export const Popular: Story = {
  name: 'Mais popular (5 benefícios)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const card = canvas.getByRole('article', { name: 'Profissional' });
    await expect(card).toHaveAttribute('data-plan', 'profissional');
    await expect(within(card).getByText('Mais popular')).toBeVisible();
    await expect(within(card).getByText('R$ 99,90').parentElement).toHaveTextContent('R$ 99,90/mês');
    await expect(within(card).getByText('50 solicitações/mês')).toBeVisible();
    // First 3 benefits, then the rest counted.
    const list = within(card).getByRole('list', { name: 'Benefícios' });
    const items = within(list).getAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      '50 solicitações por mês',
      'Todas as 10 certidões',
      'Suporte por chat, e-mail e telefone',
      'mais 2 benefícios',
    ]);
    await userEvent.click(within(card).getByRole('button', { name: 'Assinar agora' }));
    await expect(subscribe).toHaveBeenCalledTimes(1);
    await userEvent.unhover(within(card).getByRole('button', { name: 'Assinar agora' }));
  },
};

/** O plano básico, com três benefícios. */
export const Basic: Story = {
  name: 'Básico (3 benefícios)',
  args: { plan: BASICO },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Básico' });
    await expect(card).toHaveAttribute('data-plan', 'basico');
    await expect(card).not.toHaveAttribute('data-popular');
    await expect(within(card).queryByText(/mais benefícios/)).toBeNull();
    await expect(within(card).getByText('20 solicitações/mês')).toBeVisible();
  },
};

/** Um plano ilimitado. */
export const Unlimited: Story = {
  name: 'Ilimitado',
  args: { plan: ILIMITADO },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Ilimitado' });
    await expect(card).toHaveAttribute('data-plan', 'ilimitado');
    await expect(within(card).getAllByText('Ilimitado')).toHaveLength(2);
    await expect(within(card).getByText('mais 3 benefícios')).toBeVisible();
  },
};

/** Plano anual, com o período e a dica de economia. */
export const Yearly: Story = {
  name: 'Anual (período e dica)',
  args: {
    plan: {
      nome: 'Profissional Anual',
      descricao: 'O plano Profissional pago uma vez por ano.',
      valor: 958.8,
      limite: 50,
      beneficios: ['50 solicitações por mês', 'Todas as 10 certidões', 'Suporte por chat'],
    },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Profissional Anual' });
    await expect(within(card).getByText('R$ 958,80').parentElement).toHaveTextContent('R$ 958,80/ano');
    await expect(within(card).getByText('Economia de R$ 50/mês')).toBeVisible();
    // A yearly plan is highlighted even when the API does not flag it.
    await expect(within(card).getByText('Mais popular')).toBeVisible();
    await expect(card).toHaveAttribute('data-plan', 'profissional');
  },
};

/** Plano semestral. */
export const Semiannual: Story = {
  name: 'Semestral',
  args: {
    plan: { nome: 'Básico Semestral', valor: 269.4, limite: 20, beneficios: ['20 solicitações por mês'] },
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Básico Semestral' });
    await expect(within(card).getByText('R$ 269,40').parentElement).toHaveTextContent('R$ 269,40/6 meses');
    await expect(within(card).getByText('R$ 60/mês')).toBeVisible();
  },
};

/** Um plano sem cor própria (cinza). */
export const DefaultColor: Story = {
  name: 'Outro plano (cinza)',
  args: {
    plan: { nome: 'Parceiros', descricao: 'Plano negociado.', valor: '79.90', limite: '', beneficios: [] },
    action: undefined,
  },
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('article', { name: 'Parceiros' });
    await expect(card).toHaveAttribute('data-plan', 'default');
    await expect(within(card).getByText('R$ 79,90')).toBeVisible();
    await expect(within(card).getByText('Ilimitado')).toBeVisible();
    await expect(within(card).queryByRole('list')).toBeNull();
  },
};

const edit = fn().mockName('onEdit');
const remove = fn().mockName('onDelete');

/** Na administração: ordem, editar e excluir. */
export const Admin: Story = {
  name: 'Administração (ordem, editar e excluir)',
  beforeEach: () => {
    edit.mockClear();
    remove.mockClear();
  },
  args: {
    plan: BASICO,
    showOrder: true,
    headerActions: (
      <>
        <Button variant="ghost" size="sm" isIconOnly aria-label="Editar plano Básico" onPress={edit}>
          <PencilIcon />
        </Button>
        <Button variant="ghost" size="sm" isIconOnly aria-label="Excluir plano Básico" onPress={remove}>
          <TrashIcon />
        </Button>
      </>
    ),
    action: (
      <Button fullWidth variant="secondary">
        Selecionar plano
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Ordem: 1')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar plano Básico' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir plano Básico' }));
    await expect(edit).toHaveBeenCalledTimes(1);
    await expect(remove).toHaveBeenCalledTimes(1);
    await userEvent.unhover(canvas.getByRole('button', { name: 'Excluir plano Básico' }));
  },
};
