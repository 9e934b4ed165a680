/**
 * fast-check arbitraries derived from openapi.yaml's request schemas: values the schema admits, and the ways
 * a hostile or broken client gets them wrong (wrong types, missing fields, control characters, oversize
 * strings, huge numbers).
 */
import fc from 'fast-check';
import type { OpenApiDocument } from '../../src/http/contract.ts';
import { deref } from '../contractSchemas.ts';

type Arb = fc.Arbitrary<unknown>;

const DATE = fc
  .date({ min: new Date('2000-01-01'), max: new Date('2030-12-31'), noInvalidDate: true })
  .map((d) => d.toISOString());

function fitLength(value: string, min: number, max: number): string {
  let out = value || 'a';
  while (out.length < min) out += out;
  return out.slice(0, max);
}

function stringArb(s: OpenApiDocument): Arb {
  const max = Math.min(s.maxLength ?? 300, 300);
  const min = Math.min(s.minLength ?? 0, max);
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'date') return DATE.map((d) => d.slice(0, 10));
  if (s.format === 'date-time') return DATE;
  if (s.format === 'email') return fc.emailAddress().map((e) => e.slice(Math.max(0, e.length - max)));
  if (s.pattern) {
    try {
      // Repeated or cut to the length bounds rather than filtered (a filter rejecting most values never ends).
      return fc.stringMatching(new RegExp(s.pattern)).map((v) => fitLength(v, min, max));
    } catch {
      // A pattern fast-check cannot generate from: any string will do (the server refuses what does not match).
    }
  }
  return fc.string({
    minLength: min,
    maxLength: max,
    unit: 'grapheme',
  });
}

function numberArb(s: OpenApiDocument, integer: boolean): Arb {
  const min = s.minimum ?? -1e9;
  const max = s.maximum ?? 1e9;
  return integer
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true, noDefaultInfinity: true });
}

function objectArb(s: OpenApiDocument, depth: number): Arb {
  const props = Object.entries<OpenApiDocument>(s.properties ?? {});
  if (!props.length) return fc.constant({});
  const shape = Object.fromEntries(props.map(([name, child]) => [name, validArb(child, depth + 1)]));
  return fc.record(shape, { requiredKeys: (s.required ?? []).filter((k: string) => k in shape) });
}

/** Values the schema admits (or nearly: pattern and format refinements are approximate). */
export function validArb(schema: OpenApiDocument | undefined, depth = 0): Arb {
  const s = deref(schema ?? {});
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  for (const key of ['oneOf', 'anyOf'])
    if (s[key]) return fc.oneof(...s[key].map((child: OpenApiDocument) => validArb(child, depth + 1)));
  if (s.allOf) return validArb(Object.assign({}, ...s.allOf.map(deref)), depth);
  const types: string[] = [].concat(s.type ?? (s.properties ? 'object' : 'string'));
  return fc.oneof(...types.map((type) => typedArb(type, s, depth)));
}

function typedArb(type: string, s: OpenApiDocument, depth: number): Arb {
  switch (type) {
    case 'null':
      return fc.constant(null);
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'array':
      return fc.array(validArb(s.items, depth + 1), {
        minLength: s.minItems ?? 0,
        maxLength: Math.min(s.maxItems ?? 3, 3),
      });
    case 'object':
      return objectArb(s, depth);
    default:
      return stringArb(s);
  }
}

/** Anything at all, of any JSON type. */
export const WRONG_VALUES: Arb = fc.oneof(
  fc.constantFrom(null, true, 0, -1, 1e20, -1e20, 1.5, '', ' ', [], {}, [1, 2], { a: { b: 1 } }),
  fc.constantFrom(
    'a\u0000b',
    'x\u0007',
    '\u001b[31m',
    'x'.repeat(20_000),
    '9'.repeat(40),
    '1e400',
    "' or 1=1 --",
  ),
  fc.string(),
  fc.integer(),
  fc.double(),
);

/** A valid body made invalid in one way. */
export function invalidBodyArb(schema: OpenApiDocument | undefined): Arb {
  const s = deref(schema ?? {});
  const props = Object.keys(s.properties ?? {});
  const base = validArb(s);
  const mutations: Arb[] = [WRONG_VALUES];
  if (props.length) {
    const prop = fc.constantFrom(...props);
    mutations.push(
      fc.tuple(base, prop, WRONG_VALUES).map(([body, key, value]) => ({ ...(body as object), [key]: value })),
      fc.tuple(base, prop).map(([body, key]) => {
        const copy = { ...(body as Record<string, unknown>) };
        delete copy[key];
        return copy;
      }),
      base.map((body) => ({ ...(body as object), campoDesconhecido: 1 })),
    );
  }
  return fc.oneof(...mutations);
}

/** A query, path or header value: from the schema, or one of the usual wrong ones. */
export function paramValueArb(schema: OpenApiDocument | undefined, invalid: boolean): fc.Arbitrary<string> {
  const valid = validArb(schema).map((v) => (typeof v === 'string' ? v : JSON.stringify(v)));
  if (!invalid) return valid;
  return fc.oneof(
    fc.constantFrom(
      '',
      '-1',
      '0',
      '1e20',
      '100000000000000000000',
      'NaN',
      'abc',
      'a\u0000b',
      '\u0001',
      '../..',
    ),
    fc.constantFrom('x'.repeat(300), 'é', '%', '0x10', 'true', 'null'),
    fc.string(),
    valid,
  );
}
