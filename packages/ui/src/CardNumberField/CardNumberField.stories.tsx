import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { CardNumberField } from './CardNumberField';

const meta = {
  title: 'Campos/CardNumberField',
  component: CardNumberField,
  args: { name: 'number', onChange: fn() },
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
          "Número do cartão em grupos de 4 (até 16 dígitos, 19 caracteres), com teclado numérico. O valor é só os dígitos; `validateFormat` pede pelo menos 13 dígitos ('Número do cartão inválido', spec §5).",
      },
    },
  },
} satisfies Meta<typeof CardNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Número do cartão' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '4111111111111111');
    await expect(input).toHaveValue('4111 1111 1111 1111');
    await expect(args.onChange).toHaveBeenLastCalledWith('4111111111111111');
  },
};

export const Paste: Story = {
  name: 'Colar texto com sujeira',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Número do cartão' });
    await userEvent.click(input);
    await userEvent.paste('4111-1111-1111-1111');
    await expect(input).toHaveValue('4111 1111 1111 1111');
  },
};

export const Validation: Story = {
  name: 'Validação ao enviar',
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <CardNumberField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Número do cartão' });
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.type(input, '411111111111');
    await expect(input).toHaveValue('4111 1111 1111');
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Número do cartão inválido');
    await expect(input).toHaveFocus();

    await userEvent.clear(input);
    await userEvent.type(input, '4111111111111111');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ number: '4111111111111111' });
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
      <CardNumberField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /^Número do cartão/ });
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
  args: { isDisabled: true, defaultValue: '4444444444444444' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Número do cartão' });
    await expect(input).toBeDisabled();
    // A raw default value is shown formatted.
    await expect(input).toHaveValue('4444 4444 4444 4444');
  },
};

export const MaxLength: Story = {
  name: 'No máximo 19 caracteres',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Número do cartão' });
    await expect(input).toHaveAttribute('autocomplete', 'cc-number');
    await userEvent.type(input, '41111111111111112222');
    await expect(input).toHaveValue('4111 1111 1111 1111');
    await expect((input as HTMLInputElement).value).toHaveLength(19);
  },
};
