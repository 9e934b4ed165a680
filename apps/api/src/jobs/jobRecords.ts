import { randomUUID } from 'node:crypto';
import type { CertificateCode } from '@certidao/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { IssuerRegistry } from '../adapters/issuers/registry.ts';
import type { DbOrTx } from '../db/client.ts';
import { certidoes, jobs } from '../db/schema.ts';
import type { JobQueue } from './queue.ts';

export interface JobDeps {
  queue: JobQueue;
  issuers: IssuerRegistry;
  /** JOB_STUCK_SECONDS override. */
  stuckSeconds: number | undefined;
}

/**
 * Creates one job per certificate in the caller's transaction: our `jobs` row (waiting), its pg-boss job, and
 * the certificate pointing at it (pendente, one more attempt). Returns the job ids in order.
 */
export async function createJobs(
  tx: DbOrTx,
  deps: JobDeps,
  certs: Array<{ id: string; tipoCertidao: string }>,
): Promise<string[]> {
  if (!certs.length) return [];
  const jobIds = certs.map(() => randomUUID());
  const bossIds = await deps.queue.enqueue(
    tx,
    jobIds.map((jobId) => ({ jobId })),
  );
  await tx.insert(jobs).values(
    certs.map((c, i) => ({
      id: jobIds[i] as string,
      certidaoId: c.id,
      bossJobId: bossIds[i] as string,
      state: 'waiting' as const,
      step: 'Aguardando na fila',
      stuckAfterSeconds:
        deps.stuckSeconds ??
        deps.issuers
          .for(c.tipoCertidao as CertificateCode)
          .stuckAfterSeconds(c.tipoCertidao as CertificateCode),
    })),
  );
  // One statement for all the certificates (a request has up to 10): each points at its new job.
  const pairs = sql.join(
    certs.map((c, i) => sql`(${c.id}::uuid, ${jobIds[i]}::uuid)`),
    sql`, `,
  );
  await tx.execute(sql`
    update ${certidoes} set
      job_id = v.job_id, status = 'pendente', erro = null, pode_tentar_novamente = false,
      concluido_em = null, tentativas = ${certidoes.tentativas} + 1, updated_at = now()
    from (values ${pairs}) as v(id, job_id)
    where ${certidoes.id} = v.id`);
  return jobIds;
}

/**
 * Locks the unfinished jobs of a request's certificates, in id order (the order claims and deliveries use), so
 * a transaction that changes certificates and their jobs takes the job locks first, like the pipeline.
 */
export async function lockUnfinishedJobsOf(tx: DbOrTx, solicitacaoId: string) {
  await tx
    .select({ id: jobs.id })
    .from(jobs)
    .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
    .where(and(eq(certidoes.solicitacaoId, solicitacaoId), notInArray(jobs.state, ['completed', 'failed'])))
    .orderBy(jobs.id)
    .for('update', { of: jobs });
}

/** Marks the unfinished jobs of these certificates failed (cancellation); returns their pg-boss ids. */
export async function stopJobsOf(tx: DbOrTx, certidaoIds: string[], reason: string) {
  if (!certidaoIds.length) return [];
  return tx
    .update(jobs)
    .set({
      state: 'failed',
      failedReason: reason,
      step: 'Cancelada',
      finishedAt: new Date(),
      updatedAt: new Date(),
    })
    .where(sql`${inArray(jobs.certidaoId, certidaoIds)} and ${jobs.state} not in ('completed', 'failed')`)
    .returning({ id: jobs.id, bossJobId: jobs.bossJobId });
}
