import { isApiError } from '@certidao/api-client';
import { FullPageMessage, Link } from '@certidao/ui';
import { useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useUnlockAccount } from '../api.ts';

const toLogin = (
  <Link href={paths.login.href()} buttonVariant="primary">
    Ir para o login
  </Link>
);

/**
 * /desbloquear-conta?token=… : the link e-mailed when too many wrong passwords locked the account. The token
 * is used once (see api.ts); success or failure, the way on is the login.
 */
export default function UnlockAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const unlock = useUnlockAccount(token);

  if (unlock.data)
    return (
      <FullPageMessage
        fill="container"
        status="success"
        title="Conta desbloqueada!"
        description={unlock.data.message}
        actions={toLogin}
      />
    );
  if (!token || (unlock.error && !unlock.isValidating)) {
    const refused = !token || (isApiError(unlock.error) && unlock.error.status === 400);
    return (
      <FullPageMessage
        fill="container"
        status="error"
        title="Não foi possível desbloquear a conta"
        description={
          refused
            ? 'O link de desbloqueio é inválido, já foi usado ou expirou (ele vale por 24 horas). Se a conta continuar bloqueada, aguarde o fim do bloqueio e tente entrar novamente.'
            : 'Erro ao desbloquear a conta. Tente novamente em instantes.'
        }
        actions={toLogin}
      />
    );
  }
  return <FullPageMessage fill="container" status="loading" title="Desbloqueando sua conta..." />;
}
