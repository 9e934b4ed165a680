import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maskedFieldFormStories } from '../MaskedField/maskedFieldStories';
import { demo } from '../storybook/demo.css';
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

const shared = maskedFieldFormStories({
  Field: CpfField,
  label: 'CPF',
  invalid: { typed: '12345678900', shown: '123.456.789-00', message: 'Digite um CPF válido' },
  valid: { typed: '52998224725', submitted: { cpf: '529.982.247-25' } },
  disabled: { shown: '529.982.247-25' },
});

export const Validation: Story = { ...shared.validation, name: 'Validação ao enviar' };

export const Required: Story = { ...shared.required, name: 'Obrigatório', args: { isRequired: true } };

export const Disabled: Story = {
  ...shared.disabled,
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '52998224725' },
};
