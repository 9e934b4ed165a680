import { addDaysIso, toSaoPauloIsoDate } from '@certidao/domain';
import { and, count, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { certidoes, payments, users } from '../../db/schema.ts';

/** Length of the periods the dashboard compares, and of its per-day chart. */
export const PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;

/** Percent change from `before` to `now`, rounded; null when there is no base (before 0, now not). */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return now === 0 ? 0 : null;
  return Math.round(((now - before) / before) * 100);
}

/** The figures one period adds up. */
async function periodFigures(db: Db, from: Date, to: Date) {
  const n = (condition: ReturnType<typeof sql>) =>
    sql<number>`count(*) filter (where ${condition})`.mapWith(Number);
  // Each count bounded by its own indexed column (certidoes_terminadas_idx, certidoes_created_idx): one filter
  // over the whole table read every certificate ever made.
  const [[certs], [created], [people], [revenue]] = await Promise.all([
    db
      .select({
        sucesso: n(sql`${certidoes.status} = 'concluido'`),
        falhas: n(sql`${certidoes.status} = 'falhou'`),
      })
      .from(certidoes)
      .where(
        and(
          sql`${certidoes.status} in ('concluido', 'falhou')`,
          gte(certidoes.updatedAt, from),
          lt(certidoes.updatedAt, to),
        ),
      ),
    db
      .select({ total: count() })
      .from(certidoes)
      .where(and(gte(certidoes.createdAt, from), lt(certidoes.createdAt, to))),
    db
      .select({ n: count() })
      .from(users)
      .where(and(gte(users.createdAt, from), lt(users.createdAt, to))),
    db
      .select({ cents: sql<number>`coalesce(sum(${payments.valorCents}), 0)`.mapWith(Number) })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'CONFIRMADO'),
          gte(payments.dataPagamento, from),
          lt(payments.dataPagamento, to),
        ),
      ),
  ]);
  return {
    sucesso: certs?.sucesso ?? 0,
    falhas: certs?.falhas ?? 0,
    total: created?.total ?? 0,
    usuarios: people?.n ?? 0,
    receita: revenue?.cents ?? 0,
  };
}

/** The change indicators: the last PERIOD_DAYS days against the PERIOD_DAYS days before them. */
export async function dashboardChanges(db: Db, now: Date = new Date()) {
  const start = new Date(now.getTime() - PERIOD_DAYS * DAY_MS);
  const before = new Date(start.getTime() - PERIOD_DAYS * DAY_MS);
  const [current, previous] = await Promise.all([
    periodFigures(db, start, now),
    periodFigures(db, before, start),
  ]);
  return {
    periodoDias: PERIOD_DAYS,
    sucesso: percentChange(current.sucesso, previous.sucesso),
    falhas: percentChange(current.falhas, previous.falhas),
    total: percentChange(current.total, previous.total),
    usuarios: percentChange(current.usuarios, previous.usuarios),
    receita: percentChange(current.receita, previous.receita),
  };
}

/**
 * Certificates concluded and failed per São Paulo calendar day over the last PERIOD_DAYS days (today last),
 * dated by their last update. The database groups by hour, so the day boundaries follow the São Paulo
 * calendar whatever the database's time zone.
 */
export async function requestsPerDay(db: Db, now: Date = new Date()) {
  const today = toSaoPauloIsoDate(now);
  const days = Array.from({ length: PERIOD_DAYS }, (_, i) => addDaysIso(today, i - PERIOD_DAYS + 1));
  const byDay = new Map(days.map((data) => [data, { data, concluidas: 0, falhas: 0 }]));
  const hour = sql`date_trunc('hour', ${certidoes.updatedAt})`;
  const rows = await db
    .select({
      epoch: sql<number>`extract(epoch from ${hour})`.mapWith(Number),
      concluidas: sql<number>`count(*) filter (where ${certidoes.status} = 'concluido')`.mapWith(Number),
      falhas: sql<number>`count(*) filter (where ${certidoes.status} = 'falhou')`.mapWith(Number),
    })
    .from(certidoes)
    .where(
      and(
        gte(certidoes.updatedAt, new Date(now.getTime() - (PERIOD_DAYS + 1) * DAY_MS)),
        sql`${certidoes.status} in ('concluido', 'falhou')`,
      ),
    )
    .groupBy(hour);
  for (const row of rows) {
    const day = byDay.get(toSaoPauloIsoDate(new Date(row.epoch * 1000)));
    if (!day) continue;
    day.concluidas += row.concluidas;
    day.falhas += row.falhas;
  }
  return [...byDay.values()];
}
