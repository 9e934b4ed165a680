import { getCertificateType, sourceOfCode } from '@certidao/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { IssuerRegistry } from '../adapters/issuers/registry.ts';
import { IssueCancelled, type IssueInput, IssuerError } from '../adapters/issuers/types.ts';
import type { BlobStore } from '../adapters/storage/types.ts';
import type { Db } from '../db/client.ts';
import { jobs } from '../db/schema.ts';
import { Batcher } from '../services/batcher.ts';
import type { Clock } from '../services/clock.ts';
import { metrics } from '../services/metrics.ts';
import type { PdfRenderer } from '../services/pdf/renderer.ts';
import { inJobSpan } from '../services/tracing.ts';
import { type BreakerSettings, SourceBreakers } from './circuitBreaker.ts';
import { type Delivery, deliverCertificate, recordDeliveries } from './delivery.ts';
import { JobDispatcher } from './dispatcher.ts';
import {
  type ClaimedJob,
  claimJobs,
  deferJob,
  delayForRetry,
  failForGood,
  requeueAfterShutdown,
} from './jobState.ts';
import {
  type BossJob,
  CERTIFICATE_QUEUE,
  HEARTBEAT_SECONDS,
  IDLE_POLL_MAX_MS,
  IDLE_POLL_MS,
  type JobQueue,
} from './queue.ts';
import { type Abort, JobSupervisor, type LocalRun } from './supervision.ts';

/** Supervision passes between two folds of the certificate counters (about a minute at the default 2 s). */
const FOLD_EVERY = 30;

export interface ProcessorDeps {
  db: Db;
  queue: JobQueue;
  issuers: IssuerRegistry;
  storage: BlobStore;
  renderer: PdfRenderer;
  log: FastifyBaseLogger;
  /**
   * The clock the sandbox issuer dates certificates by. A movable one is read again before each certificate:
   * another process may have moved it since this one last read it, and a certificate dated before the move
   * would look due for renewal again at once.
   */
  clock?: Clock;
  publicUrl: () => string;
  /** Jobs this process runs at once. */
  concurrency: number;
  /** Stuck and orphan checks (ms). */
  supervisorIntervalMs?: number;
  /** The sources' circuit breakers (jobs/circuitBreaker.ts). */
  sourceBreaker: BreakerSettings;
}

interface Running extends LocalRun {
  controller: AbortController;
  reason?: Abort;
  /** When progress was last written (ms). */
  lastWrite?: number;
}

/**
 * Runs certificate jobs: claims our row (fenced by the pg-boss job id), calls the type's issuer with progress
 * and cancellation, renders and signs the PDF, stores it, then records it in one transaction. Also supervises:
 * stuck jobs (no progress past their limit) are requeued, jobs whose pg-boss job was lost are requeued or
 * failed, cancellations made by other processes stop local runs.
 */
export class CertificateProcessor {
  private readonly running = new Map<string, Running>();
  private supervisor: NodeJS.Timeout | undefined;
  private supervisions = 0;
  private stopping = false;
  private readonly supervision: JobSupervisor;
  private dispatcher: JobDispatcher | undefined;
  /** Claims and deliveries of jobs running at once share their statements (see Batcher). */
  private readonly claims: Batcher<{ jobId: string; bossJobId: string }, ClaimedJob | undefined>;
  private readonly deliveries: Batcher<Delivery, boolean>;
  private readonly breakers: SourceBreakers;

  constructor(private readonly deps: ProcessorDeps) {
    this.breakers = new SourceBreakers({ ...deps, settings: deps.sourceBreaker });
    this.claims = new Batcher((items) => claimJobs(deps.db, items));
    this.deliveries = new Batcher((items) => recordDeliveries(deps.db, items, deps.publicUrl()));
    this.supervision = new JobSupervisor({
      db: deps.db,
      queue: deps.queue,
      log: deps.log,
      running: this.running,
      abortLocal: (ids, reason) => this.abortLocal(ids, reason),
      now: () => deps.clock?.now() ?? new Date(),
    });
  }

  /** One supervision pass (jobs/supervision.ts); skipped while stopping. */
  async supervise(): Promise<void> {
    if (this.stopping) return;
    await this.supervision.pass();
    // The counters' shards (one per writing backend: per account, per hour, a company's usage per day) folded
    // into one now and then, so the rows the statistics and reports add up stay few; it skips rows a running
    // transaction holds and never waits.
    if (++this.supervisions % FOLD_EVERY === 0)
      await this.deps.db
        .execute(sql`select certidao_totais_juntar(), empresa_uso_dia_juntar()`)
        .catch((error) => this.deps.log.warn({ err: error }, 'certificate counters not folded'));
  }

  async start(): Promise<void> {
    this.dispatcher = new JobDispatcher({
      client: this.deps.queue,
      queue: CERTIFICATE_QUEUE,
      concurrency: this.deps.concurrency,
      idlePollMs: IDLE_POLL_MS,
      maxIdlePollMs: IDLE_POLL_MAX_MS,
      run: (job, claimLost) => inJobSpan(job, () => this.handle(job, claimLost)),
      onError: (error) => this.deps.log.error({ err: error }, 'certificate queue error'),
    });
    this.dispatcher.start(HEARTBEAT_SECONDS);
    this.deps.queue.onEnqueued = () => this.dispatcher?.nudge();
    const every = this.deps.supervisorIntervalMs ?? 2000;
    this.supervisor = setInterval(() => void this.supervise(), every);
    this.supervisor.unref();
  }

  /** Stops local runs of these jobs now (cancellation from this process). */
  abortLocal(jobIds: string[], reason: Abort = 'cancelled'): void {
    for (const id of jobIds) {
      const r = this.running.get(id);
      if (r && !r.controller.signal.aborted) {
        r.reason = reason;
        r.controller.abort();
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.supervisor) clearInterval(this.supervisor);
    this.deps.queue.onEnqueued = undefined;
    // Running jobs go back to the queue (pg-boss retries them); the dispatcher waits for them to say so.
    this.abortLocal([...this.running.keys()], 'shutdown');
    await this.dispatcher?.stop();
    // A pass started before the stop would otherwise query a database its owner is about to close.
    await this.supervision.idle();
  }

  /** The queue's cost to the worker slots so far (JobDispatcher.stats). */
  get queueStats() {
    return this.dispatcher?.stats;
  }

  get activeCount(): number {
    return this.running.size;
  }

  // ───────────────────────────── one job ─────────────────────────────

  private async handle(bossJob: BossJob, claimLost: AbortSignal): Promise<void> {
    const { db } = this.deps;
    const jobId = bossJob.data?.jobId;
    if (!jobId) return;
    const claimed = await this.claims.add({ jobId, bossJobId: bossJob.id });
    if (!claimed) return;

    const tipo = getCertificateType(claimed.cert.tipoCertidao);
    const controller = new AbortController();
    // The claim wrote the first step and heartbeat: progress within the next 500 ms need not be written.
    const running: Running = { bossJobId: bossJob.id, controller, lastWrite: Date.now() };
    this.running.set(jobId, running);
    // pg-boss gave this attempt to someone else (our heartbeat lapsed): stop as if superseded.
    const onClaimLost = () => this.abortLocal([jobId], 'superseded');
    claimLost.addEventListener('abort', onClaimLost, { once: true });
    const dados = claimed.cert.dadosCertidao;
    const issuer = this.deps.issuers.for(claimed.cert.tipoCertidao, claimed.sol.tipoPessoa);
    const run = {
      fonte: sourceOfCode(claimed.cert.tipoCertidao),
      tipo: claimed.cert.tipoCertidao,
      started: 0,
    };
    try {
      if (!tipo) throw new IssuerError('permanent', 'Tipo de certidão desconhecido.');
      // A source that is down: the job waits for it instead of spending its attempts (jobs/circuitBreaker.ts).
      const admission = run.fonte ? await this.breakers.admit(run.fonte, jobId) : { kind: 'run' as const };
      if (admission.kind === 'pause') return await this.breakers.pause(jobId, bossJob, admission.until);
      await this.deps.clock?.refresh(db);
      const input: IssueInput = {
        tipo,
        tipoPessoa: claimed.sol.tipoPessoa,
        nome: dados.nome || claimed.sol.nomeCompleto,
        documento: claimed.sol.documento,
        rg: dados.rg ?? null,
        dataNascimento: dados.dataNascimento ?? null,
        inscricaoImovel: dados.inscricaoImovel ?? null,
        certAttempt: claimed.cert.tentativas,
        retryCount: bossJob.retryCount,
        checkpoint: claimed.job.checkpoint,
      };
      const started = performance.now();
      run.started = started;
      const result = await issuer.issue(input, {
        signal: controller.signal,
        progress: (percent, step) => this.reportProgress(jobId, running, percent, step),
        saveCheckpoint: async (data) => {
          await db
            .update(jobs)
            .set({ checkpoint: data, updatedAt: new Date() })
            .where(and(eq(jobs.id, jobId), eq(jobs.bossJobId, bossJob.id)));
        },
      });
      if (controller.signal.aborted) throw new IssueCancelled();
      if (result.kind === 'deferred') {
        await deferJob(this.deps, jobId, bossJob.id, result);
        return;
      }
      await this.reportProgress(jobId, running, 95, 'Gerando e assinando o PDF');
      const record = (delivery: Delivery) => this.deliveries.add(delivery);
      const seconds = (performance.now() - started) / 1000;
      if (run.fonte) await this.breakers.succeeded(run.fonte, { tipo: run.tipo, duracaoMs: seconds * 1000 });
      await deliverCertificate({ ...this.deps, record }, claimed, jobId, bossJob.id, result);
      metrics.certificateIssued(claimed.cert.tipoCertidao, issuer.name, seconds);
    } catch (error) {
      const failed = await this.onError(error, claimed.cert.id, jobId, bossJob, running, run);
      if (failed) metrics.certificateFailed(claimed.cert.tipoCertidao, issuer.name);
    } finally {
      claimLost.removeEventListener('abort', onClaimLost);
      this.running.delete(jobId);
    }
  }

  /** Progress write doubles as a heartbeat; a lost fence or a cancelled certificate aborts the run. */
  private async reportProgress(jobId: string, running: Running, percent: number, step: string) {
    if (running.controller.signal.aborted) throw new IssueCancelled();
    // At most one write per 500 ms per job: instant issuers report several steps within milliseconds.
    const now = Date.now();
    if (running.lastWrite && now - running.lastWrite < 500) return;
    running.lastWrite = now;
    const rows = await this.deps.db
      .update(jobs)
      .set({
        progress: Math.max(0, Math.min(100, Math.round(percent))),
        step,
        heartbeatAt: new Date(),
        updatedAt: new Date(),
      })
      .where(and(eq(jobs.id, jobId), eq(jobs.bossJobId, running.bossJobId), eq(jobs.state, 'active')))
      .returning({ certidaoId: jobs.certidaoId });
    if (!rows.length) {
      running.reason ??= 'superseded';
      running.controller.abort();
      throw new IssueCancelled();
    }
  }

  /** Records the failure; true when the certificate ended failed (no retry left). */
  private async onError(
    error: unknown,
    certidaoId: string,
    jobId: string,
    bossJob: BossJob,
    running: Running,
    run: { fonte: string | undefined; tipo: string; started: number },
  ): Promise<boolean> {
    const { db, log } = this.deps;
    const fence = and(eq(jobs.id, jobId), eq(jobs.bossJobId, bossJob.id));
    if (error instanceof IssueCancelled || running.controller.signal.aborted) {
      if (running.reason === 'shutdown') {
        // Back to the queue: pg-boss retries it (its retry counts one attempt).
        await requeueAfterShutdown(db, fence).catch((e) =>
          log.warn({ err: e, jobId }, 'job not marked waiting at shutdown'),
        );
        throw new Error('worker shutting down');
      }
      return false; // cancelled or superseded: whoever did it already recorded the new state
    }
    const issuerError =
      error instanceof IssuerError
        ? error
        : new IssuerError(
            'transient',
            'Erro interno ao emitir a certidão. Nova tentativa automática em instantes.',
          );
    if (!(error instanceof IssuerError))
      log.error({ err: error, jobId }, 'certificate job failed unexpectedly');
    if (run.fonte && run.started && error instanceof IssuerError) {
      // The source's answer: a failure counts toward its breaker; a refusal of the input shows it is up.
      const duracaoMs = performance.now() - run.started;
      if (issuerError.kind === 'permanent')
        await this.breakers.succeeded(run.fonte, { tipo: run.tipo, duracaoMs, resultado: 'recusada' });
      else {
        const open = await this.breakers.failed(run.fonte, jobId, {
          ...run,
          duracaoMs,
          mensagem: issuerError.message,
        });
        // Down: this job waits for the source too, its failed run not counted (no retry spent, no failure).
        if (open && issuerError.kind === 'transient') {
          await this.breakers.pause(
            jobId,
            bossJob,
            new Date(Date.now() + this.deps.sourceBreaker.cooldownSeconds * 1000),
          );
          return false;
        }
      }
    }
    const retriesLeft = bossJob.retryCount < bossJob.retryLimit;
    if (issuerError.kind === 'transient' && retriesLeft) {
      await delayForRetry(db, fence, issuerError.message);
      throw issuerError; // pg-boss retries with backoff
    }
    await failForGood(db, fence, { jobId, certidaoId }, issuerError);
    return true;
  }
}
