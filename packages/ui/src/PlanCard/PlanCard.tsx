import { benefitsPreview, formatMoney, isUnlimitedLimit, planLimitLabel, planPeriod } from '@certidao/domain';
import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { Badge } from '../Badge';
import { CheckIcon } from '../icons';
import { cx } from '../utils';
import * as styles from './PlanCard.css';
import { planColorKey } from './planColor';

/** The plan fields a card shows (a `Plano` from the API fits). */
export interface PlanCardPlan {
  nome: string;
  descricao?: string | null;
  /** Price in reais (number or numeric string). */
  valor: number | string;
  /** Requests per month; 0, empty or absent is unlimited. */
  limite?: number | string | null;
  beneficios?: readonly string[] | null;
  /** Style hint of the plan; used for the colour when the name is not one of the four known plans. */
  cor?: string | null;
  popular?: boolean | null;
  ordem?: number | null;
}

export interface PlanCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** O plano mostrado: nome, preço, franquia de certidões, benefícios e se é o destacado. */
  plan: PlanCardPlan;
  /** A chamada para ação no rodapé ('Assinar agora', 'Assinar com PIX'…). */
  action?: ReactNode;
  /** Ações pequenas ao lado do nome (ícones de editar e excluir na tela do admin). */
  headerActions?: ReactNode;
  /** Mostra a ordem de exibição ('Ordem: 1'), para a tela do admin. */
  showOrder?: boolean;
  /** Nível de título do nome do plano (3 por padrão). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * A plan: name, description, price ('R$ 99,90/mês', or per 6 months / per year from the name) with
 * its savings hint, the monthly limit ('20 solicitações/mês' or 'Ilimitado'), the first 3 benefits
 * then 'mais N benefícios', the 'Mais popular' highlight and an action. Coloured by plan (Básico,
 * Profissional, Empresarial, Ilimitado, default grey). The card is an `article` named by the plan.
 */
export function PlanCard({
  plan,
  action,
  headerActions,
  showOrder = false,
  headingLevel = 3,
  className,
  ...props
}: PlanCardProps) {
  const nameId = useId();
  const Heading = `h${headingLevel}` as const;
  const color = planColorKey(plan.nome, plan.cor);
  const period = planPeriod(plan.nome);
  const popularLabel = plan.popular ? 'Mais popular' : period.badge;
  const { visible, moreLabel } = benefitsPreview(plan.beneficios);
  const limit = isUnlimitedLimit(plan.limite)
    ? 'Ilimitado'
    : `${planLimitLabel(plan.limite)} solicitações/mês`;
  return (
    <article
      aria-labelledby={nameId}
      {...props}
      data-plan={color}
      data-popular={popularLabel ? 'true' : undefined}
      className={cx(styles.planCardRecipe({ color, popular: Boolean(popularLabel) }), className)}
    >
      {popularLabel ? (
        <Badge tone="primary" variant="solid" className={styles.popularBadge}>
          {popularLabel}
        </Badge>
      ) : null}
      <div className={styles.header}>
        <div className={styles.headings}>
          <Heading id={nameId} className={styles.name}>
            {plan.nome}
          </Heading>
          <Badge tone={color === 'default' ? 'plan' : color} size="sm">
            {limit}
          </Badge>
        </div>
        {headerActions ? <div className={styles.headerActions}>{headerActions}</div> : null}
      </div>
      {plan.descricao ? <p className={styles.description}>{plan.descricao}</p> : null}
      <div className={styles.priceBlock}>
        <p className={styles.price}>
          <span className={styles.amount}>{formatMoney(plan.valor)}</span>
          <span className={styles.period}>{period.suffix}</span>
        </p>
        {period.hint ? <p className={styles.hint}>{period.hint}</p> : null}
        {showOrder && plan.ordem != null ? <p className={styles.meta}>Ordem: {plan.ordem}</p> : null}
      </div>
      {visible.length > 0 ? (
        <ul className={styles.benefits} aria-label="Benefícios">
          {visible.map((benefit, index) => (
            // Benefits are plain strings and may repeat: the position keeps keys unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: static list, never reordered
            <li key={`${index}-${benefit}`} className={styles.benefit}>
              <CheckIcon className={styles.benefitIcon} />
              <span>{benefit}</span>
            </li>
          ))}
          {moreLabel ? <li className={styles.more}>{moreLabel}</li> : null}
        </ul>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </article>
  );
}
