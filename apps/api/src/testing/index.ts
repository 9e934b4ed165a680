/**
 * `@certidao/api/testing`: a real server (HTTP, database, workers, sandboxes) on a fresh DATA_DIR and a free
 * port, for the API and CLI suites (Vitest) and the web app's end-to-end tests (Playwright global setup).
 * Nothing here depends on a test runner.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiClient, createApiClient } from '@certidao/api-client';
import { type Config, DEFAULT_WEB_DIST, loadConfig } from '../config.ts';
import type { RefundRetryOptions } from '../jobs/refunds.ts';
import { createLogger } from '../logger.ts';
import { createServer, type Server } from '../server.ts';
import { useTestPasswordCost } from '../services/passwords.ts';
import { generatedCertificateFiles, generateSelfSignedP12 } from '../services/pdf/signing.ts';
import { responseValidator } from './contractValidator.ts';
import { postgresTemplate } from './postgresTemplate.ts';
import { createTempDatabase } from './tempDatabase.ts';

export { insertCompany, randomCnpj } from './companies.ts';
export { ContractViolation, checkResponse, responseValidator } from './contractValidator.ts';
export { holdInProgress, releaseHold } from './requests.ts';
/** Where `npm run build -w @certidao/web` writes the web app (what `serveWeb` serves unless `webDist` is set). */
export const WEB_DIST = DEFAULT_WEB_DIST;

export const ADMIN_EMAIL = 'admin@teste.com.br';
export const ADMIN_PASSWORD = 'Admin@12345';

export interface TestServer {
  url: string;
  /** `${url}/api` */
  apiUrl: string;
  /** The server's DATA_DIR (a fresh temporary folder, removed by `close()`). */
  dataDir: string;
  server: Server;
  config: Config;
  /** A client with no token; every answer it gets is checked against the contract. */
  anon: ApiClient;
  client(token?: string): ApiClient;
  /** Signs in and returns a client carrying the bearer token. */
  loginAs(email: string, password: string): Promise<{ api: ApiClient; token: string; userId: string }>;
  admin(): Promise<{ api: ApiClient; token: string; userId: string }>;
  /** Creates a confirmed user of the given role (through the admin API) and signs in as them. */
  createUser(
    role?: 'user' | 'moderator' | 'admin',
    overrides?: Record<string, unknown>,
  ): Promise<{ api: ApiClient; token: string; userId: string; email: string; password: string }>;
  /** The .eml files written to DATA_DIR/outbox, oldest first. */
  outbox(): string[];
  close(): Promise<void>;
}

export interface TestServerOptions {
  logger?: ReturnType<typeof createLogger>;
  /**
   * Serve the built web app at `/`, as `npm start` does: a copy of apps/web/dist (or of `overrides.webDist`)
   * taken at start-up into the data dir, so a rebuild while the server runs (another test run on the same
   * checkout) cannot pull its files away. Fails at once when the app has not been built
   * (`npm run build -w @certidao/web`).
   */
  serveWeb?: boolean;
  /** How refunds the gateway refused are retried (tests make it fast). */
  refundRetry?: RefundRetryOptions;
}

/**
 * Starts a server on 127.0.0.1 and a free port, with a fresh DATA_DIR (and a database of its own on
 * DATABASE_URL when set), the admin ADMIN_EMAIL / ADMIN_PASSWORD, instant sandbox issuers, no rate limits,
 * webhooks allowed to local receivers and the web app off unless `options.serveWeb`. `overrides` and `env` change any setting.
 *
 * PUBLIC_URL becomes the address the server really listens on, so links in e-mails, the sandbox invoice pages
 * and the sandbox gateway's webhooks (which it posts to this same server) all work. Long on purpose: the
 * harness's start-up, its clients and its clean-up, in the order a test uses them.
 */
export async function startTestServer(
  overrides: Partial<Config> = {},
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const serveWeb = options.serveWeb ?? overrides.serveWeb ?? false;
  const webBuild = overrides.webDist ?? WEB_DIST;
  if (serveWeb && !existsSync(join(webBuild, 'index.html'))) {
    throw new Error(
      `startTestServer({ serveWeb: true }): ${webBuild}/index.html is missing. Build the web app first: npm run build -w @certidao/web`,
    );
  }
  // Passwords hashed at the low cost (see useTestPasswordCost): the suites create and sign in thousands of accounts.
  useTestPasswordCost();
  const dataDir = mkdtempSync(join(tmpdir(), 'certidao-test-'));
  if (!env.SIGNING_P12_PATH && !overrides.signingP12Path) giveSigningCertificate(dataDir);
  const webDist = join(dataDir, 'web');
  // realpath: apps/web/dist is a link to the current build, and the copy must hold files, not the link.
  if (serveWeb)
    cpSync(realpathSync(webBuild), webDist, { recursive: true, filter: (src) => !src.endsWith('.map') });
  // A PostgreSQL database of its own for each server when DATABASE_URL is set (dropped on close), copied from a
  // migrated template: the server's start-up still runs the migrator, which finds nothing left to apply.
  const baseUrl = process.env.DATABASE_URL;
  const database = baseUrl
    ? await createTempDatabase(baseUrl, undefined, await postgresTemplate(baseUrl))
    : undefined;
  const config = loadConfig(
    {
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      LOG_LEVEL: 'silent',
      SANDBOX_TIME_SCALE: '0',
      // Tests receive webhooks on local servers.
      WEBHOOKS_ALLOW_LOCALHOST: 'true',
      // Tests move the clock to watch renewals and expiries, and do not wait a minute for a monitoring pass.
      SANDBOX_CLOCK: 'true',
      MONITORING_INTERVAL_SECONDS: '2',
      ...env,
    },
    {
      dataDir,
      port: 0,
      databaseUrl: database?.url,
      rateLimit: false,
      runWorkers: true,
      ...overrides,
      serveWeb,
      webDist,
    },
  );
  let server: Server;
  try {
    server = await createServer(config, {
      logger: options.logger ?? createLogger(process.env.TEST_LOG_LEVEL ?? 'silent'),
      refundRetry: options.refundRetry,
    });
  } catch (error) {
    await database?.drop().catch(() => {});
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  await server.app.listen({ port: config.port, host: '127.0.0.1' });
  await server.seed();
  const address = server.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no address');
  const url = `http://127.0.0.1:${address.port}`;
  // Read lazily by the mailer, the sandbox gateway and the PDF pipeline: they all see the real address.
  server.ctx.config.publicUrl = url;
  const apiUrl = `${url}/api`;
  const validatingFetch = responseValidator();
  const client = (token?: string) => createApiClient({ baseUrl: apiUrl, token, fetch: validatingFetch });

  const loginAs = (email: string, password: string) => signIn(apiUrl, email, password, validatingFetch);
  let adminSession: Awaited<ReturnType<typeof loginAs>> | undefined;
  const admin = async () =>
    (adminSession ??= await loginAs(config.adminEmail, config.adminPassword ?? ADMIN_PASSWORD));

  return {
    url,
    apiUrl,
    dataDir,
    server,
    config,
    anon: client(),
    client,
    loginAs,
    admin,
    async createUser(role = 'user', overrides = {}) {
      const { api } = await admin();
      const email =
        (overrides.email as string | undefined) ?? `${role}-${randomUUID().slice(0, 8)}@teste.com.br`;
      const password = (overrides.password as string | undefined) ?? 'Senha@123';
      await api.createUsuario({
        body: {
          email,
          password,
          firstName: 'Teste',
          lastName: role,
          role,
          status: 'active',
          ...overrides,
        } as never,
      });
      const session = await loginAs(email, password);
      return { ...session, email, password };
    },
    outbox() {
      return readOutbox(dataDir);
    },
    async close() {
      await server.close();
      await database?.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

let processCertificate: { p12: Buffer; passphrase: string } | undefined;

/**
 * Puts this process's signing certificate where a server keeps the one it generated, so each test server starts
 * as a restarted one does (reusing it) instead of generating an RSA key of its own: that was about half a second
 * of CPU in every test file that issues a PDF. Generating one on a first start is signing.test.ts's.
 */
function giveSigningCertificate(dataDir: string): void {
  if (!processCertificate) {
    const passphrase = randomBytes(24).toString('base64url');
    processCertificate = { p12: generateSelfSignedP12(passphrase), passphrase };
  }
  const { dir, p12File, passFile } = generatedCertificateFiles(dataDir);
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(passFile, processCertificate.passphrase, { mode: 0o600 });
  writeFileSync(p12File, processCertificate.p12, { mode: 0o600 });
}

/**
 * Signs in at any server's API (`…/api`) and returns a client carrying the bearer token; every answer is
 * checked against the contract. `TestServer.loginAs` is this for its own server.
 */
export async function signIn(
  apiUrl: string,
  email: string,
  password: string,
  fetch: ReturnType<typeof responseValidator> = responseValidator(),
): Promise<{ api: ApiClient; token: string; userId: string }> {
  const res = await createApiClient({ baseUrl: apiUrl, fetch }).login({ body: { email, password } });
  return {
    api: createApiClient({ baseUrl: apiUrl, token: res.accessToken, fetch }),
    token: res.accessToken,
    userId: res.user.id,
  };
}

/** The .eml files the outbox mailer wrote under `dataDir/outbox`, oldest first. */
export function readOutbox(dataDir: string): string[] {
  const dir = join(dataDir, 'outbox');
  try {
    return readdirSync(dir)
      .filter((f) => f.endsWith('.eml'))
      .sort()
      .map((f) => readFileSync(join(dir, f), 'utf8'));
  } catch {
    return [];
  }
}

/** Decodes quoted-printable (soft breaks, UTF-8 bytes) so texts and links in .eml files can be matched. */
export function emlText(eml: string): string {
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (bytes) => Buffer.from(bytes.replaceAll('=', ''), 'hex').toString('utf8'));
}
