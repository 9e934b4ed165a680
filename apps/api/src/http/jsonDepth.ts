import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors.ts';

/**
 * The deepest nesting of arrays and objects a request body may have. No body of the contract goes past five
 * or six levels (the webhook's open payload included); 64 leaves room for any of them and keeps every walk
 * over a parsed body (control characters, schema validation) far from the stack's limit.
 */
export const MAX_JSON_DEPTH = 64;

export const TOO_DEEP_MESSAGE = `O corpo da requisição tem aninhamento profundo demais (máximo ${MAX_JSON_DEPTH} níveis).`;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

/**
 * Whether the JSON text opens more than `max` arrays or objects inside one another, found in one pass over the
 * raw text (brackets inside strings, escaped quotes included, do not count). Malformed text is left to the
 * parser: only the depth is judged here.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  // A text cannot open more brackets than it has characters.
  if (text.length <= max) return false;
  let depth = 0;
  const length = text.length;
  for (let i = 0; i < length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      // Jump to the closing quote: the next one not escaped by an odd run of backslashes.
      for (;;) {
        i = text.indexOf('"', i + 1);
        if (i < 0) return false;
        let backslashes = 0;
        while (text.charCodeAt(i - 1 - backslashes) === BACKSLASH) backslashes++;
        if (backslashes % 2 === 0) break;
      }
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > max) return true;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth--;
    }
  }
  return false;
}

/**
 * Replaces Fastify's JSON parser with the same parser behind a depth check: JSON.parse and every recursive walk
 * after it would otherwise overflow the stack on a body of thousands of nested brackets (a 500).
 */
export function boundJsonDepth(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) => {
    if (nestsDeeperThan(body as string, MAX_JSON_DEPTH)) {
      done(badRequest(TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(req, body as string, done);
  });
}
