import { formatCnpj, formatDate, formatDateTime, monthLabel } from '@certidao/domain';
import { csvDocument } from '../../services/csv.ts';
import { MARGIN, MUTED, numberPages, type PdfColumn, ROW, tableDocument } from '../../services/pdfTable.ts';
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

/** The statement as a PDF: landscape A4, the company and month on top, a table per cost centre, the totals. */
export async function statementPdf(s: Statement, now = new Date()): Promise<Uint8Array> {
  const { doc, w } = await tableDocument(`Extrato mensal — ${monthLabel(s.mes)}`, COLUMNS, now);
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
