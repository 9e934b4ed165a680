import type { Plano } from '@certidao/api-client';
import { type CardFormPayload, type CardFormValues, cardFormValues, formatMoney } from '@certidao/domain';
import { Stepper, toast } from '@certidao/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { serverMessage } from '../../../lib/swr.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import { usePurchaseWithCard, useRegisterAndSignIn } from '../api.ts';
import { CardStep } from './CardStep.tsx';
import { CheckoutLayout } from './CheckoutLayout.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { ProcessingStep } from './ProcessingStep.tsx';
import { RegistrationStep } from './RegistrationStep.tsx';
import { EMPTY_REGISTRATION, type RegistrationValues, registrationPayload } from './registration.ts';

type Step = 'cadastro' | 'cartao' | 'processando';

const STEPS = [
  { id: 'cadastro', label: 'Cadastro' },
  { id: 'cartao', label: 'Cartão' },
  { id: 'processando', label: 'Processando' },
] as const;

/**
 * The complete checkout: cadastro → cartao (after registration and the automatic checkout login)
 * → processando → /pagamentos on success, or back to cartao with the reason. A visitor who is already
 * signed in starts at cartao. The values live here, so going back to a step keeps what was typed.
 */
export function CompleteCheckout({ plano }: { plano: Plano }) {
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>(user ? 'cartao' : 'cadastro');
  const [hasMoved, setMoved] = useState(false);
  const [registration, setRegistration] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [card, setCard] = useState<CardFormValues>(() => cardFormValues(user));
  const [error, setError] = useState<string | null>(null);
  const account = useRegisterAndSignIn();
  const purchase = usePurchaseWithCard();

  const goTo = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  const register = async () => {
    setError(null);
    try {
      const signedIn = await account.run(registrationPayload(registration));
      signIn(signedIn);
      toast.success('Conta criada com sucesso!');
      setCard(cardFormValues(signedIn));
      goTo('cartao');
    } catch (caught) {
      const message = serverMessage(caught, 'Erro ao criar conta');
      setError(message);
      toast.error(message);
    }
  };

  const pay = async (payload: CardFormPayload) => {
    setError(null);
    goTo('processando');
    try {
      await purchase.trigger({ body: { planoId: plano.id, billingType: 'CREDIT_CARD', ...payload } });
      toast.success('Assinatura criada com sucesso! Seu plano está ativo.');
      navigate(paths.pagamentos.href());
    } catch (caught) {
      const message = serverMessage(caught, 'Erro ao processar pagamento');
      setError(message);
      toast.error(message);
      goTo('cartao');
    }
  };

  return (
    <>
      <Stepper steps={STEPS} currentStep={step} aria-label="Etapas da assinatura" />
      <CheckoutLayout summary={<OrderSummary plano={plano} />}>
        {step === 'cadastro' ? (
          <RegistrationStep
            values={registration}
            onChange={setRegistration}
            onSubmit={() => void register()}
            isPending={account.isPending}
            error={error}
            autoFocus={hasMoved}
          />
        ) : step === 'cartao' ? (
          <CardStep
            values={card}
            onChange={setCard}
            onSubmit={(payload) => void pay(payload)}
            submitLabel={`Pagar ${formatMoney(plano.valor)}`}
            error={error}
            onError={setError}
            autoFocus={hasMoved}
          />
        ) : (
          <ProcessingStep />
        )}
      </CheckoutLayout>
    </>
  );
}
