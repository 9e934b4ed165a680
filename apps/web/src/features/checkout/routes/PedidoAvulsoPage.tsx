import { PageHeader, toast } from '@certidao/ui';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LoadingScreen } from '../../../lib/LoadingScreen.tsx';
import { serverMessage } from '../../../lib/swr.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { useRegisterAndSignIn } from '../api.ts';
import { CheckoutFrame } from '../components/CheckoutFrame.tsx';
import { RegistrationStep } from '../components/RegistrationStep.tsx';
import {
  EMPTY_REGISTRATION,
  type RegistrationValues,
  registrationPayload,
} from '../components/registration.ts';
import { useCompanyPurchase } from '../components/useCompanyPurchase.ts';

/**
 * /pedido-avulso (public): an order without a plan. A visitor creates the account here (a company too, so the
 * charge is in its name), then chooses the certificates in the request form and pays only that order; someone
 * already signed in goes straight to the form. The same account can subscribe to a plan later.
 */
export default function PedidoAvulsoPage() {
  const { status, signIn } = useSession();
  const navigate = useNavigate();
  const [registration, setRegistration] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [error, setError] = useState<string | null>(null);
  const company = useCompanyPurchase(false);
  const account = useRegisterAndSignIn();
  const form = paths.solicitacoes.href({ nova: true });

  if (status === 'loading') return <LoadingScreen />;
  if (status === 'authenticated') return <Navigate to={form} replace />;

  const register = async () => {
    setError(null);
    try {
      signIn(await account.run({ ...registrationPayload(registration), empresa: company.body }));
      toast.success('Conta criada com sucesso!', {
        description: 'Agora escolha as certidões do seu pedido.',
      });
      navigate(form);
    } catch (caught) {
      const message = serverMessage(caught, 'Erro ao criar conta');
      company.refused(message, false);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <CheckoutFrame>
      <PageHeader
        title="Pedido avulso"
        description="Peça certidões sem assinar um plano: crie sua conta, escolha as certidões e pague só este pedido, por PIX, boleto ou cartão. Cada certidão tem o seu preço, mostrado antes de você confirmar."
      />
      <RegistrationStep
        values={registration}
        onChange={setRegistration}
        onSubmit={() => void register()}
        isPending={account.isPending}
        error={error}
        company={company.value}
        onCompanyChange={company.change}
        companyErrors={company.serverErrors}
      />
    </CheckoutFrame>
  );
}
