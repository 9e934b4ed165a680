import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ArrowRightIcon, DownloadIcon, PlusIcon, TrashIcon } from '../icons';
import { demo } from '../storybook/demo.css';
import { Button } from './Button';

const meta = {
  title: 'Ações/Button',
  component: Button,
  args: { children: 'Salvar', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'outline', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    isIconOnly: { control: 'boolean' },
    onPress: { control: false },
  },
  parameters: {
    usage: {
      when: [
        'Disparar uma ação: salvar, enviar, abrir um diálogo, baixar um arquivo.',
        'Para ir a outra página, use `Link` (com `buttonVariant` se precisar da aparência de botão).',
      ],
      do: [
        "Comece o texto com um verbo no infinitivo e em caixa de frase ('Salvar alterações', 'Nova solicitação').",
        'Use um único `primary` por tela; `secondary`, `outline` e `ghost` para as demais ações.',
        'Use `isPending` enquanto a ação roda: o botão mantém o foco e ignora cliques repetidos.',
      ],
      avoid: [
        "Texto em caixa alta ou genérico ('OK', 'Clique aqui').",
        'Desabilitar sem explicar por quê: prefira deixar ativo e mostrar o erro ao clicar.',
        '`danger` fora de ações destrutivas.',
      ],
    },
    docs: {
      description: {
        component:
          'Botão de ação sobre o `Button` do React Aria: clique, toque, Enter e Espaço chamam `onPress`. ' +
          'Use uma única ação `primary` por tela e `danger` para ações destrutivas. ' +
          'Com `isPending` o botão mostra o indicador de carregamento, recebe `aria-busy` e ignora novos cliques.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A ação principal da tela. */
export const Primary: Story = {
  name: 'Primário',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Salvar' }));
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};

/** As cinco variantes, da mais forte à mais discreta, e `danger` para remoções. */
export const Variants: Story = {
  name: 'Variantes',
  render: (args) => (
    <div className={demo.row}>
      <Button {...args} variant="primary">
        Salvar
      </Button>
      <Button {...args} variant="secondary">
        Ver detalhes
      </Button>
      <Button {...args} variant="outline">
        Cancelar
      </Button>
      <Button {...args} variant="ghost">
        Ver todas
      </Button>
      <Button {...args} variant="danger">
        Excluir
      </Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Salvar', 'Ver detalhes', 'Cancelar', 'Ver todas', 'Excluir']) {
      await userEvent.click(canvas.getByRole('button', { name }));
    }
    await expect(args.onPress).toHaveBeenCalledTimes(5);
    // Leave the pointer outside so the screenshot shows resting states.
    await userEvent.unhover(canvas.getByRole('button', { name: 'Excluir' }));
  },
};

/** `sm` em tabelas e barras de ferramentas, `md` no padrão, `lg` na chamada principal. */
export const Sizes: Story = {
  name: 'Tamanhos',
  render: (args) => (
    <div className={demo.row}>
      <Button {...args} size="sm">
        Pequeno
      </Button>
      <Button {...args} size="md">
        Médio
      </Button>
      <Button {...args} size="lg">
        Grande
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heights = ['Pequeno', 'Médio', 'Grande'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().height,
    );
    await expect(heights).toEqual([32, 40, 48]);
  },
};

/** Ícones antes ou depois do texto; o nome acessível é só o texto. */
export const WithIcons: Story = {
  name: 'Com ícones',
  render: (args) => (
    <div className={demo.row}>
      <Button {...args}>
        <PlusIcon />
        Nova solicitação
      </Button>
      <Button {...args} variant="outline">
        <DownloadIcon />
        Baixar
      </Button>
      <Button {...args} variant="ghost">
        Ver todas
        <ArrowRightIcon />
      </Button>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Icons are decorative: the accessible name is the text only.
    await expect(canvas.getByRole('button', { name: 'Nova solicitação' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Baixar' })).toBeVisible();
  },
};

/** Botões quadrados só com ícone exigem `aria-label`. */
export const IconOnly: Story = {
  name: 'Somente ícone',
  render: (args) => (
    <div className={demo.row}>
      <Button {...args} isIconOnly aria-label="Adicionar" size="sm">
        <PlusIcon />
      </Button>
      <Button {...args} isIconOnly aria-label="Baixar PDF" variant="outline">
        <DownloadIcon />
      </Button>
      <Button {...args} isIconOnly aria-label="Excluir usuário" variant="ghost" size="lg">
        <TrashIcon />
      </Button>
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const add = canvas.getByRole('button', { name: 'Adicionar' });
    await expect(add.getBoundingClientRect().width).toBe(add.getBoundingClientRect().height);
    await userEvent.click(add);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.unhover(add);
  },
};

/** Tab mostra o anel de foco; Enter e Espaço acionam o botão. */
export const KeyboardActivation: Story = {
  name: 'Teclado (Enter e Espaço)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // React Aria marks keyboard focus with data-focus-visible: that is what draws the focus ring.
    await expect(button).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(args.onPress).toHaveBeenCalledTimes(2);
  },
};

/** Desabilitado: ignora cliques e sai da ordem do Tab. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await userEvent.tab();
    await expect(button).not.toHaveFocus();
    await expect(args.onPress).not.toHaveBeenCalled();
  },
};

/** Carregando: indicador, `aria-busy` e cliques ignorados. */
export const Pending: Story = {
  name: 'Carregando',
  args: { isPending: true, children: 'Entrando...' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: /Entrando\.\.\./ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('progressbar', { name: 'Carregando...' })).toBeVisible();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
    await userEvent.unhover(button);
  },
};

/** Largura total, para formulários no celular. */
export const FullWidth: Story = {
  name: 'Largura total',
  args: { fullWidth: true, children: 'Entrar' },
  decorators: [
    (Story) => (
      <div className={demo.narrow}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Entrar' }).getBoundingClientRect().width).toBe(360);
  },
};
