import {
  type BreakerState,
  deriveSourceState,
  getCertificateType,
  SOURCES,
  type SourceState,
  slowThresholdSeconds,
} from '@certidao/domain';
import { inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client.ts';
import { rowsOf } from '../db/queries.ts';
import { fonteDisjuntores, fonteTentativas, sandboxFontesForaDoAr } from '../db/schema.ts';

/**
 * Each source's health: its runs recorded one row each (fonte_tentativas), the figures of the last hour read
 * from them (one grouped statement over the created_at index), and the state shown from those and its circuit
 * breaker (jobs/circuitBreaker.ts).
 */

/** The window of the figures and the state (minutes). */
export const HEALTH_WINDOW_MINUTES = 60;
/** A source is never slow under this p95 (seconds): sandbox sources answer at once, real ones in minutes. */
const SLOW_FLOOR_SECONDS = 120;
/** How long the runs are kept: the history shows 24 hours. */
const KEEP_HOURS = 48;
const PRUNE_EVERY_MS = 10 * 60_000;
let prunedAt = 0;

export type AttemptOutcome = 'emitida' | 'falha' | 'recusada';

export interface Attempt {
  fonte: string;
  tipo: string;
  resultado: AttemptOutcome;
  duracaoMs: number;
  mensagem?: string;
}

/**
 * Records runs of sources, one row each, in one statement (the workers batch the runs that end together);
 * now and then deletes the runs past the kept period.
 */
export async function recordAttempts(db: DbOrTx, attempts: Attempt[]): Promise<void> {
  if (!attempts.length) return;
  await db.insert(fonteTentativas).values(
    attempts.map((attempt) => ({
      fonte: attempt.fonte,
      tipoCertidao: attempt.tipo,
      resultado: attempt.resultado,
      duracaoMs: Math.max(0, Math.round(attempt.duracaoMs)),
      mensagem: attempt.mensagem?.slice(0, 500) ?? null,
    })),
  );
  if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
    prunedAt = Date.now();
    await db.execute(
      sql`delete from fonte_tentativas where created_at < now() - ${`${KEEP_HOURS} hours`}::interval`,
    );
  }
}

export interface HourBucket {
  hora: string;
  sucessos: number;
  falhas: number;
}

export interface SourceHealth {
  fonte: string;
  nome: string;
  tipos: string[];
  estado: SourceState;
  disjuntor: BreakerState;
  tentativas: number;
  falhas: number;
  /** Share of the window's runs the source did not fail (0–1); null without runs. */
  taxaSucesso: number | null;
  p50Segundos: number | null;
  p95Segundos: number | null;
  ultimaFalha: { em: string; mensagem: string | null } | null;
  /** When an open breaker lets its probe run. */
  reabreEm: string | null;
  /** The extra wait a new certificate of this source may expect (minutes); null when none. */
  atrasoMinutos: number | null;
}

interface WindowRow {
  fonte: string;
  tentativas: number;
  falhas: number;
  p50: number | null;
  p95: number | null;
}

/** Every source's health now (the catalogue's sources, in its order). */
export async function readSourceHealth(db: Db, now = new Date()): Promise<SourceHealth[]> {
  const since = new Date(now.getTime() - HEALTH_WINDOW_MINUTES * 60_000).toISOString();
  const windows = rowsOf<WindowRow>(
    await db.execute(sql`
      select fonte,
             count(*)::int as tentativas,
             count(*) filter (where resultado = 'falha')::int as falhas,
             (percentile_cont(0.5) within group (order by duracao_ms)
               filter (where resultado = 'emitida') / 1000.0)::float8 as p50,
             (percentile_cont(0.95) within group (order by duracao_ms)
               filter (where resultado = 'emitida') / 1000.0)::float8 as p95
      from fonte_tentativas
      where created_at >= ${since}::timestamptz
      group by fonte`),
  );
  const lastFailures = rowsOf<{ fonte: string; em: Date | string; mensagem: string | null }>(
    await db.execute(sql`
      select distinct on (fonte) fonte, created_at as em, mensagem
      from fonte_tentativas
      where resultado = 'falha'
      order by fonte, created_at desc`),
  );
  const breakers = await db.select().from(fonteDisjuntores);
  const byWindow = new Map(windows.map((w) => [w.fonte, w]));
  const byFailure = new Map(lastFailures.map((f) => [f.fonte, f]));
  const byBreaker = new Map(breakers.map((b) => [b.fonte, b]));
  return SOURCES.map((source) => {
    const w = byWindow.get(source.key);
    const b = byBreaker.get(source.key);
    const f = byFailure.get(source.key);
    const disjuntor: BreakerState = b?.estado ?? 'fechado';
    const tentativas = w?.tentativas ?? 0;
    const falhas = w?.falhas ?? 0;
    const p95 = w?.p95 ?? null;
    const estado = deriveSourceState(
      { tentativas, falhas, p95Segundos: p95 },
      disjuntor,
      slowThresholdSeconds(source, SLOW_FLOOR_SECONDS),
    );
    return {
      fonte: source.key,
      nome: source.label,
      tipos: [...source.codes],
      estado,
      disjuntor,
      tentativas,
      falhas,
      taxaSucesso: tentativas ? (tentativas - falhas) / tentativas : null,
      p50Segundos: w?.p50 ?? null,
      p95Segundos: p95,
      ultimaFalha: f ? { em: new Date(f.em).toISOString(), mensagem: f.mensagem } : null,
      reabreEm: disjuntor === 'aberto' && b?.reabreEm ? b.reabreEm.toISOString() : null,
      atrasoMinutos: expectedDelay(estado, source.codes, p95, b?.reabreEm ?? null, now),
    };
  });
}

/**
 * The delay a customer may expect: until the probe of a down source (at least a few minutes: its paused jobs
 * run after it), or how far its recent p95 passes its types' typical time.
 */
function expectedDelay(
  estado: SourceState,
  codes: readonly string[],
  p95: number | null,
  reabreEm: Date | null,
  now: Date,
): number | null {
  if (estado === 'normal') return null;
  if (estado === 'fora_do_ar') {
    const until = reabreEm ? (reabreEm.getTime() - now.getTime()) / 60_000 : 0;
    return Math.max(5, Math.ceil(until));
  }
  const typical = Math.max(0, ...codes.map((c) => getCertificateType(c)?.typicalMinutes.max ?? 0));
  const extra = p95 === null ? 0 : Math.ceil(p95 / 60 - typical);
  return Math.max(estado === 'instavel' ? 5 : 1, extra);
}

/** A source's runs per hour over the last 24 hours (oldest first, every hour present). */
export async function sourceHistory(db: Db, fonte: string, now = new Date()): Promise<HourBucket[]> {
  const end = new Date(now);
  end.setUTCMinutes(0, 0, 0);
  const start = new Date(end.getTime() - 23 * 3_600_000);
  const rows = rowsOf<{ hora: Date | string; sucessos: number; falhas: number }>(
    await db.execute(sql`
      select date_trunc('hour', created_at) as hora,
             count(*) filter (where resultado <> 'falha')::int as sucessos,
             count(*) filter (where resultado = 'falha')::int as falhas
      from fonte_tentativas
      where fonte = ${fonte} and created_at >= ${start.toISOString()}::timestamptz
      group by 1`),
  );
  const byHour = new Map(rows.map((r) => [new Date(r.hora).getTime(), r]));
  return Array.from({ length: 24 }, (_, i) => {
    const t = start.getTime() + i * 3_600_000;
    const r = byHour.get(t);
    return { hora: new Date(t).toISOString(), sucessos: r?.sucessos ?? 0, falhas: r?.falhas ?? 0 };
  });
}

/**
 * Sandbox only: whether a staff member switched each source off (every sandbox run of it then fails); one
 * statement for many sources (one may repeat), answers in order.
 */
export async function sandboxSourcesDown(db: Db, fontes: string[]): Promise<boolean[]> {
  const rows = await db
    .select({ fonte: sandboxFontesForaDoAr.fonte })
    .from(sandboxFontesForaDoAr)
    .where(inArray(sandboxFontesForaDoAr.fonte, [...new Set(fontes)]));
  const down = new Set(rows.map((r) => r.fonte));
  return fontes.map((f) => down.has(f));
}
