import { describe, expect, it } from 'vitest';
import { AVATAR_PALETTE, avatarColor, initials } from './initials';

describe('initials', () => {
  it('takes the first and last names', () => {
    expect(initials('Maria Silva')).toBe('MS');
    expect(initials('  joão   pedro   santos ')).toBe('JS');
  });
  it('skips Portuguese name particles', () => {
    expect(initials('Maria Aparecida da Silva')).toBe('MS');
    expect(initials('Ana dos Santos')).toBe('AS');
  });
  it('keeps a single word as one letter, particles included', () => {
    expect(initials('Maria')).toBe('M');
    expect(initials('da')).toBe('D');
  });
  it('upper-cases accented letters', () => {
    expect(initials('Érica Ávila')).toBe('ÉÁ');
  });
  it('uses the local part of an e-mail', () => {
    expect(initials('maria.silva@exemplo.com.br')).toBe('MS');
  });
  it('ignores punctuation and returns empty for nothing', () => {
    expect(initials("(Pedro) O'Neil")).toBe('PO');
    expect(initials('')).toBe('');
    expect(initials(null)).toBe('');
    expect(initials('  - ')).toBe('');
  });
});

describe('avatarColor', () => {
  it('is stable and case-insensitive', () => {
    expect(avatarColor('Maria Silva')).toBe(avatarColor('maria silva '));
  });
  it('spreads different names over the palette', () => {
    const names = [
      'Maria Aparecida da Silva',
      'João Pereira',
      'Carlos Eduardo Lima',
      'Beatriz Santos',
      'Pedro',
    ];
    expect(new Set(names.map(avatarColor)).size).toBeGreaterThanOrEqual(3);
  });
  it('always returns a palette colour', () => {
    for (const name of ['', 'A', 'Maria Silva', 'João', 'Carlos Eduardo']) {
      expect(AVATAR_PALETTE).toContain(avatarColor(name));
    }
  });
});
