import { Box, render, Text } from 'ink';
import { type Column, cell, columnWidths } from '../table.ts';

/** A table for terminals: bold header, coloured cells (same layout as `tableText`). */
export function Table<T>({
  columns,
  rows,
  rowKey,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
}) {
  const widths = columnWidths(columns, rows);
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate-end">
        {columns
          .map((c, i) => cell(c.header, widths[i] ?? 0))
          .join('  ')
          .trimEnd()}
      </Text>
      {rows.map((r) => (
        <Text key={rowKey(r)} wrap="truncate-end">
          {columns.map((c, i) => (
            <Text key={c.header} color={c.color?.(r)}>
              {i ? '  ' : ''}
              {cell(c.value(r), widths[i] ?? 0)}
            </Text>
          ))}
        </Text>
      ))}
    </Box>
  );
}

/** Prints the table once on stdout. */
export function printTable<T>(columns: readonly Column<T>[], rows: readonly T[], rowKey: (row: T) => string) {
  const { unmount } = render(<Table columns={columns} rows={rows} rowKey={rowKey} />, {
    stdout: process.stdout,
    patchConsole: false,
  });
  unmount();
}
