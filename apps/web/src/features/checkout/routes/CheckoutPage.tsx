import { formatMoney, planPeriod } from '@certidao/domain';
import { AlertCircleIcon, ArrowLeftIcon, EmptyState, Link, PageHeader, toast } from '@certidao/ui';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { paths } from '../../../app/paths.ts';
import { LoadingScreen } from '../../../lib/LoadingScreen.tsx';
import { PaymentInstructions } from '../../../lib/PaymentInstructions.tsx';
import { serverMessage } from '../../../lib/swr.ts';
import { useAwaitedPayment, useMeuPlano, usePlano, usePurchaseWithCharge, useSyncPayment } from '../api.ts';
import { CheckoutLayout } from '../components/CheckoutLayout.tsx';
import { OrderSummary } from '../components/OrderSummary.tsx';
import { PaymentBuyer } from '../components/PaymentBuyer.tsx';
import { type ChargeMethod, PaymentMethodForm } from '../components/PaymentMethodForm.tsx';
import { PaymentConfirmed, PaymentNotCompleted } from '../components/PaymentOutcome.tsx';
import { PlanLoadError } from '../components/PlanLoadError.tsx';
import { useCompanyPurchase } from '../components/useCompanyPurchase.ts';

const PURCHASE_ERROR = 'Erro ao adquirir plano. Tente novamente.';

/**
 * /checkout/{planoId}: PIX or boleto (for the customer, or for a company created with the plan) → the plan is
 * assigned and its charge created → payment instructions, watched until the payment is confirmed. The
 * charge's id stays in the URL (?pagamento=…), so a reload keeps the instructions.
 */
export default function CheckoutPage() {
  const { planoId = '' } = useParams();
  const [search, setSearch] = useSearchParams();
  const pagamentoId = search.get('pagamento');
  const plano = usePlano(planoId);
  const current = useMeuPlano(!pagamentoId);
  const { purchase, isPending } = usePurchaseWithCharge();
  const payment = useAwaitedPayment(pagamentoId);
  const sync = useSyncPayment();
  const [error, setError] = useState<string | null>(null);
  const company = useCompanyPurchase(true);

  if (plano.error) return <PlanLoadError backHref={paths.planos.href()} backLabel="Voltar para os planos" />;
  if (!plano.data) return <LoadingScreen />;
  const status = payment.data?.status;
  if (payment.data && status === 'CONFIRMADO') return <PaymentConfirmed pagamento={payment.data} />;
  if (status === 'CANCELADO' || status === 'RECUSADO')
    return <PaymentNotCompleted onRetry={() => setSearch({}, { replace: true })} />;

  const confirm = async (method: ChargeMethod) => {
    const blocker = company.blockerAtPayment();
    setError(blocker);
    if (blocker) return;
    try {
      const created = await purchase(planoId, method, company.purchaseBody);
      toast.success('Plano adquirido com sucesso!', {
        description: 'Conclua o pagamento para ativar o plano.',
      });
      setSearch({ pagamento: created.id }, { replace: true });
    } catch (caught) {
      const message = serverMessage(caught, PURCHASE_ERROR);
      company.refused(message, true);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <>
      <PageHeader
        title="Finalizar assinatura"
        description={`Plano ${plano.data.nome} · ${formatMoney(plano.data.valor)}${planPeriod(plano.data.nome).suffix}`}
        actions={
          <Link href={paths.planos.href()} buttonVariant="ghost">
            <ArrowLeftIcon aria-hidden="true" />
            Voltar para os planos
          </Link>
        }
      />
      <CheckoutLayout summary={<OrderSummary plano={plano.data} empresa={company.summary} />}>
        {!pagamentoId ? (
          <PaymentMethodForm
            current={current.data}
            isPending={isPending}
            error={error}
            onConfirm={confirm}
            buyer={<PaymentBuyer company={company} isDisabled={isPending} />}
          />
        ) : payment.data ? (
          <PaymentInstructions
            pagamento={payment.data}
            autoFocus
            isChecking={sync.isMutating}
            onCheck={() => void sync.trigger(payment.data!.id).catch(() => undefined)}
          />
        ) : payment.error ? (
          <EmptyState
            tone="danger"
            icon={<AlertCircleIcon />}
            title="Não foi possível carregar o pagamento"
            description="Veja a cobrança em Meus pagamentos."
            action={
              <Link href={paths.pagamentos.href()} buttonVariant="outline">
                Ver pagamentos
              </Link>
            }
          />
        ) : (
          <EmptyState tone="primary" isLoading title="Carregando pagamento..." />
        )}
      </CheckoutLayout>
    </>
  );
}
