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
  /** Colour role. The text must carry the meaning: colour only reinforces it. */
  tone?: BadgeTone;
  /** `subtle` (tinted, the default) or `solid` (filled, for highlights such as 'Mais Popular'). Plan tones are always subtle. */
  variant?: 'subtle' | 'solid';
  /** `sm` in tables and dense lists, `md` (the default) elsewhere. */
  size?: 'sm' | 'md';
}

/**
 * A short label in a pill: counts, categories, plan names, highlights ('Mais Popular'). Not
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
