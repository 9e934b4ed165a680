import { DrizzleQueryError } from 'drizzle-orm/errors';
import pino from 'pino';
import { redactedText, redactedUrl } from './http/redact.ts';

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

/** Structured JSON logs; documents, passwords and tokens never appear in clear. */
export function createLogger(level: string, destination?: pino.DestinationStream) {
  return pino(
    {
      level,
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
