import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maskedFieldFormStories } from '../MaskedField/maskedFieldStories';
import { demo } from '../storybook/demo.css';
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
          "Código de segurança do cartão: só dígitos, até 4, com teclado numérico; `validateFormat` pede pelo menos 3 ('CVC inválido').",
      },
    },
  },
} satisfies Meta<typeof CvcField>;

export default meta;
type Story = StoryObj<typeof meta>;

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

const shared = maskedFieldFormStories({
  Field: CvcField,
  label: 'CVC',
  invalid: { typed: '12', shown: '12', message: 'CVC inválido' },
  valid: { typed: '123', submitted: { ccv: '123' } },
  disabled: { shown: '123' },
});

export const Validation: Story = { ...shared.validation, name: 'Validação ao enviar' };

export const Required: Story = { ...shared.required, name: 'Obrigatório', args: { isRequired: true } };

export const Disabled: Story = {
  ...shared.disabled,
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '123' },
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
