import type { Worker } from 'node:worker_threads';
import { startModuleThread } from '../../db/moduleThread.ts';
import { type CertificateDocument, renderCertificate } from './certificate.ts';
import { appendOfficial, readOfficialPdf } from './official.ts';
import type { PdfSigner } from './signing.ts';

/**
 * Renders and signs one certificate (in whichever thread calls it); an official document (`anexo`) follows our
 * page before signing, so the one signature covers both.
 */
export async function renderSignedCertificate(
  signer: PdfSigner,
  doc: CertificateDocument,
  signingTime: Date,
): Promise<Uint8Array> {
  const official = doc.anexo ? await readOfficialPdf(doc.anexo) : undefined;
  let unsigned = renderCertificate(doc, signer.placeholder(signingTime), official?.placement);
  if (official && doc.anexo)
    unsigned = await appendOfficial(unsigned, official, doc.anexo, `documento-oficial-${doc.tipo.code}.pdf`);
  const bytes = await signer.sign(unsigned, signingTime);
  // A copy that owns its memory, so it can be transferred to the main thread without copying again.
  return new Uint8Array(bytes);
}

interface Pending {
  doc: CertificateDocument;
  signingTime: Date;
  resolve: (bytes: Uint8Array) => void;
  reject: (error: Error) => void;
}

/**
 * Renders and signs certificates off the main thread, in worker threads (one fewer than the cores, at least
 * one): the main thread runs the database work (on PGlite, the database itself) and the queue, and the PDF's
 * few milliseconds of CPU per certificate go to the other core. Requests go round-robin; a thread that dies
 * fails its pending PDFs (the jobs retry) and is replaced on the next request.
 */
export class PdfRenderer {
  private readonly threads: Array<{ worker: Worker; pending: Map<number, Pending> } | undefined>;
  private next = 0;
  /** Rendering on this thread: no threads asked for, or they could not start. */
  private inline: boolean;
  private seq = 0;

  /** `threads`: how many PDF threads (the PDF_THREADS setting, whose default depends on the database); 0 = none. */
  constructor(
    private readonly signer: PdfSigner,
    threads: number,
  ) {
    this.threads = Array.from({ length: threads }, () => undefined);
    this.inline = threads === 0;
  }

  /** False without threads, or once a thread died before its first answer and rendering fell back here. */
  get rendersInThreads(): boolean {
    return !this.inline;
  }

  /**
   * Starts the threads not yet running. Called once the server is up, not on the first certificate: loading a
   * thread's modules takes a while (seconds on a busy machine) and a first job waiting for it could pass its
   * stuck limit; nor earlier, where the threads' loading competed with the server's own start-up for the CPU.
   * A certificate before it starts its thread itself.
   */
  start(): void {
    for (let i = 0; i < this.threads.length; i++) if (!this.threads[i]) this.spawn(i);
  }

  render(doc: CertificateDocument, signingTime: Date): Promise<Uint8Array> {
    // Threads that cannot start at all (e.g. no loader for the module): render here instead of failing jobs.
    if (this.inline) return renderSignedCertificate(this.signer, doc, signingTime);
    const index = this.next++ % this.threads.length;
    const thread = this.threads[index] ?? this.spawn(index);
    const id = this.seq++;
    return new Promise<Uint8Array>((resolve, reject) => {
      thread.pending.set(id, { doc, signingTime, resolve, reject });
      thread.worker.postMessage({ id, doc, signingTime });
    });
  }

  async close(): Promise<void> {
    const threads = this.threads.splice(0).filter((t) => !!t);
    await Promise.all(threads.map((t) => t.worker.terminate()));
  }

  private spawn(index: number) {
    const worker = startModuleThread(import.meta.url, 'pdfThread', this.signer.certificate);
    let answered = false;
    // Idle threads must not keep the process alive.
    worker.unref();
    const thread = { worker, pending: new Map<number, Pending>() };
    worker.on('message', (m: { id: number; bytes?: Uint8Array; error?: string }) => {
      answered = true;
      const p = thread.pending.get(m.id);
      thread.pending.delete(m.id);
      if (m.bytes) p?.resolve(m.bytes);
      else p?.reject(new Error(m.error ?? 'PDF thread error'));
    });
    const onDeath = (error: unknown) => {
      if (this.threads[index] === thread) this.threads[index] = undefined;
      if (!answered) this.inline = true;
      for (const p of thread.pending.values()) {
        if (this.inline) renderSignedCertificate(this.signer, p.doc, p.signingTime).then(p.resolve, p.reject);
        else p.reject(error instanceof Error ? error : new Error(`PDF thread exited (${String(error)})`));
      }
      thread.pending.clear();
    };
    worker.on('error', onDeath);
    worker.on('exit', onDeath);
    this.threads[index] = thread;
    return thread;
  }
}
