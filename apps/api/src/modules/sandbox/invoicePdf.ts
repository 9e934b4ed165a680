import { formatCpfCnpj, formatDateTime, formatMoney } from '@certidao/domain';
import { PDFDocument, rgb, StandardFonts } from 'pdf-lib';
import type { TomadorRow } from '../../db/schema.ts';

/** The standard fonts speak WinAnsi: what they cannot encode is replaced rather than failing the file. */
const winAnsi = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[^\x20-\x7E\u00A0-\u00FF\u2013\u2014\u2022\u20AC]/g, '?');

export interface SimulatedInvoice {
  numero: string;
  emitidaEm: Date;
  descricao: string;
  valorCentavos: number;
  tomador: TomadorRow;
}

/** The sandbox's NFS-e: one A4 page saying plainly that it is a simulation, with the tomador and the service. */
export async function simulatedInvoicePdf(nota: SimulatedInvoice): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`NFS-e ${nota.numero} (simulação)`);
  const page = doc.addPage([595.28, 841.89]);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let y = 780;
  const line = (text: string, opts: { size?: number; strong?: boolean; gap?: number } = {}) => {
    page.drawText(winAnsi(text), {
      x: 56,
      y,
      size: opts.size ?? 11,
      font: opts.strong ? bold : regular,
      color: rgb(0.1, 0.12, 0.16),
    });
    y -= opts.gap ?? 18;
  };
  const t = nota.tomador;
  line('Nota Fiscal de Serviço Eletrônica — NFS-e', { size: 16, strong: true, gap: 22 });
  line('Documento de simulação (sandbox), sem valor fiscal.', { gap: 30 });
  line(`Número: ${nota.numero}`, { strong: true });
  line(`Emitida em: ${formatDateTime(nota.emitidaEm)}`, { gap: 30 });
  line('Prestador', { strong: true });
  line('Certidão Ágil (sandbox)', { gap: 30 });
  line('Tomador', { strong: true });
  line(t.nome);
  if (t.cpfCnpj) line(`${t.empresaId ? 'CNPJ' : 'CPF/CNPJ'}: ${formatCpfCnpj(t.cpfCnpj)}`);
  if (t.endereco) line(t.endereco);
  const place = [t.cidade, t.uf].filter(Boolean).join('/');
  if (place || t.cep) line([place, t.cep ? `CEP ${t.cep}` : ''].filter(Boolean).join(' — '));
  line(t.email, { gap: 30 });
  line('Serviço', { strong: true });
  line(nota.descricao, { gap: 30 });
  line(`Valor total: ${formatMoney(nota.valorCentavos / 100)}`, { size: 13, strong: true });
  return doc.save();
}
