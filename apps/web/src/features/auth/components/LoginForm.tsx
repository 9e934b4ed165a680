import { Button, Form, InlineAlert, PasswordField, TextField, toast } from '@certidao/ui';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useLogin } from '../api.ts';
import { LOGIN_MESSAGES, type LoginFailure, loginFailure } from '../loginErrors.ts';
import { ForgotPasswordDialog } from './ForgotPasswordDialog.tsx';
import * as styles from './LoginForm.css.ts';
import { ResendConfirmationButton } from './ResendConfirmationButton.tsx';

type Failure = LoginFailure & { emptyEmail?: boolean; emptyPassword?: boolean };
type FocusTarget = 'email' | 'password' | 'notice';

/**
 * The login form: both fields required ('Por favor, preencha todos os campos.'), fields
 * disabled and 'Entrando...' while the call runs, loginErrors.ts's refusals, and for an unconfirmed e-mail a
 * way to resend the confirmation. On success the session is recorded; the page then leaves.
 */
export function LoginForm() {
  const { signIn } = useSession();
  const login = useLogin();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [failure, setFailure] = useState<Failure | null>(null);
  const [focus, setFocus] = useState<{ target: FocusTarget } | null>(null);
  const noticeId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const noticeRef = useRef<HTMLDivElement>(null);

  // Focus moves once the fields are enabled again (a disabled input cannot take focus).
  useEffect(() => {
    if (!focus || login.isMutating) return;
    const element =
      focus.target === 'notice'
        ? noticeRef.current
        : rootRef.current?.querySelector<HTMLInputElement>(`input[name="${focus.target}"]`);
    element?.focus();
    if (element instanceof HTMLInputElement) element.select();
  }, [focus, login.isMutating]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (login.isMutating) return;
    const emptyEmail = email.trim() === '';
    const emptyPassword = password === '';
    if (emptyEmail || emptyPassword) {
      setFailure({ message: LOGIN_MESSAGES.emptyFields, unconfirmed: false, emptyEmail, emptyPassword });
      setFocus({ target: emptyEmail ? 'email' : 'password' });
      return;
    }
    setFailure(null);
    try {
      const result = await login.trigger({ body: { email: email.trim(), password } });
      toast.success(LOGIN_MESSAGES.success);
      signIn(result.user);
    } catch (error) {
      const refused = loginFailure(error);
      setFailure(refused);
      toast.error(refused.message);
      setFocus({ target: refused.unconfirmed ? 'notice' : 'password' });
    }
  };

  const describedBy = failure ? noticeId : undefined;
  return (
    <div ref={rootRef}>
      <Form onSubmit={submit} validationBehavior="aria" aria-label="Entrar">
        {failure ? (
          <InlineAlert
            id={noticeId}
            ref={noticeRef}
            tone={failure.unconfirmed ? 'warning' : 'danger'}
            action={failure.unconfirmed ? <ResendConfirmationButton email={email.trim()} /> : null}
          >
            {failure.message}
          </InlineAlert>
        ) : null}
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          value={email}
          onChange={(value) => {
            setEmail(value);
            if (failure?.emptyEmail) setFailure({ ...failure, emptyEmail: false });
          }}
          isDisabled={login.isMutating}
          isInvalid={failure?.emptyEmail || undefined}
          aria-describedby={describedBy}
        />
        <PasswordField
          label="Senha"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={(value) => {
            setPassword(value);
            if (failure?.emptyPassword) setFailure({ ...failure, emptyPassword: false });
          }}
          isDisabled={login.isMutating}
          isInvalid={failure?.emptyPassword || undefined}
          aria-describedby={describedBy}
        />
        <div className={styles.footer}>
          <Button type="submit" fullWidth isPending={login.isMutating}>
            {login.isMutating ? 'Entrando...' : 'Entrar'}
          </Button>
          <ForgotPasswordDialog />
        </div>
      </Form>
    </div>
  );
}
