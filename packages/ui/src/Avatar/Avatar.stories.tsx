import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { Avatar } from './Avatar';

/** A tiny inline SVG "photo", so the story needs no network. */
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="#cbd5e1"/>' +
      '<circle cx="32" cy="24" r="12" fill="#64748b"/><path d="M10 64a22 22 0 0 1 44 0z" fill="#64748b"/></svg>',
  );

const meta = {
  title: 'Conteúdo/Avatar',
  component: Avatar,
  args: { name: 'Maria Silva' },
  argTypes: { size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] } },
  parameters: {
    usage: {
      when: ['Identificar uma pessoa em listas, tabelas, na barra superior e no perfil.'],
      do: [
        'Passe sempre o `name`: ele dá as iniciais, a cor e o nome acessível.',
        'Use `isDecorative` quando o nome já está escrito ao lado.',
      ],
      avoid: [
        'Avatares para empresas ou órgãos: use o nome ou um ícone.',
        'Tamanhos fora da escala (`sm`, `md`, `lg`).',
      ],
    },
    docs: {
      description: {
        component:
          'Foto da pessoa ou, sem foto (ou se ela não carregar), as iniciais sobre uma cor escolhida a partir ' +
          'do nome. O nome é o texto alternativo (papel `img`); use `isDecorative` quando o nome já aparece ao lado.',
      },
    },
  },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sem foto, as iniciais do nome sobre uma cor tirada do próprio nome. */
export const Initials: Story = {
  name: 'Iniciais',
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Maria Silva' });
    await expect(avatar).toHaveTextContent('MS');
    await expect(avatar).toHaveAttribute('data-fallback', 'true');
  },
};

/** Com foto, a imagem ocupa o círculo. */
export const WithPhoto: Story = {
  name: 'Com foto',
  args: { src: PHOTO, name: 'João Pereira' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'João Pereira' });
    await expect(avatar.querySelector('img')).not.toBeNull();
    await expect(avatar).not.toHaveTextContent('JP');
  },
};

/** Se a foto não carrega, voltam as iniciais. */
export const BrokenPhoto: Story = {
  name: 'Foto que não carrega',
  args: { src: 'data:image/png;base64,AAAA', name: 'Ana Costa' },
  play: async ({ canvasElement }) => {
    const avatar = within(canvasElement).getByRole('img', { name: 'Ana Costa' });
    // The failed image gives way to the initials.
    await waitFor(() => expect(avatar).toHaveTextContent('AC'));
  },
};

/** `sm` em tabelas, `md` na barra superior, `lg` no perfil. */
export const Sizes: Story = {
  name: 'Tamanhos',
  render: (args) => (
    <div className={demo.row}>
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const sizes = within(canvasElement)
      .getAllByRole('img', { name: 'Maria Silva' })
      .map((avatar) => avatar.getBoundingClientRect().width);
    await expect(sizes).toEqual([32, 40, 64]);
  },
};

const people = ['Maria Aparecida da Silva', 'João Pereira', 'Carlos Eduardo Lima', 'Beatriz Santos', 'Pedro'];

/** Cada nome tem sempre a mesma cor. */
export const Colors: Story = {
  name: 'Cores a partir do nome',
  render: (args) => (
    <div className={demo.row}>
      {people.map((name) => (
        <Avatar {...args} key={name} name={name} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Maria Aparecida da Silva' })).toHaveTextContent('MS');
    await expect(canvas.getByRole('img', { name: 'Pedro' })).toHaveTextContent('P');
  },
};

/** Com o nome ao lado, o avatar fica escondido dos leitores de tela. */
export const Decorative: Story = {
  name: 'Decorativo (nome ao lado)',
  args: { isDecorative: true },
  render: (args) => (
    <div className={demo.row}>
      <Avatar {...args} />
      <span>Maria Silva</span>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Not announced twice: the visible name is enough.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('Maria Silva')).toBeVisible();
  },
};
