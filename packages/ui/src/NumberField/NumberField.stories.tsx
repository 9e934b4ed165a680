import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { demo } from '../storybook/demo.css';
import { NumberField } from './NumberField';

const meta = {
  title: 'Campos/NumberField',
  component: NumberField,
  args: { label: 'Limite mensal', name: 'limite', defaultValue: 50, minValue: 0, onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Quantidades e valores em dinheiro, com passos e limites.'],
      do: ['Use `formatOptions` para moeda (R$ 1.234,56) e porcentagem.'],
      avoid: ['Números que não são quantidades (CPF, CEP, telefone): use os campos com máscara.'],
    },
    docs: {
      description: {
        component:
          'Campo numérico (`NumberField` do React Aria) formatado em pt-BR (`1.234,5`; moeda com ' +
          '`formatOptions`: `R$ 49,90`), com botões − e +, setas do teclado, Page Up/Down e limites ' +
          '`minValue`/`maxValue`. `onChange` recebe um número.',
      },
    },
  },
} satisfies Meta<typeof NumberField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um número com os botões − e +. */
export const Default: Story = {
  name: 'Padrão',
  args: { description: 'Certidões por mês. Deixe 0 para ilimitado.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Limite mensal' });
    await expect(input).toHaveValue('50');
    await userEvent.click(canvas.getByRole('button', { name: /^Aumentar/ }));
    await expect(input).toHaveValue('51');
    await expect(args.onChange).toHaveBeenLastCalledWith(51);
    await userEvent.click(canvas.getByRole('button', { name: /^Diminuir/ }));
    await userEvent.click(canvas.getByRole('button', { name: /^Diminuir/ }));
    await expect(input).toHaveValue('49');
    await userEvent.unhover(canvas.getByRole('button', { name: /^Diminuir/ }));
  },
};

/** Setas mudam o valor pelo passo. */
export const Keyboard: Story = {
  name: 'Uso pelo teclado',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Limite mensal' });
    // The steppers are not Tab stops: the arrow keys do their job.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await expect(input).toHaveValue('52');
    await userEvent.keyboard('{Home}');
    await expect(input).toHaveValue('0');
    await expect(args.onChange).toHaveBeenLastCalledWith(0);
    // Typed thousands get the pt-BR separator when the field is left.
    await userEvent.clear(input);
    await userEvent.type(input, '1500');
    await userEvent.tab();
    await expect(input).toHaveValue('1.500');
    await expect(args.onChange).toHaveBeenLastCalledWith(1500);
  },
};

/** Moeda em reais. */
export const Currency: Story = {
  name: 'Moeda (R$)',
  args: {
    label: 'Valor mensal',
    name: 'valor',
    defaultValue: 49.9,
    step: 0.01,
    formatOptions: { style: 'currency', currency: 'BRL' },
    hideStepper: true,
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Valor mensal' });
    // Intl puts a no-break space after R$.
    await expect(input).toHaveValue('R$\u00a049,90');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, '1234,5');
    await userEvent.tab();
    await expect(input).toHaveValue('R$\u00a01.234,50');
    await expect(args.onChange).toHaveBeenLastCalledWith(1234.5);
  },
};

/** Mínimo e máximo. */
export const Limits: Story = {
  name: 'Limites',
  args: { label: 'Ordem de exibição', name: 'ordem', defaultValue: 0, minValue: 0, maxValue: 10 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // At the minimum, − is disabled.
    await expect(canvas.getByRole('button', { name: /^Diminuir/ })).toBeDisabled();
    const input = canvas.getByRole('textbox', { name: 'Ordem de exibição' });
    await userEvent.clear(input);
    await userEvent.type(input, '25');
    await userEvent.tab();
    // Clamped to the maximum.
    await expect(input).toHaveValue('10');
    await expect(canvas.getByRole('button', { name: /^Aumentar/ })).toBeDisabled();
  },
};

/** Com erro. */
export const Invalid: Story = {
  name: 'Com erro',
  args: { isInvalid: true, errorMessage: 'Informe um limite válido.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Limite mensal' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Informe um limite válido.');
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'Limite mensal' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /^Aumentar/ })).toBeDisabled();
  },
};

const submit = fn().mockName('onSubmit');

/** O erro aparece depois do envio. */
export const ErrorAfterSubmit: Story = {
  name: 'Erro após envio do formulário',
  args: { defaultValue: undefined, isRequired: true },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <NumberField {...args} />
      <Button type="submit">Salvar</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Salvar' });
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getByText('Preencha este campo.')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /^Limite mensal/ }), '100');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ limite: '100' });
    await userEvent.unhover(button);
  },
};
