import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { demo } from '../storybook/demo.css';
import { TextField } from './TextField';

const meta = {
  title: 'Campos/TextField',
  component: TextField,
  args: { label: 'Nome completo', name: 'nome', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Textos de uma linha: nome, e-mail, razão social.'],
      do: [
        "Rótulo visível e curto em caixa de frase ('E-mail', 'Razão social').",
        'Use `type` e `autoComplete` certos (`email`, `organization`).',
      ],
      avoid: ['O `placeholder` no lugar do rótulo.', 'CPF, CNPJ, CEP e telefone: use os campos com máscara.'],
    },
    docs: {
      description: {
        component:
          'Campo de texto de uma linha (`TextField` do React Aria) composto por `Label`, `Input`, ' +
          '`Description` e `FieldError` da pasta `Field`. Os erros de validação nativa (obrigatório, ' +
          'e-mail, tamanho) aparecem em português depois do primeiro envio do formulário.',
      },
    },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Um campo com rótulo. */
export const Default: Story = {
  name: 'Padrão',
  args: { placeholder: 'Como consta no documento' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    // Clicking the label focuses the input: they are associated.
    await userEvent.click(canvas.getByText('Nome completo'));
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await expect(input).toHaveFocus();
    await userEvent.type(input, 'Maria Silva');
    await expect(input).toHaveValue('Maria Silva');
    await expect(args.onChange).toHaveBeenLastCalledWith('Maria Silva');
  },
};

/** Com descrição. */
export const WithDescription: Story = {
  name: 'Com descrição',
  args: { label: 'CPF', name: 'cpf', description: 'Somente números ou no formato 000.000.000-00.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'CPF' })).toHaveAccessibleDescription(
      'Somente números ou no formato 000.000.000-00.',
    );
  },
};

/** Obrigatório. */
export const Required: Story = {
  name: 'Obrigatório',
  args: { label: 'E-mail', name: 'email', type: 'email', isRequired: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeRequired();
    // The asterisk is visual only: the accessible name stays 'E-mail'.
    await expect(canvas.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  },
};

/** Com erro. */
export const Invalid: Story = {
  name: 'Com erro',
  args: {
    label: 'E-mail',
    name: 'email',
    type: 'email',
    defaultValue: 'maria@',
    isInvalid: true,
    errorMessage: 'Digite um e-mail válido',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Digite um e-mail válido');
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { label: 'E-mail', defaultValue: 'maria@exemplo.com.br', isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(input).not.toHaveFocus();
  },
};

/** O anel de foco pelo teclado. */
export const KeyboardFocus: Story = {
  name: 'Foco pelo teclado',
  args: { placeholder: 'Como consta no documento' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Nome completo' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await expect(input).toHaveAttribute('data-focused', 'true');
  },
};

const submit = fn().mockName('onSubmit');

/** O erro aparece depois do envio. */
export const ErrorAfterSubmit: Story = {
  name: 'Erro após envio do formulário',
  args: { label: 'E-mail', name: 'email', type: 'email', isRequired: true },
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
      <TextField {...args} />
      <Button type="submit">Entrar</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    const button = canvas.getByRole('button', { name: 'Entrar' });

    // Empty: the form is not submitted and the field explains why, in Portuguese.
    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Preencha este campo.')).toBeVisible();
    await expect(input).toHaveFocus();

    // Wrong format: the message follows the failed constraint (the fixed text for e-mails).
    await userEvent.type(input, 'maria@');
    await userEvent.click(button);
    await expect(canvas.getByText('Digite um e-mail válido')).toBeVisible();
    await expect(submit).not.toHaveBeenCalled();

    // Fixed: the error goes away and the form submits.
    await userEvent.type(input, 'exemplo.com.br');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ email: 'maria@exemplo.com.br' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.unhover(button);
  },
};
