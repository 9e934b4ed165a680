import { describe, expect, it } from 'vitest';
import { planColorKey } from './planColor';

describe('planColorKey', () => {
  it('matches the four named plans, ignoring case and accents', () => {
    expect(planColorKey('Básico')).toBe('basico');
    expect(planColorKey('BASICO')).toBe('basico');
    expect(planColorKey('Profissional')).toBe('profissional');
    expect(planColorKey('Empresarial')).toBe('empresarial');
    expect(planColorKey('Ilimitado')).toBe('ilimitado');
  });
  it('finds the name inside longer names', () => {
    expect(planColorKey('Plano Profissional Anual')).toBe('profissional');
  });
  it('falls back to the cor, then to the default grey', () => {
    expect(planColorKey('Premium', 'empresarial')).toBe('empresarial');
    expect(planColorKey('Premium', 'bg-blue-500')).toBe('default');
    expect(planColorKey('Premium')).toBe('default');
    expect(planColorKey(null, null)).toBe('default');
  });
  it('prefers the name over the cor', () => {
    expect(planColorKey('Básico', 'ilimitado')).toBe('basico');
  });
});
