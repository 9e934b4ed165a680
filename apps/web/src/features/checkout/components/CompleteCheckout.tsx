import type { Plano } from '@certidao/api-client';
import { type CardFormPayload, type CardFormValues, cardFormValues, formatMoney } from '@certidao/domain';
import { Stepper, toast } from '@certidao/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { PaymentInstructions } from '../../../lib/PaymentInstructions.tsx';
import { serverMessage } from '../../../lib/swr.ts';
import { useSession } from '../../../session/SessionProvider.tsx';
import {
  useAwaitedPayment,
  usePurchaseWithCard,
  usePurchaseWithCharge,
  useRegisterAndSignIn,
  useSyncPayment,
} from '../api.ts';
import { CheckoutLayout } from './CheckoutLayout.tsx';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentBuyer } from './PaymentBuyer.tsx';
import type { ChargeMethod } from './PaymentMethodForm.tsx';
import { PaymentConfirmed, PaymentNotCompleted } from './PaymentOutcome.tsx';
import { type CheckoutMethod, PaymentStep } from './PaymentStep.tsx';
import { ProcessingStep } from './ProcessingStep.tsx';
import { RegistrationStep } from './RegistrationStep.tsx';
import { EMPTY_REGISTRATION, type RegistrationValues, registrationPayload } from './registration.ts';
import { useCompanyPurchase } from './useCompanyPurchase.ts';

type Step = 'cadastro' | 'pagamento' | 'confirmacao';

const STEPS = [
  { id: 'cadastro', label: 'Cadastro' },
  { id: 'pagamento', label: 'Pagamento' },
  { id: 'confirmacao', label: 'Confirmação' },
] as const;

/**
 * The complete checkout: cadastro → pagamento (after registration and the automatic checkout login) →
 * confirmacao. By card: processing, then /pagamentos on success, or back to pagamento with the reason. By PIX
 * or boleto: the charge's instructions on this page, watched until the payment arrives, when the page turns
 * into the success state by itself; the charge's id stays in the URL (?pagamento=…) so a reload keeps them.
 * A visitor who is already signed in starts at pagamento. The values live here, so going back to a step keeps
 * what was typed. 'Comprar para uma empresa' (useCompanyPurchase): the company is created with the plan.
 */
export function CompleteCheckout({ plano }: { plano: Plano }) {
  const { user, signIn } = useSession();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const pagamentoId = user ? search.get('pagamento') : null;
  const [step, setStep] = useState<Step>(pagamentoId ? 'confirmacao' : user ? 'pagamento' : 'cadastro');
  const [hasMoved, setMoved] = useState(false);
  const [registration, setRegistration] = useState<RegistrationValues>(EMPTY_REGISTRATION);
  const [method, setMethod] = useState<CheckoutMethod>('CREDIT_CARD');
  const [card, setCard] = useState<CardFormValues>(() => cardFormValues(user));
  const [error, setError] = useState<string | null>(null);
  const company = useCompanyPurchase(Boolean(user));
  const account = useRegisterAndSignIn();
  const purchase = usePurchaseWithCard();
  const charge = usePurchaseWithCharge();
  const payment = useAwaitedPayment(pagamentoId);
  const sync = useSyncPayment();

  const goTo = (next: Step) => {
    setMoved(true);
    setStep(next);
  };

  const register = async () => {
    setError(null);
    try {
      const signedIn = await account.run({ ...registrationPayload(registration), empresa: company.body });
      signIn(signedIn);
      toast.success('Conta criada com sucesso!');
      setCard(cardFormValues(signedIn));
      goTo('pagamento');
    } catch (caught) {
      const message = serverMessage(caught, 'Erro ao criar conta');
      company.refused(message, false);
      setError(message);
      toast.error(message);
    }
  };

  /** Refused: the message above the form, and the company's fields at payment when it was about them. */
  const refused = (caught: unknown, fallback: string) => {
    const message = serverMessage(caught, fallback);
    company.refused(message, true);
    setError(message);
    toast.error(message);
  };

  const pay = async (payload: CardFormPayload) => {
    const blocker = company.blockerAtPayment();
    setError(blocker);
    if (blocker) return;
    goTo('confirmacao');
    try {
      // A monthly plan renews on the same card until the customer turns renewal off in Meu perfil.
      await purchase.trigger({
        body: {
          planoId: plano.id,
          billingType: 'CREDIT_CARD',
          renovacaoAutomatica: true,
          ...payload,
          empresa: company.purchaseBody,
        },
      });
      toast.success('Assinatura criada com sucesso! Seu plano está ativo.');
      navigate(paths.pagamentos.href());
    } catch (caught) {
      refused(caught, 'Erro ao processar pagamento');
      goTo('pagamento');
    }
  };

  const generate = async (chosen: ChargeMethod) => {
    const blocker = company.blockerAtPayment();
    setError(blocker);
    if (blocker) return;
    try {
      const created = await charge.purchase(plano.id, chosen, company.purchaseBody);
      toast.success('Plano adquirido com sucesso!', {
        description: 'Conclua o pagamento para ativar o plano.',
      });
      setSearch({ pagamento: created.id }, { replace: true });
      goTo('confirmacao');
    } catch (caught) {
      refused(caught, 'Erro ao adquirir plano. Tente novamente.');
    }
  };

  const status = payment.data?.status;
  let confirmation = <ProcessingStep />;
  if (pagamentoId && status === 'CONFIRMADO' && payment.data)
    return <PaymentConfirmed pagamento={payment.data} />;
  if (pagamentoId && (status === 'CANCELADO' || status === 'RECUSADO'))
    confirmation = (
      <PaymentNotCompleted
        onRetry={() => {
          setSearch({}, { replace: true });
          goTo('pagamento');
        }}
      />
    );
  else if (pagamentoId && payment.data)
    confirmation = (
      <PaymentInstructions
        pagamento={payment.data}
        autoFocus
        isChecking={sync.isMutating}
        onCheck={() => void sync.trigger(payment.data!.id).catch(() => undefined)}
      />
    );

  return (
    <>
      <Stepper steps={STEPS} currentStep={step} aria-label="Etapas da assinatura" />
      <CheckoutLayout summary={<OrderSummary plano={plano} empresa={company.summary} />}>
        {step === 'cadastro' ? (
          <RegistrationStep
            values={registration}
            onChange={setRegistration}
            onSubmit={() => void register()}
            isPending={account.isPending}
            error={error}
            company={company.value}
            onCompanyChange={company.change}
            companyErrors={company.serverErrors}
            autoFocus={hasMoved}
          />
        ) : step === 'pagamento' ? (
          <PaymentStep
            method={method}
            onMethodChange={(next) => {
              setError(null);
              setMethod(next);
            }}
            values={card}
            onChange={setCard}
            onSubmit={(payload) => void pay(payload)}
            onCharge={(chosen) => void generate(chosen)}
            isCharging={charge.isPending}
            submitLabel={`Pagar ${formatMoney(plano.valor)}`}
            error={error}
            onError={setError}
            buyer={<PaymentBuyer company={company} isDisabled={charge.isPending || purchase.isMutating} />}
            autoFocus={hasMoved}
          />
        ) : (
          confirmation
        )}
      </CheckoutLayout>
    </>
  );
}
