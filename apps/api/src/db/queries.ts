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
 * An INSERT of these rows whatever their number, with the rows as one JSON parameter (`json_populate_recordset`
 * against the table's own row type) instead of a parameter per value: Drizzle's `insert().values()` builds and
 * sends a parameter per column of every row (the absent ones as `default`), which for a thousand requests' rows
 * cost seconds of the main thread and of PGlite's protocol. Every row gives the same keys (Drizzle's property
 * names); a column left out takes its SQL default, a key given as undefined or null is NULL. Dates go as ISO
 * text, objects of json/jsonb columns as they are.
 */
export function insertJsonSql<T extends PgTable>(
  table: T,
  rows: ReadonlyArray<Partial<T['$inferInsert']>>,
): SQL {
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0] ?? {});
  const names = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`insertJsonSql: ${k} is not a column`);
    return column.name;
  });
  const json = JSON.stringify(
    rows.map((row) => {
      const out: Record<string, unknown> = {};
      for (const [i, k] of keys.entries())
        out[names[i] as string] = (row as Record<string, unknown>)[k] ?? null;
      return out;
    }),
  );
  const list = sql.raw(names.map((n) => `"${n}"`).join(', '));
  return sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`;
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
