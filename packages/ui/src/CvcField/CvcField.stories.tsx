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
    usage: {
      when: ['O código de segurança do cartão (3 ou 4 dígitos).'],
      do: ['Use junto do `CardForm`, que vira a prévia do cartão.'],
      avoid: ['Guardar ou mostrar o CVC depois do envio.'],
    },
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

/** Só dígitos, sem máscara visível. */
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

/** Colar um texto com sujeira deixa só os dígitos. */
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

/** Um código curto demais mostra o erro ao enviar. */
export const Validation: Story = { ...shared.validation, name: 'Validação ao enviar' };

/** Obrigatório: enviar vazio mostra a mensagem. */
export const Required: Story = { ...shared.required, name: 'Obrigatório', args: { isRequired: true } };

/** Desabilitado. */
export const Disabled: Story = {
  ...shared.disabled,
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '123' },
};

/** Aceita só dígitos, no máximo 4. */
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
