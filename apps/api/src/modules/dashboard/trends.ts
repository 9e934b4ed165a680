import { addDaysIso, startOfDaySaoPaulo, toSaoPauloIsoDate } from '@certidao/domain';
import { type SQL, sql } from 'drizzle-orm';
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

/** The figures one period adds up. */
export interface PeriodFigures {
  sucesso: number;
  falhas: number;
  total: number;
  usuarios: number;
  receita: number;
}

/**
 * The figures of one period as one JSON object (PeriodFigures), an expression the dashboard's one statement
 * selects with the rest.
 */
export function periodSql(from: Date, to: Date): SQL {
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
  return sql`json_build_object(
      'sucesso', ${hours(sql`${certidaoHoras.concluidas}`)} + ${finished('concluido')},
      'falhas', ${hours(sql`${certidaoHoras.falhas}`)} + ${finished('falhou')},
      'total', ${hours(sql`${certidaoHoras.criadas}`)}
        + (select count(*) from ${certidoes} where ${ends(sql`${certidoes.createdAt}`)}),
      'usuarios', (select count(*) from ${users} where ${users.createdAt} >= ${at(from)} and ${users.createdAt} < ${at(to)}),
      'receita', (select coalesce(sum(${payments.valorCents}), 0) from ${payments} where ${payments.status} = 'CONFIRMADO'
        and ${payments.dataPagamento} >= ${at(from)} and ${payments.dataPagamento} < ${at(to)}))`;
}

/** The two periods the change indicators compare: the last PERIOD_DAYS days and the PERIOD_DAYS days before. */
export function periodsOf(now: Date) {
  const start = new Date(now.getTime() - PERIOD_DAYS * DAY_MS);
  const before = new Date(start.getTime() - PERIOD_DAYS * DAY_MS);
  return { current: periodSql(start, now), previous: periodSql(before, start) };
}

/** The change indicators from the two periods' figures. */
export function changesOf(current: PeriodFigures, previous: PeriodFigures) {
  const of = (k: keyof PeriodFigures) => percentChange(Number(current[k]), Number(previous[k]));
  return {
    periodoDias: PERIOD_DAYS,
    sucesso: of('sucesso'),
    falhas: of('falhas'),
    total: of('total'),
    usuarios: of('usuarios'),
    receita: of('receita'),
  };
}

/**
 * Certificates concluded and failed per São Paulo calendar day over the last PERIOD_DAYS days (today last),
 * dated by their last update, from the hourly counters (UTC hours, so the day boundaries follow the São Paulo
 * calendar whatever the database's time zone): the JSON expression the dashboard's statement selects, and what
 * makes the chart of its value.
 */
export function perDayOf(now: Date = new Date()) {
  const today = toSaoPauloIsoDate(now);
  const days = Array.from({ length: PERIOD_DAYS }, (_, i) => addDaysIso(today, i - PERIOD_DAYS + 1));
  // Where each day begins (noon UTC is that same São Paulo date): the database places each hour in its day with
  // width_bucket over these instants and returns 30 rows, whatever its own time zone.
  const startOf = (day: string) => startOfDaySaoPaulo(new Date(`${day}T12:00:00Z`));
  const starts = days.map((day) => startOf(day).getTime() / 1000);
  const bucket = sql`width_bucket(extract(epoch from ${certidaoHoras.hora})::float8, ${`{${starts.join(',')}}`}::float8[])`;
  const from = new Date(starts[0]! * 1000).toISOString();
  const to = startOf(addDaysIso(today, 1)).toISOString();
  // As [day's place, concluded, failed] triples, grouped by position: the bucket's array is a parameter, and a
  // second copy of it would not match the first.
  const query = sql`(select coalesce(json_agg(json_build_array(dia, concluidas, falhas)), '[]') from (
      select ${bucket} as dia, sum(${certidaoHoras.concluidas}) as concluidas, sum(${certidaoHoras.falhas}) as falhas
        from ${certidaoHoras}
       where ${certidaoHoras.hora} >= ${from}::timestamptz and ${certidaoHoras.hora} < ${to}::timestamptz
       group by 1) as d)`;
  const chart = (rows: Array<[number, number, number]>) => {
    const out = days.map((data) => ({ data, concluidas: 0, falhas: 0 }));
    for (const [dia, concluidas, falhas] of rows) {
      const day = out[Number(dia) - 1];
      if (!day) continue;
      day.concluidas += Number(concluidas);
      day.falhas += Number(falhas);
    }
    return out;
  };
  return { query, chart };
}
