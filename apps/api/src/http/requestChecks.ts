import type { FastifyRequest } from 'fastify';
import type { OperationInfo } from './contract.ts';
import { badRequest, HttpError } from './errors.ts';

/**
 * Checks every request makes before validation, whatever the operation: the body comes in a media
 * type the contract declares for it, in UTF-8, and no string anywhere holds a control character (a NUL would
 * reach PostgreSQL and fail there; the others are never meant in a form field).
 */

// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export function unsupportedMediaType(op: OperationInfo, req: FastifyRequest): HttpError | null {
  if (!op.bodyMediaTypes.length || !hasBody(req)) return null;
  const header = req.headers['content-type'] ?? '';
  const [type = '', ...params] = header.split(';').map((part) => part.trim().toLowerCase());
  if (!op.bodyMediaTypes.includes(type)) {
    return new HttpError(
      415,
      `Tipo de conteúdo não suportado${type ? ` (${type})` : ''}. Envie os dados como ${op.bodyMediaTypes.join(' ou ')}.`,
    );
  }
  const charset = params
    .find((p) => p.startsWith('charset='))
    ?.slice('charset='.length)
    .replace(/"/g, '');
  if (charset && charset !== 'utf-8' && charset !== 'utf8') {
    return new HttpError(415, `Codificação não suportada (${charset}). Envie o texto em UTF-8.`);
  }
  return null;
}

function hasBody(req: FastifyRequest): boolean {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
}

/** The first string (body, query or path) holding a control character, as a 400 naming its field. */
export function controlCharacterError(req: FastifyRequest): HttpError | null {
  const found = findControl(req.body, []) ?? findControl(req.query, []) ?? findControl(req.params, []);
  if (!found) return null;
  const field = found.length ? found.join('.') : 'corpo';
  return badRequest(`O campo ${field} contém caracteres de controle inválidos.`);
}

function findControl(value: unknown, path: string[]): string[] | null {
  if (typeof value === 'string') return CONTROL.test(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findControl(item, [...path, String(index)]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = findControl(item, [...path, key]) ?? (CONTROL.test(key) ? [...path, key] : null);
      if (found) return found;
    }
  }
  return null;
}
