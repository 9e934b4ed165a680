/** Small query helpers shared by every service. */
import { type SQL, sql } from 'drizzle-orm';

/** node-postgres answers `{rows}`, PGlite answers `{rows}` too; both through Drizzle's execute. */
export function rowsOf<T>(result: unknown): T[] {
  const r = result as { rows?: T[] } | T[];
  return Array.isArray(r) ? r : (r.rows ?? []);
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
