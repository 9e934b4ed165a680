import {
  type CertificateTypeInfo,
  formatCnpj,
  formatCpf,
  formatDate,
  formatDateTime,
} from '@certidao/domain';
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import QRCode from 'qrcode';
import type { Resultado } from '../../adapters/issuers/types.ts';

export type { Resultado };

export const RESULTADO_TEXT: Record<Resultado, { title: string; body: string }> = {
  negativa: {
    title: 'CERTIDÃO NEGATIVA — NADA CONSTA',
    body: 'Certifica-se que, pesquisados os registros do órgão emissor até a data e hora desta emissão, NADA CONSTA em nome da pessoa acima identificada.',
  },
  positiva: {
    title: 'CERTIDÃO POSITIVA — CONSTA',
    body: 'Certifica-se que, pesquisados os registros do órgão emissor até a data e hora desta emissão, CONSTAM os registros relacionados abaixo em nome da pessoa acima identificada.',
  },
  positiva_com_efeitos_de_negativa: {
    title: 'CERTIDÃO POSITIVA COM EFEITOS DE NEGATIVA',
    body: 'Certifica-se que constam registros em nome da pessoa acima identificada cuja exigibilidade está suspensa, razão pela qual esta certidão tem os mesmos efeitos da certidão negativa.',
  },
};

export interface CertificateDocument {
  tipo: CertificateTypeInfo;
  tipoPessoa: 'fisica' | 'juridica';
  nome: string;
  /** Normalised CPF (11 digits) or CNPJ (14 characters). */
  documento: string;
  rg?: string | null;
  dataNascimento?: string | null;
  inscricaoImovel?: string | null;
  resultado: Resultado;
  /** Records found (positive certificates). */
  registros: string[];
  protocolo: string;
  emitidoEm: Date;
  validoAte: Date | null;
  codigoVerificacao: string;
  verificationUrl: string;
  sandbox: boolean;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
const INK = rgb(0.1, 0.12, 0.16);
const MUTED = rgb(0.38, 0.4, 0.45);
const RED = rgb(0.72, 0.08, 0.08);

/** pdf-lib's standard fonts speak WinAnsi: replace what it cannot encode instead of failing. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2022\u20AC]/g, '?');
}

function wrap(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(candidate, size) <= maxWidth) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * Renders the certificate as an unsigned pdf-lib document (the signer adds the signature). Long on purpose:
 * it is the page layout from top to bottom (header, parties, result, verification block, footer), each block a
 * few draw calls that read best in page order.
 */
export async function renderCertificate(doc: CertificateDocument): Promise<PDFDocument> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(winAnsi(`${doc.tipo.label} — ${doc.nome}`));
  pdf.setAuthor('Certidão Ágil');
  pdf.setSubject(winAnsi(`${doc.tipo.label}; código de verificação ${doc.codigoVerificacao}`));
  pdf.setProducer('Certidão Ágil');
  pdf.setCreator('Certidão Ágil');
  pdf.setCreationDate(doc.emitidoEm);
  pdf.setModificationDate(doc.emitidoEm);
  pdf.setLanguage('pt-BR');
  const page = pdf.addPage([A4.width, A4.height]);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN;

  const text = (
    t: string,
    opts: { font?: PDFFont; size?: number; color?: ReturnType<typeof rgb>; x?: number } = {},
  ) => {
    const font = opts.font ?? regular;
    const size = opts.size ?? 10;
    for (const line of wrap(t, font, size, width - ((opts.x ?? MARGIN) - MARGIN))) {
      page.drawText(line, { x: opts.x ?? MARGIN, y, size, font, color: opts.color ?? INK });
      y -= size * 1.35;
    }
  };
  const centered = (t: string, font: PDFFont, size: number, color = INK) => {
    const s = winAnsi(t);
    const w = font.widthOfTextAtSize(s, size);
    page.drawText(s, { x: (A4.width - w) / 2, y, size, font, color });
    y -= size * 1.4;
  };
  const rule = () => {
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: A4.width - MARGIN, y },
      thickness: 0.6,
      color: MUTED,
    });
    y -= 14;
  };

  if (doc.sandbox) drawSandboxBanner(page, bold);

  centered('REPÚBLICA FEDERATIVA DO BRASIL', bold, 10, MUTED);
  centered(doc.tipo.orgao, bold, 12);
  y -= 6;
  centered(doc.tipo.label.toUpperCase(), bold, 13);
  y -= 4;
  rule();

  const field = (label: string, value: string | null | undefined) => {
    if (!value) return;
    page.drawText(winAnsi(label), { x: MARGIN, y, size: 9, font: bold, color: MUTED });
    page.drawText(winAnsi(value), { x: MARGIN + 150, y, size: 10, font: regular, color: INK });
    y -= 16;
  };
  field(doc.tipoPessoa === 'fisica' ? 'Nome' : 'Razão social', doc.nome);
  field(
    doc.tipoPessoa === 'fisica' ? 'CPF' : 'CNPJ',
    doc.tipoPessoa === 'fisica' ? formatCpf(doc.documento) : formatCnpj(doc.documento),
  );
  field('RG', doc.rg);
  field('Data de nascimento', doc.dataNascimento);
  field('Inscrição do imóvel', doc.inscricaoImovel);
  field('Protocolo', doc.protocolo);
  field('Emitida em', `${formatDateTime(doc.emitidoEm)} (horário de Brasília)`);
  field('Válida até', doc.validoAte ? formatDate(doc.validoAte) : 'Sem prazo de validade definido');
  y -= 4;
  rule();

  const result = RESULTADO_TEXT[doc.resultado];
  text(result.title, { font: bold, size: 14, color: doc.resultado === 'positiva' ? RED : INK });
  y -= 4;
  text(result.body, { size: 10.5 });
  if (doc.registros.length) {
    y -= 4;
    for (const r of doc.registros) text(`• ${r}`, { size: 10, x: MARGIN + 10 });
  }
  y -= 6;
  text(
    'A autenticidade desta certidão pode ser confirmada pelo código de verificação abaixo ou pelo QR code. ' +
      'O documento é assinado digitalmente; qualquer alteração invalida a assinatura.',
    { size: 9, color: MUTED },
  );
  if (doc.sandbox) {
    y -= 6;
    text(
      'DOCUMENTO DE TESTE — SEM VALOR LEGAL. Emitido pelo emissor de testes (sandbox) da Certidão Ágil, ' +
        `sem consulta ao ${doc.tipo.orgao}.`,
      { font: bold, size: 10, color: RED },
    );
  }

  // Verification block at the bottom: QR code, code and URL.
  const qrSize = 96;
  const boxY = MARGIN + 24;
  drawQrCode(page, doc.verificationUrl, MARGIN, boxY, qrSize);
  const tx = MARGIN + qrSize + 16;
  page.drawText('Código de verificação', { x: tx, y: boxY + qrSize - 12, size: 9, font: bold, color: MUTED });
  page.drawText(doc.codigoVerificacao, { x: tx, y: boxY + qrSize - 32, size: 16, font: bold, color: INK });
  page.drawText('Verifique em:', { x: tx, y: boxY + qrSize - 52, size: 9, font: regular, color: MUTED });
  page.drawText(winAnsi(doc.verificationUrl), {
    x: tx,
    y: boxY + qrSize - 66,
    size: 9,
    font: regular,
    color: INK,
  });
  page.drawText(winAnsi(`Assinado digitalmente por Certidão Ágil em ${formatDateTime(doc.emitidoEm)}.`), {
    x: tx,
    y: boxY + 4,
    size: 8,
    font: regular,
    color: MUTED,
  });
  page.drawText(winAnsi('Certidão Ágil — certidões oficiais por assinatura'), {
    x: MARGIN,
    y: MARGIN - 4,
    size: 8,
    font: regular,
    color: MUTED,
  });
  return pdf;
}

/** The QR code as vector squares (one path): sharp at any zoom, and no PNG to encode and decode. */
function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  let path = '';
  for (let row = 0; row < n; row++) {
    for (let col = 0; col < n; col++) {
      if (qr.modules.get(row, col)) path += `M${col + quiet} ${row + quiet}h1v1h-1z`;
    }
  }
  // drawSvgPath's origin is the top-left corner, y growing downwards (as in SVG).
  page.drawSvgPath(path, { x, y: y + size, scale: cell, color: rgb(0, 0, 0) });
}

function drawSandboxBanner(page: PDFPage, bold: PDFFont) {
  const label = winAnsi('DOCUMENTO DE TESTE — SEM VALOR LEGAL');
  page.drawRectangle({ x: 0, y: A4.height - 26, width: A4.width, height: 26, color: RED });
  const w = bold.widthOfTextAtSize(label, 11);
  page.drawText(label, {
    x: (A4.width - w) / 2,
    y: A4.height - 18,
    size: 11,
    font: bold,
    color: rgb(1, 1, 1),
  });
  // Diagonal watermark.
  page.drawText(winAnsi('SEM VALOR LEGAL'), {
    x: 95,
    y: 230,
    size: 58,
    font: bold,
    color: RED,
    opacity: 0.08,
    rotate: { type: 'degrees', angle: 35 } as never,
  });
}
