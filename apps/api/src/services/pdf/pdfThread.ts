import { parentPort, workerData } from 'node:worker_threads';
import type { CertificateDocument } from './certificate.ts';
import { renderSignedCertificate } from './renderer.ts';
import { PdfSigner, type PlatformCertificate } from './signing.ts';

/** A PDF thread (renderer.ts): renders and signs the certificates the main thread sends. */
// The P12 crosses into the thread as a plain Uint8Array (structured clone drops Buffer), whose toString is not
// the bytes: made a Buffer again, or its parse fails.
const certificate = workerData as PlatformCertificate;
const signer = new PdfSigner({ ...certificate, p12: Buffer.from(certificate.p12) });
parentPort?.on('message', async (m: { id: number; doc: CertificateDocument; signingTime: Date }) => {
  try {
    const bytes = await renderSignedCertificate(signer, m.doc, m.signingTime);
    parentPort?.postMessage({ id: m.id, bytes }, [bytes.buffer as ArrayBuffer]);
  } catch (error) {
    parentPort?.postMessage({ id: m.id, error: error instanceof Error ? error.message : String(error) });
  }
});
