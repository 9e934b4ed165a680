import type { Plano } from '@certidao/api-client';
import { benefitsPreview, formatCnpj, formatMoney, planLimitLabel, planPeriod } from '@certidao/domain';
import { Badge, BadgeCheckIcon, Card, CheckIcon, planColorKey } from '@certidao/ui';
import * as styles from './checkout.css.ts';

/**
 * What is being bought: the plan, the company it is for (when bought for one), its first benefits, the fee
 * ('Grátis') and the total.
 */
export function OrderSummary({
  plano,
  empresa,
}: {
  plano: Plano;
  empresa?: { razaoSocial: string; cnpj: string } | null;
}) {
  const period = planPeriod(plano.nome);
  const limit = planLimitLabel(plano.limite);
  const { visible, moreLabel } = benefitsPreview(plano.beneficios);
  const color = planColorKey(plano.nome, plano.cor);
  return (
    <Card title="Resumo do pedido" titleLevel={2}>
      <div className={styles.cardBody}>
        <div className={styles.summaryPlan}>
          <p className={styles.summaryPlanName}>Plano {plano.nome}</p>
          <Badge tone={color === 'default' ? 'plan' : color} size="sm">
            {limit === 'Ilimitado' ? 'Ilimitado' : `${limit} solicitações/mês`}
          </Badge>
        </div>
        {empresa ? (
          <p className={styles.summaryCompany}>
            Para a empresa <strong>{empresa.razaoSocial}</strong> (CNPJ {formatCnpj(empresa.cnpj)})
          </p>
        ) : null}
        {plano.descricao ? <p className={styles.summaryDescription}>{plano.descricao}</p> : null}
        {visible.length > 0 ? (
          <ul className={styles.benefits} aria-label="Benefícios">
            {visible.map((benefit) => (
              <li key={benefit} className={styles.benefit}>
                <CheckIcon aria-hidden="true" className={styles.benefitIcon} />
                <span>{benefit}</span>
              </li>
            ))}
            {moreLabel ? <li className={styles.moreBenefits}>{moreLabel}</li> : null}
          </ul>
        ) : null}
        <dl className={styles.totals}>
          <dt>Plano {plano.nome}</dt>
          <dd>
            {formatMoney(plano.valor)}
            {period.suffix}
          </dd>
          <dt>Taxa</dt>
          <dd className={styles.free}>Grátis</dd>
          <dt className={styles.total}>Total</dt>
          <dd className={styles.total}>
            {formatMoney(plano.valor)}
            {period.suffix}
          </dd>
        </dl>
        <p className={styles.guarantee}>
          <BadgeCheckIcon aria-hidden="true" className={styles.guaranteeIcon} />
          Garantia de 7 dias: cancele quando quiser e, nos primeiros 7 dias, receba o valor de volta.
        </p>
      </div>
    </Card>
  );
}
