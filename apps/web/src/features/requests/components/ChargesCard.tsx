import type { Solicitacao } from '@certidao/api-client';
import { certificateLabel, formatMoney, fromCents } from '@certidao/domain';
import { Badge, Card } from '@certidao/ui';
import * as styles from './requests.css.ts';

/**
 * What the request was charged: each certificate's price as recorded when it was ordered, the ones returned
 * because they were never issued (cancelled, or their source unavailable), and the totals. Nothing for a
 * request that was never charged (ordered by staff).
 */
export function ChargesCard({ solicitacao }: { solicitacao: Solicitacao }) {
  if (solicitacao.cobrado <= 0) return null;
  const priced = solicitacao.certidoes.filter((c) => c.precoCentavos > 0);
  return (
    <Card as="section" title="Valores" titleLevel={2}>
      {priced.length ? (
        <ul className={styles.chargeList} aria-label="Valor de cada certidão">
          {priced.map((c) => (
            <li key={c.id} className={styles.chargeRow}>
              <span>{certificateLabel(c.tipoCertidao)}</span>
              <span className={styles.chargeAmount}>
                {c.devolvido ? (
                  <Badge tone="neutral" size="sm">
                    Devolvida
                  </Badge>
                ) : null}
                <span className={c.devolvido ? styles.returned : undefined}>
                  {formatMoney(fromCents(c.precoCentavos))}
                </span>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className={styles.chargeTotals}>
        <div>
          <dt>Cobrado</dt>
          <dd>{formatMoney(solicitacao.cobrado)}</dd>
        </div>
        <div>
          <dt>Devolvido</dt>
          <dd>{formatMoney(solicitacao.devolvido)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>
            <strong>{formatMoney(solicitacao.custo)}</strong>
          </dd>
        </div>
      </dl>
    </Card>
  );
}
