import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CheckIcon } from '../icons';
import { demo } from '../storybook/demo.css';
import { Badge } from './Badge';

const meta = {
  title: 'Conteúdo/Badge',
  component: Badge,
  args: { children: 'Novo' },
  argTypes: {
    tone: {
      control: 'select',
      options: [
        'neutral',
        'primary',
        'success',
        'warning',
        'danger',
        'info',
        'basico',
        'profissional',
        'empresarial',
        'ilimitado',
        'plan',
      ],
    },
    variant: { control: 'inline-radio', options: ['subtle', 'solid'] },
    size: { control: 'inline-radio', options: ['sm', 'md'] },
  },
  parameters: {
    usage: {
      when: ["Marcar uma categoria ou um destaque curto: o plano de um cliente, 'Mais popular', 'Novo'."],
      do: [
        "Escreva uma ou duas palavras, em caixa de frase ('Mais popular').",
        'Deixe o texto carregar o significado; a cor só reforça.',
      ],
      avoid: [
        'Status de certidões, pagamentos e assinaturas: use `StatusBadge`, que conhece o vocabulário.',
        'Texto em caixa alta ou frases longas.',
      ],
    },
    docs: {
      description: {
        component:
          'Rótulo curto em formato de pílula: contagens, categorias, nome do plano, destaques como ' +
          "'Mais popular'. Não é interativo. O texto carrega o significado; a cor só o reforça. " +
          'Para status de solicitações, pagamentos e assinaturas use `StatusBadge`.',
      },
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um selo neutro no tamanho padrão. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const badge = canvas.getByText('Novo');
    await expect(badge.tagName).toBe('SPAN');
    // Not interactive: nothing to tab to.
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

const tones = [
  ['neutral', 'Rascunho'],
  ['primary', 'Admin'],
  ['success', 'Pago'],
  ['warning', 'Vence hoje'],
  ['danger', '3 dias em atraso'],
  ['info', 'Novo'],
] as const;

/** Os tons de feedback e de marca, cada um com seu texto. */
export const Tones: Story = {
  name: 'Tons',
  render: (args) => (
    <div className={demo.stack}>
      <div className={demo.row}>
        {tones.map(([tone, text]) => (
          <Badge {...args} key={tone} tone={tone}>
            {text}
          </Badge>
        ))}
      </div>
      <div className={demo.row}>
        {tones.map(([tone, text]) => (
          <Badge {...args} key={tone} tone={tone} variant="solid">
            {text}
          </Badge>
        ))}
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [, text] of tones) {
      await expect(canvas.getAllByText(text)).toHaveLength(2);
    }
  },
};

/** As cores de cada plano (Básico, Profissional, Empresarial…). */
export const PlanColors: Story = {
  name: 'Cores dos planos',
  render: (args) => (
    <div className={demo.row}>
      <Badge {...args} tone="basico">
        Básico
      </Badge>
      <Badge {...args} tone="profissional">
        Profissional
      </Badge>
      <Badge {...args} tone="empresarial">
        Empresarial
      </Badge>
      <Badge {...args} tone="ilimitado">
        Ilimitado
      </Badge>
      <Badge {...args} tone="plan">
        Personalizado
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const colours = ['Básico', 'Profissional', 'Empresarial', 'Ilimitado', 'Personalizado'].map(
      (name) => getComputedStyle(canvas.getByText(name)).backgroundColor,
    );
    // Every plan has its own colour.
    await expect(new Set(colours).size).toBe(5);
  },
};

/** `sm` para tabelas e listas densas, `md` no resto; com ícone à esquerda. */
export const Sizes: Story = {
  name: 'Tamanhos e ícone',
  render: (args) => (
    <div className={demo.row}>
      <Badge {...args} size="sm" tone="primary">
        Pequeno
      </Badge>
      <Badge {...args} size="md" tone="primary">
        Médio
      </Badge>
      <Badge {...args} tone="success">
        <CheckIcon />
        Verificado
      </Badge>
      <Badge {...args} tone="primary" variant="solid">
        Mais popular
      </Badge>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const small = canvas.getByText('Pequeno').getBoundingClientRect().height;
    const medium = canvas.getByText('Médio').getBoundingClientRect().height;
    await expect(small).toBeLessThan(medium);
    // The icon is decorative: the text alone is read.
    await expect(canvas.getByText('Verificado').querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  },
};
