import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { Mailer } from './services/mailer.ts';
import type { TokenService } from './services/tokens.ts';

/** Everything a handler or service needs, built once at start-up. */
export interface AppContext {
  config: Config;
  database: Database;
  db: Db;
  tokens: TokenService;
  mailer: Mailer;
  log: FastifyBaseLogger;
}
