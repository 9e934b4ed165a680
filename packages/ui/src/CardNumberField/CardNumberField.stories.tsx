import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maskedFieldFormStories } from '../MaskedField/maskedFieldStories';
import { demo } from '../storybook/demo.css';
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
    usage: {
      when: ['O número do cartão no pagamento.'],
      do: ['Use junto do `CardForm`.'],
      avoid: ['Mostrar o número completo depois de salvo: mostre só os quatro últimos dígitos.'],
    },
    docs: {
      description: {
        component:
          "Número do cartão em grupos de 4 (até 16 dígitos, 19 caracteres), com teclado numérico. O valor é só os dígitos; `validateFormat` pede pelo menos 13 dígitos ('Número do cartão inválido').",
      },
    },
  },
} satisfies Meta<typeof CardNumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digitar agrupa os dígitos de quatro em quatro. */
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

/** Colar um texto com sujeira deixa só os dígitos. */
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

const shared = maskedFieldFormStories({
  Field: CardNumberField,
  label: 'Número do cartão',
  invalid: { typed: '411111111111', shown: '4111 1111 1111', message: 'Número do cartão inválido' },
  valid: { typed: '4111111111111111', submitted: { number: '4111111111111111' } },
  disabled: { shown: '4444 4444 4444 4444' },
});

/** Um número inválido mostra o erro ao enviar. */
export const Validation: Story = { ...shared.validation, name: 'Validação ao enviar' };

/** Obrigatório: enviar vazio mostra a mensagem. */
export const Required: Story = { ...shared.required, name: 'Obrigatório', args: { isRequired: true } };

/** Desabilitado durante o envio. */
export const Disabled: Story = {
  ...shared.disabled,
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '4444444444444444' },
};

/** No máximo 19 dígitos. */
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
