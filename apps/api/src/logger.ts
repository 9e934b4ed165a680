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
