import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { certidoes, jobs, solicitacoes } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { isStaff, type UserRow } from '../../http/types.ts';
import { canSeeRequest, companyScopeOf } from '../../services/companyScope.ts';
import { responseTimeSettings } from '../../services/settings.ts';

export const JOB_NOT_FOUND = 'Job não encontrado.';

/** The job with its certificate and request, if the user may see it (404 otherwise). */
export async function getOwnedJob(db: DbOrTx, user: UserRow, jobId: string) {
  const [row] = await db
    .select({
      job: jobs,
      cert: certidoes,
      ownerId: solicitacoes.userId,
      empresaId: solicitacoes.empresaId,
      solicitacaoId: solicitacoes.id,
    })
    .from(jobs)
    .innerJoin(certidoes, eq(certidoes.id, jobs.certidaoId))
    .innerJoin(solicitacoes, eq(solicitacoes.id, certidoes.solicitacaoId))
    .where(eq(jobs.id, jobId));
  const scope = row && !isStaff(user) ? await companyScopeOf(db, user.id) : null;
  if (!row || !canSeeRequest(user, scope, { userId: row.ownerId, empresaId: row.empresaId }))
    throw notFound(JOB_NOT_FOUND);
  return row;
}

type JobRow = typeof jobs.$inferSelect;

/**
 * The state a client sees: a job still waiting or running `lateAfterHours` after it was queued is `delayed`
 * (Atrasada), like one waiting for an automatic retry (the `avisoAutomatico` setting).
 */
export function presentedJobState(job: JobRow, lateAfterHours?: number, now = Date.now()): JobRow['state'] {
  const running = job.state === 'waiting' || job.state === 'active';
  if (running && lateAfterHours !== undefined && now - job.createdAt.getTime() >= lateAfterHours * 3_600_000)
    return 'delayed';
  return job.state;
}

/** The job as the API shows it; `lateAfterHours` from `responseTimeSettings(db).avisoAutomatico`. */
export function toJobStatus(job: JobRow, lateAfterHours?: number) {
  return {
    id: job.id,
    state: presentedJobState(job, lateAfterHours),
    progress: job.progress,
    step: job.step ? job.step.slice(0, 200) : null,
    failedReason: job.state === 'completed' ? null : job.failedReason,
    attempts: job.attempts,
  };
}

export async function jobStatus(db: DbOrTx, jobId: string) {
  const [job] = await db.select().from(jobs).where(eq(jobs.id, jobId));
  if (!job) throw notFound(JOB_NOT_FOUND);
  return toJobStatus(job, (await responseTimeSettings(db)).avisoAutomatico);
}
