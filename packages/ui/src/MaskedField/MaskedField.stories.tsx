import { maskCpf, onlyDigits } from '@certidao/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { MaskedField } from './MaskedField';

/** Property registration of the Santos property-tax certificate: 00.000.000.000. */
function maskInscricao(input: string): string {
  const digits = onlyDigits(input).slice(0, 11);
  return digits
    .replace(/(\d{2})(?=\d)/, '$1.')
    .replace(/(\d{2}\.\d{3})(?=\d)/, '$1.')
    .replace(/(\d{2}\.\d{3}\.\d{3})(?=\d)/, '$1.');
}

const meta = {
  title: 'Campos/MaskedField',
  component: MaskedField,
  args: {
    label: 'Inscrição do imóvel',
    name: 'inscricaoImovel',
    mask: maskInscricao,
    inputMode: 'numeric',
    placeholder: '00.000.000.000',
    onChange: fn(),
  },
  argTypes: { mask: { control: false }, parse: { control: false }, formatError: { control: false } },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['A base dos campos com máscara; use os prontos (`CpfField`, `CepField`…) sempre que existirem.'],
      do: ['Combine `mask` e `parse` para mostrar formatado e enviar só os dígitos.'],
      avoid: ['Máscaras que impedem colar um valor.'],
    },
    docs: {
      description: {
        component:
          'Base dos campos com máscara (CPF, CNPJ, telefone, CEP, cartão). Formata o que é digitado ou ' +
          'colado com uma máscara progressiva de `@certidao/domain` e mantém o cursor no lugar certo: ' +
          'os separadores não o empurram, e Backspace sobre um separador apaga o dígito anterior. ' +
          '`parse` define o valor entregue a `onChange` e enviado no formulário (ex.: só os dígitos).',
      },
    },
  },
} satisfies Meta<typeof MaskedField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uma máscara própria. */
export const CustomMask: Story = {
  name: 'Máscara própria',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Inscrição do imóvel' });
    await expect(input).toHaveAttribute('inputmode', 'numeric');
    await userEvent.type(input, '12345678901');
    await expect(input).toHaveValue('12.345.678.901');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.345.678.901');
  },
};

/** Editar no meio do valor mantém o cursor no lugar. */
export const EditInTheMiddle: Story = {
  name: 'Edição no meio do valor',
  args: { label: 'CPF', name: 'cpf', mask: maskCpf, placeholder: '000.000.000-00', defaultValue: '529.982' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole<HTMLInputElement>('textbox', { name: 'CPF' });

    // Caret after '529.': Backspace deletes the 9 (not just the dot, which would come back).
    await userEvent.type(input, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    await expect(input).toHaveValue('529.82');
    await expect(input.selectionStart).toBe(2);

    // Typing it back puts the caret after it, before the dot.
    await userEvent.keyboard('9');
    await expect(input).toHaveValue('529.982');
    await expect(input.selectionStart).toBe(3);

    // Typing in the middle of a group moves the following digits and keeps the caret after the new one.
    await userEvent.type(input, '1', { initialSelectionStart: 5, initialSelectionEnd: 5 });
    await expect(input).toHaveValue('529.918.2');
    await expect(input.selectionStart).toBe(6);

    // A character the mask rejects changes nothing and the caret stays.
    await userEvent.keyboard('x');
    await expect(input).toHaveValue('529.918.2');
    await expect(input.selectionStart).toBe(6);
  },
};

/** Colar um texto com sujeira aplica a máscara. */
export const Paste: Story = {
  name: 'Colar texto com sujeira',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Inscrição do imóvel' });
    await userEvent.click(input);
    await userEvent.paste(' Inscrição: 12 345 678 901 (Santos) ');
    await expect(input).toHaveValue('12.345.678.901');
    await expect(args.onChange).toHaveBeenLastCalledWith('12.345.678.901');
  },
};

/** O valor enviado, sem formatação. */
export const ParsedValue: Story = {
  name: 'Valor sem formatação',
  args: { parse: onlyDigits, description: 'onChange e o formulário recebem só os dígitos.' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Inscrição do imóvel' });
    await userEvent.type(input, '12345678901');
    await expect(input).toHaveValue('12.345.678.901');
    await expect(args.onChange).toHaveBeenLastCalledWith('12345678901');
    // The form data carries the parsed value; the visible input has no name.
    const hidden = canvasElement.querySelector('input[type="hidden"][name="inscricaoImovel"]');
    await expect(hidden).toHaveValue('12345678901');
  },
};

/** A parent that stores the digits and hands them back: the field shows them masked. */
function ControlledDemo() {
  const [value, setValue] = useState('12345678901');
  return (
    <div className={demo.stack}>
      <MaskedField
        label="Inscrição do imóvel"
        mask={maskInscricao}
        parse={onlyDigits}
        inputMode="numeric"
        value={value}
        onChange={setValue}
      />
      <output className={demo.paragraph} aria-label="Valor guardado">
        {value}
      </output>
    </div>
  );
}

/** Valor controlado por fora. */
export const Controlled: Story = {
  name: 'Controlado',
  render: () => <ControlledDemo />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Inscrição do imóvel' });
    await expect(input).toHaveValue('12.345.678.901');
    await userEvent.type(input, '{Backspace}{Backspace}');
    await expect(input).toHaveValue('12.345.678.9');
    await expect(canvas.getByLabelText('Valor guardado')).toHaveTextContent('123456789');
  },
};

const submit = fn().mockName('onSubmit');

/** A validação de formato no envio. */
export const FormatError: Story = {
  name: 'Validação de formato',
  args: {
    parse: onlyDigits,
    formatError: (masked: string) => (onlyDigits(masked).length === 11 ? null : 'Inscrição incompleta'),
  },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit} submitLabel="Consultar">
      <MaskedField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Inscrição do imóvel' });
    const button = canvas.getByRole('button', { name: 'Consultar' });
    // Empty and optional: nothing to check.
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ inscricaoImovel: '' });
    submit.mockClear();
    // Incomplete: the format error shows after submitting, like every field error.
    await userEvent.type(input, '12345');
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Inscrição incompleta')).toBeVisible();
    await userEvent.type(input, '678901');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ inscricaoImovel: '12345678901' });
    await userEvent.unhover(button);
  },
};
