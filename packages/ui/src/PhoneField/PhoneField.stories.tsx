import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maskedFieldFormStories } from '../MaskedField/maskedFieldStories';
import { demo } from '../storybook/demo.css';
import { PhoneField } from './PhoneField';

const meta = {
  title: 'Campos/PhoneField',
  component: PhoneField,
  args: { name: 'phone', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Telefones celulares e fixos com DDD, no formato (00) 00000-0000.'],
      do: ['Use `autoComplete="tel"`.'],
      avoid: ['Campos separados para DDD e número.'],
    },
    docs: {
      description: {
        component:
          'Telefone brasileiro: `(11) 3456-7890` (fixo) ou `(11) 98765-4321` (celular), com teclado de telefone; um `+55` colado é descartado. O valor é o número formatado.',
      },
    },
  },
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digitar aplica a máscara de celular. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Telefone' });
    await expect(input).toHaveAttribute('inputmode', 'tel');
    await userEvent.type(input, '11987654321');
    await expect(input).toHaveValue('(11) 98765-4321');
    await expect(args.onChange).toHaveBeenLastCalledWith('(11) 98765-4321');
  },
};

/** Colar um texto com sujeira deixa só os dígitos. */
export const Paste: Story = {
  name: 'Colar texto com sujeira',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Telefone' });
    await userEvent.click(input);
    await userEvent.paste('+55 11 98765-4321');
    await expect(input).toHaveValue('(11) 98765-4321');
  },
};

const shared = maskedFieldFormStories({
  Field: PhoneField,
  label: 'Telefone',
  invalid: { typed: '119876', shown: '(11) 9876', message: 'Digite um telefone válido' },
  valid: { typed: '11987654321', submitted: { phone: '(11) 98765-4321' } },
  disabled: { shown: '(11) 3333-4444' },
});

/** Um telefone incompleto mostra o erro ao enviar. */
export const Validation: Story = { ...shared.validation, name: 'Validação ao enviar' };

/** Obrigatório: enviar vazio mostra a mensagem. */
export const Required: Story = { ...shared.required, name: 'Obrigatório', args: { isRequired: true } };

/** Desabilitado. */
export const Disabled: Story = {
  ...shared.disabled,
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '1133334444' },
};

/** Telefone fixo, com oito dígitos. */
export const Landline: Story = {
  name: 'Telefone fixo',
  args: { label: 'Telefone comercial' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Telefone comercial' });
    await expect(input).toHaveAttribute('type', 'tel');
    await userEvent.type(input, '1134567890');
    await expect(input).toHaveValue('(11) 3456-7890');
    // One more digit makes it a mobile number.
    await userEvent.type(input, '1');
    await expect(input).toHaveValue('(11) 34567-8901');
    await expect(args.onChange).toHaveBeenLastCalledWith('(11) 34567-8901');
  },
};
