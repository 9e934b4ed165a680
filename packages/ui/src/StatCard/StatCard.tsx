import { type HTMLAttributes, type ReactNode, useId } from 'react';
import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from '../icons';
import { cx } from '../utils';
import * as styles from './StatCard.css';

export type StatChangeDirection = 'up' | 'down' | 'neutral';

export interface StatChange {
  /** The change as shown: '+5%', '-10%', '0%'. */
  value: string;
  /** Arrow direction. */
  direction: StatChangeDirection;
  /** Whether the change is good news; by default up is positive and down negative. */
  tone?: 'positive' | 'negative' | 'neutral';
  /** What it compares with; completes the sentence ('+5% em relação ao mês anterior'). */
  label?: string;
}

export interface StatCardProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** O que o número é ('Solicitações concluídas'); nomeia o cartão. */
  label: string;
  /** O número, já formatado ('1.234', 'R$ 4.990,00'). */
  value: ReactNode;
  /** A secondary line ('Tempo médio: 3 min', '45 de 60 ativos'). */
  description?: ReactNode;
  /** Um ícone num quadrado tingido no canto superior direito (decorativo). */
  icon?: ReactNode;
  /** Cor do quadrado do ícone. */
  iconTone?: 'primary' | 'success' | 'warning' | 'danger' | 'neutral';
  /** Indicador de variação: seta, valor e comparação, escritos por extenso para todos os usuários. */
  change?: StatChange;
}

const DIRECTION_ICONS = { up: TrendingUpIcon, down: TrendingDownIcon, neutral: MinusIcon };
const DEFAULT_TONE = { up: 'positive', down: 'negative', neutral: 'neutral' } as const;

/**
 * A dashboard number: label, value, an optional description and a change indicator. The change
 * is a sentence ('+5% em relação ao mês anterior'); its arrow and colour only reinforce the text.
 * The card is a `group` named by its label.
 */
export function StatCard({
  label,
  value,
  description,
  icon,
  iconTone = 'primary',
  change,
  className,
  ...props
}: StatCardProps) {
  const labelId = useId();
  const ChangeIcon = change ? DIRECTION_ICONS[change.direction] : null;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a fieldset is for form controls; this is a named group of text
    <div role="group" aria-labelledby={labelId} {...props} className={cx(styles.root, className)}>
      <div className={styles.top}>
        <p id={labelId} className={styles.label}>
          {label}
        </p>
        {icon ? (
          <span className={cx(styles.iconRecipe({ tone: iconTone }), styles.iconSlot)} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </div>
      <p className={styles.value}>{value}</p>
      {description ? <p className={styles.description}>{description}</p> : null}
      {change && ChangeIcon ? (
        <p className={styles.change} data-direction={change.direction}>
          <span
            className={cx(
              styles.changeValueRecipe({ tone: change.tone ?? DEFAULT_TONE[change.direction] }),
              styles.changeValue,
            )}
          >
            <ChangeIcon />
            {change.value}
          </span>
          {change.label ? (
            <>
              {' '}
              <span>{change.label}</span>
            </>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}
