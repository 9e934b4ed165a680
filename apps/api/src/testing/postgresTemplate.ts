import pg from 'pg';
import { openDatabase } from '../db/client.ts';
import { queueSchemaSql } from '../db/queueSchema.ts';
import { templateName } from '../db/template.ts';

/** Held while a template is checked for and made, so two test workers never build the same one. */
const TEMPLATE_LOCK = 7390;
/** Templates made for other migrations are dropped once they are this old (another checkout may still use one). */
const STALE_AFTER_MS = 24 * 3600_000;
const PREFIX = 'certidao_tpl_';

/**
 * A migrated database on the PostgreSQL server at `baseUrl` (the migrations and pg-boss's tables, as a server's
 * first start leaves them), for test servers to be created from (`create database … template …`): a copy takes
 * a fraction of a second where migrating an empty database takes seconds, in every test file of the PostgreSQL
 * pass. Named after the same hash as the embedded database's template (migrations, pg-boss's and PGlite's
 * versions), so a changed migration makes a new one. Nothing ever connects to it once it is made (a template
 * with a session open cannot be copied). Returns its name.
 */
export async function postgresTemplate(baseUrl: string): Promise<string> {
  const name = `${PREFIX}${templateName().replace('pgdata-', '')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (rowCount) return name;
    // Built under another name and renamed when whole: a run stopped half-way leaves no half template.
    const building = `${name}_wip`;
    await admin.query(`drop database if exists ${building} with (force)`);
    await admin.query(`create database ${building}`);
    const url = new URL(baseUrl);
    url.pathname = `/${building}`;
    // Migrated as a server's start migrates it; then pg-boss's tables, as in the embedded template.
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
    try {
      await database.pool?.query(queueSchemaSql());
    } finally {
      await database.close();
    }
    await admin.query(`alter database ${building} rename to ${name}`);
    await admin.query(`comment on database ${name} is '${new Date().toISOString()}'`);
    await dropStale(admin, name);
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]).catch(() => {});
    await admin.end();
  }
}

/** Drops the templates of other migrations made more than a day ago; one still being copied is left alone. */
async function dropStale(admin: pg.Client, current: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; made: string | null }>(
    `select datname, shobj_description(oid, 'pg_database') as made
       from pg_database where datname like $1 and datname <> $2`,
    [`${PREFIX}%`, current],
  );
  for (const { datname, made } of rows) {
    const age = Date.now() - Date.parse(made ?? '');
    if (!(age > STALE_AFTER_MS)) continue;
    await admin.query(`drop database if exists ${datname}`).catch(() => {});
  }
}
