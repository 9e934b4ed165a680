import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maskedFieldFormStories } from '../MaskedField/maskedFieldStories';
import { demo } from '../storybook/demo.css';
import { CepField } from './CepField';

const meta = {
  title: 'Campos/CepField',
  component: CepField,
  args: { name: 'postalCode', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['O CEP de um endereço, no formato 00000-000.'],
      do: ['Preencha o endereço a partir do CEP quando possível.'],
      avoid: ['Aceitar o CEP sem hífen na exibição: a máscara já o coloca.'],
    },
    docs: {
      description: {
        component: 'CEP: `00000-000`, com teclado numérico. O valor é o CEP formatado (`01310-100`).',
      },
    },
  },
} satisfies Meta<typeof CepField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Digitar aplica a máscara 00000-000. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CEP' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '01310100');
    await expect(input).toHaveValue('01310-100');
    await expect(args.onChange).toHaveBeenLastCalledWith('01310-100');
  },
};

/** Colar um texto com sujeira deixa só os dígitos. */
export const Paste: Story = {
  name: 'Colar texto com sujeira',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CEP' });
    await userEvent.click(input);
    await userEvent.paste('CEP: 01310-100 (São Paulo)');
    await expect(input).toHaveValue('01310-100');
  },
};

const shared = maskedFieldFormStories({
  Field: CepField,
  label: 'CEP',
  invalid: { typed: '0131', shown: '0131', message: 'Digite um CEP válido' },
  valid: { typed: '01310100', submitted: { postalCode: '01310-100' } },
  disabled: { shown: '01310-100' },
});

/** Um CEP incompleto mostra o erro ao enviar. */
export const Validation: Story = { ...shared.validation, name: 'Validação ao enviar' };

/** Obrigatório: enviar vazio mostra a mensagem. */
export const Required: Story = { ...shared.required, name: 'Obrigatório', args: { isRequired: true } };

/** Desabilitado. */
export const Disabled: Story = {
  ...shared.disabled,
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '01310100' },
};
