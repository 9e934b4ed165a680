import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { CpfField } from './CpfField';

const meta = {
  title: 'Campos/CpfField',
  component: CpfField,
  args: { name: 'cpf', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'Campo de CPF: formata `000.000.000-00` enquanto se digita ou cola, com teclado numérico. O valor entregue a `onChange` e ao formulário é o CPF formatado (como a solicitação o envia). `validateFormat` (ligado por padrão) confere os dígitos verificadores.',
      },
    },
  },
} satisfies Meta<typeof CpfField>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '52998224725');
    await expect(input).toHaveValue('529.982.247-25');
    await expect(args.onChange).toHaveBeenLastCalledWith('529.982.247-25');
  },
};

export const Paste: Story = {
  name: 'Colar texto com sujeira',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    await userEvent.click(input);
    await userEvent.paste('CPF: 529.982.247-25 ');
    await expect(input).toHaveValue('529.982.247-25');
  },
};

export const Validation: Story = {
  name: 'Validação ao enviar',
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <CpfField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.type(input, '12345678900');
    await expect(input).toHaveValue('123.456.789-00');
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Digite um CPF válido');
    await expect(input).toHaveFocus();

    await userEvent.clear(input);
    await userEvent.type(input, '52998224725');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ cpf: '529.982.247-25' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.unhover(button);
  },
};

export const Required: Story = {
  name: 'Obrigatório',
  args: { isRequired: true },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <CpfField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /^CPF/ });
    await expect(input).toBeRequired();
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription('Preencha este campo.');
    await userEvent.unhover(button);
  },
};

export const Disabled: Story = {
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '52998224725' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CPF' });
    await expect(input).toBeDisabled();
    // A raw default value is shown formatted.
    await expect(input).toHaveValue('529.982.247-25');
  },
};
