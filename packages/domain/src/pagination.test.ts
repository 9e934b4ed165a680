import { describe, expect, it } from 'vitest';
import { pageCount, paginationWindow } from './pagination';

describe('paginationWindow', () => {
  it.each([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 10, [1, 2, 'ellipsis', 10]],
    [5, 10, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [10, 10, [1, 'ellipsis', 9, 10]],
    [3, 7, [1, 2, 3, 4, 'ellipsis', 7]],
    [4, 7, [1, 2, 3, 4, 5, 6, 7]],
    [2, 10, [1, 2, 3, 'ellipsis', 10]],
    [8, 10, [1, 'ellipsis', 7, 8, 9, 10]],
    [3, 3, [1, 2, 3]],
  ] as const)('(%i, %i) → %j', (current, total, expected) => {
    expect(paginationWindow(current, total)).toEqual(expected);
  });

  it('is empty when there are no pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
    expect(paginationWindow(0, 0)).toEqual([]);
    expect(paginationWindow(1, Number.NaN)).toEqual([]);
  });

  it('clamps an out-of-range current page', () => {
    expect(paginationWindow(0, 10)).toEqual(paginationWindow(1, 10));
    expect(paginationWindow(99, 10)).toEqual(paginationWindow(10, 10));
  });

  it('never repeats a page and never puts two markers side by side', () => {
    for (let total = 1; total <= 15; total++) {
      for (let current = 1; current <= total; current++) {
        const items = paginationWindow(current, total);
        const pages = items.filter((i): i is number => i !== 'ellipsis');
        expect(new Set(pages).size).toBe(pages.length);
        expect(pages[0]).toBe(1);
        expect(pages.at(-1)).toBe(total);
        expect(pages).toContain(current);
        for (let i = 1; i < items.length; i++) {
          expect(items[i] === 'ellipsis' && items[i - 1] === 'ellipsis').toBe(false);
        }
      }
    }
  });
});

describe('pageCount', () => {
  it('rounds up and is 0 for nothing', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(5, 0)).toBe(0);
  });
});
