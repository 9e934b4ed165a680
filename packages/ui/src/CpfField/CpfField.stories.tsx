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
    usage: {
      when: ['O CPF de uma pessoa, no formato 000.000.000-00.'],
      do: ['Confira os dígitos verificadores (o campo já confere).'],
      avoid: ['Pedir o CPF quando ele não é necessário para a certidão.'],
    },
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

/** Digitar aplica a máscara do CPF. */
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

/** Colar um texto com sujeira deixa só os dígitos. */
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

/** Um CPF inválido mostra o erro ao enviar. */
export const Validation: Story = { ...shared.validation, name: 'Validação ao enviar' };

/** Obrigatório: enviar vazio mostra a mensagem. */
export const Required: Story = { ...shared.required, name: 'Obrigatório', args: { isRequired: true } };

/** Desabilitado. */
export const Disabled: Story = {
  ...shared.disabled,
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '52998224725' },
};
