import { describe, expect, it } from 'vitest';
import { sortItems } from './sortItems';

const rows = [
  { id: 1, cliente: 'Érica Souza', total: 10, data: new Date('2026-03-01') },
  { id: 2, cliente: 'ana lima', total: 2, data: new Date('2026-01-15') },
  { id: 3, cliente: 'Bruno Alves', total: null, data: new Date('2026-02-10') },
  { id: 4, cliente: 'Ana Lima', total: 2, data: null },
];
const ids = (list: typeof rows) => list.map((r) => r.id);

describe('sortItems', () => {
  it('returns a copy in the same order without a descriptor', () => {
    const result = sortItems(rows, undefined);
    expect(ids(result)).toEqual([1, 2, 3, 4]);
    expect(result).not.toBe(rows);
  });
  it('sorts text in pt-BR order, ignoring case and accents, keeping ties stable', () => {
    expect(ids(sortItems(rows, { column: 'cliente', direction: 'ascending' }))).toEqual([2, 4, 3, 1]);
    expect(ids(sortItems(rows, { column: 'cliente', direction: 'descending' }))).toEqual([1, 3, 2, 4]);
  });
  it('sorts numbers by value and keeps empty values last in both directions', () => {
    expect(ids(sortItems(rows, { column: 'total', direction: 'ascending' }))).toEqual([2, 4, 1, 3]);
    expect(ids(sortItems(rows, { column: 'total', direction: 'descending' }))).toEqual([1, 2, 4, 3]);
  });
  it('sorts dates by time', () => {
    expect(ids(sortItems(rows, { column: 'data', direction: 'ascending' }))).toEqual([2, 3, 1, 4]);
  });
  it('compares numeric text naturally', () => {
    const items = [{ n: 'Solicitação 10' }, { n: 'Solicitação 2' }];
    expect(sortItems(items, { column: 'n', direction: 'ascending' }).map((i) => i.n)).toEqual([
      'Solicitação 2',
      'Solicitação 10',
    ]);
  });
  it('reads values through getValue', () => {
    const result = sortItems(rows, { column: 'len', direction: 'descending' }, (r) => r.cliente.length);
    expect(result[0]?.cliente).toBe('Érica Souza');
  });
  it('does not modify the input', () => {
    const copy = [...rows];
    sortItems(rows, { column: 'cliente', direction: 'ascending' });
    expect(rows).toEqual(copy);
  });
});
