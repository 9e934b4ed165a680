import { describe, expect, it } from 'vitest';
import { formatMoney, formatMonthlyPrice, fromCents, parseReais, toCents } from './money';

describe('formatMoney', () => {
  it('formats pt-BR currency with a plain ASCII space', () => {
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoney(49.9)).toBe('R$ 49,90');
    expect(formatMoney(1000000)).toBe('R$ 1.000.000,00');
    expect(formatMoney(0.1 + 0.2)).toBe('R$ 0,30');
    expect(formatMoney(1234.56)).not.toMatch(/[\u00a0\u202f]/);
  });

  it('accepts numeric strings as the API sends them', () => {
    expect(formatMoney('49.90')).toBe('R$ 49,90');
    expect(formatMoney('1234.5')).toBe('R$ 1.234,50');
    expect(formatMoney(' 10 ')).toBe('R$ 10,00');
    expect(formatMoney('49,90')).toBe('R$ 49,90');
    expect(formatMoney('1.234,56')).toBe('R$ 1.234,56');
    expect(formatMoney('R$ 1.234,56')).toBe('R$ 1.234,56');
  });

  it('formats negatives with the sign before R$', () => {
    expect(formatMoney(-10)).toBe('-R$ 10,00');
    expect(formatMoney('-1234.56')).toBe('-R$ 1.234,56');
    expect(formatMoney(-0.001)).toBe('R$ 0,00');
  });

  it('rounds half away from zero on the written value', () => {
    expect(formatMoney(1.005)).toBe('R$ 1,01');
    expect(formatMoney('2.675')).toBe('R$ 2,68');
    expect(formatMoney(1.004)).toBe('R$ 1,00');
  });

  it('shows R$ 0,00 for a missing or unreadable value', () => {
    expect(formatMoney(null)).toBe('R$ 0,00');
    expect(formatMoney(undefined)).toBe('R$ 0,00');
    expect(formatMoney('')).toBe('R$ 0,00');
    expect(formatMoney('abc')).toBe('R$ 0,00');
    expect(formatMoney(Number.NaN)).toBe('R$ 0,00');
  });
});

describe('formatMonthlyPrice', () => {
  it('appends /mês', () => {
    expect(formatMonthlyPrice(49.9)).toBe('R$ 49,90/mês');
    expect(formatMonthlyPrice('199.00')).toBe('R$ 199,00/mês');
    expect(formatMonthlyPrice(0)).toBe('R$ 0,00/mês');
  });
});

describe('toCents / fromCents', () => {
  it('converts reais to integer cents without float drift', () => {
    expect(toCents(49.9)).toBe(4990);
    expect(toCents('49.90')).toBe(4990);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents(1.005)).toBe(101);
    expect(toCents(19.99)).toBe(1999);
    expect(toCents(1234.56)).toBe(123456);
    expect(toCents(0)).toBe(0);
    expect(toCents(-10.5)).toBe(-1050);
    expect(toCents('-0.005')).toBe(-1);
    expect(toCents('0.004')).toBe(0);
    expect(toCents('1.234,56')).toBe(123456);
  });

  it('rejects what is not an amount', () => {
    expect(() => toCents('abc')).toThrow(TypeError);
    expect(() => toCents(Number.POSITIVE_INFINITY)).toThrow(TypeError);
    expect(() => toCents('')).toThrow(TypeError);
  });

  it('converts cents back to reais', () => {
    expect(fromCents(4990)).toBe(49.9);
    expect(fromCents(123456)).toBe(1234.56);
    expect(fromCents(0)).toBe(0);
    expect(fromCents(-1050)).toBe(-10.5);
    expect(() => fromCents(Number.NaN)).toThrow(TypeError);
  });

  it('round-trips', () => {
    for (const reais of [0, 0.01, 9.99, 49.9, 1234.56, 99999.99])
      expect(fromCents(toCents(reais))).toBe(reais);
  });
});

describe('parseReais', () => {
  it('reads numbers and numeric strings', () => {
    expect(parseReais('49.90')).toBe(49.9);
    expect(parseReais('1.234,56')).toBe(1234.56);
    expect(parseReais(12)).toBe(12);
    expect(parseReais('-3.5')).toBe(-3.5);
    expect(parseReais('x')).toBeNull();
    expect(parseReais(null)).toBeNull();
  });
});
