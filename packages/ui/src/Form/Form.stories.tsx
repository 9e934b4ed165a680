import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Logo } from '../Logo';
import { demo } from '../storybook/demo.css';
import { TextField } from '../TextField';
import { Form } from './Form';

const meta = {
  title: 'Campos/Form',
  component: Form,
  args: { onSubmit: fn() },
  argTypes: { onSubmit: { control: false } },
  beforeEach: () => {
    login.mockClear();
  },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Todo conjunto de campos enviado junto: login, cadastro, filtros com botão.'],
      do: [
        'Mostre os erros do servidor nos próprios campos (`validationErrors`).',
        'Leve o foco ao primeiro campo com erro após um envio recusado.',
      ],
      avoid: ['Validar a cada tecla: valide ao sair do campo e no envio.'],
    },
    docs: {
      description: {
        component:
          'Formulário (`Form` do React Aria). Os campos validam ao enviar (obrigatório, formato, tamanho) ' +
          'e `onSubmit` só é chamado quando tudo é válido. Erros do servidor entram por ' +
          '`validationErrors`, pelo `name` de cada campo. Enquanto envia, use `isPending` no botão e ' +
          '`isDisabled` nos campos.',
      },
    },
  },
} satisfies Meta<typeof Form>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Receives the submitted values of the login form. */
const login = fn().mockName('login');

/** The login form ('Área administrativa'), submitting for a moment. */
function LoginForm({ onLogin }: { onLogin: (values: Record<string, FormDataEntryValue>) => void }) {
  const [isSubmitting, setSubmitting] = useState(false);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitting(true);
        onLogin(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <TextField
        label="E-mail"
        name="email"
        type="email"
        autoComplete="email"
        isRequired
        isDisabled={isSubmitting}
      />
      <TextField
        label="Senha"
        name="senha"
        type="password"
        autoComplete="current-password"
        isRequired
        isDisabled={isSubmitting}
      />
      <Button type="submit" fullWidth isPending={isSubmitting}>
        {isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
    </Form>
  );
}

/** O formulário de login, com e-mail e senha. */
export const Login: Story = {
  name: 'Login',
  render: () => (
    <div className={demo.card}>
      <div className={demo.stack}>
        <Logo />
        <h2 className={demo.title}>Área administrativa</h2>
        <LoginForm onLogin={login} />
      </div>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'admin@certidaoagil.com.br');
    await userEvent.type(canvas.getByLabelText(/^Senha/), 'segredo123');
    // Enter in a field submits the form, like a click on 'Entrar'.
    await userEvent.keyboard('{Enter}');
    await expect(login).toHaveBeenCalledWith({
      email: 'admin@certidaoagil.com.br',
      senha: 'segredo123',
    });
    const button = canvas.getByRole('button', { name: /Entrando\.\.\./ });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toBeDisabled();
  },
};

/** Enviar com campos obrigatórios vazios mostra as mensagens. */
export const RequiredFields: Story = {
  name: 'Campos obrigatórios',
  render: () => <LoginForm onLogin={login} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Entrar' });
    await userEvent.click(button);
    await expect(login).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('Preencha este campo.')).toHaveLength(2);
    // Focus moves to the first invalid field.
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveFocus();
    await userEvent.unhover(button);
  },
};

/** Erros devolvidos pelo servidor aparecem nos campos. */
export const ServerErrors: Story = {
  name: 'Erros do servidor',
  args: { validationErrors: { email: 'Este e-mail já está em uso' } },
  render: (args) => (
    <Form {...args}>
      <TextField label="E-mail" name="email" type="email" defaultValue="maria@exemplo.com.br" />
      <Button type="submit">Criar conta</Button>
    </Form>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'E-mail' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Este e-mail já está em uso');
    // Editing the field and leaving it clears the server error.
    await userEvent.type(input, 'x');
    await userEvent.tab();
    await waitFor(() => expect(input).not.toHaveAttribute('aria-invalid'));
  },
};
