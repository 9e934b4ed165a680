import { PDFDocument, PDFName } from 'pdf-lib';
import type { OfficialPlacement } from './certificate.ts';

/** An uploaded official document, parsed: its pages are copied after ours, unless it is encrypted. */
export async function readOfficialPdf(
  bytes: Uint8Array,
): Promise<{ doc: PDFDocument; placement: OfficialPlacement }> {
  const doc = await PDFDocument.load(bytes, { ignoreEncryption: true, updateMetadata: false });
  // An encrypted document's streams cannot be copied into ours readably: it travels whole, as an attachment.
  return { doc, placement: doc.isEncrypted ? 'arquivo' : 'paginas' };
}

/** Whether bytes are a PDF pdf-lib can read (an operator's upload is checked before it is delivered). */
export async function isReadablePdf(bytes: Uint8Array): Promise<boolean> {
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') return false;
  try {
    const { doc } = await readOfficialPdf(bytes);
    return doc.getPageCount() > 0;
  } catch {
    return false;
  }
}

/**
 * Our rendered, still unsigned page followed by the official document, written without object streams so the
 * signer finds the signature placeholder in plain text (the signature then covers both). The copied pages lose
 * their annotations: the official document's own signature fields would point at bytes that no longer exist.
 */
export async function appendOfficial(
  ours: Buffer,
  official: { doc: PDFDocument; placement: OfficialPlacement },
  original: Uint8Array,
  fileName: string,
): Promise<Buffer> {
  const doc = await PDFDocument.load(ours, { updateMetadata: false });
  if (official.placement === 'paginas') {
    const pages = await doc.copyPages(official.doc, official.doc.getPageIndices());
    for (const page of pages) {
      page.node.delete(PDFName.of('Annots'));
      doc.addPage(page);
    }
  } else {
    await doc.attach(original, fileName, {
      mimeType: 'application/pdf',
      description: 'Documento oficial obtido no portal do órgão emissor',
    });
  }
  return Buffer.from(await doc.save({ useObjectStreams: false, updateFieldAppearances: false }));
}
