/** Tables of the list commands: the columns and their widths, shared by the plain and the Ink rendering. */

import { csvField } from './csv.ts';

export interface Column<T> {
  header: string;
  value: (row: T) => string;
  /** The value for other programs (TSV/CSV) when it differs from the one shown (e.g. ISO 8601 times). */
  data?: (row: T) => string;
  /** Longest text shown; longer values are cut with '…'. */
  max?: number;
  /** Ink colour of the cell. */
  color?: (row: T) => string | undefined;
  /** Left out first (from the last one) when the terminal is too narrow. */
  optional?: boolean;
  /** An optional column left out only after the other optional ones. */
  keep?: boolean;
  /** When the terminal is still too narrow without the optional columns, cut down to this many characters. */
  min?: number;
}

/** Column widths: the longest of header and values, up to each column's `max`. */
export function columnWidths<T>(columns: readonly Column<T>[], rows: readonly T[]): number[] {
  return columns.map((c) =>
    Math.min(
      c.max ?? Number.POSITIVE_INFINITY,
      Math.max(c.header.length, ...rows.map((r) => c.value(r).length)),
    ),
  );
}

/**
 * The columns that fit in `width` characters: optional ones dropped from the right, then columns with a `min`
 * narrowed (their `max` lowered) as far as needed.
 */
export function fitColumns<T>(columns: readonly Column<T>[], rows: readonly T[], width: number): Column<T>[] {
  const kept = [...columns];
  const total = () => columnWidths(kept, rows).reduce((a, b) => a + b + 2, -2);
  for (const last of [false, true]) {
    for (let i = kept.length - 1; i >= 0 && total() > width; i--) {
      if (kept[i]?.optional && Boolean(kept[i]?.keep) === last) kept.splice(i, 1);
    }
  }
  let excess = total() - width;
  return kept.map((c) => {
    if (c.min === undefined || excess <= 0) return c;
    const current = columnWidths([c], rows)[0] ?? 0;
    const cut = Math.min(excess, current - c.min);
    if (cut <= 0) return c;
    excess -= cut;
    return { ...c, max: current - cut };
  });
}

/** A cell padded (or cut with '…') to `width`. */
export function cell(text: string, width: number): string {
  const t = text.length > width ? `${text.slice(0, Math.max(0, width - 1))}…` : text;
  return t.padEnd(width);
}

/** The table as plain text (pipes, files, dumb terminals): aligned columns separated by two spaces. */
export function tableText<T>(columns: readonly Column<T>[], rows: readonly T[]): string {
  const widths = columnWidths(columns, rows);
  const line = (values: string[]) =>
    values
      .map((v, i) => cell(v, widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(columns.map((c) => c.header)), ...rows.map((r) => line(columns.map((c) => c.value(r))))]
    .map((l) => `${l}\n`)
    .join('');
}

/**
 * The table for other programs: tab-separated (tabs and line breaks in values become spaces) or CSV, with a
 * header line and whole values (nothing cut).
 */
export function delimitedText<T>(
  columns: readonly Column<T>[],
  rows: readonly T[],
  format: 'tsv' | 'csv',
): string {
  const field = format === 'csv' ? (t: string) => csvField(t) : (t: string) => t.replace(/[\t\r\n]+/g, ' ');
  const sep = format === 'csv' ? ',' : '\t';
  const line = (values: string[]) => `${values.map(field).join(sep)}\n`;
  const value = (c: Column<T>, r: T) => (c.data ?? c.value)(r);
  return line(columns.map((c) => c.header)) + rows.map((r) => line(columns.map((c) => value(c, r)))).join('');
}
