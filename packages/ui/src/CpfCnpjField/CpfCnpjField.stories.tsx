import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { demo } from '../storybook/demo.css';
import { StoryForm } from '../storybook/StoryForm';
import { CpfCnpjField } from './CpfCnpjField';

const meta = {
  title: 'Campos/CpfCnpjField',
  component: CpfCnpjField,
  args: { name: 'cpfCnpj', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Um documento que pode ser de pessoa física ou jurídica (a parte de uma solicitação).'],
      do: ['Deixe a máscara mudar sozinha de CPF para CNPJ conforme o que é digitado.'],
      avoid: ['Usar quando o tipo é conhecido: prefira `CpfField` ou `CnpjField`.'],
    },
    docs: {
      description: {
        component:
          "CPF ou CNPJ no mesmo campo: máscara de CPF até 11 dígitos e de CNPJ a partir do 12º caractere (ou de uma letra). O valor é só dígitos (e letras do CNPJ), como o `cpfCnpj` do usuário; `validateFormat` mostra 'Digite um CPF ou CNPJ válido'.",
      },
    },
  },
} satisfies Meta<typeof CpfCnpjField>;

export default meta;
type Story = StoryObj<typeof meta>;

const submit = fn().mockName('onSubmit');

/** Começa com a máscara do CPF. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CPF/CNPJ' });
    await expect(input).toHaveAttribute('inputmode', 'text');
    await userEvent.type(input, '52998224725');
    await expect(input).toHaveValue('529.982.247-25');
    await expect(args.onChange).toHaveBeenLastCalledWith('52998224725');
  },
};

/** Colar um texto com sujeira deixa só os caracteres do documento. */
export const Paste: Story = {
  name: 'Colar texto com sujeira',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CPF/CNPJ' });
    await userEvent.click(input);
    await userEvent.paste(' 11.222.333/0001-81 ');
    await expect(input).toHaveValue('11.222.333/0001-81');
  },
};

/** Um documento inválido mostra o erro ao enviar. */
export const Validation: Story = {
  name: 'Validação ao enviar',
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <CpfCnpjField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CPF/CNPJ' });
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.type(input, '123456');
    await expect(input).toHaveValue('123.456');
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Digite um CPF ou CNPJ válido');
    await expect(input).toHaveFocus();

    await userEvent.clear(input);
    await userEvent.type(input, '52998224725');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ cpfCnpj: '52998224725' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.unhover(button);
  },
};

/** Obrigatório: enviar vazio mostra a mensagem. */
export const Required: Story = {
  name: 'Obrigatório',
  args: { isRequired: true },
  beforeEach: () => {
    submit.mockClear();
  },
  render: (args) => (
    <StoryForm onValues={submit}>
      <CpfCnpjField {...args} />
    </StoryForm>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /^CPF\/CNPJ/ });
    await expect(input).toBeRequired();
    const button = canvas.getByRole('button', { name: 'Enviar' });
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(input).toHaveAccessibleDescription('Preencha este campo.');
    await userEvent.unhover(button);
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { isDisabled: true, defaultValue: '52998224725' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CPF/CNPJ' });
    await expect(input).toBeDisabled();
    // A raw default value is shown formatted.
    await expect(input).toHaveValue('529.982.247-25');
  },
};

/** Passando de 11 dígitos, a máscara vira a do CNPJ. */
export const SwitchesToCnpj: Story = {
  name: 'De CPF para CNPJ',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'CPF/CNPJ' });
    await userEvent.type(input, '11222333000');
    await expect(input).toHaveValue('112.223.330-00');
    // The 12th digit switches to the CNPJ mask, caret still at the end.
    await userEvent.type(input, '181');
    await expect(input).toHaveValue('11.222.333/0001-81');
    await expect(args.onChange).toHaveBeenLastCalledWith('11222333000181');
    // Deleting back to 11 digits returns to the CPF mask.
    await userEvent.type(input, '{Backspace}{Backspace}{Backspace}');
    await expect(input).toHaveValue('112.223.330-00');
  },
};
