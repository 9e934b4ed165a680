import PgBoss from 'pg-boss';

/**
 * pg-boss's tables. Not `pgboss`: a database that ran pg-boss 12 has its (incompatible) tables there; its
 * certificate jobs are requeued by our supervision (their pg-boss job is gone) and its pending refunds are
 * carried over (refunds.ts).
 */
export const QUEUE_SCHEMA = 'pgboss_v10';

/**
 * The queues this server runs. pg-boss makes a table for each, so the embedded database's template holds them
 * (about a third of a second of a first start); their settings belong to each queue's owner and are applied at
 * every start (JobQueue.ensureQueue).
 */
export const QUEUES = {
  certificates: 'certidoes',
  refunds: 'refunds',
  monitoring: 'monitoramento',
  webhooks: 'webhooks',
} as const;

/**
 * The SQL that creates pg-boss's tables in QUEUE_SCHEMA, as its first start would, and the queues: run into
 * the embedded database's template, so a new data directory does not spend its first start on them.
 */
export function queueSchemaSql(): string {
  const queues = Object.values(QUEUES).map(
    (name) => `select ${QUEUE_SCHEMA}.create_queue('${name}', '{"policy":"standard"}');`,
  );
  return [PgBoss.getConstructionPlans(QUEUE_SCHEMA), ...queues, QUEUE_MAINTENANCE_INDEXES].join('\n');
}

/**
 * Indexes of ours on pg-boss's job table (every queue's partition gets them), one per condition of its
 * maintenance: every 5 s it fails the active jobs past their expiry and archives the finished jobs and the
 * waiting ones past `keep_until`, and without these each of those statements read every job of every queue.
 * On PGlite, where a statement holds the one database thread, 20,000 waiting jobs made each maintenance a
 * quarter to half a second during which every request waited; with them it is under a millisecond. Partial: a
 * waiting job is in one of them, an active or finished job in one more. Made at every start (`if not exists`),
 * as pg-boss makes its own schema; a database made before them gets them at its next start.
 */
export const QUEUE_MAINTENANCE_INDEXES = `
create index if not exists job_active_started_on_idx on ${QUEUE_SCHEMA}.job (started_on) where state = 'active';
create index if not exists job_completed_on_idx on ${QUEUE_SCHEMA}.job (completed_on) where completed_on is not null;
create index if not exists job_waiting_keep_until_idx on ${QUEUE_SCHEMA}.job (keep_until) where state < 'active';`;
