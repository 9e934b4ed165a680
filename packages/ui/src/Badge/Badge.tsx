import type { HTMLAttributes } from 'react';
import { cx } from '../utils';
import { badgeRecipe } from './Badge.css';

/** Colour roles of a badge; the plan keys give the plan colours (Básico … Ilimitado, `plan` is grey). */
export type BadgeTone =
  | 'neutral'
  | 'primary'
  | 'success'
  | 'warning'
  | 'danger'
  | 'info'
  | 'basico'
  | 'profissional'
  | 'empresarial'
  | 'ilimitado'
  | 'plan';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** Papel da cor. O texto carrega o significado: a cor só o reforça. */
  tone?: BadgeTone;
  /**
   * `subtle` (tingido, o padrão) ou `solid` (preenchido, para destaques como 'Mais popular'). Os tons de
   * plano são sempre `subtle`.
   */
  variant?: 'subtle' | 'solid';
  /** `sm` em tabelas e listas densas, `md` (o padrão) no resto. */
  size?: 'sm' | 'md';
  /** Esconde o selo das tecnologias assistivas quando o texto ao lado já diz o mesmo. */
  'aria-hidden'?: boolean | 'true' | 'false';
}

/**
 * A short label in a pill: counts, categories, plan names, highlights ('Mais popular'). Not
 * interactive. For request, payment and subscription statuses use `StatusBadge`.
 */
export function Badge({
  tone = 'neutral',
  variant = 'subtle',
  size = 'md',
  className,
  ...props
}: BadgeProps) {
  return <span {...props} className={cx(badgeRecipe({ tone, variant, size }), className)} />;
}
