import { deflateSync } from 'node:zlib';
import {
  type CertificateTypeInfo,
  formatCnpj,
  formatCpf,
  formatDate,
  formatDateTime,
} from '@certidao/domain';
import { StandardFontEmbedder, StandardFonts } from 'pdf-lib';
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
  indeterminado: {
    title: 'CERTIDÃO EMITIDA — RESULTADO A CONFERIR',
    body: 'O órgão emissor atendeu à pesquisa em nome da pessoa acima identificada, mas a resposta não declara se constam registros. Confira o documento original do órgão emissor pelo código de controle abaixo.',
  },
};

/** An informative document (the CNPJ card) states data: no negative or positive wording. */
export const INFORMATIVA_TEXT = {
  title: 'COMPROVANTE CADASTRAL — DOCUMENTO INFORMATIVO',
  body: 'Este comprovante reproduz os dados cadastrais registrados pelo órgão emissor em nome da pessoa acima identificada. É um documento informativo: não declara se constam registros, débitos ou processos.',
};

/** Where the official document obtained at the portal (an assisted certificate) goes in our PDF. */
export type OfficialPlacement = 'paginas' | 'arquivo';

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
  /** The official document an operator obtained (assisted issuance): delivered after our page. */
  anexo?: Uint8Array;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 56;
type Color = readonly [number, number, number];
const INK: Color = [0.1, 0.12, 0.16];
const MUTED: Color = [0.38, 0.4, 0.45];
const RED: Color = [0.72, 0.08, 0.08];
const WHITE: Color = [1, 1, 1];
const BLACK: Color = [0, 0, 0];

/**
 * The certificate PDF is written directly (one page, the two standard Helvetica fonts, no embedded data) rather
 * than through pdf-lib's object model: building, compressing with pako and serialising a pdf-lib document took
 * most of a certificate's CPU time. pdf-lib still provides the fonts' metrics (the same widths as before, so
 * the same line breaks); the content stream is compressed by node's zlib. The signature placeholder has the
 * layout @signpdf's placeholder gives (signature dictionary, widget annotation, AcroForm with SigFlags 3).
 */
interface Font {
  /** Resource name in the page's font dictionary. */
  key: '/F1' | '/F2';
  metrics: StandardFontEmbedder;
}
// pdf-lib's StandardFonts and the metrics package's FontNames are two enums of the same strings.
const REGULAR: Font = { key: '/F1', metrics: StandardFontEmbedder.for(StandardFonts.Helvetica as never) };
const BOLD: Font = { key: '/F2', metrics: StandardFontEmbedder.for(StandardFonts.HelveticaBold as never) };
const widthOf = (font: Font, text: string, size: number) => font.metrics.widthOfTextAtSize(text, size);

/** pdf-lib's standard fonts speak WinAnsi: replace what it cannot encode instead of failing. */
function winAnsi(text: string): string {
  return text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2022\u20AC]/g, '?');
}

/** WinAnsi codes of the few characters above U+00FF that winAnsi() keeps. */
const WIN_ANSI_EXTRA: Record<string, number> = {
  '\u2013': 0x96,
  '\u2014': 0x97,
  '\u2022': 0x95,
  '\u20AC': 0x80,
};

/** A PDF hex string of already winAnsi()-cleaned text. */
function hexText(text: string): string {
  let out = '<';
  for (const ch of text) {
    const code = WIN_ANSI_EXTRA[ch] ?? ch.charCodeAt(0);
    out += code.toString(16).padStart(2, '0');
  }
  return `${out}>`;
}

/** A PDF text string in UTF-16BE with its byte-order mark (document information, as pdf-lib writes it). */
function utf16Text(text: string): string {
  const bytes = Buffer.from(text, 'utf16le').swap16();
  return `<FEFF${bytes.toString('hex').toUpperCase()}>`;
}

/** A PDF date string (D:YYYYMMDDHHmmSSZ). */
export function pdfDate(date: Date): string {
  const iso = date.toISOString();
  return `(D:${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}Z)`;
}

const num = (n: number) => (Number.isInteger(n) ? String(n) : String(Math.round(n * 1000) / 1000));
const fill = (c: Color) => `${num(c[0])} ${num(c[1])} ${num(c[2])} rg`;
const stroke = (c: Color) => `${num(c[0])} ${num(c[1])} ${num(c[2])} RG`;

function wrap(text: string, font: Font, size: number, maxWidth: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of winAnsi(text).split(/\s+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (widthOf(font, candidate, size) <= maxWidth) line = candidate;
    else {
      if (line) lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The page's drawing operators. */
class Canvas {
  readonly ops: string[] = [];

  /** One line of text (already winAnsi()-cleaned), optionally rotated and translucent. */
  text(
    t: string,
    o: {
      x: number;
      y: number;
      size: number;
      font: Font;
      color: Color;
      angle?: number;
      translucent?: boolean;
    },
  ) {
    let matrix = `1 0 0 1 ${num(o.x)} ${num(o.y)}`;
    if (o.angle) {
      const r = (o.angle * Math.PI) / 180;
      const [c, s] = [Math.cos(r), Math.sin(r)];
      matrix = `${num(c)} ${num(s)} ${num(-s)} ${num(c)} ${num(o.x)} ${num(o.y)}`;
    }
    this.ops.push(
      `q${o.translucent ? ' /GS1 gs' : ''} BT ${o.font.key} ${num(o.size)} Tf ${fill(o.color)} ${matrix} Tm ${hexText(t)} Tj ET Q`,
    );
  }

  rect(x: number, y: number, width: number, height: number, color: Color) {
    this.ops.push(`q ${fill(color)} ${num(x)} ${num(y)} ${num(width)} ${num(height)} re f Q`);
  }

  line(x1: number, y1: number, x2: number, y2: number, thickness: number, color: Color) {
    this.ops.push(
      `q ${stroke(color)} ${num(thickness)} w ${num(x1)} ${num(y1)} m ${num(x2)} ${num(y2)} l S Q`,
    );
  }
}

/**
 * Renders the certificate as an unsigned PDF holding a signature placeholder (`signatureDict`, from
 * PdfSigner.placeholder) for the signer to fill. Long on purpose: it is the page layout from top to bottom
 * (header, parties, result, verification block, footer), each block a few draw calls that read best in page
 * order.
 */
export function renderCertificate(
  doc: CertificateDocument,
  signatureDict: string,
  official?: OfficialPlacement,
): Buffer {
  const page = new Canvas();
  const width = A4.width - 2 * MARGIN;
  let y = A4.height - MARGIN;

  const text = (t: string, opts: { font?: Font; size?: number; color?: Color; x?: number } = {}) => {
    const font = opts.font ?? REGULAR;
    const size = opts.size ?? 10;
    for (const line of wrap(t, font, size, width - ((opts.x ?? MARGIN) - MARGIN))) {
      page.text(line, { x: opts.x ?? MARGIN, y, size, font, color: opts.color ?? INK });
      y -= size * 1.35;
    }
  };
  const centered = (t: string, font: Font, size: number, color = INK) => {
    const s = winAnsi(t);
    const w = widthOf(font, s, size);
    page.text(s, { x: (A4.width - w) / 2, y, size, font, color });
    y -= size * 1.4;
  };
  const rule = () => {
    page.line(MARGIN, y, A4.width - MARGIN, y, 0.6, MUTED);
    y -= 14;
  };

  if (doc.sandbox) drawSandboxBanner(page);

  centered('REPÚBLICA FEDERATIVA DO BRASIL', BOLD, 10, MUTED);
  centered(doc.tipo.orgao, BOLD, 12);
  y -= 6;
  centered(doc.tipo.label.toUpperCase(), BOLD, 13);
  y -= 4;
  rule();

  const field = (label: string, value: string | null | undefined) => {
    if (!value) return;
    page.text(winAnsi(label), { x: MARGIN, y, size: 9, font: BOLD, color: MUTED });
    page.text(winAnsi(value), { x: MARGIN + 150, y, size: 10, font: REGULAR, color: INK });
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

  const result = doc.tipo.informativa ? INFORMATIVA_TEXT : RESULTADO_TEXT[doc.resultado];
  const red = !doc.tipo.informativa && doc.resultado === 'positiva';
  text(result.title, { font: BOLD, size: 14, color: red ? RED : INK });
  y -= 4;
  text(result.body, { size: 10.5 });
  if (doc.registros.length) {
    y -= 4;
    for (const r of doc.registros) text(`• ${r}`, { size: 10, x: MARGIN + 10 });
  }
  if (official) {
    y -= 6;
    text(
      official === 'paginas'
        ? `O documento oficial obtido no portal do órgão emissor segue nas páginas seguintes (código de controle ${doc.protocolo}).`
        : `O documento oficial obtido no portal do órgão emissor está anexado a este PDF como arquivo (código de controle ${doc.protocolo}).`,
      { size: 9.5 },
    );
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
      { font: BOLD, size: 10, color: RED },
    );
  }

  // Verification block at the bottom: QR code, code and URL.
  const qrSize = 96;
  const boxY = MARGIN + 24;
  drawQrCode(page, doc.verificationUrl, MARGIN, boxY, qrSize);
  const tx = MARGIN + qrSize + 16;
  const small = (t: string, x: number, at: number, size: number, font: Font, color: Color) =>
    page.text(winAnsi(t), { x, y: at, size, font, color });
  small('Código de verificação', tx, boxY + qrSize - 12, 9, BOLD, MUTED);
  small(doc.codigoVerificacao, tx, boxY + qrSize - 32, 16, BOLD, INK);
  small('Verifique em:', tx, boxY + qrSize - 52, 9, REGULAR, MUTED);
  small(doc.verificationUrl, tx, boxY + qrSize - 66, 9, REGULAR, INK);
  small(
    `Assinado digitalmente por Certidão Ágil em ${formatDateTime(doc.emitidoEm)}.`,
    tx,
    boxY + 4,
    8,
    REGULAR,
    MUTED,
  );
  small('Certidão Ágil — certidões oficiais por assinatura', MARGIN, MARGIN - 4, 8, REGULAR, MUTED);

  return writePdf(doc, page.ops.join('\n'), signatureDict);
}

/** The QR code as vector rectangles (one fill, one rectangle per run of dark modules in a row). */
function drawQrCode(page: Canvas, text: string, x: number, y: number, size: number) {
  // A fixed mask: any of the eight gives a valid code, and choosing the best one scores all eight (most of
  // the QR code's cost).
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M', maskPattern: 2 } as QRCode.QRCodeOptions);
  const n = qr.modules.size;
  const quiet = 2;
  const cell = size / (n + 2 * quiet);
  page.rect(x, y, size, size, WHITE);
  const runs: string[] = [];
  for (let row = 0; row < n; row++) {
    let col = 0;
    while (col < n) {
      if (!qr.modules.get(row, col)) {
        col++;
        continue;
      }
      const start = col;
      while (col < n && qr.modules.get(row, col)) col++;
      runs.push(`${start + quiet} ${row + quiet} ${col - start} 1 re`);
    }
  }
  // Module coordinates: origin at the top-left corner, rows growing downwards.
  page.ops.push(
    `q ${fill(BLACK)} ${num(cell)} 0 0 ${num(-cell)} ${num(x)} ${num(y + size)} cm ${runs.join(' ')} f Q`,
  );
}

function drawSandboxBanner(page: Canvas) {
  const label = winAnsi('DOCUMENTO DE TESTE — SEM VALOR LEGAL');
  page.rect(0, A4.height - 26, A4.width, 26, RED);
  const w = widthOf(BOLD, label, 11);
  page.text(label, { x: (A4.width - w) / 2, y: A4.height - 18, size: 11, font: BOLD, color: WHITE });
  // Diagonal watermark.
  page.text(winAnsi('SEM VALOR LEGAL'), {
    x: 95,
    y: 230,
    size: 58,
    font: BOLD,
    color: RED,
    angle: 35,
    translucent: true,
  });
}

/** Serialises the one-page document: objects, cross-reference table and trailer. */
function writePdf(doc: CertificateDocument, content: string, signatureDict: string): Buffer {
  const stream = deflateSync(Buffer.from(content, 'latin1'));
  const font = (name: string) =>
    `<< /Type /Font /Subtype /Type1 /BaseFont /${name} /Encoding /WinAnsiEncoding >>`;
  // Objects 1…n in order; the signature dictionary is a plain object so the signer finds its placeholder.
  const objects: Array<string | Buffer> = [
    '<< /Type /Catalog /Pages 2 0 R /Lang (pt-BR) /ViewerPreferences << /DisplayDocTitle true >> /AcroForm 10 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Contents 4 0 R ` +
      '/Resources << /Font << /F1 5 0 R /F2 6 0 R >> /ExtGState << /GS1 7 0 R >> >> /Annots [9 0 R] >>',
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ]),
    font('Helvetica'),
    font('Helvetica-Bold'),
    '<< /Type /ExtGState /ca 0.08 >>',
    signatureDict,
    '<< /Type /Annot /Subtype /Widget /FT /Sig /Rect [0 0 0 0] /V 8 0 R /T (Signature1) /F 4 /P 3 0 R /AP << /N 11 0 R >> >>',
    '<< /Fields [9 0 R] /SigFlags 3 >>',
    '<< /Type /XObject /Subtype /Form /BBox [0 0 0 0] /Resources << >> /Length 0 >>\nstream\n\nendstream',
    [
      `<< /Title ${utf16Text(winAnsi(`${doc.tipo.label} — ${doc.nome}`))}`,
      `/Author ${utf16Text('Certidão Ágil')}`,
      `/Subject ${utf16Text(winAnsi(`${doc.tipo.label}; código de verificação ${doc.codigoVerificacao}`))}`,
      `/Producer ${utf16Text('Certidão Ágil')} /Creator ${utf16Text('Certidão Ágil')}`,
      `/CreationDate ${pdfDate(doc.emitidoEm)} /ModDate ${pdfDate(doc.emitidoEm)} >>`,
    ].join('\n'),
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  let offset = parts[0]?.length ?? 0;
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(offset);
    const part = Buffer.concat([
      Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
      typeof object === 'string' ? Buffer.from(object, 'latin1') : object,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(part);
    offset += part.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    'trailer',
    `<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>`,
    'startxref',
    String(offset),
    '%%EOF',
  ].join('\n');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}
