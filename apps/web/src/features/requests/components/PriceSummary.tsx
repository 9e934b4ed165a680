import type { SolicitacaoQuota } from '@certidao/api-client';
import { formatMoney, fromCents, QUOTE_MESSAGES, type Quote } from '@certidao/domain';
import * as styles from './requests.css.ts';

/**
 * The set's price before it is ordered (the same figures the server records on each certificate): the total,
 * whether a registry office's fee comes on top, and what the plan does with it. A certificate that is never
 * issued (cancelled, or its source unavailable) is returned, and the form says so before anyone confirms.
 */
export function PriceSummary({
  quote,
  quota,
  staff,
  oneOff = false,
}: {
  quote: Quote;
  quota: SolicitacaoQuota | undefined;
  /** Staff requests are not charged. */
  staff: boolean;
  /** A one-off order: paid on its own when it is placed. */
  oneOff?: boolean;
}) {
  if (quote.itens.length === 0) return null;
  const plan = oneOff
    ? 'Pedido avulso: você paga este valor ao confirmar, sem assinar um plano.'
    : quota?.plano
      ? `Incluída no plano ${quota.plano.nome}: usa 1 solicitação do mês.`
      : null;
  return (
    <section aria-labelledby="valor-solicitacao" className={styles.priceSummary}>
      <h3 id="valor-solicitacao" className={styles.priceTitle}>
        Valor das certidões
      </h3>
      {staff ? (
        <p className={styles.priceNote}>Solicitações da equipe não são cobradas.</p>
      ) : (
        <>
          <p className={styles.priceTotal}>
            <strong>{formatMoney(fromCents(quote.totalCentavos))}</strong>
            {quote.taxaVariavel ? <span className={styles.muted}> {QUOTE_MESSAGES.variableFee}</span> : null}
          </p>
          <p className={styles.priceNote}>
            {plan ? `${plan} ` : ''}O valor de cada certidão fica registrado na solicitação e nos relatórios;
            o que não for emitido (cancelada, ou fonte indisponível) é devolvido.
          </p>
        </>
      )}
    </section>
  );
}
