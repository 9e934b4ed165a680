import { describe, expect, it } from 'vitest';
import { isPositive, resultLabel, resultSummary, validityLabel } from './results';

describe('certificate results', () => {
  it('names each result as the product does', () => {
    expect(resultLabel('negativa')).toBe('Nada consta');
    expect(resultLabel('positiva')).toBe('Consta');
    expect(resultLabel('nao_emitida')).toBe('Não emitida');
    expect(isPositive('positiva_com_efeitos_de_negativa')).toBe(true);
    expect(isPositive('negativa')).toBe(false);
    expect(isPositive(null)).toBe(false);
  });

  it('says a validity in days when it is near, as a date when far, and Vencida when past', () => {
    const now = new Date('2026-11-26T15:00:00-03:00');
    expect(validityLabel('2026-11-26T10:00:00-03:00', now)).toBe('Vencida');
    expect(validityLabel('2026-11-26T22:00:00-03:00', now)).toBe('Vence hoje');
    expect(validityLabel('2026-11-27T01:00:00-03:00', now)).toBe('Vence em 1 dia');
    expect(validityLabel('2026-12-01T12:00:00-03:00', now)).toBe('Vence em 5 dias');
    expect(validityLabel('2027-05-23T12:00:00-03:00', now)).toBe('Válida até 23/05/2027');
  });

  it('sums a request up, leaving out what is zero', () => {
    const base = { total: 10, negativas: 8, positivas: 2, positivasComEfeitosDeNegativa: 0, naoEmitidas: 0 };
    expect(resultSummary(base)).toBe('10 certidões · 8 nada consta · 2 constam');
    expect(resultSummary({ ...base, total: 1, negativas: 0, positivas: 1 })).toBe('1 certidão · 1 consta');
    expect(resultSummary({ ...base, negativas: 9, positivas: 0, naoEmitidas: 1 })).toBe(
      '10 certidões · 9 nada consta · 1 não emitida',
    );
  });
});
