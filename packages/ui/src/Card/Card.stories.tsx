import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { PencilIcon } from '../icons';
import { Pagination } from '../Pagination';
import { demo } from '../storybook/demo.css';
import { shellDemo } from '../storybook/shellDemo.css';
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
    usage: {
      when: ['Agrupar conteúdo relacionado numa superfície: um resumo, um formulário curto, uma lista.'],
      do: [
        'Dê um `title` curto em caixa de frase e, se preciso, uma `description` de uma linha.',
        'Use `padding="none"` para listas e tabelas de ponta a ponta.',
      ],
      avoid: ['Cartões dentro de cartões.', 'Mais de duas ações no cabeçalho: agrupe as demais num `Menu`.'],
    },
    docs: {
      description: {
        component:
          'Superfície que agrupa conteúdo relacionado: cabeçalho opcional (título, descrição, ações), ' +
          'conteúdo e rodapé. Com `as="section"` ou `"article"` o cartão vira uma região nomeada pelo título: ' +
          'é o painel das páginas (`as="section" titleLevel={2}`). Com `padding="none"` o conteúdo vai de borda a ' +
          'borda (listas, tabelas) e cabeçalho e rodapé mantêm o próprio espaçamento; o rodapé vira uma faixa com ' +
          'o resumo à esquerda e a paginação à direita.',
      },
    },
  },
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cartão com título e conteúdo. */
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

/** Ações no cabeçalho e botões no rodapé. */
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

/** Os elementos `div`, `section` e `article`. */
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

/** Sem cabeçalho, com espaçamento médio. */
export const ContentOnly: Story = {
  name: 'Só conteúdo (espaçamento médio)',
  args: { title: undefined, description: undefined, padding: 'md' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('heading')).toBeNull();
    await expect(canvas.getByText(/Maria Silva/)).toBeVisible();
  },
};

const USERS = [
  ['Ana Lima', 'ana.lima@exemplo.com.br'],
  ['Bruno Carvalho', 'bruno.carvalho@exemplo.com.br'],
  ['Carla Mendes', 'carla.mendes@exemplo.com.br'],
];

/** A page panel holding a list, with a pagination footer. */
function UsersPanel() {
  const [page, setPage] = useState(2);
  return (
    <Card
      as="section"
      title="Usuários"
      titleLevel={2}
      description="57 usuários cadastrados"
      padding="none"
      footer={
        <>
          <span>{`Mostrando ${page * 10 - 9}–${page * 10} de 57 usuários`}</span>
          <Pagination page={page} totalPages={6} onPageChange={setPage} />
        </>
      }
    >
      <ul className={shellDemo.rows}>
        {USERS.map(([name, email]) => (
          <li key={name} className={shellDemo.row}>
            <div className={shellDemo.rowMain}>
              <span className={shellDemo.rowTitle}>{name}</span>
              <span className={shellDemo.rowText}>{email}</span>
            </div>
          </li>
        ))}
      </ul>
    </Card>
  );
}

/** Painel de página: lista de ponta a ponta e paginação no rodapé. */
export const FlushPanel: Story = {
  name: 'Painel de página com lista e paginação',
  parameters: { ownLayout: true },
  render: () => <UsersPanel />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const panel = canvas.getByRole('region', { name: 'Usuários' });
    await expect(within(panel).getByRole('heading', { level: 2, name: 'Usuários' })).toBeVisible();
    await expect(
      within(panel)
        .getAllByRole('listitem')
        .filter((item) => item.closest('nav') === null),
    ).toHaveLength(3);
    // The list runs edge to edge; the header keeps its padding.
    const list = within(panel).getAllByRole('list')[0] as HTMLElement;
    await expect(list.getBoundingClientRect().left - panel.getBoundingClientRect().left).toBeLessThanOrEqual(
      1,
    );
    await userEvent.click(within(panel).getByRole('button', { name: 'Página 3' }));
    await expect(within(panel).getByText('Mostrando 21–30 de 57 usuários')).toBeVisible();
    await userEvent.unhover(within(panel).getByRole('button', { name: 'Página 3' }));
  },
};
