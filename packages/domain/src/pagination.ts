/** Page numbers for the user-list pager. */

export type PageItem = number | 'ellipsis';

/**
 * The first page, the last page and the pages within 1 of the current one, in order, with 'ellipsis' where
 * pages are skipped. A gap of exactly one page shows that page instead of an ellipsis (an ellipsis would
 * take the same room). Empty when there are no pages; `current` is clamped to 1..total.
 */
export function paginationWindow(current: number, total: number): PageItem[] {
  const last = Number.isFinite(total) ? Math.floor(total) : 0;
  if (last < 1) return [];
  const cur = Math.min(last, Math.max(1, Number.isFinite(current) ? Math.floor(current) : 1));
  const pages = [...new Set([1, cur - 1, cur, cur + 1, last])]
    .filter((p) => p >= 1 && p <= last)
    .sort((a, b) => a - b);
  const out: PageItem[] = [];
  let previous = 0;
  for (const p of pages) {
    if (p - previous === 2) out.push(p - 1);
    else if (p - previous > 2) out.push('ellipsis');
    out.push(p);
    previous = p;
  }
  return out;
}

/** Number of pages for `total` items at `limit` per page (0 when there is nothing or no page size). */
export function pageCount(total: number, limit: number): number {
  if (!(total > 0) || !(limit > 0)) return 0;
  return Math.ceil(total / limit);
}
