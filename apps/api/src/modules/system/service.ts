import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';

const startedAt = Date.now();

/**
 * Database, queue and storage checks with the modes in use; 503 while the start-up work after binding the port
 * runs, and when the database does not answer.
 */
export async function health(ctx: AppContext) {
  if (!ctx.startup.ready) throw new HttpError(503, 'O servidor está iniciando. Tente de novo em instantes.');
  let database: 'ok' | 'error' = 'ok';
  try {
    await ctx.db.execute(sql`select 1`);
  } catch {
    database = 'error';
  }
  if (database === 'error') throw new HttpError(503, 'Banco de dados indisponível.');
  const { config } = ctx;
  const [queueOk, storageOk] = await Promise.all([
    ctx.pipeline.queue.healthy(),
    ctx.pipeline.storage.check(),
  ]);
  return {
    status: queueOk && storageOk ? ('ok' as const) : ('degraded' as const),
    version: '0.1.0',
    uptime: Math.round((Date.now() - startedAt) / 1000),
    timestamp: new Date().toISOString(),
    checks: {
      database,
      queue: queueOk ? ('ok' as const) : ('error' as const),
      storage: storageOk ? ('ok' as const) : ('error' as const),
    },
    modes: {
      database: ctx.database.kind,
      storage: ctx.pipeline.storage.kind,
      email: config.smtpUrl ? ('smtp' as const) : ('outbox' as const),
      payments: config.asaas ? ('asaas' as const) : ('sandbox' as const),
      issuers: ctx.pipeline.issuers.mode,
    },
  };
}
