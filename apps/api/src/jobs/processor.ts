import { createHash, randomBytes } from 'node:crypto';
import {
  type CertificateCode,
  formatDateTime,
  getCertificateType,
  toSaoPauloIsoDate,
} from '@certidao/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { IssuerRegistry } from '../adapters/issuers/registry.ts';
import {
  IssueCancelled,
  type IssuedCertificate,
  type IssueInput,
  IssuerError,
} from '../adapters/issuers/types.ts';
import type { BlobStore } from '../adapters/storage/types.ts';
import type { Db } from '../db/client.ts';
import { certidoes, jobs, pdfs, solicitacoes } from '../db/schema.ts';
import { renderCertificate } from '../services/pdf/certificate.ts';
import type { PdfSigner } from '../services/pdf/signing.ts';
import { type BossJob, CERTIFICATE_QUEUE, type JobMessage, type JobQueue, WORK_OPTIONS } from './queue.ts';

export interface ProcessorDeps {
  db: Db;
  queue: JobQueue;
  issuers: IssuerRegistry;
  storage: BlobStore;
  signer: PdfSigner;
  log: FastifyBaseLogger;
  publicUrl: () => string;
  /** Jobs this process runs at once. */
  concurrency: number;
  /** Stuck and orphan checks (ms). */
  supervisorIntervalMs?: number;
}

/** How many times a stuck job is requeued before it fails. */
const MAX_STUCK_REQUEUES = 2;
/** Requeues of a job whose pg-boss job vanished or failed without our worker recording it. */
const MAX_ORPHAN_REQUEUES = 3;

const VERIFY_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** 'XXXX-XXXX-XXXX' from an alphabet without look-alike characters (60 bits). */
export function newVerificationCode(): string {
  const bytes = randomBytes(12);
  let out = '';
  for (let i = 0; i < 12; i++) {
    if (i > 0 && i % 4 === 0) out += '-';
    out += VERIFY_ALPHABET[(bytes[i] as number) % 32];
  }
  return out;
}

type Abort = 'cancelled' | 'superseded' | 'shutdown';

interface Running {
  bossJobId: string;
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
  private stopping = false;
  private supervising = false;

  constructor(private readonly deps: ProcessorDeps) {}

  async start(): Promise<void> {
    await this.deps.queue.boss.work<JobMessage>(
      CERTIFICATE_QUEUE,
      {
        ...WORK_OPTIONS,
        localConcurrency: this.deps.concurrency,
        includeMetadata: true,
      },
      async (batch) => {
        for (const job of batch) await this.handle(job as BossJob);
      },
    );
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
    // Running jobs go back to the queue (pg-boss retries them); the queue's graceful stop waits for them.
    this.abortLocal([...this.running.keys()], 'shutdown');
    await this.deps.queue.boss.offWork(CERTIFICATE_QUEUE, { wait: true }).catch(() => {});
  }

  get activeCount(): number {
    return this.running.size;
  }

  // ───────────────────────────── one job ─────────────────────────────

  private async handle(bossJob: BossJob): Promise<void> {
    const { db } = this.deps;
    const jobId = bossJob.data?.jobId;
    if (!jobId) return;
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ job: jobs, cert: certidoes, sol: solicitacoes })
        .from(jobs)
        .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
        .innerJoin(solicitacoes, eq(solicitacoes.id, certidoes.solicitacaoId))
        .where(eq(jobs.id, jobId))
        .for('update', { of: jobs });
      if (!row) return undefined;
      // Fencing: only the job's current pg-boss job may run it, and only while it is unfinished.
      if (row.job.bossJobId !== bossJob.id) return undefined;
      if (row.job.state === 'completed' || row.job.state === 'failed') return undefined;
      if (row.cert.jobId !== row.job.id || !['pendente', 'processando'].includes(row.cert.status))
        return undefined;
      const now = new Date();
      await tx
        .update(jobs)
        .set({
          state: 'active',
          attempts: sql`${jobs.attempts} + 1`,
          startedAt: row.job.startedAt ?? now,
          heartbeatAt: now,
          step: row.job.checkpoint ? row.job.step : 'Iniciando a emissão',
          progress: row.job.checkpoint ? row.job.progress : 0,
          updatedAt: now,
        })
        .where(eq(jobs.id, jobId));
      if (row.cert.status !== 'processando') {
        await tx
          .update(certidoes)
          .set({ status: 'processando', updatedAt: now })
          .where(eq(certidoes.id, row.cert.id));
      }
      return row;
    });
    if (!claimed) return;

    const tipo = getCertificateType(claimed.cert.tipoCertidao);
    const controller = new AbortController();
    const running: Running = { bossJobId: bossJob.id, controller };
    this.running.set(jobId, running);
    const dados = claimed.cert.dadosCertidao;
    const issuer = this.deps.issuers.for(claimed.cert.tipoCertidao as CertificateCode);
    try {
      if (!tipo) throw new IssuerError('permanent', 'Tipo de certidão desconhecido.');
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
        await db.transaction(async (tx) => {
          const [bossId] = await this.deps.queue.enqueue(tx, [
            { jobId, startAfterSeconds: result.afterSeconds },
          ]);
          await tx
            .update(jobs)
            .set({
              state: 'delayed',
              step: result.step,
              checkpoint: result.checkpoint,
              bossJobId: bossId,
              heartbeatAt: new Date(),
              updatedAt: new Date(),
            })
            .where(and(eq(jobs.id, jobId), eq(jobs.bossJobId, bossJob.id)));
        });
        return;
      }
      await this.reportProgress(jobId, running, 95, 'Gerando e assinando o PDF');
      await this.deliver(claimed, jobId, bossJob.id, result);
    } catch (error) {
      await this.onError(error, claimed.cert.id, jobId, bossJob, running);
    } finally {
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

  private async deliver(
    claimed: { cert: typeof certidoes.$inferSelect; sol: typeof solicitacoes.$inferSelect },
    jobId: string,
    bossJobId: string,
    result: IssuedCertificate,
  ) {
    const { db, storage, signer } = this.deps;
    const tipo = getCertificateType(claimed.cert.tipoCertidao);
    if (!tipo) throw new IssuerError('permanent', 'Tipo de certidão desconhecido.');
    const dados = claimed.cert.dadosCertidao;
    const codigo = newVerificationCode();
    const nome = dados.nome || claimed.sol.nomeCompleto;
    const doc = await renderCertificate({
      tipo,
      tipoPessoa: claimed.sol.tipoPessoa,
      nome,
      documento: claimed.sol.documento,
      rg: claimed.sol.tipoPessoa === 'fisica' ? dados.rg : null,
      dataNascimento: claimed.sol.tipoPessoa === 'fisica' ? dados.dataNascimento : null,
      inscricaoImovel: dados.inscricaoImovel,
      resultado: result.resultado,
      registros: result.registros,
      protocolo: result.protocolo,
      emitidoEm: result.emitidoEm,
      validoAte: result.validoAte,
      codigoVerificacao: codigo,
      verificationUrl: `${this.deps.publicUrl()}/verificar/${codigo}`,
      sandbox: result.sandbox,
    });
    const bytes = await signer.sign(doc, result.emitidoEm);
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const day = toSaoPauloIsoDate(result.emitidoEm);
    const nomeArquivo = `certidao-${tipo.code}-${day.replace(/-/g, '')}-${randomBytes(6).toString('hex')}.pdf`;
    const storageKey = `certidoes/${day.slice(0, 4)}/${day.slice(5, 7)}/${nomeArquivo}`;
    // The file exists (whole) before any row points at it.
    await storage.put(storageKey, bytes, 'application/pdf');
    const recorded = await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ job: jobs, certStatus: certidoes.status, certJob: certidoes.jobId })
        .from(jobs)
        .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
        .where(eq(jobs.id, jobId))
        .for('update');
      if (
        !current ||
        current.job.bossJobId !== bossJobId ||
        current.job.state !== 'active' ||
        current.certStatus !== 'processando' ||
        current.certJob !== jobId
      ) {
        return false;
      }
      const now = new Date();
      await tx.insert(pdfs).values({
        certidaoId: claimed.cert.id,
        jobId,
        tipoCertidao: tipo.code,
        nomeArquivo,
        storageKey,
        tamanho: bytes.length,
        sha256,
        codigoVerificacao: codigo,
        documento: claimed.sol.documento,
        nome,
        resultado: result.resultado,
        protocolo: result.protocolo,
        emitidoEm: result.emitidoEm,
        validoAte: result.validoAte,
        sandbox: result.sandbox,
      });
      await tx
        .update(jobs)
        .set({
          state: 'completed',
          progress: 100,
          step: `Certidão emitida em ${formatDateTime(now)}`,
          failedReason: null,
          finishedAt: now,
          heartbeatAt: now,
          updatedAt: now,
        })
        .where(eq(jobs.id, jobId));
      await tx
        .update(certidoes)
        .set({
          status: 'concluido',
          erro: null,
          podeTentarNovamente: false,
          concluidoEm: now,
          updatedAt: now,
        })
        .where(eq(certidoes.id, claimed.cert.id));
      return true;
    });
    if (!recorded) {
      // Cancelled or superseded while we were signing: the file is not referenced by anything.
      await storage.delete(storageKey).catch(() => {});
      throw new IssueCancelled();
    }
  }

  private async onError(
    error: unknown,
    certidaoId: string,
    jobId: string,
    bossJob: BossJob,
    running: Running,
  ) {
    const { db, log } = this.deps;
    const fence = and(eq(jobs.id, jobId), eq(jobs.bossJobId, bossJob.id));
    if (error instanceof IssueCancelled || running.controller.signal.aborted) {
      if (running.reason === 'shutdown') {
        // Back to the queue: pg-boss retries it (its retry counts one attempt).
        await db
          .update(jobs)
          .set({
            state: 'waiting',
            step: 'Reenfileirada: o processo de trabalho foi encerrado',
            updatedAt: new Date(),
          })
          .where(and(fence, eq(jobs.state, 'active')))
          .catch(() => {});
        throw new Error('worker shutting down');
      }
      return; // cancelled or superseded: whoever did it already recorded the new state
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
    const retriesLeft = bossJob.retryCount < bossJob.retryLimit;
    if (issuerError.kind === 'transient' && retriesLeft) {
      await db
        .update(jobs)
        .set({
          state: 'delayed',
          failedReason: issuerError.message,
          step: 'Aguardando nova tentativa automática',
          heartbeatAt: new Date(),
          updatedAt: new Date(),
        })
        .where(fence);
      throw issuerError; // pg-boss retries with backoff
    }
    const now = new Date();
    await db.transaction(async (tx) => {
      const updated = await tx
        .update(jobs)
        .set({
          state: 'failed',
          failedReason: issuerError.message,
          step: 'Falhou',
          finishedAt: now,
          updatedAt: now,
        })
        .where(and(fence, sql`${jobs.state} not in ('completed', 'failed')`))
        .returning({ id: jobs.id });
      if (!updated.length) return;
      await tx
        .update(certidoes)
        .set({
          status: 'falhou',
          erro: issuerError.message,
          podeTentarNovamente: issuerError.kind !== 'permanent',
          updatedAt: now,
        })
        .where(
          and(
            eq(certidoes.id, certidaoId),
            eq(certidoes.jobId, jobId),
            inArray(certidoes.status, ['pendente', 'processando']),
          ),
        );
    });
  }

  // ───────────────────────────── supervision ─────────────────────────────

  async supervise(): Promise<void> {
    if (this.supervising || this.stopping) return;
    this.supervising = true;
    try {
      await this.stopCancelledLocalRuns();
      await this.requeueStuck();
      await this.reconcileOrphans();
    } catch (error) {
      this.deps.log.warn({ err: error }, 'job supervisor pass failed');
    } finally {
      this.supervising = false;
    }
  }

  /** Cancellations and requeues made by another process reach local runs within one supervisor pass. */
  private async stopCancelledLocalRuns() {
    if (!this.running.size) return;
    const ids = [...this.running.keys()];
    const rows = await this.deps.db
      .select({ id: jobs.id, bossJobId: jobs.bossJobId, state: jobs.state, certStatus: certidoes.status })
      .from(jobs)
      .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
      .where(inArray(jobs.id, ids));
    for (const row of rows) {
      const r = this.running.get(row.id);
      if (!r) continue;
      if (row.certStatus === 'cancelado') this.abortLocal([row.id], 'cancelled');
      else if (row.bossJobId !== r.bossJobId || row.state !== 'active')
        this.abortLocal([row.id], 'superseded');
    }
  }

  /** Active jobs without progress past their limit: marked stuck and requeued (a few times), then failed. */
  private async requeueStuck() {
    const { db, queue } = this.deps;
    const candidates = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        sql`${jobs.state} = 'active' and ${jobs.heartbeatAt} < now() - (${jobs.stuckAfterSeconds} * interval '1 second')`,
      )
      .limit(50);
    for (const { id } of candidates) {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(jobs)
          .where(
            sql`${jobs.id} = ${id} and ${jobs.state} = 'active' and ${jobs.heartbeatAt} < now() - (${jobs.stuckAfterSeconds} * interval '1 second')`,
          )
          .for('update', { skipLocked: true });
        if (!row) return undefined;
        const now = new Date();
        if (row.stuckCount >= MAX_STUCK_REQUEUES) {
          const reason = 'A emissão ficou sem progresso por tempo demais. Tente novamente.';
          await tx
            .update(jobs)
            .set({
              state: 'failed',
              failedReason: reason,
              step: 'Falhou',
              finishedAt: now,
              updatedAt: now,
              bossJobId: null,
            })
            .where(eq(jobs.id, id));
          await tx
            .update(certidoes)
            .set({ status: 'falhou', erro: reason, podeTentarNovamente: true, updatedAt: now })
            .where(
              and(
                eq(certidoes.id, row.certidaoId),
                eq(certidoes.jobId, id),
                eq(certidoes.status, 'processando'),
              ),
            );
          return { old: row.bossJobId };
        }
        const [bossId] = await queue.enqueue(tx, [{ jobId: id }]);
        await tx
          .update(jobs)
          .set({
            state: 'stuck',
            step: 'Sem progresso: reenfileirada',
            failedReason: 'A emissão parou de responder e foi reenfileirada.',
            stuckCount: row.stuckCount + 1,
            bossJobId: bossId,
            heartbeatAt: now,
            updatedAt: now,
          })
          .where(eq(jobs.id, id));
        return { old: row.bossJobId };
      });
      if (outcome) {
        this.deps.log.warn({ jobId: id }, 'stuck certificate job requeued');
        if (outcome.old) await queue.cancel([outcome.old]);
        this.abortLocal([id], 'superseded');
      }
    }
  }

  /**
   * Unfinished jobs whose pg-boss job is gone, cancelled, or failed/completed without our worker recording
   * it (e.g. pg-boss gave up after a crash): requeued a few times, then failed. Nothing stays unfinished.
   */
  private async reconcileOrphans() {
    const { db, queue } = this.deps;
    const candidates = await db
      .select({ id: jobs.id, bossJobId: jobs.bossJobId, state: jobs.state })
      .from(jobs)
      .where(
        sql`${jobs.state} in ('waiting', 'delayed', 'stuck', 'active') and ${jobs.updatedAt} < now() - interval '30 seconds'`,
      )
      .limit(25);
    for (const c of candidates) {
      if (this.running.has(c.id)) continue;
      const bossState = c.bossJobId ? await queue.stateOf(c.bossJobId) : undefined;
      if (bossState === 'created' || bossState === 'retry' || bossState === 'active') continue;
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(jobs)
          .where(
            and(
              eq(jobs.id, c.id),
              c.bossJobId ? eq(jobs.bossJobId, c.bossJobId) : sql`${jobs.bossJobId} is null`,
            ),
          )
          .for('update', { skipLocked: true });
        if (!row || ['completed', 'failed'].includes(row.state)) return;
        const now = new Date();
        if (row.attempts >= MAX_ORPHAN_REQUEUES + 3) {
          const reason = 'Não foi possível concluir a emissão. Tente novamente.';
          await tx
            .update(jobs)
            .set({ state: 'failed', failedReason: reason, step: 'Falhou', finishedAt: now, updatedAt: now })
            .where(eq(jobs.id, row.id));
          await tx
            .update(certidoes)
            .set({ status: 'falhou', erro: reason, podeTentarNovamente: true, updatedAt: now })
            .where(
              and(
                eq(certidoes.id, row.certidaoId),
                eq(certidoes.jobId, row.id),
                inArray(certidoes.status, ['pendente', 'processando']),
              ),
            );
          return;
        }
        const [bossId] = await queue.enqueue(tx, [{ jobId: row.id }]);
        await tx
          .update(jobs)
          .set({ state: 'waiting', step: 'Reenfileirada', bossJobId: bossId, updatedAt: now })
          .where(eq(jobs.id, row.id));
        this.deps.log.warn({ jobId: row.id, bossState }, 'orphaned certificate job requeued');
      });
    }
  }
}
