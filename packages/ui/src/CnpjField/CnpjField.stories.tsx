import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maskedFieldFormStories } from '../MaskedField/maskedFieldStories';
import { demo } from '../storybook/demo.css';
import { CnpjField } from './CnpjField';

const meta = {
  title: 'Campos/CnpjField',
  component: CnpjField,
  args: { name: 'cnpj', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['O CNPJ de uma empresa, no formato 00.000.000/0000-00.'],
      do: ['Aceite o CNPJ alfanumérico (letras maiúsculas) a partir de julho de 2026.'],
      avoid: ['Pedir o CNPJ sem máscara: ela ajuda a conferir o número.'],
    },
    docs: {
      description: {
        component:
          'Campo de CNPJ: formata `00.000.000/0000-00` enquanto se digita ou cola. Aceita letras nas 12 primeiras posições (CNPJ alfanumérico de 2026, em maiúsculas), por isso o teclado não é só numérico. O valor entregue a `onChange` e ao formulário é o CNPJ sem pontuação, como a API espera.',
      },
    },
  },
} satisfies Meta<typeof CnpjField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digitar aplica a máscara do CNPJ. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveAttribute('inputmode', 'text');
    await userEvent.type(input, '11222333000181');
    await expect(input).toHaveValue('11.222.333/0001-81');
    await expect(args.onChange).toHaveBeenLastCalledWith('11222333000181');
  },
};

/** Colar um texto com sujeira deixa só os caracteres do CNPJ. */
export const Paste: Story = {
  name: 'Colar texto com sujeira',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await userEvent.click(input);
    await userEvent.paste(' 11 222 333 / 0001 - 81\n');
    await expect(input).toHaveValue('11.222.333/0001-81');
  },
};

const shared = maskedFieldFormStories({
  Field: CnpjField,
  label: 'CNPJ',
  invalid: { typed: '11222333000182', shown: '11.222.333/0001-82', message: 'Digite um CNPJ válido' },
  valid: { typed: '11222333000181', submitted: { cnpj: '11222333000181' } },
  disabled: { shown: '11.222.333/0001-81' },
});

/** Um CNPJ inválido mostra o erro ao enviar. */
export const Validation: Story = { ...shared.validation, name: 'Validação ao enviar' };

/** Obrigatório: enviar vazio mostra a mensagem. */
export const Required: Story = { ...shared.required, name: 'Obrigatório', args: { isRequired: true } };

/** Desabilitado. */
export const Disabled: Story = {
  ...shared.disabled,
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '11222333000181' },
};

/** O CNPJ alfanumérico, com letras em caixa alta. */
export const Alphanumeric: Story = {
  name: 'CNPJ alfanumérico',
  args: { description: 'Desde 2026 a Receita também emite CNPJs com letras.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CNPJ' });
    await expect(input).toHaveAttribute('autocapitalize', 'characters');
    await userEvent.type(input, '12abc34501de35');
    // Letters are upper-cased; the value keeps them, without punctuation.
    await expect(input).toHaveValue('12.ABC.345/01DE-35');
    await expect(args.onChange).toHaveBeenLastCalledWith('12ABC34501DE35');
  },
};
