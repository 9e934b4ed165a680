import type { FastifyBaseLogger } from 'fastify';
import { IssuerRegistry } from '../adapters/issuers/registry.ts';
import { createBlobStore } from '../adapters/storage/index.ts';
import { LocalBlobStore } from '../adapters/storage/local.ts';
import type { S3BlobStore } from '../adapters/storage/s3.ts';
import type { BlobStore } from '../adapters/storage/types.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { Batcher } from '../services/batcher.ts';
import type { Clock } from '../services/clock.ts';
import { PdfRenderer } from '../services/pdf/renderer.ts';
import { loadPlatformCertificate, PdfSigner } from '../services/pdf/signing.ts';
import { sandboxSourcesDown } from '../services/sourceHealth.ts';
import { traceMethod } from '../services/tracing.ts';
import type { JobDeps } from './jobRecords.ts';
import { ORPHAN_GRACE_MS, startOrphanSweeper } from './orphans.ts';
import { CertificateProcessor } from './processor.ts';
import { JobQueue } from './queue.ts';

/** Everything the certificate pipeline needs: storage, queue, issuers, signer and (optionally) workers. */
export interface Pipeline extends JobDeps {
  storage: BlobStore;
  signer: PdfSigner;
  processor: CertificateProcessor | undefined;
  /**
   * Renders and signs delivered PDFs: the workers' threads, or (a process without workers, where an operator
   * uploads an assisted certificate) one rendering on this thread.
   */
  renderer: PdfRenderer;
  /** Starts the PDF threads; the server calls it once it answers, a worker process at once. */
  startPdfThreads(): void;
  stop(): Promise<void>;
}

/**
 * Starts the pipeline. Long on purpose: the start-up order (storage, queue, issuers, signer, supervision,
 * workers, orphan sweep) and the reverse order of `stop()` side by side.
 */
export async function startPipeline(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
  options: {
    runWorkers: boolean;
    supervisorIntervalMs?: number;
    superviseIntervalSeconds?: number;
    /**
     * The server's clock (services/clock.ts): the sandbox issuer dates its certificates by it, read again
     * before each certificate when movable.
     */
    clock?: Clock;
  },
): Promise<Pipeline> {
  const storage = await createBlobStore(config);
  if (storage instanceof LocalBlobStore && options.runWorkers) {
    void storage.sweepTempFiles().catch((error) => log.warn({ err: error }, 'temp file sweep failed'));
  }
  const loadCertificate = () =>
    loadPlatformCertificate({
      p12Path: config.signingP12Path,
      passphrase: config.signingP12Password,
      dataDir: config.dataDir,
    });
  // A configured P12 is opened now, so a wrong file or password stops the start; the generated one is made or
  // read on first use (the PDF threads start once the server listens), off the start-up's path.
  const signer = new PdfSigner(config.signingP12Path ? loadCertificate() : loadCertificate);
  const clock = options.clock;
  // The sandbox asks at each certificate whether staff switched its source off: the jobs running at once share
  // one statement (services/batcher.ts).
  const sourcesDown = new Batcher((fontes: string[]) => sandboxSourcesDown(database.db, fontes));
  const issuers = new IssuerRegistry(config, clock && (() => clock.now()), (fonte) => sourcesDown.add(fonte));
  // With tracing on, a span per issuer call, PDF and stored file (services/tracing.ts); nothing otherwise.
  traceMethod(issuers.sandbox, 'issue', 'issuer.issue', { 'certidao.issuer': 'sandbox' });
  traceMethod(issuers.infosimples, 'issue', 'issuer.issue', { 'certidao.issuer': 'infosimples' });
  traceMethod(storage, 'put', 'storage.put', { 'certidao.storage': storage.kind });
  const queue = new JobQueue(database, {
    databaseUrl: config.databaseUrl,
    superviseIntervalSeconds: options.superviseIntervalSeconds,
  });
  await queue.start((error) => log.error({ err: error }, 'job queue error'));
  let processor: CertificateProcessor | undefined;
  let renderer: PdfRenderer | undefined;
  let sweeper: ReturnType<typeof startOrphanSweeper> | undefined;
  try {
    if (options.runWorkers) {
      // PGlite: this process is the only writer and its workers have not started, so every file older than
      // now is settled; PostgreSQL: other processes' workers may be between storing a file and recording it.
      const cutoff = new Date(Date.now() - (config.databaseUrl ? ORPHAN_GRACE_MS : 0));
      sweeper = startOrphanSweeper({ db: database.db, storage, log }, cutoff);
      renderer = new PdfRenderer(signer, config.pdfThreads);
      traceMethod(renderer, 'render', 'pdf.render_sign');
      processor = new CertificateProcessor({
        db: database.db,
        queue,
        issuers,
        storage,
        renderer,
        log,
        clock,
        publicUrl: () => config.publicUrl,
        concurrency: config.workerConcurrency,
        sourceBreaker: config.sourceBreaker,
        supervisorIntervalMs: options.supervisorIntervalMs,
      });
      await processor.start();
    }
  } catch (error) {
    await sweeper?.stop();
    await renderer?.close();
    await queue.stop().catch(() => {});
    throw error;
  }
  return {
    storage,
    signer,
    issuers,
    queue,
    processor,
    clock,
    renderer: renderer ?? new PdfRenderer(signer, 0),
    stuckSeconds: config.jobStuckSeconds,
    startPdfThreads: () => renderer?.start(),
    async stop() {
      await processor?.stop();
      await sweeper?.stop();
      await renderer?.close();
      await queue.stop();
      (storage as Partial<S3BlobStore>).destroy?.();
    },
  };
}
