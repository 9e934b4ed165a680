import { type BreakerState, getSource } from '@certidao/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.ts';
import { QUEUE_SCHEMA } from '../db/queueSchema.ts';
import { fonteDisjuntores, jobs } from '../db/schema.ts';
import { audit } from '../services/audit.ts';
import { Batcher } from '../services/batcher.ts';
import { metrics } from '../services/metrics.ts';
import { type Attempt, type AttemptOutcome, recordAttempts } from '../services/sourceHealth.ts';
import { type BossJob, CERTIFICATE_QUEUE, type JobQueue } from './queue.ts';

/** The step of a job paused by its source's breaker (also how the close finds the jobs to resume). */
export const PAUSED_STEP = 'Fonte fora do ar: aguardando o restabelecimento';

export interface BreakerSettings {
  /** Consecutive failures that open a source's breaker. */
  failures: number;
  /** How long an open breaker pauses its jobs before one probe runs (seconds). */
  cooldownSeconds: number;
}

export type Admission = { kind: 'run' } | { kind: 'pause'; until: Date };

type Row = typeof fonteDisjuntores.$inferSelect;

/**
 * Each source's circuit breaker, its state in the database so every worker process sees the same one. Closed:
 * jobs run, and `failures` consecutive failures open it. Open: its jobs are paused (a new pg-boss job after the
 * cool-down, the paused run not counted as an attempt nor as a retry). Once the cool-down has passed, the first
 * job to come is the probe (half-open); the others stay paused. A success closes it and the paused jobs become
 * due at once; a failed probe opens it again. Every transition is audited and counted (metrics).
 */
export class SourceBreakers {
  /**
   * Every certificate reads its source's breaker before and after its run and records the run: the jobs
   * running at once share those statements (services/batcher.ts), each still reading the state as it is then.
   */
  private readonly states: Batcher<string, Row | undefined>;
  private readonly attempts: Batcher<Attempt, undefined>;

  constructor(
    private readonly deps: {
      db: Db;
      queue: JobQueue;
      log: FastifyBaseLogger;
      settings: BreakerSettings;
    },
  ) {
    this.states = new Batcher(async (fontes) => {
      const rows = await deps.db
        .select()
        .from(fonteDisjuntores)
        .where(inArray(fonteDisjuntores.fonte, [...new Set(fontes)]));
      const byFonte = new Map(rows.map((r) => [r.fonte, r]));
      return fontes.map((f) => byFonte.get(f));
    });
    this.attempts = new Batcher(async (attempts) => {
      await recordAttempts(deps.db, attempts);
      return attempts.map(() => undefined);
    });
  }

  /** Whether a job of this source may run now: closed, or the probe; else paused until when. */
  async admit(fonte: string, jobId: string): Promise<Admission> {
    const { db, settings } = this.deps;
    const current = await this.states.add(fonte);
    if (!current || current.estado === 'fechado') return { kind: 'run' };
    return db.transaction(async (tx) => {
      const row = await lock(tx, fonte);
      const now = new Date();
      if (!row || row.estado === 'fechado') return { kind: 'run' } as const;
      if (row.estado === 'aberto') {
        if (row.reabreEm && row.reabreEm > now) return { kind: 'pause', until: row.reabreEm } as const;
        await this.transition(tx, row, 'meio_aberto', { sondaJobId: jobId, sondaEm: now });
        return { kind: 'run' } as const;
      }
      // Half-open: the probe itself (run again), or a probe that no longer runs (paused, finished) is replaced.
      if (row.sondaJobId === jobId) return { kind: 'run' } as const;
      const [probe] = row.sondaJobId
        ? await tx.select({ state: jobs.state }).from(jobs).where(eq(jobs.id, row.sondaJobId))
        : [];
      if (probe?.state !== 'active') {
        await tx
          .update(fonteDisjuntores)
          .set({ sondaJobId: jobId, sondaEm: now, updatedAt: now })
          .where(eq(fonteDisjuntores.fonte, fonte));
        return { kind: 'run' } as const;
      }
      // The probe's success resumes this job at once; its failure leaves it for the next cool-down.
      return { kind: 'pause', until: new Date(now.getTime() + settings.cooldownSeconds * 1000) } as const;
    });
  }

  /** The source issued (or answered for the input): recorded, and its breaker closed if it was not. */
  async succeeded(
    fonte: string,
    run: { tipo: string; duracaoMs: number; resultado?: Exclude<AttemptOutcome, 'falha'> },
  ): Promise<void> {
    const { db } = this.deps;
    await this.attempts.add({
      fonte,
      tipo: run.tipo,
      resultado: run.resultado ?? 'emitida',
      duracaoMs: run.duracaoMs,
    });
    const current = await this.states.add(fonte);
    if (!current || (current.estado === 'fechado' && current.falhasSeguidas === 0)) return;
    const closed = await db.transaction(async (tx) => {
      const row = await lock(tx, fonte);
      if (!row) return false;
      if (row.estado === 'fechado') {
        await tx
          .update(fonteDisjuntores)
          .set({ falhasSeguidas: 0, updatedAt: new Date() })
          .where(eq(fonteDisjuntores.fonte, fonte));
        return false;
      }
      await this.transition(tx, row, 'fechado', {});
      return true;
    });
    if (closed) await this.resumePaused(fonte);
  }

  /** The source failed a run: recorded and counted; true when its breaker is (now) open. */
  async failed(fonte: string, jobId: string, run: { tipo: string; duracaoMs: number; mensagem: string }) {
    const { db, settings } = this.deps;
    await this.attempts.add({ fonte, resultado: 'falha', ...run });
    return db.transaction(async (tx) => {
      await tx.insert(fonteDisjuntores).values({ fonte }).onConflictDoNothing();
      const row = (await lock(tx, fonte)) as Row;
      const falhasSeguidas = row.falhasSeguidas + 1;
      const now = new Date();
      if (row.estado === 'fechado' && falhasSeguidas < settings.failures) {
        await tx
          .update(fonteDisjuntores)
          .set({ falhasSeguidas, updatedAt: now })
          .where(eq(fonteDisjuntores.fonte, fonte));
        return false;
      }
      // A failure while half-open opens it again only when it is the probe's (another job ran from before).
      if (row.estado === 'fechado' || (row.estado === 'meio_aberto' && row.sondaJobId === jobId)) {
        await this.transition(tx, { ...row, falhasSeguidas }, 'aberto', {
          abertoEm: now,
          reabreEm: new Date(now.getTime() + settings.cooldownSeconds * 1000),
          sondaJobId: null,
          sondaEm: null,
        });
        return true;
      }
      await tx
        .update(fonteDisjuntores)
        .set({ falhasSeguidas, updatedAt: now })
        .where(eq(fonteDisjuntores.fonte, fonte));
      return row.estado === 'aberto';
    });
  }

  /**
   * Pauses a job its source cannot take now: a new pg-boss job due at `until`, with the retries this one still
   * had, and this run not counted as an attempt (the claim counted it). The handler then returns, completing the
   * old pg-boss job.
   */
  async pause(jobId: string, bossJob: BossJob, until: Date): Promise<void> {
    const { db, queue } = this.deps;
    const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
    await db.transaction(async (tx) => {
      const [bossId] = await queue.enqueue(tx, [
        {
          jobId,
          startAfterSeconds: seconds,
          retryLimit: Math.max(0, bossJob.retryLimit - bossJob.retryCount),
        },
      ]);
      await tx
        .update(jobs)
        .set({
          state: 'delayed',
          step: PAUSED_STEP,
          attempts: sql`greatest(${jobs.attempts} - 1, 0)`,
          bossJobId: bossId,
          heartbeatAt: new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(jobs.id, jobId), eq(jobs.bossJobId, bossJob.id)));
    });
  }

  /** The source is back: its paused jobs become due now (their pg-boss jobs' start moved to now). */
  private async resumePaused(fonte: string): Promise<void> {
    const codes = getSource(fonte)?.codes ?? [];
    if (!codes.length) return;
    const result = await this.deps.db.execute(sql`
      update ${sql.raw(QUEUE_SCHEMA)}.job set start_after = now()
      where name = ${CERTIFICATE_QUEUE} and state in ('created', 'retry') and start_after > now()
        and id in (
          select j.boss_job_id from jobs j join certidoes c on c.id = j.certidao_id
          where j.state = 'delayed' and j.step = ${PAUSED_STEP}
            and c.tipo_certidao in (${sql.join(
              codes.map((c) => sql`${c}`),
              sql`, `,
            )}))`);
    this.deps.log.info(
      { fonte, resumed: (result as { rowCount?: number }).rowCount },
      'source back: jobs resumed',
    );
    this.deps.queue.onEnqueued?.();
  }

  private async transition(
    tx: Tx,
    row: Row,
    to: BreakerState,
    changes: Partial<Pick<Row, 'abertoEm' | 'reabreEm' | 'sondaJobId' | 'sondaEm'>>,
  ): Promise<void> {
    const now = new Date();
    await tx
      .update(fonteDisjuntores)
      .set({
        estado: to,
        falhasSeguidas: to === 'fechado' ? 0 : row.falhasSeguidas,
        ...(to === 'fechado' ? { reabreEm: null, sondaJobId: null, sondaEm: null } : {}),
        ...changes,
        updatedAt: now,
      })
      .where(eq(fonteDisjuntores.fonte, row.fonte));
    const action =
      to === 'aberto'
        ? 'fonte.disjuntor_aberto'
        : to === 'meio_aberto'
          ? 'fonte.disjuntor_meio_aberto'
          : 'fonte.disjuntor_fechado';
    await audit(tx, {
      action,
      targetType: 'fonte',
      targetId: row.fonte,
      details: { de: row.estado, para: to, falhasSeguidas: row.falhasSeguidas },
    });
    metrics.sourceCircuitChanged(row.fonte, to);
    this.deps.log.warn({ fonte: row.fonte, from: row.estado, to }, 'source circuit breaker changed');
  }
}

async function lock(tx: Tx, fonte: string): Promise<Row | undefined> {
  const [row] = await tx
    .select()
    .from(fonteDisjuntores)
    .where(eq(fonteDisjuntores.fonte, fonte))
    .for('update');
  return row;
}
