import { describe, expect, it } from 'vitest';
import { dueDateOf, nextRenewal, policyLabel, resultChanged, typesDue } from './monitoring';

const DAY = 86_400_000;
const now = new Date('2026-11-27T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('monitoring rules', () => {
  it('a type never issued is due at once', () => {
    expect(dueDateOf('vencimento', 5, undefined, now)).toEqual(now);
    expect(dueDateOf('semanal', 5, { tipoCertidao: 'cndt', emitidoEm: null, validoAte: null }, now)).toEqual(
      now,
    );
  });

  it('renews N days before expiry, never before half of the validity', () => {
    const latest = { tipoCertidao: 'cndt', emitidoEm: at(-10), validoAte: at(170) };
    expect(dueDateOf('vencimento', 5, latest, now)).toEqual(at(165));
    // Valid for 6 days with 5 of notice: half-way (3 days after issue), not 1 day after.
    const short = { tipoCertidao: 'cndt', emitidoEm: now, validoAte: at(6) };
    expect(dueDateOf('vencimento', 5, short, now)).toEqual(at(3));
    expect(dueDateOf('vencimento', 5, { ...latest, validoAte: null }, now)).toBeNull();
  });

  it('weekly and monthly re-issue from the last issue (month ends clamp)', () => {
    const latest = { tipoCertidao: 'tjsp', emitidoEm: new Date('2026-01-31T10:00:00Z'), validoAte: null };
    expect(dueDateOf('semanal', 5, latest, now)).toEqual(new Date('2026-02-07T10:00:00Z'));
    expect(dueDateOf('mensal', 5, latest, now)).toEqual(new Date('2026-02-28T10:00:00Z'));
  });

  it('the next renewal is the earliest type; types due within a day go together', () => {
    const party = {
      politica: 'vencimento' as const,
      diasAntecedencia: 5,
      tiposCertidao: ['cndt', 'tjsp', 'trf3'],
    };
    const latest = [
      { tipoCertidao: 'cndt', emitidoEm: at(-100), validoAte: at(20) },
      { tipoCertidao: 'tjsp', emitidoEm: at(-25), validoAte: at(5.5) },
      { tipoCertidao: 'trf3', emitidoEm: at(-25), validoAte: at(5.2) },
    ];
    expect(nextRenewal(party, latest, now)).toEqual(at(0.2));
    expect(typesDue(party, latest, at(0.2))).toEqual(['tjsp', 'trf3']);
    expect(typesDue(party, latest, at(15))).toEqual(['cndt', 'tjsp', 'trf3']);
    expect(nextRenewal({ ...party, tiposCertidao: [] }, latest, now)).toBeNull();
  });

  it('a change of result is between two definite answers', () => {
    expect(resultChanged('negativa', 'positiva')).toBe(true);
    expect(resultChanged('positiva', 'positiva_com_efeitos_de_negativa')).toBe(true);
    expect(resultChanged('negativa', 'negativa')).toBe(false);
    expect(resultChanged('negativa', 'nao_emitida')).toBe(false);
    expect(resultChanged(null, 'positiva')).toBe(false);
  });

  it('labels the policy', () => {
    expect(policyLabel('vencimento', 1)).toBe('Renovar 1 dia antes do vencimento');
    expect(policyLabel('vencimento', 5)).toBe('Renovar 5 dias antes do vencimento');
    expect(policyLabel('mensal', 5)).toBe('Reemitir todo mês');
  });
});
