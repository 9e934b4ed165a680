/**
 * A small CSV reader for batch files: ';' or ',' separators (detected from the header), quoted fields with
 * doubled quotes and line breaks, CRLF or LF, UTF-8 with or without BOM (Windows-1252 files, as older Excel
 * saves them, are read too and reported).
 */

export interface CsvRecord {
  /** Line of the file where the record starts (1 = header). */
  line: number;
  values: string[];
}

export interface CsvFile {
  separator: ';' | ',';
  header: string[];
  records: CsvRecord[];
  /** 'utf-8' or, when the bytes are not valid UTF-8, 'windows-1252'. */
  encoding: 'utf-8' | 'windows-1252';
}

/** Decodes the bytes of a CSV file: UTF-8 (BOM removed), else Windows-1252. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvFile['encoding'] } {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return { text, encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** ';' when the header line has more semicolons than commas (outside quotes), else ','. */
function detectSeparator(text: string): ';' | ',' {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const ch of text) {
    if (ch === '"') quoted = !quoted;
    else if (!quoted && (ch === '\n' || ch === '\r')) break;
    else if (!quoted && ch === ';') semicolons++;
    else if (!quoted && ch === ',') commas++;
  }
  return semicolons > commas ? ';' : ',';
}

/** Splits CSV text into records; blank lines are skipped. Throws on an unclosed quote. */
export function parseCsv(input: string, encoding: CsvFile['encoding'] = 'utf-8'): CsvFile {
  const text = input.charCodeAt(0) === 0xfeff ? input.slice(1) : input;
  const separator = detectSeparator(text);
  const rows: CsvRecord[] = [];
  let line = 1;
  let startLine = 1;
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  let fieldWasQuoted = false;
  const endField = () => {
    fields.push(fieldWasQuoted ? field : field.trim());
    field = '';
    fieldWasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) rows.push({ line: startLine, values: fields });
    fields = [];
  };
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && field.trim() === '') {
      quoted = true;
      fieldWasQuoted = true;
      field = '';
    } else if (ch === separator) endField();
    else if (ch === '\r' || ch === '\n') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      endRecord();
      line++;
      startLine = line;
    } else field += ch;
  }
  if (quoted) throw new Error(`Aspas não fechadas a partir da linha ${startLine}.`);
  if (field !== '' || fields.length > 0) endRecord();
  const [header, ...records] = rows;
  return { separator, header: header?.values ?? [], records, encoding };
}

/** One field of a CSV line: quoted when it holds the separator, a quote or a line break. */
export function csvField(text: string, separator: ';' | ',' = ','): string {
  return text.includes(separator) || /["\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV line (with its line break) from values, quoted where needed. */
export function csvLine(values: readonly string[], separator: ';' | ',' = ','): string {
  return `${values.map((v) => csvField(v, separator)).join(separator)}\r\n`;
}
