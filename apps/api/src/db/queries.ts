/** Small query helpers shared by every service. */
import { getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client.ts';

/** node-postgres answers `{rows}`, PGlite answers `{rows}` too; both through Drizzle's execute. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
}

/**
 * Reads that build one answer, in one snapshot (a read-only repeatable-read transaction): a request's
 * certificates and their PDFs are separate statements, and a delivery committing between them would give a
 * certificate still running with its new PDF.
 */
export function inOneSnapshot<T>(db: Db, read: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' });
}

/** The `ilike` pattern of a search box: `%term%` with `\`, `%` and `_` escaped; undefined when blank. */
export function likePattern(search: string | null | undefined): string | undefined {
  const term = search?.trim();
  return term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
}

/** The OFFSET of a 1-based page. */
export const offsetOf = (pageNumber: number, limit: number) => (pageNumber - 1) * limit;

const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüçñ';
const PLAIN = 'aaaaaeeeeiiiiooooouuuucn';

/** Lower-case without accents, in SQL (PGlite has no `unaccent`) and in JS alike. */
export const foldSql = (expr: SQL) => sql`translate(lower(${expr}), ${ACCENTED}, ${PLAIN})`;
export const fold = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * A `text[]` literal of these values: each element quoted (a backslash and a double quote escaped inside), null
 * as NULL. One parameter for a whole column of a set, which PostgreSQL reads far faster than the same values as
 * JSON objects (no object per row to parse).
 */
export function textArray(values: ReadonlyArray<string | null | undefined>): string {
  const parts = new Array<string>(values.length);
  for (let i = 0; i < values.length; i++) {
    const v = values[i];
    parts[i] =
      v === null || v === undefined ? 'NULL' : `"${NEEDS_ESCAPE.test(v) ? v.replace(ESCAPED, '\\$&') : v}"`;
  }
  return `{${parts.join(',')}}`;
}
const NEEDS_ESCAPE = /[\\"]/;
const ESCAPED = /[\\"]/g;

/** A value as the text PostgreSQL reads for its column (Drizzle's own mapping: a Date to ISO, a jsonb to JSON). */
function columnText(column: { mapToDriverValue(v: unknown): unknown }, value: unknown): string | null {
  if (value === null || value === undefined) return null;
  const driver = column.mapToDriverValue(value);
  if (typeof driver === 'string') return driver;
  if (driver instanceof Date) return driver.toISOString();
  if (typeof driver === 'object') return JSON.stringify(driver);
  return String(driver);
}

/**
 * An INSERT of these rows whatever their number, with each column's values as one `text[]` parameter, read by
 * `unnest` and cast to the column's type, instead of a parameter per value: Drizzle's `insert().values()` builds
 * and sends a parameter per column of every row (the absent ones as `default`), which for a thousand requests'
 * rows cost seconds of the main thread and of PGlite's protocol; rows as one JSON parameter cost PostgreSQL a
 * parsed object per row (for ten thousand certificates, 0.2–0.3 s against 0.04 s as arrays). Every row gives the
 * same keys (Drizzle's property names); a column left out takes its SQL default, a key given as undefined or
 * null is NULL.
 */
export function insertSetSql<T extends PgTable>(
  table: T,
  rows: ReadonlyArray<Partial<T['$inferInsert']>>,
): SQL {
  const columns = getTableColumns(table) as Record<
    string,
    { name: string; getSQLType(): string; mapToDriverValue(v: unknown): unknown }
  >;
  const keys = Object.keys(rows[0] ?? {});
  const chosen = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`insertSetSql: ${k} is not a column`);
    return column;
  });
  const arrays = chosen.map((column, i) => {
    const key = keys[i] as string;
    return sql`${textArray(rows.map((row) => columnText(column, (row as Record<string, unknown>)[key])))}::text[]`;
  });
  const list = sql.raw(chosen.map((c) => `"${c.name}"`).join(', '));
  const casts = sql.raw(chosen.map((c, i) => `u.c${i}::${c.getSQLType()}`).join(', '));
  const aliases = sql.raw(chosen.map((_, i) => `c${i}`).join(', '));
  return sql`insert into ${table} (${list}) select ${casts} from unnest(${sql.join(arrays, sql`, `)}) as u(${aliases})`;
}

/** A list of uuids as one `uuid[]` parameter (an array literal: uuids hold no character it would need to quote). */
export const uuidArray = (ids: readonly string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

/**
 * Rows read as JSON (`json_agg` of whole rows, or objects keyed by column name) made into the objects Drizzle's own
 * select of `table` gives: its property names, each value through its column's mapping (a timestamp's text to a
 * Date, a jsonb's text to its value). Lets several tables come back in one statement, one round trip, instead of
 * a select each. `value` is the json column as the driver gave it: parsed (node-postgres) or text (PGlite's
 * thread); a column absent from the objects is left out.
 */
export function rowsFromJson<T extends PgTable>(table: T, value: unknown): Array<T['$inferSelect']> {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as Array<
    Record<string, unknown>
  > | null;
  if (!rows?.length) return [];
  const columns = Object.entries(
    getTableColumns(table) as Record<string, { name: string; mapFromDriverValue(v: unknown): unknown }>,
  ).filter(([, column]) => column.name in (rows[0] as object));
  return rows.map((row) => {
    const out: Record<string, unknown> = {};
    for (const [key, column] of columns) {
      const v = row[column.name];
      out[key] = v === null || v === undefined ? null : column.mapFromDriverValue(v);
    }
    return out as T['$inferSelect'];
  });
}
