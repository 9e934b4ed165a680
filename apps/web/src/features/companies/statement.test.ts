import { describe, expect, it } from 'vitest';
import { monthOption, statementHref } from './statement.ts';

describe('statement links', () => {
  it('names the month and the file, with the cost centre when filtered', () => {
    expect(statementHref('2026-11', null, 'csv')).toBe('/api/empresa/extratos/2026-11.csv');
    expect(statementHref('2026-11', 'a1b2', 'pdf')).toBe(
      '/api/empresa/extratos/2026-11.pdf?centroCustoId=a1b2',
    );
    expect(monthOption('2026-03')).toBe('Março de 2026');
  });
});
