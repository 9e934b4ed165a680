import { describe, expect, it } from 'vitest';
import { countOf, plural } from './text';

describe('plural', () => {
  it('uses the singular only for exactly one', () => {
    expect(plural(1, 'certidão', 'certidões')).toBe('certidão');
    expect(plural(-1, 'certidão', 'certidões')).toBe('certidão');
    expect(plural(0, 'certidão', 'certidões')).toBe('certidões');
    expect(plural(2, 'certidão', 'certidões')).toBe('certidões');
  });
  it('adds "s" when no plural form is given', () => {
    expect(plural(3, 'linha')).toBe('linhas');
    expect(plural(1, 'item')).toBe('item');
  });
  it('prefixes the count', () => {
    expect(countOf(1, 'solicitação', 'solicitações')).toBe('1 solicitação');
    expect(countOf(12, 'PDF')).toBe('12 PDFs');
  });
});
