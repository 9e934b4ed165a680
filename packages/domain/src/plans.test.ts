import { describe, expect, it } from 'vitest';
import { benefitsPreview, isUnlimitedLimit, planLimitLabel, planPeriod, sortPlans } from './plans';

describe('planPeriod', () => {
  it('yearly when the name contains "anual"', () => {
    const yearly = { period: 'anual', suffix: '/ano', hint: 'Economia de R$ 50/mês', badge: 'Mais popular' };
    expect(planPeriod('Profissional Anual')).toEqual(yearly);
    expect(planPeriod('ANUAL')).toEqual(yearly);
    expect(planPeriod('Plano anual empresarial')).toEqual(yearly);
    expect(planPeriod('Plano Ânual')).toEqual(yearly);
  });

  it('per 6 months when the name contains "semestral"', () => {
    const half = { period: 'semestral', suffix: '/6 meses', hint: 'R$ 60/mês', badge: null };
    expect(planPeriod('Básico Semestral')).toEqual(half);
    expect(planPeriod('SEMESTRAL')).toEqual(half);
    expect(planPeriod('Plano Semestrál')).toEqual(half);
  });

  it('monthly otherwise', () => {
    const monthly = { period: 'mensal', suffix: '/mês', hint: null, badge: null };
    expect(planPeriod('Básico')).toEqual(monthly);
    expect(planPeriod('Profissional Mensal')).toEqual(monthly);
    expect(planPeriod('Ilimitado')).toEqual(monthly);
    expect(planPeriod('')).toEqual(monthly);
    expect(planPeriod(undefined)).toEqual(monthly);
  });
});

describe('plan limits', () => {
  it('0, empty or absent means unlimited', () => {
    expect(isUnlimitedLimit(0)).toBe(true);
    expect(isUnlimitedLimit(null)).toBe(true);
    expect(isUnlimitedLimit(undefined)).toBe(true);
    expect(isUnlimitedLimit('')).toBe(true);
    expect(isUnlimitedLimit(50)).toBe(false);
    expect(isUnlimitedLimit('5')).toBe(false);
    expect(isUnlimitedLimit(999999)).toBe(false);
  });

  it('labels the limit', () => {
    expect(planLimitLabel(0)).toBe('Ilimitado');
    expect(planLimitLabel(null)).toBe('Ilimitado');
    expect(planLimitLabel(50)).toBe('50');
    expect(planLimitLabel('5')).toBe('5');
  });
});

describe('benefitsPreview', () => {
  it('shows the first 3 and counts the rest', () => {
    expect(benefitsPreview(['a', 'b', 'c', 'd', 'e'])).toEqual({
      visible: ['a', 'b', 'c'],
      hiddenCount: 2,
      moreLabel: 'mais 2 benefícios',
    });
    expect(benefitsPreview(['a', 'b', 'c'])).toEqual({
      visible: ['a', 'b', 'c'],
      hiddenCount: 0,
      moreLabel: null,
    });
    expect(benefitsPreview(['a', ' ', 'b'])).toEqual({
      visible: ['a', 'b'],
      hiddenCount: 0,
      moreLabel: null,
    });
    expect(benefitsPreview(undefined)).toEqual({ visible: [], hiddenCount: 0, moreLabel: null });
  });
});

describe('sortPlans', () => {
  it('orders by ordem (lowest first) then name, without mutating the input', () => {
    const plans = [
      { nome: 'Empresarial', ordem: 3 },
      { nome: 'Básico', ordem: 1 },
      { nome: 'Sem ordem' },
      { nome: 'Profissional', ordem: 1 },
    ];
    expect(sortPlans(plans).map((p) => p.nome)).toEqual([
      'Básico',
      'Profissional',
      'Empresarial',
      'Sem ordem',
    ]);
    expect(plans[0]?.nome).toBe('Empresarial');
  });
});
