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
  return [PgBoss.getConstructionPlans(QUEUE_SCHEMA), ...queues].join('\n');
}
