import { describe, expect, it } from 'vitest';
import { meterValue } from './meterValue';

describe('meterValue', () => {
  it('uses the default thresholds (above 60 yellow, above 80 red)', () => {
    expect(meterValue(59, 100).level).toBe('green');
    expect(meterValue(60, 100).level).toBe('green');
    expect(meterValue(61, 100).level).toBe('yellow');
    expect(meterValue(80, 100).level).toBe('yellow');
    expect(meterValue(81, 100).level).toBe('red');
  });
  it('uses the admin thresholds (from 70 orange, from 90 red)', () => {
    expect(meterValue(61, 100, 'admin').level).toBe('green');
    expect(meterValue(70, 100, 'admin').level).toBe('orange');
    expect(meterValue(81, 100, 'admin').level).toBe('orange');
    expect(meterValue(90, 100, 'admin').level).toBe('red');
  });
  it('writes the value text with the rounded percentage', () => {
    expect(meterValue(15, 20)).toEqual({
      percent: 75,
      fill: 75,
      level: 'yellow',
      valueText: '15 de 20 (75%)',
    });
    expect(meterValue(1, 3).valueText).toBe('1 de 3 (33%)');
  });
  it('draws over-use full but tells the real percentage', () => {
    expect(meterValue(55, 50)).toMatchObject({ percent: 110, fill: 100, level: 'red' });
  });
  it('treats a limit of 0 or none as unlimited', () => {
    expect(meterValue(12, 0)).toEqual({
      percent: null,
      fill: 0,
      level: 'green',
      valueText: '12 de Ilimitado',
    });
    expect(meterValue(3, null).percent).toBeNull();
    expect(meterValue(1500, undefined).valueText).toBe('1.500 de Ilimitado');
  });
});
