import type { Solicitacao } from '@certidao/api-client';
import { formatDateTime, formatMoney, paymentMethodLabel } from '@certidao/domain';
import { InlineAlert, Link } from '@certidao/ui';
import { paths } from '../../../app/paths.ts';
import { PaymentInstructions } from '../../../lib/PaymentInstructions.tsx';
import { useOrderPayment, useSyncPayment } from '../api.ts';

/**
 * A one-off order's payment on its request's page: how to pay while the PIX or boleto is open (watched until it
 * arrives, when the certificates start), what became of an order never paid, and nothing once it is paid (the
 * 'Valores' card says what it cost).
 */
export function OrderPaymentCard({ solicitacao }: { solicitacao: Solicitacao }) {
  const summary = solicitacao.pagamento;
  const pending = summary?.status === 'PENDENTE';
  // Watched by its own id (not only while the request says pending), so the confirmation is seen and told.
  const payment = useOrderPayment(
    summary && summary.metodoPagamento !== 'CARTAO_CREDITO' ? summary.id : null,
  );
  const sync = useSyncPayment();
  if (!summary) return null;
  if (summary.status === 'CANCELADO' || summary.status === 'RECUSADO')
    return (
      <InlineAlert
        tone="warning"
        action={
          <Link href={paths.planos.href()} variant="standalone">
            Ver planos
          </Link>
        }
      >
        Pedido avulso não pago: o pagamento foi{' '}
        {summary.status === 'RECUSADO' ? 'recusado' : 'cancelado ou venceu'} e as certidões foram canceladas,
        sem cobrança. Faça um novo pedido quando quiser.
      </InlineAlert>
    );
  if (!pending) return null;
  const pagamento = payment.data;
  if (pagamento?.status !== 'PENDENTE' || pagamento.metodoPagamento === 'CARTAO_CREDITO')
    return (
      <InlineAlert tone="info">
        Pedido avulso de {formatMoney(summary.valor)} aguardando a confirmação do pagamento (
        {paymentMethodLabel(summary.metodoPagamento)}). As certidões começam a ser emitidas assim que ele for
        confirmado.
      </InlineAlert>
    );
  return (
    <section aria-label="Pagamento do pedido avulso">
      <PaymentInstructions
        pagamento={pagamento}
        outcome={`As certidões começam a ser emitidas assim que o pagamento for confirmado. Pedido feito em ${formatDateTime(solicitacao.criadoEm)}.`}
        isChecking={sync.isMutating}
        onCheck={() => void sync.trigger(pagamento.id).catch(() => undefined)}
      />
    </section>
  );
}
