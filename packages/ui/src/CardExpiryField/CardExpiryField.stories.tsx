import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maskedFieldFormStories } from '../MaskedField/maskedFieldStories';
import { demo } from '../storybook/demo.css';
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
    usage: {
      when: ['A validade do cartão no pagamento, no formato MM/AA.'],
      do: ['Use junto do `CardForm`, que já organiza os campos do cartão.'],
      avoid: ['Campos separados para mês e ano.'],
    },
    docs: {
      description: {
        component:
          "Validade do cartão como `MM/AA` (5 caracteres), com teclado numérico. O valor é `MM/AA`; `validateFormat` pede a data completa com mês de 01 a 12 ('Data de validade inválida').",
      },
    },
  },
} satisfies Meta<typeof CardExpiryField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digitar a validade aplica a máscara MM/AA. */
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

/** Colar um texto com espaços e letras deixa só a data. */
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

const shared = maskedFieldFormStories({
  Field: CardExpiryField,
  label: 'Validade',
  invalid: { typed: '1330', shown: '13/30', message: 'Data de validade inválida' },
  valid: { typed: '0530', submitted: { expiry: '05/30' } },
  disabled: { shown: '05/30' },
});

/** Uma validade incompleta ou vencida mostra o erro ao enviar. */
export const Validation: Story = { ...shared.validation, name: 'Validação ao enviar' };

/** Obrigatório: enviar vazio mostra a mensagem. */
export const Required: Story = { ...shared.required, name: 'Obrigatório', args: { isRequired: true } };

/** Desabilitado durante o envio. */
export const Disabled: Story = {
  ...shared.disabled,
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '0530' },
};
