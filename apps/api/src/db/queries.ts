/** Small query helpers shared by every service. */
import { type SQL, sql } from 'drizzle-orm';
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
