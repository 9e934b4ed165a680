import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { Form } from '../Form';
import { demo } from '../storybook/demo.css';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Campos/PasswordField',
  component: PasswordField,
  args: { label: 'Senha', name: 'senha', autoComplete: 'current-password', onChange: fn() },
  decorators: [
    (Story) => (
      <div className={demo.form}>
        <Story />
      </div>
    ),
  ],
  parameters: {
    usage: {
      when: ['Senhas no login, no cadastro e na troca de senha.'],
      do: [
        'Mostre as regras da senha em `description` no cadastro.',
        'Use `autoComplete` (`current-password` ou `new-password`).',
      ],
      avoid: ['Pedir para repetir a senha: o botão de mostrar resolve.'],
    },
    docs: {
      description: {
        component:
          'Campo de senha com botão para mostrar ou ocultar o texto ("Mostrar senha" / "Ocultar senha", ' +
          'com `aria-pressed`). Use `autoComplete="current-password"` no login e `"new-password"` ao criar ' +
          'ou trocar a senha.',
      },
    },
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Senha escondida. */
export const Default: Story = {
  name: 'Padrão',
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'segredo123');
    await expect(input).toHaveValue('segredo123');
    await expect(args.onChange).toHaveBeenLastCalledWith('segredo123');
  },
};

/** Mostrar e ocultar a senha. */
export const ToggleVisibility: Story = {
  name: 'Mostrar e ocultar a senha',
  args: { defaultValue: 'segredo123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Senha');
    const toggle = canvas.getByRole('button', { name: 'Mostrar senha' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Ocultar senha');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');

    // The keyboard works too: Enter on the focused toggle hides the text again.
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Mostrar senha');

    // Tab from the input reaches the toggle; end with the password shown.
    await userEvent.click(input);
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(input).toHaveValue('segredo123');
  },
};

/** Com as regras da senha. */
export const WithDescription: Story = {
  name: 'Com regras da senha',
  args: {
    label: 'Senha',
    autoComplete: 'new-password',
    isRequired: true,
    minLength: 8,
    description:
      'Pelo menos 8 caracteres, com 1 letra minúscula, 1 maiúscula, 1 número e 1 caractere especial (@$!%*?&).',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText(/^Senha/);
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription(/Pelo menos 8 caracteres/);
  },
};

/** Com erro. */
export const Invalid: Story = {
  name: 'Com erro',
  args: {
    label: 'Nova senha',
    defaultValue: 'abc',
    isInvalid: true,
    errorMessage: 'A nova senha deve ter pelo menos 6 caracteres',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Nova senha');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('A nova senha deve ter pelo menos 6 caracteres');
  },
};

/** Desabilitado. */
export const Disabled: Story = {
  name: 'Desabilitado',
  args: { defaultValue: 'segredo123', isDisabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Senha')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Mostrar senha' })).toBeDisabled();
    await userEvent.tab();
    await expect(document.body).toHaveFocus();
  },
};

const submit = fn().mockName('onSubmit');

/** Own password change: equal passwords, at least 6 characters. */
function ChangePasswordForm() {
  const [newPassword, setNewPassword] = useState('');
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        submit(Object.fromEntries(new FormData(event.currentTarget)));
      }}
    >
      <PasswordField
        label="Nova senha"
        name="newPassword"
        autoComplete="new-password"
        isRequired
        value={newPassword}
        onChange={setNewPassword}
        validate={(value) =>
          value && value.length < 6 ? 'A nova senha deve ter pelo menos 6 caracteres' : null
        }
      />
      <PasswordField
        label="Confirmar nova senha"
        name="confirmPassword"
        autoComplete="new-password"
        isRequired
        validate={(value) => (value && value !== newPassword ? 'As senhas não coincidem' : null)}
      />
      <Button type="submit">Alterar senha</Button>
    </Form>
  );
}

/** Erros depois do envio. */
export const ErrorAfterSubmit: Story = {
  name: 'Erros após envio do formulário',
  beforeEach: () => {
    submit.mockClear();
  },
  render: () => <ChangePasswordForm />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText(/^Nova senha/);
    const confirmation = canvas.getByLabelText(/^Confirmar nova senha/);
    const button = canvas.getByRole('button', { name: 'Alterar senha' });

    await userEvent.click(button);
    await expect(submit).not.toHaveBeenCalled();
    await expect(canvas.getAllByText('Preencha este campo.')).toHaveLength(2);
    await expect(password).toHaveFocus();

    await userEvent.type(password, 'abc');
    await userEvent.type(confirmation, 'abd');
    await userEvent.click(button);
    await expect(canvas.getByText('A nova senha deve ter pelo menos 6 caracteres')).toBeVisible();
    await expect(canvas.getByText('As senhas não coincidem')).toBeVisible();
    await expect(submit).not.toHaveBeenCalled();

    await userEvent.type(password, 'def');
    await userEvent.clear(confirmation);
    await userEvent.type(confirmation, 'abcdef');
    await userEvent.click(button);
    await expect(submit).toHaveBeenCalledWith({ newPassword: 'abcdef', confirmPassword: 'abcdef' });
    await userEvent.unhover(button);
  },
};
