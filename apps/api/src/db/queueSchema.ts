import PgBoss from 'pg-boss';

/**
 * pg-boss's tables. Not `pgboss`: a database that ran pg-boss 12 has its (incompatible) tables there; its
 * certificate jobs are requeued by our supervision (their pg-boss job is gone) and its pending refunds are
 * carried over (refunds.ts).
 */
export const QUEUE_SCHEMA = 'pgboss_v10';

/**
 * The SQL that creates pg-boss's tables in QUEUE_SCHEMA, as its first start would: run into the embedded
 * database's template, so a new data directory does not spend a third of a second of its first start on it.
 */
export function queueSchemaSql(): string {
  return PgBoss.getConstructionPlans(QUEUE_SCHEMA);
}
