import { SOURCES } from '@certidao/domain';
import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { rowsOf } from '../db/queries.ts';
import { QUEUE_SCHEMA, QUEUES } from '../db/queueSchema.ts';

/**
 * The process's Prometheus metrics: the one registry, every metric's name and labels, and the hooks the code
 * paths call (one call each). Labels are bounded sets (a route pattern, a status, a certificate type of the
 * catalogue, an issuer, a queue): never an id, a URL or a user, so the number of series stays small whatever the
 * traffic. What each metric means, and the alerts on them: docs/operations.md.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

/** Where a certificate came from: an issuer of the pipeline, or a person through the assisted queue. */
export type CertificateSource = 'sandbox' | 'infosimples' | 'operador';

const http = {
  duration: new Histogram({
    name: 'certidao_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
  requests: new Counter({
    name: 'certidao_http_requests_total',
    help: 'HTTP requests answered, by route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  }),
};

const certificates = {
  issued: new Counter({
    name: 'certidao_certificates_issued_total',
    help: 'Certificates issued, by type and source.',
    labelNames: ['type', 'source'] as const,
    registers: [registry],
  }),
  failed: new Counter({
    name: 'certidao_certificates_failed_total',
    help: 'Certificates that ended failed (no retry left, or a permanent error), by type and source.',
    labelNames: ['type', 'source'] as const,
    registers: [registry],
  }),
  duration: new Histogram({
    name: 'certidao_issuance_duration_seconds',
    help: 'Time a source took to issue a certificate (the issuer call; for operators, from the job to the upload).',
    labelNames: ['source'] as const,
    buckets: [0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900, 3600, 4 * 3600, 24 * 3600],
    registers: [registry],
  }),
};

const webhooks = {
  deliveries: new Counter({
    name: 'certidao_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by outcome (success; error, retried later; gave_up, the schedule ran out).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  duration: new Histogram({
    name: 'certidao_webhook_delivery_duration_seconds',
    help: 'Time an endpoint took to answer a delivery attempt, by outcome.',
    labelNames: ['outcome'] as const,
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  }),
};

// Every outcome exists from the start at 0, so a rate over the first failure is not lost (Prometheus's increase()
// cannot see the step of a series that appears already at 1).
for (const outcome of ['success', 'error', 'gave_up']) webhooks.deliveries.inc({ outcome }, 0);

const monitoring = {
  duration: new Histogram({
    name: 'certidao_monitoring_pass_duration_seconds',
    help: 'Time a monitoring pass took.',
    buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
    registers: [registry],
  }),
  renewals: new Counter({
    name: 'certidao_monitoring_renewals_total',
    help: 'Renewal requests the monitoring passes created.',
    registers: [registry],
  }),
  refusals: new Counter({
    name: 'certidao_monitoring_refusals_total',
    help: 'Renewals the monitoring passes did not create for lack of plan or quota.',
    registers: [registry],
  }),
  lastPass: new Gauge({
    name: 'certidao_monitoring_last_pass_timestamp_seconds',
    help: 'When this process last finished a monitoring pass (Unix time).',
    registers: [registry],
  }),
};

const breakers = {
  transitions: new Counter({
    name: 'certidao_source_circuit_transitions_total',
    help: "A source's circuit breaker changing state, by source (a body of the catalogue) and the state reached.",
    labelNames: ['source', 'to'] as const,
    registers: [registry],
  }),
};

/** A breaker state as the gauge's value: 0 closed, 1 half-open (one probe runs), 2 open (jobs paused). */
const BREAKER_VALUE = { fechado: 0, meio_aberto: 1, aberto: 2 } as const;

// Read from the database at each scrape (scrape()): the same values in every process of a deployment.
const state = {
  sourceCircuit: new Gauge({
    name: 'certidao_source_circuit_state',
    help: "Each source's circuit breaker: 0 closed, 1 half-open (one probe job runs), 2 open (its jobs are paused).",
    labelNames: ['source'] as const,
    registers: [registry],
  }),
  queueJobs: new Gauge({
    name: 'certidao_queue_jobs',
    help: 'Jobs of each queue: waiting (due, not yet taken), scheduled (due later) and active.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
  }),
  queueAge: new Gauge({
    name: 'certidao_queue_oldest_job_age_seconds',
    help: 'How long the oldest due job of each queue has waited to be taken (0 when none waits).',
    labelNames: ['queue'] as const,
    registers: [registry],
  }),
  assisted: new Gauge({
    name: 'certidao_assisted_jobs',
    help: 'Open assisted jobs: waiting for an operator, or in progress (taken by one).',
    labelNames: ['state'] as const,
    registers: [registry],
  }),
  assistedOverdue: new Gauge({
    name: 'certidao_assisted_jobs_overdue',
    help: 'Open assisted jobs past their deadline.',
    registers: [registry],
  }),
  pool: new Gauge({
    name: 'certidao_db_pool_connections',
    help: 'PostgreSQL pool connections of this process: total, idle, and callers waiting for one.',
    labelNames: ['state'] as const,
    registers: [registry],
  }),
};

/** The hooks of the code paths: each records one event. */
export const metrics = {
  /** An HTTP answer; `route` is the route's pattern (undefined: no route matched). */
  httpAnswered(method: string, route: string | undefined, status: number, seconds: number) {
    const r = route ?? 'unmatched';
    http.duration.observe({ method, route: r, status_class: `${Math.floor(status / 100)}xx` }, seconds);
    http.requests.inc({ method, route: r, status: String(status) });
  },
  /** A certificate issued; `seconds` is how long its source took (undefined: not measured). */
  certificateIssued(type: string, source: CertificateSource, seconds?: number) {
    certificates.issued.inc({ type, source });
    if (seconds !== undefined) certificates.duration.observe({ source }, seconds);
  },
  certificateFailed(type: string, source: CertificateSource) {
    certificates.failed.inc({ type, source });
  },
  webhookAttempt(outcome: 'success' | 'error' | 'gave_up', durationMs: number) {
    webhooks.deliveries.inc({ outcome });
    webhooks.duration.observe({ outcome }, durationMs / 1000);
  },
  /** A source's breaker changed state (in the transaction's process; the gauge reads the shared state). */
  sourceCircuitChanged(source: string, to: keyof typeof BREAKER_VALUE) {
    breakers.transitions.inc({ source, to });
  },
  monitoringPass(seconds: number, result: { renovacoes: number; semCota: number }) {
    monitoring.duration.observe(seconds);
    monitoring.renewals.inc(result.renovacoes);
    monitoring.refusals.inc(result.semCota);
    monitoring.lastPass.set(Date.now() / 1000);
  },
};

/** What the scrape reads: this process's database and the time assisted deadlines go by. */
export interface ScrapeSource {
  database: Database;
  now: () => Date;
}

// The process's source: the server or worker that opened the database (the last one, in a test file that
// starts two servers in one process).
const sources: ScrapeSource[] = [];

/** Registers the process's database for the scrape; returns the function that removes it (at close). */
export function setScrapeSource(source: ScrapeSource): () => void {
  sources.push(source);
  return () => {
    const i = sources.indexOf(source);
    if (i >= 0) sources.splice(i, 1);
  };
}

/**
 * The exposition text: the gauges of the database's state read first (three small queries: the queues' unfinished
 * jobs, the open assisted jobs through their partial index, the sources' breakers that are not closed), then every
 * metric. A failed read leaves those
 * gauges empty rather than stale, and is returned for the caller to log; the rest is served.
 */
export async function scrape(): Promise<{ contentType: string; body: string; error?: unknown }> {
  let error: unknown;
  try {
    await readState(sources.at(-1));
  } catch (e) {
    for (const gauge of Object.values(state)) gauge.reset();
    error = e;
  }
  return { contentType: registry.contentType, body: await registry.metrics(), error };
}

async function readState(source: ScrapeSource | undefined) {
  for (const gauge of Object.values(state)) gauge.reset();
  if (!source) return;
  const { database } = source;
  const queues = rowsOf<{ name: string; waiting: number; scheduled: number; active: number; age: number }>(
    await database.db.execute(sql`
      select name,
             count(*) filter (where state in ('created', 'retry') and start_after <= now())::int as waiting,
             count(*) filter (where state in ('created', 'retry') and start_after > now())::int as scheduled,
             count(*) filter (where state = 'active')::int as active,
             coalesce(extract(epoch from now() - min(start_after)
               filter (where state in ('created', 'retry') and start_after <= now())), 0)::float8 as age
      from ${sql.raw(QUEUE_SCHEMA)}.job
      where state < 'completed'
      group by name`),
  );
  for (const queue of Object.values(QUEUES)) {
    const row = queues.find((q) => q.name === queue);
    for (const s of ['waiting', 'scheduled', 'active'] as const)
      state.queueJobs.set({ queue, state: s }, Number(row?.[s] ?? 0));
    state.queueAge.set({ queue }, Number(row?.age ?? 0));
  }
  const now = source.now().toISOString();
  const [assisted] = rowsOf<{ waiting: number; active: number; overdue: number }>(
    await database.db.execute(sql`
      select count(*) filter (where state = 'waiting')::int as waiting,
             count(*) filter (where state = 'active')::int as active,
             count(*) filter (where prazo_em < ${now}::timestamptz)::int as overdue
      from jobs
      where por_operador and state in ('waiting', 'active')`),
  );
  state.assisted.set({ state: 'waiting' }, Number(assisted?.waiting ?? 0));
  state.assisted.set({ state: 'in_progress' }, Number(assisted?.active ?? 0));
  state.assistedOverdue.set(Number(assisted?.overdue ?? 0));
  const circuits = rowsOf<{ fonte: string; estado: keyof typeof BREAKER_VALUE }>(
    await database.db.execute(sql`select fonte, estado from fonte_disjuntores where estado <> 'fechado'`),
  );
  const open = new Map(circuits.map((c) => [c.fonte, BREAKER_VALUE[c.estado] ?? 0]));
  for (const source of SOURCES) state.sourceCircuit.set({ source: source.key }, open.get(source.key) ?? 0);
  const pool = database.pool;
  if (pool) {
    state.pool.set({ state: 'total' }, pool.totalCount);
    state.pool.set({ state: 'idle' }, pool.idleCount);
    state.pool.set({ state: 'waiting' }, pool.waitingCount);
  }
}
