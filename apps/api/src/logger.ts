import pino from 'pino';
import { redactedUrl } from './http/redact.ts';

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
        ],
        censor: '***',
      },
      serializers: {
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
