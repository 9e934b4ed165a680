import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { iconGallery } from './Icons.css';
import * as icons from './icons';

const meta = {
  title: 'Fundamentos/Ícones',
  parameters: {
    usage: {
      when: ['Ícones de traço em botões, menus e estados.'],
      do: [
        'Deixe decorativos (o padrão) quando há texto ao lado.',
        'Dê um `title` quando o ícone sozinho transmite informação.',
      ],
      avoid: ['Ícones sem texto em ações pouco conhecidas.'],
    },
    docs: {
      description: {
        component:
          'Ícones de traço (24×24, `currentColor`, tamanho `1em`). São decorativos (`aria-hidden`) por padrão: ' +
          'o botão ou link que os contém dá o nome. Passe `title` quando o ícone sozinho carregar significado. ' +
          'Novos ícones usam `createIcon`.',
      },
    },
  },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Todos os ícones. */
export const Gallery: Story = {
  name: 'Galeria',
  render: () => (
    <ul className={iconGallery.list}>
      {Object.entries(icons).map(([name, Icon]) => (
        <li key={name} className={iconGallery.item}>
          <Icon className={iconGallery.icon} />
          <code className={iconGallery.name}>{name}</code>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(Object.keys(icons).length);
    // Decorative by default.
    await expect(canvasElement.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Um ícone com significado próprio, nomeado por `title`. */
export const WithTitle: Story = {
  name: 'Com significado próprio',
  render: () => (
    <p className={demo.row}>
      <icons.AlertCircleIcon title="Atenção" />
      Seu e-mail não foi verificado. Verifique sua caixa de entrada.
    </p>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Atenção' })).toBeVisible();
  },
};
