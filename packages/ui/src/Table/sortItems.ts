import { useMemo, useState } from 'react';
import type { Key, SortDescriptor } from 'react-aria-components';

const collator = new Intl.Collator('pt-BR', { numeric: true, sensitivity: 'base' });

function compareValues(a: unknown, b: unknown): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return collator.compare(String(a), String(b));
}

/**
 * The rows of a table sorted by its `sortDescriptor` (what `onSortChange` gives): numbers and dates
 * by value, text in pt-BR order (accents and case ignored, '2' before '10'); empty values always
 * last; ties keep their order. Without a descriptor (or a column) the rows come back unchanged.
 * `getValue` reads a cell's sort value (default: the property named like the column id).
 */
export function sortItems<T>(
  items: readonly T[],
  descriptor: SortDescriptor | null | undefined,
  getValue: (item: T, column: Key) => unknown = (item, column) =>
    (item as Record<string, unknown>)[String(column)],
): T[] {
  if (!descriptor?.column) return [...items];
  const { column, direction } = descriptor;
  const sign = direction === 'descending' ? -1 : 1;
  return items
    .map((item, index) => ({ item, index, value: getValue(item, column) }))
    .sort((a, b) => {
      const aEmpty = a.value === null || a.value === undefined || a.value === '';
      const bEmpty = b.value === null || b.value === undefined || b.value === '';
      // Empty values stay at the end in both directions.
      if (aEmpty || bEmpty) return aEmpty === bEmpty ? a.index - b.index : aEmpty ? 1 : -1;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map(({ item }) => item);
}

/**
 * A sortable table's state in one line: the rows in the chosen order and the two props its `Table` takes
 * (`sortDescriptor`, `onSortChange`). Sorts what it is given (a server-paged list: the page on screen).
 * `getValue` should be stable (a module-level function), or the rows are sorted again at every render.
 */
export function useSortedRows<T>(
  items: readonly T[],
  initial: SortDescriptor,
  getValue?: (item: T, column: Key) => unknown,
) {
  const [sortDescriptor, onSortChange] = useState<SortDescriptor>(initial);
  const rows = useMemo(() => sortItems(items, sortDescriptor, getValue), [items, sortDescriptor, getValue]);
  return { rows, sortDescriptor, onSortChange };
}
