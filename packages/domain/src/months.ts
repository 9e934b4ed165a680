import { toSaoPauloIsoDate } from './dates';

/** A calendar month as the statements name it: 'YYYY-MM'. */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const isValidMonth = (mes: string) => MONTH_PATTERN.test(mes);

/** The São Paulo month of an instant (default: now). */
export const monthOf = (d: Date = new Date()) => toSaoPauloIsoDate(d).slice(0, 7);

/** The month before 'YYYY-MM'. */
export function previousMonth(mes: string): string {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The month after 'YYYY-MM'. */
export function nextMonth(mes: string): string {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

const MONTH_NAMES = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2026-11' → 'novembro de 2026'. */
export function monthLabel(mes: string): string {
  const [y, m] = mes.split('-').map(Number) as [number, number];
  return `${MONTH_NAMES[m - 1] ?? ''} de ${y}`;
}

/** The `count` months up to `last` (inclusive), newest first: a statement's month picker. */
export function recentMonths(last: string, count: number): string[] {
  const out = [last];
  while (out.length < count) out.push(previousMonth(out[out.length - 1] as string));
  return out;
}
