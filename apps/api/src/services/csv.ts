/**
 * CSV for a pt-BR spreadsheet: UTF-8 with a byte-order mark (Excel reads the accents), `;` separated, CRLF line
 * ends; a cell is quoted when it holds the separator, a quote or a line break, and a formula is neutralised (CSV
 * injection).
 */
export function csvCell(value: string | null | undefined): string {
  let v = value ?? '';
  if (/^[=+\-@\t\r]/.test(v)) v = `'${v}`;
  return /[;"\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v;
}

export function csvDocument(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | null>>,
): string {
  const lines = [header, ...rows].map((row) => row.map(csvCell).join(';'));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
