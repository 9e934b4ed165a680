import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PencilIcon } from '../icons';
import { demo } from '../storybook/demo.css';
import { Card } from './Card';

const meta = {
  title: 'Conteúdo/Card',
  component: Card,
  args: {
    title: 'Informações da conta',
    description: 'Dados usados nas solicitações e nas notas fiscais.',
    children: <p className={demo.paragraph}>Maria Silva · maria@exemplo.com.br · (11) 98765-4321</p>,
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['outlined', 'elevated', 'muted'] },
    padding: { control: 'inline-radio', options: ['none', 'md', 'lg'] },
    as: { control: 'inline-radio', options: ['div', 'section', 'article'] },
  },
  decorators: [
    // Stories that lay out several components themselves set `parameters.ownLayout`.
    (Story, { parameters }) =>
      parameters.ownLayout ? (
        <Story />
      ) : (
        <div className={demo.form}>
          <Story />
        </div>
      ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Superfície que agrupa conteúdo relacionado: cabeçalho opcional (título, descrição, ações), ' +
          'conteúdo e rodapé. Com `as="section"` ou `"article"` o cartão vira uma região nomeada pelo título.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Informações da conta' })).toBeVisible();
    await expect(canvas.getByText('Dados usados nas solicitações e nas notas fiscais.')).toBeVisible();
  },
};

const edit = fn().mockName('onEdit');
const save = fn().mockName('onSave');

export const WithActionsAndFooter: Story = {
  name: 'Com ações e rodapé',
  beforeEach: () => {
    edit.mockClear();
    save.mockClear();
  },
  args: {
    as: 'section',
    title: 'Alterar senha',
    description: 'A nova senha deve ter pelo menos 6 caracteres.',
    actions: (
      <Button variant="ghost" size="sm" isIconOnly aria-label="Editar" onPress={edit}>
        <PencilIcon />
      </Button>
    ),
    footer: (
      <>
        <Button variant="outline">Cancelar</Button>
        <Button onPress={save}>Salvar</Button>
      </>
    ),
    children: <p className={demo.paragraph}>Use uma senha que você não usa em outros sites.</p>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // A section named by its title.
    await expect(canvas.getByRole('region', { name: 'Alterar senha' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(edit).toHaveBeenCalledTimes(1);
    await expect(save).toHaveBeenCalledTimes(1);
    await userEvent.unhover(canvas.getByRole('button', { name: 'Salvar' }));
  },
};

export const Variants: Story = {
  name: 'Variantes',
  parameters: { ownLayout: true },
  render: (args) => (
    <div className={demo.row}>
      <Card {...args} variant="outlined" title="Contornado" description="Padrão das telas internas." />
      <Card {...args} variant="elevated" title="Elevado" description="Destaques e seções públicas." />
      <Card {...args} variant="muted" title="Discreto" description="Grupos secundários." />
    </div>
  ),
  args: { children: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 3 })).toHaveLength(3);
  },
};

export const ContentOnly: Story = {
  name: 'Só conteúdo (espaçamento médio)',
  args: { title: undefined, description: undefined, padding: 'md' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText(/Maria Silva/)).toBeVisible();
  },
};
