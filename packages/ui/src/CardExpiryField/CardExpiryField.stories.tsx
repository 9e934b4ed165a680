import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { CardExpiryField } from './CardExpiryField';

const meta = {
  title: 'Campos/CardExpiryField',
  component: CardExpiryField,
  args: { name: 'expiry', onChange: fn() },
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
          "Validade do cartão como `MM/AA` (5 caracteres), com teclado numérico. O valor é `MM/AA`; `validateFormat` pede a data completa com mês de 01 a 12 ('Data de validade inválida', spec §5).",
      },
    },
  },
} satisfies Meta<typeof CardExpiryField>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Validade' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '0530');
    await expect(input).toHaveValue('05/30');
    await expect(args.onChange).toHaveBeenLastCalledWith('05/30');
  },
};

export const Paste: Story = {
  name: 'Colar texto com sujeira',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Validade' });
    await userEvent.click(input);
    await userEvent.paste(' 05 / 30 ');
    await expect(input).toHaveValue('05/30');
  },
};

export const Validation: Story = {
  name: 'Validação ao enviar',
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <CardExpiryField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Validade' });
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.type(input, '1330');
    await expect(input).toHaveValue('13/30');
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Data de validade inválida');
    await expect(input).toHaveFocus();

    await userEvent.clear(input);
    await userEvent.type(input, '0530');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ expiry: '05/30' });
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
      <CardExpiryField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /^Validade/ });
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
  args: { isDisabled: true, defaultValue: '0530' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Validade' });
    await expect(input).toBeDisabled();
    // A raw default value is shown formatted.
    await expect(input).toHaveValue('05/30');
  },
};
