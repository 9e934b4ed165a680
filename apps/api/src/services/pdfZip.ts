/** ZIP archives of stored PDFs, streamed: a request's PDFs, a monitored party's valid ones. */
import { Readable } from 'node:stream';
import type { AppContext } from '../context.ts';
import { notFound } from '../http/errors.ts';
import type { ZipEntry } from './zip.ts';

export const PDF_FILE_MISSING = 'O arquivo de um PDF desta solicitação não está disponível no armazenamento.';

/** What a ZIP entry needs of a stored PDF. */
export interface ZippedPdf {
  tipoCertidao: string;
  nomeArquivo: string;
  storageKey: string;
  criadoEm: Date;
}

/**
 * The entries of a ZIP of PDFs (`<tipo>-<nomeArquivo>`, read from storage one at a time as the archive is
 * streamed), after `resumo.csv` when given. A file missing from storage is refused here, before the first byte.
 */
export async function pdfZipEntries(
  storage: AppContext['pipeline']['storage'],
  rows: readonly ZippedPdf[],
  summary: Buffer | null,
): Promise<ZipEntry[]> {
  const sizes = await Promise.all(rows.map((r) => storage.stat(r.storageKey)));
  const entries: ZipEntry[] = rows.map((r, i) => {
    const stat = sizes[i];
    if (!stat) throw notFound(PDF_FILE_MISSING);
    return {
      name: `${r.tipoCertidao}-${r.nomeArquivo}`,
      size: stat.size,
      modified: r.criadoEm,
      open: async () => {
        const object = await storage.get(r.storageKey);
        if (!object) throw new Error(`PDF ${r.storageKey} disappeared from storage while zipping`);
        return object.stream;
      },
    };
  });
  // First in the archive: what each PDF found and until when it is valid, for a spreadsheet.
  if (summary)
    entries.unshift({
      name: 'resumo.csv',
      size: summary.length,
      // As old as the newest PDF, so the same PDFs always give the same archive.
      modified: new Date(Math.max(...rows.map((r) => r.criadoEm.getTime()))),
      open: async () => Readable.from([summary]),
    });
  return entries;
}
