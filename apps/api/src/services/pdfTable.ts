/**
 * The project's PDF tables (pdf-lib's standard fonts, landscape A4): the monthly statement and the monitoring
 * portfolio's export write their files with it.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export const PAGE = { width: 841.89, height: 595.28 };
export const MARGIN = 40;
export const ROW = 15;
const SIZE = 8.5;
const INK = rgb(0.1, 0.12, 0.16);
export const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.8, 0.82, 0.86);

/** A table's column: its title, its width in points, whether its values align right. */
export interface PdfColumn {
  title: string;
  width: number;
  right?: boolean;
}

/** The standard fonts speak WinAnsi: what they cannot encode is replaced rather than failing the file. */
const winAnsi = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2022\u2026\u20AC]/g, '?');

/** The text cut to the width (with an ellipsis), so a long name never runs into the next column. */
function fit(font: PDFFont, text: string, width: number, size = SIZE): string {
  let t = winAnsi(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 1 && font.widthOfTextAtSize(`${t}…`, size) > width) t = t.slice(0, -1);
  return `${t.trimEnd()}…`;
}

/** Writes a landscape A4 table page after page, its columns' titles again atop each new page. */
export class Writer {
  page!: PDFPage;
  y = 0;
  /** The cost centre whose lines are being written, named again atop a page they continue on. */
  group = '';
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly columns: readonly PdfColumn[],
  ) {}

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  text(t: string, x: number, opts: { font?: PDFFont; size?: number; color?: typeof INK } = {}) {
    this.page.drawText(winAnsi(t), {
      x,
      y: this.y,
      size: opts.size ?? SIZE,
      font: opts.font ?? this.regular,
      color: opts.color ?? INK,
    });
  }

  /** One table row; a new page (with the columns' titles again) when this one is full. */
  row(cells: readonly string[], font: PDFFont = this.regular) {
    if (this.y < MARGIN + ROW) {
      this.newPage();
      if (this.group) {
        this.text(`${this.group} (continuação)`, MARGIN, { font: this.bold, size: 10 });
        this.y -= ROW + 2;
      }
      this.header();
    }
    let x = MARGIN;
    this.columns.forEach((col, i) => {
      const value = fit(font, cells[i] ?? '', col.width - 6);
      const dx = col.right ? col.width - 6 - font.widthOfTextAtSize(value, SIZE) : 0;
      this.page.drawText(value, { x: x + dx, y: this.y, size: SIZE, font, color: INK });
      x += col.width;
    });
    this.y -= ROW;
  }

  header() {
    this.row(
      this.columns.map((c) => c.title),
      this.bold,
    );
    this.rule();
  }

  rule() {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y + ROW - 4 },
      end: { x: PAGE.width - MARGIN, y: this.y + ROW - 4 },
      thickness: 0.5,
      color: RULE,
    });
  }
}

/** 'Página i de n' at the foot of every page. */
export function numberPages(doc: PDFDocument, font: PDFFont) {
  const pages = doc.getPages();
  for (const [i, p] of pages.entries())
    p.drawText(`Página ${i + 1} de ${pages.length}`, {
      x: PAGE.width - MARGIN - 60,
      y: MARGIN / 2,
      size: 7.5,
      font,
      color: MUTED,
    });
}

/**
 * A new landscape A4 document of tables (a statement, an export): its metadata, the Helvetica pair, the first
 * page and the title written on it; the caller goes on below the title with the returned writer.
 */
export async function tableDocument(title: string, columns: readonly PdfColumn[], now: Date) {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor('Certidão Ágil');
  doc.setCreationDate(now);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
    columns,
  );
  w.newPage();
  w.text(title, MARGIN, { font: w.bold, size: 15 });
  w.y -= 20;
  return { doc, w };
}
