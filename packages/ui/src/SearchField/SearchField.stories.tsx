import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { SearchField } from './SearchField';

const meta = {
  title: 'Campos/SearchField',
  component: SearchField,
  args: {
    'aria-label': 'Buscar usuários',
    placeholder: 'Buscar por nome ou e-mail',
    onChange: fn(),
    onSubmit: fn(),
    onClear: fn(),
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
      when: ['Buscar numa lista ou tabela (solicitações, usuários).'],
      do: ["Diga no `placeholder` pelo que se busca ('Buscar por nome ou CPF')."],
      avoid: ['Buscar a cada tecla em listas do servidor sem espera.'],
    },
    docs: {
      description: {
        component:
          'Campo de busca (`SearchField` do React Aria) com ícone de lupa e botão "Limpar busca" enquanto há ' +
          'texto. Enter chama `onSubmit`; Esc ou o botão limpam o campo e chamam `onClear`. Sem rótulo ' +
          'visível (em barras de filtro), passe `aria-label`.',
      },
    },
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Campo de busca. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Buscar usuários' });
    // Empty: no clear button.
    await expect(canvas.queryByRole('button', { name: 'Limpar busca' })).not.toBeInTheDocument();
    await userEvent.type(input, 'maria');
    await expect(args.onChange).toHaveBeenLastCalledWith('maria');
    await expect(canvas.getByRole('button', { name: 'Limpar busca' })).toBeVisible();
  },
};

/** O botão Limpar apaga a busca. */
export const Clear: Story = {
  name: 'Limpar a busca',
  args: { defaultValue: 'maria' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Buscar usuários' });
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    await expect(input).toHaveFocus();
    await expect(canvas.queryByRole('button', { name: 'Limpar busca' })).not.toBeInTheDocument();
  },
};

/** Enter busca, Esc limpa. */
export const Keyboard: Story = {
  name: 'Uso pelo teclado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Buscar usuários' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('joão{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('joão');
    // Escape clears.
    await userEvent.keyboard('{Escape}');
    await expect(input).toHaveValue('');
    await expect(args.onClear).toHaveBeenCalledOnce();
    // The clear button is not a Tab stop (Escape does its job): Tab leaves the field.
    await userEvent.keyboard('ana');
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
    await expect(input).toHaveValue('ana');
  },
};

/** Com rótulo visível. */
export const WithLabel: Story = {
  name: 'Com rótulo',
  args: {
    'aria-label': undefined,
    label: 'Buscar solicitações',
    placeholder: 'Nome, e-mail ou CPF',
    description: 'A busca por CPF/CNPJ aceita só os números.',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('searchbox', { name: 'Buscar solicitações' });
    await expect(input).toHaveAccessibleDescription('A busca por CPF/CNPJ aceita só os números.');
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { defaultValue: 'maria', isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox')).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'Limpar busca' })).not.toBeInTheDocument();
  },
};
