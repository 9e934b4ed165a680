/** Colour keys of plans (`vars.plan.*`). */
export type PlanColorKey = 'basico' | 'profissional' | 'empresarial' | 'ilimitado' | 'default';

const NAMED: readonly Exclude<PlanColorKey, 'default'>[] = [
  'basico',
  'profissional',
  'empresarial',
  'ilimitado',
];

function fold(s: string | null | undefined): string {
  return String(s ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();
}

/**
 * The colour of a plan: from its name when it contains Básico, Profissional, Empresarial or
 * Ilimitado (case- and accent-insensitive: 'Plano Profissional Anual' is profissional), otherwise
 * from its `cor` when that names one of them, otherwise the default grey.
 */
export function planColorKey(nome: string | null | undefined, cor?: string | null): PlanColorKey {
  const name = fold(nome);
  const byName = NAMED.find((key) => name.includes(key));
  if (byName) return byName;
  const colour = fold(cor);
  return NAMED.find((key) => colour.includes(key)) ?? 'default';
}
