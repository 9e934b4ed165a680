/** One fuzz case of an operation (caller, parameters, body, media type) and how it is sent and judged. */
import fc from 'fast-check';
import { expect } from 'vitest';
import type { OpenApiDocument, OperationInfo } from '../../src/http/contract.ts';
import { checkResponse } from '../../src/testing/contractValidator.ts';
import { bodySchemaOf, parametersOf } from '../contractSchemas.ts';
import { invalidBodyArb, paramValueArb, validArb } from './arbitraries.ts';

export interface Sessions {
  apiUrl: string;
  tokens: { admin: string; user: string };
  webhookToken: string;
  ids: string[];
  freshToken: () => Promise<string>;
}

type Caller = 'anonymous' | 'user' | 'admin';

export interface FuzzCase {
  caller: Caller;
  path: Record<string, string | { known: number }>;
  query: Record<string, string>;
  headers: Record<string, string>;
  body?: { text: string; type: string };
}

const MEDIA_TYPES = fc.oneof(
  { weight: 6, arbitrary: fc.constant('application/json') },
  fc.constantFrom(
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=iso-8859-1',
    'application/xml',
  ),
);

const RAW_BODIES = fc.constantFrom(
  '',
  '{',
  'null',
  '[]',
  '"texto"',
  '1e400',
  '{"a":1e400}',
  'hello',
  '\u0000',
);

/** A part of a broken case is itself broken half of the time. */
const sometimesInvalid = fc.boolean();

function paramArb(p: OpenApiDocument, broken: boolean): fc.Arbitrary<string | undefined> {
  const value = broken
    ? sometimesInvalid.chain((invalid) => paramValueArb(p.schema, invalid))
    : paramValueArb(p.schema, false);
  return p.required ? value : fc.option(value, { nil: undefined });
}

function bodyArb(op: OperationInfo, broken: boolean): fc.Arbitrary<FuzzCase['body']> {
  if (!op.bodyMediaTypes.length) return fc.constant(undefined);
  const schema = bodySchemaOf(op);
  if (!broken) {
    const text = validArb(schema).map((v) => JSON.stringify(v) ?? 'null');
    return fc.record({ text, type: fc.constant('application/json') });
  }
  const json = fc.oneof(validArb(schema), invalidBodyArb(schema)).map((v) => JSON.stringify(v) ?? 'null');
  const text = fc.oneof({ weight: 8, arbitrary: json }, RAW_BODIES);
  const body = fc.record({ text, type: MEDIA_TYPES });
  return op.bodyRequired ? body : fc.option(body, { nil: undefined });
}

/** Callers the operation admits are picked more often: their cases get past the role guard. */
function callerArb(op: OperationInfo): fc.Arbitrary<Caller> {
  const weight = (caller: Caller) =>
    op.roles.includes('public') || op.roles.includes(caller as never) ? 3 : 1;
  return fc.oneof(
    ...(['anonymous', 'user', 'admin'] as const).map((caller) => ({
      weight: weight(caller),
      arbitrary: fc.constant(caller),
    })),
  );
}

/** Half the cases are well-formed throughout (they reach the services), half broken somewhere. */
export function fuzzCaseArb(op: OperationInfo): fc.Arbitrary<FuzzCase> {
  return fc.boolean().chain((broken) => caseArb(op, broken));
}

function caseArb(op: OperationInfo, broken: boolean): fc.Arbitrary<FuzzCase> {
  const params = parametersOf(op);
  const record = (where: string) =>
    fc.record(
      Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, paramArb(p, broken)])),
    );
  const pathValue = (p: OpenApiDocument) =>
    p.schema?.format === 'uuid'
      ? fc.oneof(fc.record({ known: fc.nat() }), paramArb(p, broken) as fc.Arbitrary<string>)
      : (paramArb(p, broken) as fc.Arbitrary<string>);
  return fc.record({
    caller: callerArb(op),
    path: fc.record(
      Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p)])),
    ),
    query: record('query'),
    headers: record('header'),
    body: bodyArb(op, broken),
  }) as fc.Arbitrary<FuzzCase>;
}

function urlOf(s: Sessions, op: OperationInfo, c: FuzzCase): string {
  let path = op.path;
  for (const [name, v] of Object.entries(c.path)) {
    const value = typeof v === 'string' ? v : (s.ids[v.known % s.ids.length] as string);
    path = path.replace(`{${name}}`, encodeURIComponent(value));
  }
  const query = new URLSearchParams();
  for (const [name, v] of Object.entries(c.query)) if (v !== undefined) query.set(name, v);
  const qs = query.toString();
  return `${s.apiUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function headersOf(s: Sessions, op: OperationInfo, c: FuzzCase): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  for (const [name, v] of Object.entries(c.headers))
    if (v !== undefined) headers[name] = encodeURIComponent(v);
  if (c.caller !== 'anonymous')
    headers.authorization = `Bearer ${op.operationId === 'logout' ? await s.freshToken() : s.tokens[c.caller]}`;
  if (op.operationId === 'asaasWebhook' && c.caller !== 'anonymous')
    headers['asaas-access-token'] = s.webhookToken;
  if (c.body) headers['content-type'] = c.body.type;
  return headers;
}

/** Answers per operation and status, printed after the run when FUZZ_STATS is set (how much got past 4xx). */
export const statusCounts = new Map<string, Map<number, number>>();

function count(op: OperationInfo, status: number) {
  const byStatus = statusCounts.get(op.operationId) ?? new Map<number, number>();
  byStatus.set(status, (byStatus.get(status) ?? 0) + 1);
  statusCounts.set(op.operationId, byStatus);
}

/** Sends the case and checks the answer: below 500, documented, matching its schema. */
export async function sendCase(s: Sessions, op: OperationInfo, c: FuzzCase): Promise<void> {
  const url = urlOf(s, op, c);
  const method = op.method.toUpperCase();
  const res = await fetch(url, {
    method,
    headers: await headersOf(s, op, c),
    body: c.body?.text,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  count(op, res.status);
  const label = `${op.operationId} ${method} ${url} ${JSON.stringify(c.body ?? null).slice(0, 300)} → ${res.status}`;
  expect(res.status, label).toBeLessThan(500);
  const type = res.headers.get('content-type') ?? '';
  if (res.status >= 400 && type.startsWith('application/json')) {
    const body = await res.clone().json();
    expect(body, label).toMatchObject({ statusCode: res.status, message: expect.any(String) });
    expect(body.message, label).not.toMatch(/^(body|params|querystring|headers)\b|must |should /);
  }
  // 413 and 415 come before routing to an operation's documented answers; their shape is checked above.
  if (res.status !== 413 && res.status !== 415) {
    try {
      await checkResponse(method, url, res);
    } catch (error) {
      throw new Error(`${label}: ${(error as Error).message}`);
    }
  }
  if (!res.bodyUsed) await res.body?.cancel().catch(() => {});
}
