import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { IssuerError } from '../adapters/issuers/types.ts';
import type { Db, Tx } from '../db/client.ts';
import { certidoes, jobs, solicitacoes } from '../db/schema.ts';
import { returnCharges } from '../services/ledger.ts';
import { notifyCertificateFailed } from './notify.ts';
import type { JobQueue } from './queue.ts';

/** The state changes of one certificate job as its worker runs it (each fenced by the pg-boss job id). */

export type ClaimedJob = NonNullable<Awaited<ReturnType<typeof claimJobs>>[number]>;

/**
 * Claims jobs, each for its pg-boss job: only the job's current pg-boss job may run it, and only while it and
 * its certificate are unfinished. Marks each claimed job active (one more attempt) and its certificate
 * processing. Answers, in order, the claimed row or undefined. Three statements however many jobs: the same
 * row changes (and history rows, by trigger) as one claim at a time, in the same order (job, then certificate).
 */
export async function claimJobs(db: Db, claims: Array<{ jobId: string; bossJobId: string }>) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ job: jobs, cert: certidoes, sol: solicitacoes })
      .from(jobs)
      .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
      .innerJoin(solicitacoes, eq(solicitacoes.id, certidoes.solicitacaoId))
      .where(
        inArray(
          jobs.id,
          claims.map((c) => c.jobId),
        ),
      )
      .orderBy(jobs.id)
      .for('update', { of: jobs });
    const byId = new Map(rows.map((r) => [r.job.id, r]));
    const claimable = claims.map(({ jobId, bossJobId }) => {
      const row = byId.get(jobId);
      if (!row || row.job.bossJobId !== bossJobId) return undefined;
      if (row.job.state === 'completed' || row.job.state === 'failed') return undefined;
      if (row.cert.jobId !== row.job.id || !['pendente', 'processando'].includes(row.cert.status))
        return undefined;
      return row;
    });
    const ids = claimable.filter((r) => !!r).map((r) => r.job.id);
    if (!ids.length) return claimable;
    const now = new Date();
    // A resumed job (checkpoint saved by an earlier run) keeps its step and progress.
    await tx
      .update(jobs)
      .set({
        state: 'active',
        attempts: sql`${jobs.attempts} + 1`,
        startedAt: sql`coalesce(${jobs.startedAt}, ${now.toISOString()}::timestamptz)`,
        heartbeatAt: now,
        step: sql`case when ${jobs.checkpoint} is null then 'Iniciando a emissão' else ${jobs.step} end`,
        progress: sql`case when ${jobs.checkpoint} is null then 0 else ${jobs.progress} end`,
        updatedAt: now,
      })
      .where(inArray(jobs.id, ids));
    const pending = claimable
      .filter((r) => r && r.cert.status !== 'processando')
      .map((r) => r?.cert.id as string);
    if (pending.length) {
      await tx
        .update(certidoes)
        .set({ status: 'processando', updatedAt: now })
        .where(inArray(certidoes.id, pending));
    }
    return claimable;
  });
}

/** A two-step issuer asked to check back later: a new pg-boss job after `afterSeconds`, the job delayed. */
export async function deferJob(
  deps: { db: Db; queue: JobQueue },
  jobId: string,
  bossJobId: string,
  result: { afterSeconds: number; step: string; checkpoint: Record<string, unknown> },
) {
  await deps.db.transaction(async (tx) => {
    const [bossId] = await deps.queue.enqueue(tx, [{ jobId, startAfterSeconds: result.afterSeconds }]);
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
      .where(and(eq(jobs.id, jobId), eq(jobs.bossJobId, bossJobId)));
  });
}

/** The worker is shutting down: the job waits for pg-boss's retry. */
export async function requeueAfterShutdown(db: Db, fence: SQL | undefined) {
  await db
    .update(jobs)
    .set({
      state: 'waiting',
      step: 'Reenfileirada: o processo de trabalho foi encerrado',
      updatedAt: new Date(),
    })
    .where(and(fence, eq(jobs.state, 'active')));
}

/** A transient failure with retries left: delayed until pg-boss retries it with backoff. */
export async function delayForRetry(db: Db, fence: SQL | undefined, reason: string) {
  await db
    .update(jobs)
    .set({
      state: 'delayed',
      failedReason: reason,
      step: 'Aguardando nova tentativa automática',
      heartbeatAt: new Date(),
      updatedAt: new Date(),
    })
    .where(fence);
}

/** No retry left (or a permanent error): job and certificate failed; a manual retry unless permanent. */
export async function failForGood(
  db: Db,
  fence: SQL | undefined,
  ids: { jobId: string; certidaoId: string },
  error: IssuerError,
) {
  await db.transaction((tx) => failJobInTransaction(tx, fence, ids, error));
}

/**
 * failForGood's changes in the caller's transaction (an operator's failure is audited in it); false when the
 * fenced job was already finished. A certificate that ends failed was not issued: its charge is returned.
 */
export async function failJobInTransaction(
  tx: Tx,
  fence: SQL | undefined,
  ids: { jobId: string; certidaoId: string },
  error: Pick<IssuerError, 'kind' | 'message'>,
): Promise<boolean> {
  const now = new Date();
  const updated = await tx
    .update(jobs)
    .set({ state: 'failed', failedReason: error.message, step: 'Falhou', finishedAt: now, updatedAt: now })
    .where(and(fence, sql`${jobs.state} not in ('completed', 'failed')`))
    .returning({ id: jobs.id });
  if (!updated.length) return false;
  const failed = await tx
    .update(certidoes)
    .set({
      status: 'falhou',
      erro: error.message,
      podeTentarNovamente: error.kind !== 'permanent',
      updatedAt: now,
    })
    .where(
      and(
        eq(certidoes.id, ids.certidaoId),
        eq(certidoes.jobId, ids.jobId),
        inArray(certidoes.status, ['pendente', 'processando']),
      ),
    )
    .returning({ id: certidoes.id });
  await returnCharges(
    tx,
    failed.map((c) => c.id),
    'nao_emitida',
  );
  await notifyCertificateFailed(tx, ids.certidaoId, ids.jobId, error.message);
  return true;
}
