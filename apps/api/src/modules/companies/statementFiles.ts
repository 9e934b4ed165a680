import { formatCnpj, formatDate, formatDateTime, monthLabel } from '@certidao/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { csvDocument } from '../../services/csv.ts';
import { centreName, partyDocument, type Statement, type StatementTotals } from './statements.ts';

/** 1234.5 → '1.234,50' (a number a pt-BR spreadsheet reads). */
const amount = (cents: number) =>
  (cents / 100).toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const money = (cents: number) => `R$ ${amount(cents)}`;

export const statementFileName = (s: Statement, ext: 'csv' | 'pdf') =>
  `extrato-${s.mes}${s.filtro ? `-${s.filtro.codigo.replace(/[^0-9A-Za-z_-]/g, '')}` : ''}.${ext}`;

const CSV_HEADER = [
  'Data',
  'Parte',
  'CPF/CNPJ',
  'Certidão',
  'Status',
  'Resultado',
  'Centro de custo',
  'Cobrado',
  'Devolvido',
  'Valor',
  // Last, so a spreadsheet or import that reads the columns by position keeps working.
  'Referência',
];

const totalsCells = (t: StatementTotals) => [
  amount(t.cobradoCentavos),
  amount(t.devolvidoCentavos),
  amount(t.valorCentavos),
];

/**
 * The statement as a pt-BR spreadsheet: one line per certificate, a 'Subtotal' line after each cost centre's and
 * a last 'Total' line; the amounts in reais as a spreadsheet reads them.
 */
export function statementCsv(s: Statement): string {
  const rows: string[][] = [];
  for (const g of s.grupos) {
    const centre = centreName(g.centroCusto);
    for (const l of g.linhas)
      rows.push([
        formatDate(l.criadoEm),
        l.parteNome,
        partyDocument(l.parteDocumento),
        l.tipoNome,
        l.statusLabel,
        l.resultadoLabel,
        centre,
        amount(l.cobradoCentavos),
        amount(l.devolvidoCentavos),
        amount(l.valorCentavos),
        l.referencia ?? '',
      ]);
    rows.push([
      'Subtotal',
      `${g.subtotal.certidoes} certidões`,
      '',
      '',
      '',
      '',
      centre,
      ...totalsCells(g.subtotal),
      '',
    ]);
  }
  rows.push(['Total', `${s.totais.certidoes} certidões`, '', '', '', '', '', ...totalsCells(s.totais), '']);
  return csvDocument(CSV_HEADER, rows);
}

// ── PDF ──────────────────────────────────────────────────────────────────────────────────────────────────

export const PAGE = { width: 841.89, height: 595.28 };
export const MARGIN = 40;
const ROW = 15;
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

/** The table's columns, their widths adding up to the page's width inside the margins. */
const COLUMNS: readonly PdfColumn[] = [
  { title: 'Data', width: 58 },
  { title: 'Parte', width: 168 },
  { title: 'CPF/CNPJ', width: 100 },
  { title: 'Certidão', width: 196 },
  { title: 'Status', width: 70 },
  { title: 'Resultado', width: 100 },
  { title: 'Valor', width: 69, right: true },
];

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

/** Writes a landscape A4 table page after page (other exports, such as the monitoring portfolio's, reuse it). */
export class Writer {
  page!: PDFPage;
  y = 0;
  /** The cost centre whose lines are being written, named again atop a page they continue on. */
  group = '';
  constructor(
    readonly doc: PDFDocument,
    readonly regular: PDFFont,
    readonly bold: PDFFont,
    readonly columns: readonly PdfColumn[] = COLUMNS,
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

/** The statement as a PDF: landscape A4, the company and month on top, a table per cost centre, the totals. */
export async function statementPdf(s: Statement, now = new Date()): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Extrato mensal — ${monthLabel(s.mes)}`);
  doc.setAuthor('Certidão Ágil');
  doc.setCreationDate(now);
  const w = new Writer(
    doc,
    await doc.embedFont(StandardFonts.Helvetica),
    await doc.embedFont(StandardFonts.HelveticaBold),
  );
  w.newPage();
  w.text(`Extrato mensal — ${monthLabel(s.mes)}`, MARGIN, { font: w.bold, size: 15 });
  w.y -= 20;
  w.text(`${s.empresa.razaoSocial} — CNPJ ${formatCnpj(s.empresa.cnpj)}`, MARGIN, { size: 10 });
  w.y -= 14;
  const scope = s.filtro ? `Centro de custo: ${centreName(s.filtro)}` : 'Todos os centros de custo';
  w.text(`${scope} · Emitido em ${formatDateTime(now)}`, MARGIN, { color: MUTED });
  w.y -= 24;
  if (!s.grupos.length) {
    w.text('Nenhuma certidão solicitada neste mês.', MARGIN, { size: 10 });
    w.y -= 24;
  }
  for (const g of s.grupos) {
    if (w.y < MARGIN + ROW * 4) w.newPage();
    w.group = centreName(g.centroCusto);
    w.text(w.group, MARGIN, { font: w.bold, size: 10 });
    w.y -= ROW + 2;
    w.header();
    for (const l of g.linhas)
      w.row([
        formatDate(l.criadoEm),
        // The request's own reference after the name (cut to the column, as every cell is).
        l.referencia ? `${l.parteNome} · ${l.referencia}` : l.parteNome,
        partyDocument(l.parteDocumento),
        l.tipoNome,
        l.statusLabel,
        l.resultadoLabel,
        money(l.valorCentavos),
      ]);
    w.rule();
    w.row(
      ['Subtotal', `${g.subtotal.certidoes} certidões`, '', '', '', '', money(g.subtotal.valorCentavos)],
      w.bold,
    );
    w.y -= 10;
  }
  w.group = '';
  if (w.y < MARGIN + ROW * 3) w.newPage();
  w.rule();
  w.row(['Total', `${s.totais.certidoes} certidões`, '', '', '', '', money(s.totais.valorCentavos)], w.bold);
  w.y -= 6;
  w.text(
    `Cobrado ${money(s.totais.cobradoCentavos)} · Devolvido ${money(s.totais.devolvidoCentavos)} · Valor do mês ${money(s.totais.valorCentavos)}`,
    MARGIN,
    { color: MUTED },
  );
  numberPages(doc, w.regular);
  return doc.save();
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
