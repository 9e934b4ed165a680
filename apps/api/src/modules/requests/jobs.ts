import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { certidoes, jobs, solicitacoes } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';

export const JOB_NOT_FOUND = 'Job não encontrado.';

/** The job with its certificate and request, if the user may see it (404 otherwise). */
export async function getOwnedJob(db: DbOrTx, user: UserRow, jobId: string) {
  const [row] = await db
    .select({ job: jobs, cert: certidoes, ownerId: solicitacoes.userId, solicitacaoId: solicitacoes.id })
    .from(jobs)
    .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
    .innerJoin(solicitacoes, eq(solicitacoes.id, certidoes.solicitacaoId))
    .where(eq(jobs.id, jobId));
  if (!row || (!isStaff(user) && row.ownerId !== user.id)) throw notFound(JOB_NOT_FOUND);
  return row;
}

export function toJobStatus(job: typeof jobs.$inferSelect) {
  return {
    id: job.id,
    state: job.state,
    progress: job.progress,
    step: job.step ? job.step.slice(0, 200) : null,
    failedReason: job.state === 'completed' ? null : job.failedReason,
    attempts: job.attempts,
  };
}

export async function jobStatus(db: DbOrTx, jobId: string) {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound(JOB_NOT_FOUND);
  return toJobStatus(job);
}
