/** Plan display rules. */

import { countOf } from './text';

export type PlanPeriodKind = 'mensal' | 'semestral' | 'anual';

export interface PlanPeriod {
  period: PlanPeriodKind;
  /** Appended to the price: '/mês', '/6 meses' or '/ano'. */
  suffix: string;
  /** Savings hint under the price, or null. */
  hint: string | null;
  /** Badge of the yearly plan ('Mais popular'), or null. */
  badge: string | null;
}

function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * Period of a plan from its name (case- and accent-insensitive): containing 'anual' is yearly,
 * containing 'semestral' is per 6 months, anything else is monthly.
 */
export function planPeriod(nome: string | null | undefined): PlanPeriod {
  const n = fold(String(nome ?? ''));
  if (n.includes('anual')) {
    return { period: 'anual', suffix: '/ano', hint: 'Economia de R$ 50/mês', badge: 'Mais popular' };
  }
  if (n.includes('semestral')) {
    return { period: 'semestral', suffix: '/6 meses', hint: 'R$ 60/mês', badge: null };
  }
  return { period: 'mensal', suffix: '/mês', hint: null, badge: null };
}

/** A plan limit of 0, empty or absent means unlimited certificates per month. */
export function isUnlimitedLimit(limite: number | string | null | undefined): boolean {
  if (limite === null || limite === undefined) return true;
  if (typeof limite === 'string' && limite.trim() === '') return true;
  const n = Number(limite);
  return !Number.isFinite(n) || n <= 0;
}

/** 'Ilimitado' for an unlimited plan, otherwise the limit as a number string. */
export function planLimitLabel(limite: number | string | null | undefined): string {
  return isUnlimitedLimit(limite) ? 'Ilimitado' : String(Math.trunc(Number(limite)));
}

export interface BenefitsPreview {
  visible: string[];
  hiddenCount: number;
  /** 'mais N benefícios' ('mais 1 benefício'), or null when nothing is hidden. */
  moreLabel: string | null;
}

/** The first `max` benefits (3 on plan cards) and the 'mais N benefícios' line for the rest. */
export function benefitsPreview(beneficios: readonly string[] | null | undefined, max = 3): BenefitsPreview {
  const all = (beneficios ?? []).filter((b) => b.trim() !== '');
  const visible = all.slice(0, Math.max(0, max));
  const hiddenCount = all.length - visible.length;
  return {
    visible,
    hiddenCount,
    moreLabel: hiddenCount > 0 ? `mais ${countOf(hiddenCount, 'benefício', 'benefícios')}` : null,
  };
}

/** Plans in display order: lowest `ordem` first, ties by name; the input is not modified. */
export function sortPlans<T extends { ordem?: number | null; nome?: string | null }>(
  planos: readonly T[],
): T[] {
  return [...planos].sort(
    (a, b) =>
      (a.ordem ?? Number.MAX_SAFE_INTEGER) - (b.ordem ?? Number.MAX_SAFE_INTEGER) ||
      String(a.nome ?? '').localeCompare(String(b.nome ?? ''), 'pt-BR'),
  );
}
