import { isValidEmail } from '@certidao/domain';
import { Button, Form, InlineAlert, TextField, toast } from '@certidao/ui';
import { type FormEvent, useRef, useState } from 'react';
import { serverMessage } from '../../../lib/swr.ts';
import { useResendConfirmation } from '../api.ts';
import { RESEND_FAILED } from './ResendConfirmationButton.tsx';
import * as styles from './ResendConfirmationForm.css.ts';

/**
 * Asks for a new confirmation link: the e-mail and 'Reenviar e-mail de confirmação'. The server answers the
 * same message whether or not the address exists (no account discovery); it is shown under the form.
 */
export function ResendConfirmationForm() {
  const resend = useResendConfirmation();
  const [email, setEmail] = useState('');
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setAnswer(null);
    const invalid = !email.trim()
      ? 'Informe seu e-mail'
      : isValidEmail(email)
        ? null
        : 'Digite um e-mail válido';
    setError(invalid);
    if (invalid) {
      rootRef.current?.querySelector<HTMLInputElement>('input[name="email"]')?.focus();
      return;
    }
    try {
      const result = await resend.trigger({ body: { email: email.trim() } });
      setAnswer(result.message);
      toast.success(result.message);
    } catch (error) {
      toast.error(serverMessage(error, RESEND_FAILED));
    }
  };

  return (
    <div ref={rootRef} className={styles.form}>
      <Form
        onSubmit={submit}
        validationBehavior="aria"
        validationErrors={error ? { email: error } : {}}
        aria-label="Reenviar e-mail de confirmação"
      >
        <TextField
          label="E-mail"
          name="email"
          type="email"
          autoComplete="email"
          placeholder="seu@email.com"
          isRequired
          value={email}
          onChange={setEmail}
          isDisabled={resend.isMutating}
        />
        <Button type="submit" variant="primary" fullWidth isPending={resend.isMutating}>
          Reenviar e-mail de confirmação
        </Button>
        {answer ? <InlineAlert tone="success">{answer}</InlineAlert> : null}
      </Form>
    </div>
  );
}
