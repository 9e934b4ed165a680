import { isApiError } from '@certidao/api-client';
import { Button, FullPageMessage, Link } from '@certidao/ui';
import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { useVerification } from '../api.ts';
import { VerificationResult } from '../components/VerificationResult.tsx';

/**
 * /verificar/{codigo}: the page the QR code of every delivered PDF opens. It says whether the certificate is
 * authentic (and what it certifies) or that no certificate has that code.
 */
export default function VerificarPage() {
  const { codigo = '' } = useParams();
  const verification = useVerification(codigo.trim() || undefined);

  if (verification.data) return <VerificationResult verification={verification.data} />;
  if (verification.error && !verification.isValidating) {
    // 404: no certificate with this code; 400: not even a possible code. Anything else: try again.
    const unknown =
      isApiError(verification.error) &&
      (verification.error.status === 404 || verification.error.status === 400);
    return unknown ? (
      <FullPageMessage
        fill="container"
        status="error"
        title="Certidão não encontrada"
        description={`Não existe certidão emitida pela Certidão Ágil com o código ${codigo}. Confira o código impresso no documento: se ele estiver correto, o documento não é autêntico.`}
        actions={
          <Link href={paths.home.href()} buttonVariant="outline">
            Ir para a página inicial
          </Link>
        }
      />
    ) : (
      <FullPageMessage
        fill="container"
        status="error"
        title="Não foi possível verificar a certidão"
        description="Ocorreu um erro ao consultar o código. Tente novamente em instantes."
        actions={<Button onPress={() => void verification.mutate()}>Tentar novamente</Button>}
      />
    );
  }
  return <FullPageMessage fill="container" status="loading" title="Verificando certidão..." />;
}
