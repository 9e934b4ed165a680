import { addDaysIso, startOfDaySaoPaulo, toSaoPauloIsoDate } from '@certidao/domain';
import { and, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from '../../db/queries.ts';
import { certidaoHoras, certidoes, payments, users } from '../../db/schema.ts';

/** Length of the periods the dashboard compares, and of its per-day chart. */
export const PERIOD_DAYS = 30;
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const hourFloor = (d: Date) => new Date(Math.floor(d.getTime() / HOUR_MS) * HOUR_MS);
const hourCeil = (d: Date) => new Date(Math.ceil(d.getTime() / HOUR_MS) * HOUR_MS);

/** Percent change from `before` to `now`, rounded; null when there is no base (before 0, now not). */
export function percentChange(now: number, before: number): number | null {
  if (before === 0) return now === 0 ? 0 : null;
  return Math.round(((now - before) / before) * 100);
}

/** The figures one period adds up, in one statement (one round trip, one pool connection). */
async function periodFigures(db: Db, from: Date, to: Date) {
  const at = (d: Date) => sql`${d.toISOString()}::timestamptz`;
  // The whole hours from the hourly counters (kept by triggers); the part-hours at either end, under an hour of
  // certificates each, from the rows by their indexes (certidoes_terminadas_idx, certidoes_created_idx).
  const first = at(hourCeil(from));
  const last = at(hourFloor(to));
  const ends = (column: SQL) =>
    sql`((${column} >= ${at(from)} and ${column} < ${first}) or (${column} >= ${last} and ${column} < ${at(to)}))`;
  // The status a literal, not a parameter: the partial index's predicate must be provable from the query.
  const finished = (status: 'concluido' | 'falhou') =>
    sql`(select count(*) from ${certidoes} where ${certidoes.status} = ${sql.raw(`'${status}'`)} and ${ends(sql`${certidoes.updatedAt}`)})`;
  const hours = (column: SQL) =>
    sql`(select coalesce(sum(${column}), 0) from ${certidaoHoras} where ${certidaoHoras.hora} >= ${first} and ${certidaoHoras.hora} < ${last})`;
  const [row] = rowsOf<Record<'sucesso' | 'falhas' | 'total' | 'usuarios' | 'receita', string | number>>(
    await db.execute(sql`select
      ${hours(sql`${certidaoHoras.concluidas}`)} + ${finished('concluido')} as sucesso,
      ${hours(sql`${certidaoHoras.falhas}`)} + ${finished('falhou')} as falhas,
      ${hours(sql`${certidaoHoras.criadas}`)}
        + (select count(*) from ${certidoes} where ${ends(sql`${certidoes.createdAt}`)}) as total,
      (select count(*) from ${users} where ${users.createdAt} >= ${at(from)} and ${users.createdAt} < ${at(to)})
        as usuarios,
      (select coalesce(sum(${payments.valorCents}), 0) from ${payments} where ${payments.status} = 'CONFIRMADO'
        and ${payments.dataPagamento} >= ${at(from)} and ${payments.dataPagamento} < ${at(to)}) as receita`),
  );
  return {
    sucesso: Number(row?.sucesso ?? 0),
    falhas: Number(row?.falhas ?? 0),
    total: Number(row?.total ?? 0),
    usuarios: Number(row?.usuarios ?? 0),
    receita: Number(row?.receita ?? 0),
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
 * dated by their last update, from the hourly counters (UTC hours, so the day boundaries follow the São Paulo
 * calendar whatever the database's time zone).
 */
export async function requestsPerDay(db: Db, now: Date = new Date()) {
  const today = toSaoPauloIsoDate(now);
  const days = Array.from({ length: PERIOD_DAYS }, (_, i) => addDaysIso(today, i - PERIOD_DAYS + 1));
  // Where each day begins (noon UTC is that same São Paulo date): the database places each hour in its day with
  // width_bucket over these instants and returns 30 rows, whatever its own time zone.
  const startOf = (day: string) => startOfDaySaoPaulo(new Date(`${day}T12:00:00Z`));
  const starts = days.map((day) => startOf(day).getTime() / 1000);
  const chart = days.map((data) => ({ data, concluidas: 0, falhas: 0 }));
  const bucket = sql`width_bucket(extract(epoch from ${certidaoHoras.hora})::float8, ${`{${starts.join(',')}}`}::float8[])`;
  const rows = await db
    .select({
      dia: sql<number>`${bucket}`.mapWith(Number),
      concluidas: sql<number>`sum(${certidaoHoras.concluidas})`.mapWith(Number),
      falhas: sql<number>`sum(${certidaoHoras.falhas})`.mapWith(Number),
    })
    .from(certidaoHoras)
    .where(
      and(
        gte(certidaoHoras.hora, new Date(starts[0]! * 1000)),
        lt(certidaoHoras.hora, startOf(addDaysIso(today, 1))),
      ),
    )
    // By position: the bucket's array is a parameter, and a second copy of it would not match the first.
    .groupBy(sql`1`);
  for (const row of rows) {
    const day = chart[row.dia - 1];
    if (!day) continue;
    day.concluidas += row.concluidas;
    day.falhas += row.falhas;
  }
  return chart;
}
