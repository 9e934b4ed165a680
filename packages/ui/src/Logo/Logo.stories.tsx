import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { Logo } from './Logo';

const meta = {
  title: 'Fundamentos/Logo',
  component: Logo,
  argTypes: {
    tone: { control: 'inline-radio', options: ['light', 'dark'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    usage: {
      when: ['A marca Certidão Ágil na barra superior, no menu lateral, no login e na página inicial.'],
      do: ['Use `tone="dark"` sobre superfícies escuras.'],
      avoid: ['Recolorir, esticar ou trocar o texto da marca.'],
    },
    docs: {
      description: {
        component:
          "A marca: o ícone de certidão (documento com selo de verificação) e as palavras 'Certidão' " +
          "'Ágil'. Para tecnologias assistivas é uma única imagem chamada 'Certidão Ágil'. Use `tone=\"dark\"` " +
          'sobre fundos escuros e `iconOnly` no menu lateral recolhido.',
      },
    },
  },
} satisfies Meta<typeof Logo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sobre fundo claro. */
export const OnLight: Story = {
  name: 'Fundo claro',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Certidão Ágil' })).toHaveTextContent('Certidão Ágil');
  },
};

/** Sobre fundo escuro. */
export const OnDark: Story = {
  name: 'Fundo escuro',
  args: { tone: 'dark' },
  render: (args) => (
    <div className={demo.darkSurface}>
      <Logo {...args} />
      <Logo {...args} iconOnly />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('img', { name: 'Certidão Ágil' })).toHaveLength(2);
  },
};

/** Só o selo, para o menu recolhido. */
export const IconOnly: Story = {
  name: 'Somente ícone',
  args: { iconOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const logo = canvas.getByRole('img', { name: 'Certidão Ágil' });
    await expect(logo).toHaveTextContent('');
  },
};

/** Os três tamanhos. */
export const Sizes: Story = {
  name: 'Tamanhos',
  render: (args) => (
    <div className={demo.column}>
      <Logo {...args} size="sm" />
      <Logo {...args} size="md" />
      <Logo {...args} size="lg" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = canvas
      .getAllByRole('img', { name: 'Certidão Ágil' })
      .map((logo) => Math.round(logo.getBoundingClientRect().height));
    // The mark is 1.6em: 16px, 20px and 30px text.
    await expect(heights).toEqual([26, 32, 48]);
  },
};
