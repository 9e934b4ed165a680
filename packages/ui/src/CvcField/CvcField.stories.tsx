import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { CvcField } from './CvcField';

const meta = {
  title: 'Campos/CvcField',
  component: CvcField,
  args: { name: 'ccv', onChange: fn() },
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
          "Código de segurança do cartão: só dígitos, até 4, com teclado numérico; `validateFormat` pede pelo menos 3 ('CVC inválido', spec §5).",
      },
    },
  },
} satisfies Meta<typeof CvcField>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CVC' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '123');
    await expect(input).toHaveValue('123');
    await expect(args.onChange).toHaveBeenLastCalledWith('123');
  },
};

export const Paste: Story = {
  name: 'Colar texto com sujeira',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CVC' });
    await userEvent.click(input);
    await userEvent.paste('CVC: 1234');
    await expect(input).toHaveValue('1234');
  },
};

export const Validation: Story = {
  name: 'Validação ao enviar',
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <CvcField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CVC' });
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.type(input, '12');
    await expect(input).toHaveValue('12');
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('CVC inválido');
    await expect(input).toHaveFocus();

    await userEvent.clear(input);
    await userEvent.type(input, '123');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ ccv: '123' });
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
      <CvcField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /^CVC/ });
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
  args: { isDisabled: true, defaultValue: '123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CVC' });
    await expect(input).toBeDisabled();
    // A raw default value is shown formatted.
    await expect(input).toHaveValue('123');
  },
};

export const DigitsOnly: Story = {
  name: 'Só dígitos, no máximo 4',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CVC' });
    await userEvent.type(input, '1a2b3c45');
    await expect(input).toHaveValue('1234');
    await expect(args.onChange).toHaveBeenLastCalledWith('1234');
  },
};
