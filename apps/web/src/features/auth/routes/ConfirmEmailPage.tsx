import { isApiError } from '@certidao/api-client';
import { useSearchParams } from 'react-router-dom';
import { useConfirmEmail } from '../api.ts';
import {
  ConfirmationFailed,
  ConfirmationLoading,
  ConfirmationSuccess,
} from '../components/ConfirmationViews.tsx';

const EXPIRED_HINT =
  'O link de confirmação pode ter expirado (ele vale por 24 horas) ou ser inválido, por exemplo por já ter sido usado. Informe seu e-mail para receber um novo link.';

/**
 * /confirm-email?token=…: loading → success (then the login after 3 s) or 'Falha na
 * Confirmação'; without a token, 'Token de confirmação não encontrado'. The token is used once (see api.ts).
 */
export default function ConfirmEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() || null;
  const confirmation = useConfirmEmail(token);

  if (!token)
    return (
      <ConfirmationFailed
        title="Token de confirmação não encontrado"
        description="Abra o link completo que enviamos para o seu e-mail ou peça um novo link abaixo."
      />
    );
  if (confirmation.data) return <ConfirmationSuccess firstName={confirmation.data.user.firstName} />;
  if (confirmation.error && !confirmation.isValidating) {
    // 400: the server refused the token. Anything else (no answer, 5xx) may work on a second try.
    const refused = isApiError(confirmation.error) && confirmation.error.status === 400;
    return (
      <ConfirmationFailed
        title="Falha na confirmação"
        description={refused ? EXPIRED_HINT : 'Erro ao confirmar e-mail. Tente novamente.'}
        onRetry={refused ? undefined : () => void confirmation.mutate()}
      />
    );
  }
  return <ConfirmationLoading />;
}
