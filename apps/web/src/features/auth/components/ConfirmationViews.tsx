import { Button, FullPageMessage, Link } from '@certidao/ui';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import * as styles from './ConfirmationViews.css.ts';
import { ResendConfirmationForm } from './ResendConfirmationForm.tsx';

/** The confirmation page sends the visitor to the login after 3 s. */
export const REDIRECT_AFTER_MS = 3000;

export function ConfirmationLoading() {
  return <FullPageMessage fill="container" status="loading" title="Confirmando seu e-mail..." />;
}

/** Confirmed: greets the user by name and goes to the login after 3 s (or at once with the button). */
export function ConfirmationSuccess({ firstName }: { firstName: string }) {
  const navigate = useNavigate();
  const login = paths.login.href();
  useEffect(() => {
    const timer = window.setTimeout(() => navigate(login, { replace: true }), REDIRECT_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [navigate, login]);
  return (
    <FullPageMessage
      fill="container"
      status="success"
      title="E-mail confirmado!"
      description={`Tudo certo, ${firstName}! Seu e-mail foi confirmado e sua conta está pronta. Você será redirecionado para o login em 3 segundos.`}
      actions={
        <Link href={login} buttonVariant="primary">
          Ir para o login agora
        </Link>
      }
    />
  );
}

export interface ConfirmationFailedProps {
  title: string;
  description: string;
  /** For a failure that is worth another try (no answer, server error): 'Tentar novamente'. */
  onRetry?: () => void;
}

/** 'Falha na confirmação' (or no token): what happened, and a way to get a new link. */
export function ConfirmationFailed({ title, description, onRetry }: ConfirmationFailedProps) {
  return (
    <FullPageMessage
      fill="container"
      status="error"
      title={title}
      description={description}
      actions={
        <div className={styles.actions}>
          {onRetry ? (
            <Button variant="outline" onPress={onRetry}>
              Tentar novamente
            </Button>
          ) : null}
          <ResendConfirmationForm />
          <Link href={paths.login.href()} variant="standalone">
            Voltar para o login
          </Link>
        </div>
      }
    />
  );
}
