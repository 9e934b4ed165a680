import { type SourceState, sourceStateLabel } from '@certidao/domain';
import type { BadgeTone } from '@certidao/ui';

/** The badge of each state: the label carries the meaning, the colour reinforces it. */
export const STATE_TONE: Record<SourceState, BadgeTone> = {
  normal: 'success',
  lenta: 'info',
  instavel: 'warning',
  fora_do_ar: 'danger',
};

/** Worst first: the sources a customer should know about lead the lists. */
export const STATE_ORDER: readonly SourceState[] = ['fora_do_ar', 'instavel', 'lenta', 'normal'];

export { sourceStateLabel };

/** '12 s', '3,5 min', '1,2 h' (null: '—'). */
export function formatSeconds(seconds: number | null): string {
  if (seconds === null) return '—';
  const fmt = (v: number) => v.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (seconds < 60) return `${fmt(seconds)} s`;
  if (seconds < 3600) return `${fmt(seconds / 60)} min`;
  return `${fmt(seconds / 3600)} h`;
}

/** '97%' (null: '—'). */
export function formatRate(rate: number | null): string {
  return rate === null ? '—' : `${Math.round(rate * 100)}%`;
}

/** 'cerca de 5 min' / 'cerca de 2 h'. */
export function formatDelay(minutes: number | null): string {
  if (!minutes) return '';
  return minutes >= 90 ? `cerca de ${Math.round(minutes / 60)} h` : `cerca de ${minutes} min`;
}
