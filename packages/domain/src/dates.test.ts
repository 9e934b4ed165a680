import { describe, expect, it } from 'vitest';
import {
  brDateToIso,
  daysBetween,
  daysUntil,
  formatDate,
  formatDateLong,
  formatDateTime,
  isoDateToBr,
  isRealDate,
  isValidBrDate,
  isValidIsoDate,
  monthKey,
  startOfMonthSaoPaulo,
  startOfNextMonthSaoPaulo,
  toSaoPauloIsoDate,
} from './dates';

describe('isRealDate', () => {
  it('knows month lengths and leap years', () => {
    expect(isRealDate(2024, 2, 29)).toBe(true);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(2000, 2, 29)).toBe(true);
    expect(isRealDate(1900, 2, 29)).toBe(false);
    expect(isRealDate(2024, 4, 30)).toBe(true);
    expect(isRealDate(2024, 4, 31)).toBe(false);
    expect(isRealDate(2024, 12, 31)).toBe(true);
    expect(isRealDate(2024, 13, 1)).toBe(false);
    expect(isRealDate(2024, 0, 1)).toBe(false);
    expect(isRealDate(2024, 1, 0)).toBe(false);
  });
});

describe('yyyy-mm-dd ↔ dd/mm/yyyy', () => {
  it('converts both ways', () => {
    expect(isoDateToBr('2020-01-31')).toBe('31/01/2020');
    expect(brDateToIso('31/01/2020')).toBe('2020-01-31');
    expect(isoDateToBr('1985-07-04')).toBe('04/07/1985');
    expect(brDateToIso('29/02/2024')).toBe('2024-02-29');
  });

  it('round-trips', () => {
    for (const iso of ['2020-01-31', '2024-02-29', '1999-12-31', '2000-01-01']) {
      const br = isoDateToBr(iso);
      expect(br).not.toBeNull();
      expect(brDateToIso(br)).toBe(iso);
    }
  });

  it('rejects dates that do not exist', () => {
    expect(brDateToIso('31/02/2024')).toBeNull();
    expect(brDateToIso('29/02/2023')).toBeNull();
    expect(brDateToIso('00/01/2024')).toBeNull();
    expect(brDateToIso('15/13/2024')).toBeNull();
    expect(isoDateToBr('2024-02-31')).toBeNull();
    expect(isoDateToBr('2023-02-29')).toBeNull();
    expect(isoDateToBr('2024-04-31')).toBeNull();
  });

  it('rejects other shapes', () => {
    expect(brDateToIso('1/2/2024')).toBeNull();
    expect(brDateToIso('2024-01-31')).toBeNull();
    expect(brDateToIso('')).toBeNull();
    expect(brDateToIso(undefined)).toBeNull();
    expect(isoDateToBr('31/01/2020')).toBeNull();
    expect(isoDateToBr('2020-1-31')).toBeNull();
    expect(isoDateToBr('2020-01-31T10:00:00Z')).toBeNull();
    expect(isoDateToBr('')).toBeNull();
    expect(isoDateToBr(null)).toBeNull();
  });

  it('validates each notation', () => {
    expect(isValidIsoDate('2024-02-29')).toBe(true);
    expect(isValidIsoDate('2023-02-29')).toBe(false);
    expect(isValidBrDate('29/02/2024')).toBe(true);
    expect(isValidBrDate('31/02/2024')).toBe(false);
  });
});

describe('display in America/Sao_Paulo', () => {
  it('formats instants on the São Paulo calendar, not UTC', () => {
    // 02:30 UTC on 1 Jan is still 31 Dec, 23:30 in São Paulo (UTC−3)
    expect(formatDate(new Date('2024-01-01T02:30:00Z'))).toBe('31/12/2023');
    expect(formatDateTime(new Date('2024-01-01T02:30:00Z'))).toBe('31/12/2023 23:30');
    expect(formatDate('2024-01-01T03:00:00Z')).toBe('01/01/2024');
    expect(formatDateTime('2024-06-15T15:05:00.000Z')).toBe('15/06/2024 12:05');
    expect(formatDateTime(Date.UTC(2024, 0, 1, 3, 0))).toBe('01/01/2024 00:00');
  });

  it('applies the old summer time (UTC−2) for historic instants', () => {
    expect(formatDateTime('2018-01-15T12:00:00Z')).toBe('15/01/2018 10:00');
  });

  it('shows a bare calendar date as is', () => {
    expect(formatDate('2024-01-01')).toBe('01/01/2024');
  });

  it('gives an empty string for missing or invalid values', () => {
    expect(formatDate('')).toBe('');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(formatDate('2024-02-31')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime(new Date(Number.NaN))).toBe('');
  });

  it('formats long pt-BR dates', () => {
    expect(formatDateLong('2020-01-31')).toBe('31 de janeiro de 2020');
    expect(formatDateLong(new Date('2024-01-01T02:30:00Z'))).toBe('31 de dezembro de 2023');
    expect(formatDateLong('x')).toBe('');
  });
});

describe('São Paulo months', () => {
  it('keys the month on the São Paulo calendar', () => {
    expect(monthKey(new Date('2024-03-01T02:59:59Z'))).toBe('2024-02');
    expect(monthKey(new Date('2024-03-01T03:00:00Z'))).toBe('2024-03');
    expect(monthKey(new Date('2024-12-31T23:00:00Z'))).toBe('2024-12');
    expect(monthKey(new Date('2025-01-01T02:00:00Z'))).toBe('2024-12');
  });

  it('finds the first instant of the month (midnight in São Paulo = 03:00 UTC)', () => {
    expect(startOfMonthSaoPaulo(new Date('2024-03-15T12:00:00Z')).toISOString()).toBe(
      '2024-03-01T03:00:00.000Z',
    );
    expect(startOfMonthSaoPaulo(new Date('2024-03-01T03:00:00Z')).toISOString()).toBe(
      '2024-03-01T03:00:00.000Z',
    );
    // still February in São Paulo
    expect(startOfMonthSaoPaulo(new Date('2024-03-01T02:59:59Z')).toISOString()).toBe(
      '2024-02-01T03:00:00.000Z',
    );
  });

  it('uses the offset in force on the first day (summer time of 2018 was UTC−2)', () => {
    expect(startOfMonthSaoPaulo(new Date('2018-02-10T12:00:00Z')).toISOString()).toBe(
      '2018-02-01T02:00:00.000Z',
    );
    expect(startOfMonthSaoPaulo(new Date('2018-03-10T12:00:00Z')).toISOString()).toBe(
      '2018-03-01T03:00:00.000Z',
    );
  });

  it('finds the start of the next month, across a year end', () => {
    expect(startOfNextMonthSaoPaulo(new Date('2024-02-10T12:00:00Z')).toISOString()).toBe(
      '2024-03-01T03:00:00.000Z',
    );
    expect(startOfNextMonthSaoPaulo(new Date('2024-12-31T12:00:00Z')).toISOString()).toBe(
      '2025-01-01T03:00:00.000Z',
    );
  });

  it('gives the São Paulo calendar date of an instant', () => {
    expect(toSaoPauloIsoDate(new Date('2024-01-01T02:59:59Z'))).toBe('2023-12-31');
    expect(toSaoPauloIsoDate(new Date('2024-01-01T03:00:00Z'))).toBe('2024-01-01');
  });
});

describe('daysBetween / daysUntil', () => {
  it('counts calendar days, not 24 h periods', () => {
    expect(daysBetween('2024-01-01', '2024-01-31')).toBe(30);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2024-03-01', '2024-02-28')).toBe(-2);
    // 23:30 on 31 Dec and 00:30 on 1 Jan (São Paulo) are one calendar day apart
    expect(daysBetween(new Date('2024-01-01T02:30:00Z'), new Date('2024-01-01T03:30:00Z'))).toBe(1);
    expect(daysBetween(new Date('2024-01-01T03:30:00Z'), '2024-01-01')).toBe(0);
  });

  it('returns null for invalid input', () => {
    expect(daysBetween('2024-02-30', '2024-03-01')).toBeNull();
    expect(daysBetween(null, '2024-03-01')).toBeNull();
  });

  it('counts from today in São Paulo', () => {
    const now = new Date('2024-05-10T15:00:00Z');
    expect(daysUntil('2024-05-10', now)).toBe(0);
    expect(daysUntil('2024-05-11', now)).toBe(1);
    expect(daysUntil('2024-05-20', now)).toBe(10);
    expect(daysUntil('2024-05-07', now)).toBe(-3);
    expect(daysUntil('2024-05-11T02:00:00Z', now)).toBe(0);
    expect(daysUntil(undefined, now)).toBeNull();
  });
});
