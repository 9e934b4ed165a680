import { createHash } from 'node:crypto';
import type pg from 'pg';

/** At most this many prepared statements per connection: the hot reads come first and keep theirs. */
export const MAX_PREPARED_PER_CONNECTION = 200;

/** `select *` or `t.*`: its result's columns are the table's, which a newer release's migration may extend. */
const SELECTS_ALL = /(?:\bselect|,)\s*(?:(?:"[^"]+"|\w+)\.)?\*/i;
const READ = /^\s*(?:select|with)\b/i;

/**
 * Reads on PostgreSQL as named prepared statements, one per distinct text and connection. Planning was most of
 * PostgreSQL's time behind a page of the list (each statement parsed and planned on every call: 0.8 of its
 * 1.4 ms), and a prepared statement is parsed once per connection; after five calls PostgreSQL also keeps a
 * generic plan when it costs no more than the custom ones (`plan_cache_mode = auto`, as JDBC's and Npgsql's
 * prepared statements run). Only statements that begin with `select` or `with` are named: the reads, and the
 * creation's data-modifying `with`, whose text is the same for any number of rows (its columns go as arrays);
 * a plain insert's text may differ with its number of rows. Statements that select `*` are never named: a
 * column added by a migration while this process runs would change their result type, which a prepared
 * statement refuses until it is dropped. Bounded per connection, so a text that varies (an `in (…)` list's
 * length) cannot fill the server's memory.
 */
export function prepareReads(pool: pg.Pool, { max = MAX_PREPARED_PER_CONNECTION } = {}): void {
  pool.on('connect', (client) => {
    const named = new Set<string>();
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    (client as unknown as { query: (...args: unknown[]) => unknown }).query = (config: unknown, ...rest) => {
      if (config && typeof config === 'object' && !('name' in config && config.name)) {
        const { text } = config as { text?: unknown };
        if (typeof text === 'string' && READ.test(text) && !SELECTS_ALL.test(text)) {
          const name = createHash('sha1').update(text).digest('base64url');
          if (named.has(name) || named.size < max) {
            named.add(name);
            (config as { name?: string }).name = name;
          }
        }
      }
      return query(config, ...rest);
    };
  });
}
