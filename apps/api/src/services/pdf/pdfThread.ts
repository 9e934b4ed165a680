import { parentPort, workerData } from 'node:worker_threads';
import type { CertificateDocument } from './certificate.ts';
import { renderSignedCertificate } from './renderer.ts';
import { PdfSigner, type PlatformCertificate } from './signing.ts';

/** A PDF thread (renderer.ts): renders and signs the certificates the main thread sends. */
const signer = new PdfSigner(workerData as PlatformCertificate);
parentPort?.on('message', async (m: { id: number; doc: CertificateDocument; signingTime: Date }) => {
  try {
    const bytes = await renderSignedCertificate(signer, m.doc, m.signingTime);
    parentPort?.postMessage({ id: m.id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id: m.id, error: error instanceof Error ? error.message : String(error) });
  }
});
