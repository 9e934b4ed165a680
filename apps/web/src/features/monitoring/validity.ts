import type { MonitoramentoCertidao } from '@certidao/api-client';

const DAY_MS = 86_400_000;

/**
 * How much of a certificate's validity is left, from 1 (just issued) to 0 (expired), for the validity bar;
 * null when it has no validity to measure (never issued, not issued, or no expiry).
 */
export function validityLeft(
  c: Pick<MonitoramentoCertidao, 'emitidoEm' | 'validoAte'>,
  now: Date = new Date(),
): number | null {
  if (!c.emitidoEm || !c.validoAte) return null;
  const start = new Date(c.emitidoEm).getTime();
  const end = new Date(c.validoAte).getTime();
  if (!(end > start)) return end > now.getTime() ? 1 : 0;
  return Math.min(1, Math.max(0, (end - now.getTime()) / (end - start)));
}

/** Whole days left (0 once expired), for the bar's tone. */
export function daysLeft(validoAte: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((new Date(validoAte).getTime() - now.getTime()) / DAY_MS));
}

/** The bar's tone: danger once past, warning within `soonDays`, success otherwise. */
export function validityTone(validoAte: string, now: Date = new Date(), soonDays = 7) {
  const end = new Date(validoAte).getTime();
  if (end <= now.getTime()) return 'danger' as const;
  return daysLeft(validoAte, now) <= soonDays ? ('warning' as const) : ('success' as const);
}

/** The filters of the list as kept in the URL; '' = no filter. */
export interface MonitoringFilterValues {
  busca: string;
  status: string;
  resultado: string;
  vencendoEmDias: string;
  alterados: string;
  vencidas: string;
  bloqueadas: string;
  comPositivas: string;
}

export const NO_FILTERS: MonitoringFilterValues = {
  busca: '',
  status: '',
  resultado: '',
  vencendoEmDias: '',
  alterados: '',
  vencidas: '',
  bloqueadas: '',
  comPositivas: '',
};
