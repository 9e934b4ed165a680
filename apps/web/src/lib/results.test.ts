import type { ResumoSolicitacao } from '@certidao/api-client';
import { describe, expect, it } from 'vitest';
import { hasPositives, hasResults, resultTone, validityView } from './results.ts';

const NONE: ResumoSolicitacao = {
  total: 10,
  negativas: 0,
  positivas: 0,
  positivasComEfeitosDeNegativa: 0,
  naoEmitidas: 0,
  indeterminadas: 0,
  primeiroVencimento: null,
};

describe('resultTone', () => {
  it("makes 'Consta' danger, 'Positiva com efeitos de negativa' warning, 'Nada consta' success", () => {
    expect(resultTone('positiva')).toBe('danger');
    expect(resultTone('positiva_com_efeitos_de_negativa')).toBe('warning');
    expect(resultTone('negativa')).toBe('success');
    expect(resultTone('nao_emitida')).toBe('neutral');
    expect(resultTone('indeterminado')).toBe('neutral');
  });
});

describe('validityView', () => {
  // Noon in São Paulo, so whole days are unambiguous.
  const now = new Date('2026-11-27T15:00:00Z');
  const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

  it('highlights a validity that ends within 7 days, with the days left', () => {
    expect(validityView(inDays(3), now)).toEqual({ label: 'Vence em 3 dias', tone: 'warning' });
    expect(validityView(inDays(7), now)).toEqual({ label: 'Vence em 7 dias', tone: 'warning' });
    expect(validityView(inDays(1), now)).toEqual({ label: 'Vence em 1 dia', tone: 'warning' });
  });

  it('shows a farther validity as its date, without a tone', () => {
    expect(validityView(inDays(8), now)).toEqual({ label: 'Válida até 05/12/2026', tone: null });
    expect(validityView(inDays(30), now)).toEqual({ label: 'Válida até 27/12/2026', tone: null });
  });

  it('makes a past validity Vencida, in danger', () => {
    expect(validityView(inDays(-1), now)).toEqual({ label: 'Vencida', tone: 'danger' });
  });
});

describe('hasResults / hasPositives', () => {
  it('says nothing before any certificate has a result', () => {
    expect(hasResults(NONE)).toBe(false);
    expect(hasPositives(NONE)).toBe(false);
  });

  it('counts every result, and only consta as positive', () => {
    expect(hasResults({ ...NONE, negativas: 3 })).toBe(true);
    expect(hasResults({ ...NONE, naoEmitidas: 1 })).toBe(true);
    expect(hasPositives({ ...NONE, negativas: 9, naoEmitidas: 1 })).toBe(false);
    expect(hasPositives({ ...NONE, positivas: 1 })).toBe(true);
    expect(hasPositives({ ...NONE, positivasComEfeitosDeNegativa: 1 })).toBe(true);
  });
});
