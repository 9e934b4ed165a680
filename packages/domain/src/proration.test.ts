import { describe, expect, it } from 'vitest';
import { EXTRA_SEAT_PRICE_CENTS } from './prices';
import { extraSeatDescription, oneMonthBefore, planChangeDescription, prorate } from './proration';

const start = new Date('2026-11-01T15:00:00Z');
const end = new Date('2026-12-01T15:00:00Z'); // 30 days
const at = (iso: string) => new Date(iso);

describe('prorate', () => {
  it('charges the whole difference on the first day', () => {
    expect(prorate(4990, 9990, start, end, start)).toEqual({
      amountCents: 5000,
      daysLeft: 30,
      periodDays: 30,
    });
  });

  it('charges the days left, a started day counted whole', () => {
    // 18 days and a bit left → 19 days.
    expect(prorate(4990, 9990, start, end, at('2026-11-12T20:00:00Z'))).toEqual({
      amountCents: Math.round((5000 * 19) / 30),
      daysLeft: 19,
      periodDays: 30,
    });
    // Exactly 18 days left.
    expect(prorate(4990, 9990, start, end, at('2026-11-13T15:00:00Z')).daysLeft).toBe(18);
    expect(prorate(4990, 9990, start, end, at('2026-11-13T15:00:00Z')).amountCents).toBe(3000);
  });

  it('rounds to whole cents', () => {
    const r = prorate(4990, 24990, start, end, at('2026-11-24T15:00:00Z')); // 7 days of R$ 200,00
    expect(r.daysLeft).toBe(7);
    expect(r.amountCents).toBe(Math.round((20000 * 7) / 30));
    expect(Number.isInteger(r.amountCents)).toBe(true);
  });

  it('charges one day on the last day and nothing once the period ended', () => {
    expect(prorate(4990, 9990, start, end, at('2026-12-01T14:00:00Z'))).toMatchObject({ daysLeft: 1 });
    expect(prorate(4990, 9990, start, end, end)).toEqual({ amountCents: 0, daysLeft: 0, periodDays: 30 });
    expect(prorate(4990, 9990, start, end, at('2026-12-05T00:00:00Z')).amountCents).toBe(0);
  });

  it('never charges more than the whole difference (a clock before the period)', () => {
    expect(prorate(4990, 9990, start, end, at('2026-10-20T00:00:00Z'))).toMatchObject({
      amountCents: 5000,
      daysLeft: 30,
    });
  });

  it('charges nothing for a cheaper or equal plan', () => {
    expect(prorate(9990, 4990, start, end, start).amountCents).toBe(0);
    expect(prorate(4990, 4990, start, end, start).amountCents).toBe(0);
  });

  it('uses the period’s own length (February)', () => {
    const r = prorate(
      0,
      2800,
      new Date('2027-02-01T12:00:00Z'),
      new Date('2027-03-01T12:00:00Z'),
      new Date('2027-02-15T12:00:00Z'),
    );
    expect(r).toEqual({ amountCents: 1400, daysLeft: 14, periodDays: 28 });
  });

  it('prorates an extra seat from nothing', () => {
    expect(prorate(0, EXTRA_SEAT_PRICE_CENTS, start, end, at('2026-11-16T15:00:00Z'))).toEqual({
      amountCents: 1995,
      daysLeft: 15,
      periodDays: 30,
    });
  });
});

describe('descriptions', () => {
  it('names the plans and the days', () => {
    expect(planChangeDescription('Básico', 'Profissional', 18)).toBe(
      'Diferença do plano Básico para o Profissional (18 dias)',
    );
    expect(planChangeDescription('Básico', 'Profissional', 1)).toBe(
      'Diferença do plano Básico para o Profissional (1 dia)',
    );
    expect(extraSeatDescription(1, 18)).toBe('1 assento adicional (18 dias)');
    expect(extraSeatDescription(2, 1)).toBe('2 assentos adicionais (1 dia)');
  });
});

describe('oneMonthBefore', () => {
  it('steps back one calendar month, clamped to the shorter month', () => {
    expect(oneMonthBefore(new Date('2026-12-01T15:00:00Z')).toISOString()).toBe('2026-11-01T15:00:00.000Z');
    expect(oneMonthBefore(new Date('2027-03-31T10:00:00Z')).toISOString()).toBe('2027-02-28T10:00:00.000Z');
    expect(oneMonthBefore(new Date('2027-01-15T10:00:00Z')).toISOString()).toBe('2026-12-15T10:00:00.000Z');
  });
});
