import { describe, expect, it } from 'vitest';
import { isValidMonth, monthLabel, monthOf, nextMonth, previousMonth, recentMonths } from './months';

describe('months', () => {
  it('validates, steps and names months', () => {
    expect(isValidMonth('2026-11')).toBe(true);
    expect(isValidMonth('2026-13')).toBe(false);
    expect(isValidMonth('2026-1')).toBe(false);
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(nextMonth('2025-12')).toBe('2026-01');
    expect(monthLabel('2026-03')).toBe('março de 2026');
    expect(recentMonths('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it('reads the month in São Paulo', () => {
    // 02:00 UTC on the 1st is still the last day of the month before in São Paulo.
    expect(monthOf(new Date('2026-12-01T02:00:00Z'))).toBe('2026-11');
  });
});
