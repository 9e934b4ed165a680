import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { redactedText, redactedUrl } from './http/redact.ts';
import { traceLogFields, tracingEnabled } from './services/tracing.ts';

/**
 * Errors in the logs: a failed query by its statement (placeholders, never the values) and the database's
 * error code and constraint; any other error with personal data masked in its message and stack.
 */
export function safeError(err: unknown): Record<string, unknown> {
  if (err instanceof DrizzleQueryError) {
    const cause = err.cause as { code?: string; constraint?: string; table?: string } | undefined;
    return {
      type: 'DrizzleQueryError',
      message: 'A consulta ao banco de dados falhou.',
      statement: err.query.slice(0, 500),
      code: cause?.code,
      constraint: cause?.constraint,
      table: cause?.table,
    };
  }
  if (!(err instanceof Error)) return { message: redactedText(String(err)) };
  const base = pino.stdSerializers.err(err);
  return {
    type: base.type,
    message: redactedText(base.message),
    stack: redactedText(base.stack),
    code: (err as { code?: unknown }).code,
    ...(err.cause ? { cause: safeError(err.cause) } : {}),
  };
}

/**
 * Structured JSON logs; documents, passwords and tokens never appear in clear. With tracing on, each line
 * written inside a span carries its `trace_id` and `span_id`.
 */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
      ...(tracingEnabled() && { mixin: traceLogFields }),
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          'req.headers["asaas-access-token"]',
          'res.headers["set-cookie"]',
          '*.password',
          '*.currentPassword',
          '*.newPassword',
          '*.token',
          '*.accessToken',
          '*.cpf',
          '*.cnpj',
          '*.cpfCnpj',
          // Card data (the card number, CVC and holder): whole objects, at the depths a request body or a
          // gateway call is logged; never the number or the security code in clear.
          'creditCard',
          '*.creditCard',
          '*.*.creditCard',
          'creditCardHolderInfo',
          '*.creditCardHolderInfo',
          '*.*.creditCardHolderInfo',
          'creditCardToken',
          '*.creditCardToken',
          '*.*.creditCardToken',
          '*.number',
          '*.cardNumber',
          '*.ccv',
          '*.cvv',
          '*.cvc',
          '*.*.ccv',
          '*.*.number',
        ],
        censor: '***',
      },
      serializers: {
        err: safeError,
        error: safeError,
        req: (req: { id: string; method: string; url: string; ip?: string }) => ({
          id: req.id,
          method: req.method,
          url: redactedUrl(req.url),
          ip: req.ip,
        }),
      },
    },
    destination,
  );
}

type Level = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace';

/**
 * A request's logger that makes pino's child only when something is logged through it. pino's `child()` runs
 * the redaction above over its bindings (the request id) on every request: ~4 % of the CPU of a small answer
 * (bench/api), for a logger that at the usual levels never writes. The child, once made, carries the request
 * id as before.
 */
class RequestLogger {
  private made: pino.Logger | undefined;
  constructor(
    private readonly parent: pino.Logger,
    private readonly bindings: pino.Bindings,
  ) {}
  private get real(): pino.Logger {
    this.made ??= this.parent.child(this.bindings);
    return this.made;
  }
  get level(): string {
    return (this.made ?? this.parent).level;
  }
  set level(level: string) {
    this.real.level = level;
  }
  isLevelEnabled(level: string): boolean {
    return (this.made ?? this.parent).isLevelEnabled(level);
  }
  child(bindings: pino.Bindings, options?: pino.ChildLoggerOptions): pino.Logger {
    return this.real.child(bindings, options);
  }
  private write(level: Level, args: unknown[]): void {
    if (this.isLevelEnabled(level)) (this.real[level] as (...a: unknown[]) => void)(...args);
  }
  fatal(...args: unknown[]) {
    this.write('fatal', args);
  }
  error(...args: unknown[]) {
    this.write('error', args);
  }
  warn(...args: unknown[]) {
    this.write('warn', args);
  }
  info(...args: unknown[]) {
    this.write('info', args);
  }
  debug(...args: unknown[]) {
    this.write('debug', args);
  }
  trace(...args: unknown[]) {
    this.write('trace', args);
  }
  silent() {}
}

/** Fastify's `childLoggerFactory`: requests get a RequestLogger; a route with a level of its own, pino's child. */
export function requestLoggerFactory(
  logger: pino.Logger,
  bindings: pino.Bindings,
  options: pino.ChildLoggerOptions,
): pino.Logger {
  if (options.level || typeof logger.isLevelEnabled !== 'function') return logger.child(bindings, options);
  return new RequestLogger(logger, bindings) as unknown as pino.Logger;
}
