import { randomUUID } from 'node:crypto';
import { getCertificateType, issuanceOf } from '@certidao/domain';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { IssuerRegistry } from '../adapters/issuers/registry.ts';
import type { DbOrTx } from '../db/client.ts';
import { insertSetSql } from '../db/queries.ts';
import { certidoes, jobs, solicitacoes } from '../db/schema.ts';
import type { Clock } from '../services/clock.ts';
import type { JobQueue } from './queue.ts';

export interface JobDeps {
  queue: JobQueue;
  issuers: IssuerRegistry;
  /** JOB_STUCK_SECONDS override. */
  stuckSeconds: number | undefined;
  /** The server's clock (movable in the sandbox): an assisted job's deadline counts from it. */
  clock?: Clock;
}

/** The step of an assisted job waiting for a person. */
export const OPERATOR_WAITING_STEP = 'Aguardando um operador (emissão assistida)';

/** The party of each certificate (its person type and names decide who issues it). */
async function partiesOf(tx: DbOrTx, ids: string[]) {
  const rows = await tx
    .select({
      id: certidoes.id,
      tipoPessoa: solicitacoes.tipoPessoa,
      nomeCompleto: solicitacoes.nomeCompleto,
      dados: certidoes.dadosCertidao,
    })
    .from(certidoes)
    .innerJoin(solicitacoes, eq(solicitacoes.id, certidoes.solicitacaoId))
    .where(inArray(certidoes.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** How each certificate is issued: its mode, and whether its job waits for a person (no pg-boss job). */
function planJobs(deps: JobDeps, certs: JobCert[], parties: Parties, now: Date) {
  return certs.map((c) => {
    const tipo = getCertificateType(c.tipoCertidao);
    const party = parties.get(c.id);
    const tipoPessoa = party?.tipoPessoa ?? 'fisica';
    if (!tipo) return { modo: 'automatica' as const, porOperador: false, stuck: 60, prazoEm: null };
    const modo = issuanceOf(tipo, tipoPessoa);
    const route = deps.issuers.route(tipo, tipoPessoa, [party?.nomeCompleto ?? '', party?.dados.nome ?? '']);
    // An assisted certificate is promised within its type's deadline, whoever fulfils it (a person, or the
    // sandbox standing in for one).
    const prazoEm = modo === 'assistida' ? new Date(now.getTime() + tipo.prazoHoras * 3_600_000) : null;
    if (route.kind === 'operator') {
      // Never checked (supervision leaves a person's work alone); the deadline, should that ever change.
      return { modo, porOperador: true, stuck: tipo.prazoHoras * 3600, prazoEm };
    }
    const stuck = deps.stuckSeconds ?? route.issuer.stuckAfterSeconds(tipo.code);
    return { modo, porOperador: false, stuck, prazoEm };
  });
}

/** What deciding a certificate's job needs: its type, and its party (whose type and names decide who issues it). */
export interface JobCert {
  id: string;
  tipoCertidao: string;
}
type Parties = Awaited<ReturnType<typeof partiesOf>>;

/**
 * Creates one job per certificate in the caller's transaction: our `jobs` row (waiting), its pg-boss job, and
 * the certificate pointing at it (pendente, one more attempt). A certificate an operator issues (assisted)
 * gets no pg-boss job: its job waits for a person until its deadline (`prazoEm`, the type's `prazoHoras`).
 * Returns the job ids in order.
 */
export async function createJobs(tx: DbOrTx, deps: JobDeps, certs: JobCert[]): Promise<string[]> {
  if (!certs.length) return [];
  const jobIds: string[] = certs.map(() => randomUUID());
  await insertJobs(
    tx,
    deps,
    certs,
    jobIds,
    await partiesOf(
      tx,
      certs.map((c) => c.id),
    ),
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
 * The jobs of new certificates, inserted already pointing at `jobIds` (pendente, first attempt) by their
 * request's creation: their parties are known, so nothing is read, and the certificates need no update. Answers
 * our `jobs` rows, for the caller to insert with the rest of its rows, and `enqueue`, which inserts the pg-boss
 * jobs (the caller may send it beside its own statement).
 */
export function jobsOfNew(
  tx: DbOrTx,
  deps: JobDeps,
  certs: Array<
    JobCert & {
      tipoPessoa: 'fisica' | 'juridica';
      nomeCompleto: string;
      dados: Record<string, string | null>;
    }
  >,
  jobIds: string[],
) {
  const parties: Parties = new Map(
    certs.map((c) => [
      c.id,
      { id: c.id, tipoPessoa: c.tipoPessoa, nomeCompleto: c.nomeCompleto, dados: c.dados },
    ]),
  );
  return jobRowsOf(deps, tx, certs, jobIds, parties);
}

/** Our `jobs` rows of these certificates, and the insert of their pg-boss jobs (one statement) to run. */
function jobRowsOf(deps: JobDeps, tx: DbOrTx, certs: JobCert[], jobIds: string[], parties: Parties) {
  const now = deps.clock?.now() ?? new Date();
  const plans = planJobs(deps, certs, parties, now);
  const queued = jobIds.filter((_, i) => !plans[i]?.porOperador);
  // The pg-boss ids made here: our rows carry them whether or not pg-boss's insert has run yet.
  const bossOf = new Map(queued.map((jobId) => [jobId, randomUUID()]));
  const enqueue = () =>
    deps.queue.enqueue(
      tx,
      queued.map((jobId) => ({ jobId, id: bossOf.get(jobId) })),
    );
  const rows = certs.map((c, i) => {
    const plan = plans[i] as ReturnType<typeof planJobs>[number];
    const id = jobIds[i] as string;
    return {
      id,
      certidaoId: c.id,
      bossJobId: bossOf.get(id) ?? null,
      state: 'waiting' as const,
      step: plan.porOperador ? OPERATOR_WAITING_STEP : 'Aguardando na fila',
      stuckAfterSeconds: plan.stuck,
      modo: plan.modo,
      porOperador: plan.porOperador,
      prazoEm: plan.prazoEm,
    };
  });
  return { rows, enqueue, issuance: plans.map((p) => ({ modo: p.modo, prazoEm: p.prazoEm })) };
}

/** The pg-boss jobs (one statement) and our `jobs` rows of these certificates. */
async function insertJobs(tx: DbOrTx, deps: JobDeps, certs: JobCert[], jobIds: string[], parties: Parties) {
  const { rows, enqueue } = jobRowsOf(deps, tx, certs, jobIds, parties);
  await enqueue();
  await tx.execute(insertSetSql(jobs, rows));
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

/**
 * Marks the unfinished jobs of these certificates failed (cancellation); returns their pg-boss ids (none for a
 * job waiting for a person, whose id there is an operator's fence, not a pg-boss job).
 */
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
    .returning({
      id: jobs.id,
      bossJobId: sql<string | null>`case when ${jobs.porOperador} then null else ${jobs.bossJobId} end`,
    });
}
