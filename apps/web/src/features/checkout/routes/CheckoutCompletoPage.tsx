import { formatMoney, planPeriod } from '@certidao/domain';
import { PageHeader } from '@certidao/ui';
import { useParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LoadingScreen } from '../../../lib/LoadingScreen.tsx';
import { useSession } from '../../../session/SessionProvider.tsx';
import { usePlanoPublico } from '../api.ts';
import { CheckoutFrame } from '../components/CheckoutFrame.tsx';
import { CompleteCheckout } from '../components/CompleteCheckout.tsx';
import { PlanLoadError } from '../components/PlanLoadError.tsx';

/** /checkout-completo/{planoId} (public): register, then pay by card, PIX or boleto. */
export default function CheckoutCompletoPage() {
  const { planoId = '' } = useParams();
  const { status } = useSession();
  const { plano, error } = usePlanoPublico(planoId);

  if (error || plano === null)
    return status === 'authenticated' ? (
      <PlanLoadError backHref={paths.planos.href()} backLabel="Voltar para os planos" />
    ) : (
      <PlanLoadError backHref={`${paths.home.href()}#planos`} backLabel="Ver os planos" />
    );
  // The first step depends on whether the visitor is signed in: wait for the session too.
  if (!plano || status === 'loading') return <LoadingScreen />;
  return (
    <CheckoutFrame>
      <PageHeader
        title={`Assinar o plano ${plano.nome}`}
        description={`${formatMoney(plano.valor)}${planPeriod(plano.nome).suffix}. Crie sua conta e pague com cartão, PIX ou boleto: o plano fica ativo assim que o pagamento for confirmado.`}
      />
      <CompleteCheckout plano={plano} />
    </CheckoutFrame>
  );
}
