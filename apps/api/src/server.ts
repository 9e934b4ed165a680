import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { type SeedResult, seed } from './db/seed.ts';
import { createLogger } from './logger.ts';
import { type Mailer, OutboxMailer, SmtpMailer } from './services/mailer.ts';
import { resolveJwtSecret, TokenService } from './services/tokens.ts';

export interface Server {
  app: FastifyInstance;
  ctx: AppContext;
  seedResult: SeedResult;
  close(): Promise<void>;
}

export function createMailer(config: Config): Mailer {
  return config.smtpUrl
    ? new SmtpMailer(config.smtpUrl, config.mailFrom)
    : new OutboxMailer(join(config.dataDir, 'outbox'), config.mailFrom);
}

/** Opens every part (database, mail, tokens), seeds the first start and builds the HTTP app. */
export async function createServer(
  config: Config,
  options: { logger?: ReturnType<typeof createLogger> } = {},
): Promise<Server> {
  const log = options.logger ?? createLogger(config.logLevel);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const seedResult = await seed(database.db, {
      adminEmail: config.adminEmail,
      adminPassword: config.adminPassword,
    });
    const ctx: AppContext = {
      config,
      database,
      db: database.db,
      tokens: new TokenService(resolveJwtSecret(config.jwtSecret, config.dataDir)),
      mailer: createMailer(config),
      log,
    };
    const app = await buildApp(ctx, log);
    return {
      app,
      ctx,
      seedResult,
      async close() {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}
