import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { Disclosure } from './Disclosure';

const meta = {
  title: 'Conteúdo/Disclosure',
  component: Disclosure,
  args: {
    title: 'Alterar senha',
    children: 'A nova senha deve ter pelo menos 8 caracteres e ser diferente da senha atual.',
    onExpandedChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Um único bloco de detalhes que o usuário pode abrir (mais opções, detalhes técnicos).'],
      do: ['Escreva o título como o assunto do que abre.'],
      avoid: ['Esconder o que o usuário precisa para continuar.', 'Vários em sequência: use `Accordion`.'],
    },
    docs: {
      description: {
        component:
          'Seção que abre e fecha (`Disclosure` do React Aria): um título com botão (`aria-expanded`, Enter e ' +
          'Espaço) e um painel. Use sozinho (ex.: o formulário recolhível de troca de senha) ou como item de ' +
          'um `Accordion`.',
      },
    },
  },
} satisfies Meta<typeof Disclosure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Fechado, com o título visível. */
export const Default: Story = {
  name: 'Padrão (fechado)',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Alterar senha' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByText(/A nova senha/)).not.toBeVisible();
    // The trigger sits in a heading, so it shows up in the page outline.
    await expect(canvas.getByRole('heading', { level: 3, name: 'Alterar senha' })).toBeVisible();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText(/A nova senha/)).toBeVisible();
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onExpandedChange).toHaveBeenLastCalledWith(false);
    await userEvent.unhover(trigger);
  },
};

/** Aberto. */
export const Expanded: Story = {
  name: 'Aberto',
  args: { defaultExpanded: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Alterar senha' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // The panel is linked to its trigger.
    const panel = canvas.getByText(/A nova senha/).closest('[id]');
    await expect(trigger.getAttribute('aria-controls')).toBe(panel?.id);
  },
};

/** Enter e Espaço abrem e fecham. */
export const Keyboard: Story = {
  name: 'Teclado (Enter e Espaço)',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Alterar senha' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('data-focus-visible', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { isDisabled: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Alterar senha' });
    await expect(trigger).toBeDisabled();
    await userEvent.click(trigger);
    await expect(args.onExpandedChange).not.toHaveBeenCalled();
  },
};
