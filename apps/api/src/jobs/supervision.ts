import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { certidoes, jobs } from '../db/schema.ts';
import { returnCharges } from '../services/ledger.ts';
import {
  notifyAssistedOverdue,
  notifyCertificateFailed,
  notifyCertificateStuck,
  notifyLateCertificates,
} from './notify.ts';
import type { JobQueue } from './queue.ts';

/** How many times a stuck job is requeued before it fails. */
const MAX_STUCK_REQUEUES = 2;
/** How often late certificates (the response-time settings) are looked for: hours matter, not seconds. */
const LATE_CHECK_MS = 60_000;
/** Requeues of a job whose pg-boss job vanished or failed without our worker recording it. */
const MAX_ORPHAN_REQUEUES = 3;

export type Abort = 'cancelled' | 'superseded' | 'shutdown';

/** What the supervisor needs to know of a job running in this process. */
export interface LocalRun {
  bossJobId: string;
}

export interface SupervisorDeps {
  db: Db;
  queue: JobQueue;
  log: FastifyBaseLogger;
  /** The jobs this process is running, by our job id. */
  running: ReadonlyMap<string, LocalRun>;
  abortLocal(jobIds: string[], reason: Abort): void;
  /** The server's clock (assisted deadlines count by it). */
  now?: () => Date;
}

/**
 * Fails a job for good and its certificate (if still open), offering a manual retry; the certificate was not
 * issued, so its charge is returned.
 */
async function failJob(
  tx: Tx,
  row: { id: string; certidaoId: string },
  reason: string,
  openStatuses: Array<'pendente' | 'processando'>,
  extra: { bossJobId?: null } = {},
) {
  const now = new Date();
  await tx
    .update(jobs)
    .set({ state: 'failed', failedReason: reason, step: 'Falhou', finishedAt: now, updatedAt: now, ...extra })
    .where(eq(jobs.id, row.id));
  const failed = await tx
    .update(certidoes)
    .set({ status: 'falhou', erro: reason, podeTentarNovamente: true, updatedAt: now })
    .where(
      and(
        eq(certidoes.id, row.certidaoId),
        eq(certidoes.jobId, row.id),
        inArray(certidoes.status, openStatuses),
      ),
    )
    .returning({ id: certidoes.id });
  await returnCharges(
    tx,
    failed.map((c) => c.id),
    'nao_emitida',
  );
  await notifyCertificateFailed(tx, row.certidaoId, row.id, reason);
}

/**
 * Supervision of certificate jobs: cancellations made by other processes stop local runs, stuck jobs (no
 * progress past their limit) are requeued, jobs whose pg-boss job was lost are requeued or failed. A job that
 * waits for a person (`porOperador`) has no pg-boss job and no heartbeat: none of that applies to it; once past
 * its deadline the staff are told, once.
 */
export class JobSupervisor {
  /** The pass in flight: a stop waits for it, so no pass outlives the database it reads. */
  private current: Promise<void> | undefined;
  private lateCheckedAt = 0;

  constructor(private readonly deps: SupervisorDeps) {}

  /** One pass: local runs cancelled elsewhere, stuck jobs, orphans, late certificates. Passes never overlap. */
  pass(): Promise<void> {
    this.current ??= this.run().finally(() => {
      this.current = undefined;
    });
    return this.current;
  }

  /** Resolves once no pass is in flight. */
  async idle(): Promise<void> {
    await this.current;
  }

  private async run(): Promise<void> {
    try {
      await this.stopCancelledLocalRuns();
      await this.requeueStuck();
      await this.reconcileOrphans();
      if (Date.now() - this.lateCheckedAt >= LATE_CHECK_MS) {
        this.lateCheckedAt = Date.now();
        await notifyLateCertificates(this.deps.db);
        await notifyAssistedOverdue(this.deps.db, this.deps.now?.() ?? new Date());
      }
    } catch (error) {
      this.deps.log.warn({ err: error }, 'job supervisor pass failed');
    }
  }

  /** Cancellations and requeues made by another process reach local runs within one supervisor pass. */
  private async stopCancelledLocalRuns() {
    if (!this.deps.running.size) return;
    const ids = [...this.deps.running.keys()];
    const rows = await this.deps.db
      .select({ id: jobs.id, bossJobId: jobs.bossJobId, state: jobs.state, certStatus: certidoes.status })
      .from(jobs)
      .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
      .where(inArray(jobs.id, ids));
    for (const row of rows) {
      const r = this.deps.running.get(row.id);
      if (!r) continue;
      if (row.certStatus === 'cancelado') this.deps.abortLocal([row.id], 'cancelled');
      else if (row.bossJobId !== r.bossJobId || row.state !== 'active')
        this.deps.abortLocal([row.id], 'superseded');
    }
  }

  /** Active jobs without progress past their limit: marked stuck and requeued (a few times), then failed. */
  private async requeueStuck() {
    const { db, queue } = this.deps;
    const candidates = await db
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        sql`${jobs.state} = 'active' and not ${jobs.porOperador} and ${jobs.heartbeatAt} < now() - (${jobs.stuckAfterSeconds} * interval '1 second')`,
      )
      .limit(50);
    for (const { id } of candidates) {
      const outcome = await db.transaction(async (tx) => {
        const [row] = await tx
          .select()
          .from(jobs)
          .where(
            sql`${jobs.id} = ${id} and ${jobs.state} = 'active' and not ${jobs.porOperador} and ${jobs.heartbeatAt} < now() - (${jobs.stuckAfterSeconds} * interval '1 second')`,
          )
          .for('update', { skipLocked: true });
        if (!row) return undefined;
        const now = new Date();
        if (row.stuckCount >= MAX_STUCK_REQUEUES) {
          const reason = 'A emissão ficou sem progresso por tempo demais. Tente novamente.';
          await failJob(tx, row, reason, ['processando'], { bossJobId: null });
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
        await notifyCertificateStuck(tx, row.certidaoId, id, row.stuckCount + 1);
        return { old: row.bossJobId };
      });
      if (outcome) {
        this.deps.log.warn({ jobId: id }, 'stuck certificate job requeued');
        if (outcome.old) await queue.cancel([outcome.old]);
        this.deps.abortLocal([id], 'superseded');
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
        sql`${jobs.state} in ('waiting', 'delayed', 'stuck', 'active') and not ${jobs.porOperador} and ${jobs.updatedAt} < now() - interval '30 seconds'`,
      )
      .limit(25);
    for (const c of candidates) {
      if (this.deps.running.has(c.id)) continue;
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
        if (!row || row.porOperador || ['completed', 'failed'].includes(row.state)) return;
        const now = new Date();
        if (row.attempts >= MAX_ORPHAN_REQUEUES + 3) {
          await failJob(tx, row, 'Não foi possível concluir a emissão. Tente novamente.', [
            'pendente',
            'processando',
          ]);
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
