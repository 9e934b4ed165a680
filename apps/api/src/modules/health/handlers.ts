import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../http/errors.ts';
import type { Handlers } from '../../http/types.ts';

const startedAt = Date.now();

export function healthHandlers(ctx: AppContext): Handlers {
  return {
    getHealth: async () => {
      let database: 'ok' | 'error' = 'ok';
      try {
        await ctx.db.execute(sql`select 1`);
      } catch {
        database = 'error';
      }
      if (database === 'error') throw new HttpError(503, 'Banco de dados indisponível.');
      const { config } = ctx;
      return {
        status: 'ok' as const,
        version: '0.1.0',
        uptime: Math.round((Date.now() - startedAt) / 1000),
        timestamp: new Date().toISOString(),
        checks: { database, queue: 'ok' as const, storage: 'ok' as const },
        modes: {
          database: ctx.database.kind,
          storage: config.s3 ? ('s3' as const) : ('local' as const),
          email: config.smtpUrl ? ('smtp' as const) : ('outbox' as const),
          payments: config.asaas ? ('asaas' as const) : ('sandbox' as const),
          issuers: config.infosimples ? ('infosimples' as const) : ('sandbox' as const),
        },
      };
    },
  };
}
