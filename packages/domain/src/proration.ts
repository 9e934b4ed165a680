/**
 * Plan changes during a paid period. An upgrade (or an extra seat) takes effect at once and is charged for the
 * days left of the period; a cheaper plan waits for the period's end, so nothing is ever refunded.
 */
import { countOf } from './text';

const DAY_MS = 86_400_000;

/**
 * The least the payment gateway charges (R$ 5,00): a prorated difference below it is not charged at all, since
 * it could not be collected and is worth less than asking the customer to pay it.
 */
export const MIN_CHARGE_CENTS = 500;

/** The same day of the month before, the last day when that month is shorter (31 March → 28 or 29 February). */
export function oneMonthBefore(from: Date): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

export interface Proration {
  /** What to charge now, in whole cents (0 when the new price is not higher). */
  amountCents: number;
  /** Days of the period still to run, a started day counted whole (0 once the period ended). */
  daysLeft: number;
  /** Days of the whole period (at least 1). */
  periodDays: number;
}

/**
 * The difference between two monthly prices for the rest of the period, prorated by days left:
 * `(new − old) × daysLeft / periodDays`, rounded to the nearest cent. A started day counts whole (the customer
 * uses the higher plan from now on, this day included); the period's days are its own length (28 to 31), so a
 * change on the first day costs the whole difference and one on the last day a single day's.
 */
export function prorate(
  oldCents: number,
  newCents: number,
  periodStart: Date,
  periodEnd: Date,
  now: Date,
): Proration {
  const periodDays = Math.max(1, Math.round((periodEnd.getTime() - periodStart.getTime()) / DAY_MS));
  const left = Math.ceil((periodEnd.getTime() - now.getTime()) / DAY_MS);
  const daysLeft = Math.min(periodDays, Math.max(0, left));
  const diff = newCents - oldCents;
  const amountCents = diff > 0 ? Math.round((diff * daysLeft) / periodDays) : 0;
  return { amountCents, daysLeft, periodDays };
}

/** The line of an upgrade's charge: "Diferença do plano Básico para o Profissional (18 dias)". */
export function planChangeDescription(fromPlan: string, toPlan: string, daysLeft: number): string {
  return `Diferença do plano ${fromPlan} para o ${toPlan} (${countOf(daysLeft, 'dia')})`;
}

/** The line of an extra seat's charge: "1 assento adicional (18 dias)". */
export function extraSeatDescription(seats: number, daysLeft: number): string {
  return `${countOf(seats, 'assento adicional', 'assentos adicionais')} (${countOf(daysLeft, 'dia')})`;
}
