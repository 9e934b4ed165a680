import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OperatorError } from './operatorError.ts';

/** The repository's root folder (where `npm start` runs). */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));
/** Where `npm run build -w @certidao/web` writes the web app (a link to the current build). */
export const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));
/** The default DATA_DIR: `data` at the repository's root, whichever folder a script runs in. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

/** Every setting of the server, read and validated once at start-up. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  publicUrl: string;
  /** Undefined: generated once into DATA_DIR. */
  jwtSecret: string | undefined;
  adminEmail: string;
  adminPassword: string | undefined;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  s3:
    | {
        endpoint: string | undefined;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
        forcePathStyle: boolean;
      }
    | undefined;
  asaas:
    | {
        apiKey: string;
        baseUrl: string;
        webhookToken: string | undefined;
        /** Service invoices (NFS-e) through Asaas: set when a municipal service is configured. */
        invoices: AsaasInvoiceSettings | undefined;
      }
    | undefined;
  asaasWebhookToken: string | undefined;
  infosimples: { token: string; baseUrl: string } | undefined;
  /** Multiplies the FAQ's typical times in the sandbox issuer (0 = instant). */
  sandboxTimeScale: number;
  /** Sandbox certificates valid for this many minutes instead of their type's validity (SANDBOX_VALIDITY_MINUTES). */
  sandboxValidityMinutes: number | undefined;
  /** An admin may move the server's clock forward (SANDBOX_CLOCK; tests and demos, never production). */
  sandboxClock: boolean;
  /**
   * Without InfoSimples, who issues the types without an automatic source (SANDBOX_ASSISTED): 'auto', the sandbox
   * issuer by itself; 'manual', an operator through the assisted queue.
   */
  sandboxAssisted: 'auto' | 'manual';
  /** How often the monitoring pass looks for due renewals, finished ones and expiries (MONITORING_INTERVAL_SECONDS). */
  monitoringIntervalSeconds: number;
  /** Jobs one worker process runs at the same time (WORKER_CONCURRENCY). */
  workerConcurrency: number;
  /**
   * Threads that render and sign PDFs (PDF_THREADS); 0 renders them on the main thread. By default none on the
   * embedded database, whose small-machine memory a thread's 50 MB would cost, and one fewer than the cores
   * (1–4) on PostgreSQL.
   */
  pdfThreads: number;
  /** Overrides every type's stuck limit (JOB_STUCK_SECONDS); undefined = the issuer's per-type limit. */
  jobStuckSeconds: number | undefined;
  /**
   * A source's circuit breaker: consecutive failures that open it (SOURCE_BREAKER_FAILURES) and how long its
   * jobs are paused before one probe runs (SOURCE_BREAKER_COOLDOWN_SECONDS).
   */
  sourceBreaker: { failures: number; cooldownSeconds: number };
  signingP12Path: string | undefined;
  signingP12Password: string;
  /** Run the job workers inside the HTTP process (npm start). */
  runWorkers: boolean;
  trustProxy: boolean;
  /** Serve the built web app at `/`. */
  serveWeb: boolean;
  /** The folder of the built web app (WEB_DIST; default apps/web/dist). */
  webDist: string;
  /** Disable rate limits (tests that hammer login on purpose turn them back on). */
  rateLimit: boolean;
  /** Calls a minute each API key may make (API_KEY_RATE_LIMIT). */
  apiKeyRateLimit: number;
  /** Development: webhook endpoints may be http:// and loopback on localhost (WEBHOOKS_ALLOW_LOCALHOST). */
  webhooksAllowLocalhost: boolean;
  /** Seconds to wait before each retry of a failed webhook delivery (WEBHOOK_RETRY_SCHEDULE). */
  webhookRetrySchedule: number[];
  /** How long an endpoint has to answer a delivery (WEBHOOK_TIMEOUT_SECONDS). */
  webhookTimeoutSeconds: number;
  /**
   * Prometheus metrics (services/metrics.ts): METRICS_TOKEN, the Bearer token a scrape must send; METRICS_PORT, a
   * port of their own (the worker's only HTTP port). Neither set: no metrics endpoint.
   */
  metricsToken: string | undefined;
  metricsPort: number | undefined;
}

/** About three days of retries: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 14 h, 20 h, 20 h. */
export const DEFAULT_WEBHOOK_RETRY_SCHEDULE = [5, 300, 1800, 7200, 18000, 36000, 50400, 72000, 72000];

export class ConfigError extends OperatorError {
  constructor(readonly problems: string[]) {
    super(`Configuração inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

type Env = Record<string, string | undefined>;

/** What Asaas needs to issue our service invoices (docs/deploy.md, 'Notas fiscais'). */
export interface AsaasInvoiceSettings {
  /** The municipal service's id at Asaas (GET /v3/invoices/municipalServices), when the city lists them. */
  municipalServiceId: string | undefined;
  /** The municipal service code, when the city does not list its services. */
  municipalServiceCode: string | undefined;
  municipalServiceName: string;
  /** ISS rate, percent. */
  iss: number;
  retainIss: boolean;
  observations: string;
}

/** NFS-e is on when a municipal service (id or code) is configured; off otherwise. */
function asaasInvoiceSettings(
  str: (name: string) => string | undefined,
  num: (name: string, fallback: number, min: number) => number,
  bool: (name: string, fallback: boolean) => boolean,
): AsaasInvoiceSettings | undefined {
  const municipalServiceId = str('ASAAS_NFSE_SERVICE_ID');
  const municipalServiceCode = str('ASAAS_NFSE_SERVICE_CODE');
  if (!municipalServiceId && !municipalServiceCode) return undefined;
  return {
    municipalServiceId,
    municipalServiceCode,
    municipalServiceName: str('ASAAS_NFSE_SERVICE_NAME') ?? 'Pesquisa e emissão de certidões',
    iss: num('ASAAS_NFSE_ISS', 0, 0),
    retainIss: bool('ASAAS_NFSE_RETAIN_ISS', false),
    observations: str('ASAAS_NFSE_OBSERVATIONS') ?? '',
  };
}

/**
 * Parses the environment; collects every problem so the operator fixes them all in one go. One long function
 * on purpose: it reads as the table of settings, one line per variable in docs/configuration.md's order.
 */
export function loadConfig(env: Env = process.env, overrides: Partial<Config> = {}): Config {
  const problems: string[] = [];
  const str = (name: string) => {
    const v = env[name]?.trim();
    return v ? v : undefined;
  };
  // A relative path the user typed is relative to where they ran the command: npm runs a workspace's script
  // in that workspace's folder and keeps the user's folder in INIT_CWD.
  const path = (name: string) => {
    const raw = str(name);
    return raw === undefined ? undefined : resolve(env.INIT_CWD ?? process.cwd(), raw);
  };
  const int = (name: string, fallback: number, min: number, max: number) => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isInteger(n) || n < min || n > max) {
      problems.push(`${name} deve ser um número inteiro entre ${min} e ${max} (recebido: "${raw}").`);
      return fallback;
    }
    return n;
  };
  const num = (name: string, fallback: number, min: number) => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min) {
      problems.push(`${name} deve ser um número maior ou igual a ${min} (recebido: "${raw}").`);
      return fallback;
    }
    return n;
  };
  const bool = (name: string, fallback: boolean) => {
    const raw = str(name);
    if (raw === undefined) return fallback;
    if (['1', 'true', 'yes', 'on', 'sim'].includes(raw.toLowerCase())) return true;
    if (['0', 'false', 'no', 'off', 'nao', 'não'].includes(raw.toLowerCase())) return false;
    problems.push(`${name} deve ser true ou false (recebido: "${raw}").`);
    return fallback;
  };
  const url = (name: string, protocols: string[]) => {
    const raw = str(name);
    if (raw === undefined) return undefined;
    try {
      const u = new URL(raw);
      if (!protocols.includes(u.protocol)) throw new Error('protocol');
      return raw;
    } catch {
      problems.push(
        `${name} deve ser uma URL ${protocols.join(' ou ')} válida (recebido: "${redactUrl(raw)}").`,
      );
      return undefined;
    }
  };

  const port = int('PORT', 3000, 0, 65535);
  const host = str('HOST') ?? '127.0.0.1';
  const dataDir = path('DATA_DIR') ?? DEFAULT_DATA_DIR;
  const publicUrl = (
    url('PUBLIC_URL', ['http:', 'https:']) ?? `http://${host === '0.0.0.0' ? 'localhost' : host}:${port}`
  ).replace(/\/$/, '');

  const jwtSecret = str('JWT_SECRET');
  // Secrets are never echoed: their length tells what is wrong.
  if (jwtSecret !== undefined && jwtSecret.length < 32)
    problems.push(`JWT_SECRET deve ter pelo menos 32 caracteres (recebido: ${jwtSecret.length} caracteres).`);

  const adminEmail = str('ADMIN_EMAIL') ?? 'admin@certidaoagil.local';
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail) && !adminEmail.endsWith('.local'))
    problems.push(`ADMIN_EMAIL deve ser um e-mail válido (recebido: "${adminEmail}").`);
  const adminPassword = str('ADMIN_PASSWORD');
  if (adminPassword !== undefined && adminPassword.length < 8)
    problems.push(
      `ADMIN_PASSWORD deve ter pelo menos 8 caracteres (recebido: ${adminPassword.length} caracteres).`,
    );

  const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
  const logLevelRaw = str('LOG_LEVEL') ?? 'info';
  const logLevel = (logLevels as readonly string[]).includes(logLevelRaw.toLowerCase())
    ? (logLevelRaw.toLowerCase() as Config['logLevel'])
    : 'info';
  if (logLevel !== logLevelRaw.toLowerCase())
    problems.push(`LOG_LEVEL deve ser um de: ${logLevels.join(', ')} (recebido: "${logLevelRaw}").`);

  const databaseUrl = url('DATABASE_URL', ['postgres:', 'postgresql:']);
  const smtpUrl = url('SMTP_URL', ['smtp:', 'smtps:']);

  let s3: Config['s3'];
  const s3Bucket = str('S3_BUCKET');
  if (s3Bucket) {
    const accessKeyId = str('S3_ACCESS_KEY_ID');
    const secretAccessKey = str('S3_SECRET_ACCESS_KEY');
    if (!accessKeyId || !secretAccessKey)
      problems.push(
        `S3_BUCKET ("${s3Bucket}") exige S3_ACCESS_KEY_ID e S3_SECRET_ACCESS_KEY (faltando: ${[
          !accessKeyId && 'S3_ACCESS_KEY_ID',
          !secretAccessKey && 'S3_SECRET_ACCESS_KEY',
        ]
          .filter(Boolean)
          .join(' e ')}).`,
      );
    s3 = {
      endpoint: url('S3_ENDPOINT', ['http:', 'https:']),
      bucket: s3Bucket,
      region: str('S3_REGION') ?? 'us-east-1',
      accessKeyId: accessKeyId ?? '',
      secretAccessKey: secretAccessKey ?? '',
      forcePathStyle: bool('S3_FORCE_PATH_STYLE', true),
    };
  }

  const asaasWebhookToken = str('ASAAS_WEBHOOK_TOKEN');
  const asaasKey = str('ASAAS_API_KEY');
  const asaas = asaasKey
    ? {
        apiKey: asaasKey,
        baseUrl: (url('ASAAS_BASE_URL', ['http:', 'https:']) ?? 'https://api-sandbox.asaas.com/v3').replace(
          /\/$/,
          '',
        ),
        webhookToken: asaasWebhookToken,
        invoices: asaasInvoiceSettings(str, num, bool),
      }
    : undefined;
  if (asaas && !asaasWebhookToken)
    problems.push(
      'ASAAS_API_KEY está definida, mas ASAAS_WEBHOOK_TOKEN está vazia: defina o token que o Asaas envia no cabeçalho asaas-access-token.',
    );

  const infosimplesToken = str('INFOSIMPLES_TOKEN');
  const infosimples = infosimplesToken
    ? {
        token: infosimplesToken,
        baseUrl: (
          url('INFOSIMPLES_BASE_URL', ['http:', 'https:']) ?? 'https://api.infosimples.com/api/v2'
        ).replace(/\/$/, ''),
      }
    : undefined;

  const retryRaw = str('WEBHOOK_RETRY_SCHEDULE');
  let webhookRetrySchedule = DEFAULT_WEBHOOK_RETRY_SCHEDULE;
  if (retryRaw !== undefined) {
    const waits = retryRaw.split(',').map((part) => Number(part.trim()));
    if (waits.length > 20 || waits.some((n) => !Number.isFinite(n) || n < 0 || n > 7 * 86400))
      problems.push(
        `WEBHOOK_RETRY_SCHEDULE deve ser uma lista de até 20 esperas em segundos separadas por vírgula, cada uma entre 0 e 604800 (recebido: "${retryRaw}").`,
      );
    else webhookRetrySchedule = waits;
  }

  const metricsToken = str('METRICS_TOKEN');
  if (metricsToken !== undefined && metricsToken.length < 16)
    problems.push(
      `METRICS_TOKEN deve ter pelo menos 16 caracteres (recebido: ${metricsToken.length} caracteres).`,
    );
  const metricsPort = str('METRICS_PORT') === undefined ? undefined : int('METRICS_PORT', 9464, 1, 65535);
  if (metricsPort !== undefined && metricsPort === port)
    problems.push(`METRICS_PORT deve ser diferente de PORT (ambas: ${port}).`);

  const sandboxAssisted = (): Config['sandboxAssisted'] => {
    const raw = (str('SANDBOX_ASSISTED') ?? 'auto').toLowerCase();
    if (raw === 'auto' || raw === 'manual') return raw;
    problems.push(`SANDBOX_ASSISTED deve ser auto ou manual (recebido: "${raw}").`);
    return 'auto';
  };

  const config: Config = {
    port,
    host,
    dataDir,
    publicUrl,
    jwtSecret,
    adminEmail: adminEmail.toLowerCase(),
    adminPassword,
    logLevel,
    databaseUrl,
    smtpUrl,
    mailFrom: str('MAIL_FROM') ?? 'Certidão Ágil <nao-responda@certidaoagil.com.br>',
    s3,
    asaas,
    asaasWebhookToken,
    infosimples,
    // 0.008: the longest type (TJSP, up to 2 h in the FAQ) takes under a minute, so a whole request of 10
    // certificates finishes in about a minute.
    sandboxTimeScale: num('SANDBOX_TIME_SCALE', 0.008, 0),
    sandboxValidityMinutes:
      str('SANDBOX_VALIDITY_MINUTES') === undefined
        ? undefined
        : int('SANDBOX_VALIDITY_MINUTES', 60, 1, 525_600),
    sandboxClock: bool('SANDBOX_CLOCK', false),
    sandboxAssisted: sandboxAssisted(),
    monitoringIntervalSeconds: int('MONITORING_INTERVAL_SECONDS', 60, 1, 3600),
    workerConcurrency: int('WORKER_CONCURRENCY', 10, 1, 200),
    pdfThreads: int(
      'PDF_THREADS',
      databaseUrl ? Math.min(4, Math.max(1, availableParallelism() - 1)) : 0,
      0,
      16,
    ),
    jobStuckSeconds:
      str('JOB_STUCK_SECONDS') === undefined ? undefined : int('JOB_STUCK_SECONDS', 120, 2, 86400),
    sourceBreaker: {
      failures: int('SOURCE_BREAKER_FAILURES', 5, 1, 1000),
      cooldownSeconds: int('SOURCE_BREAKER_COOLDOWN_SECONDS', 60, 1, 86400),
    },
    signingP12Path: path('SIGNING_P12_PATH'),
    signingP12Password: str('SIGNING_P12_PASSWORD') ?? '',
    runWorkers: bool('RUN_WORKERS', true),
    trustProxy: bool('TRUST_PROXY', false),
    serveWeb: bool('SERVE_WEB', true),
    webDist: path('WEB_DIST') ?? DEFAULT_WEB_DIST,
    rateLimit: bool('RATE_LIMIT', true),
    apiKeyRateLimit: int('API_KEY_RATE_LIMIT', 600, 1, 1_000_000),
    webhooksAllowLocalhost: bool('WEBHOOKS_ALLOW_LOCALHOST', false),
    webhookRetrySchedule,
    webhookTimeoutSeconds: int('WEBHOOK_TIMEOUT_SECONDS', 10, 1, 30),
    metricsToken,
    metricsPort,
    ...overrides,
  };
  if (problems.length) throw new ConfigError(problems);
  return config;
}

/** Hides credentials in a URL before it reaches a log or a message. */
export function redactUrl(raw: string): string {
  try {
    const u = new URL(raw);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return raw.replace(/\/\/[^@/]*@/, '//***@');
  }
}
