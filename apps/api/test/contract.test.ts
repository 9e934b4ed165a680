/**
 * Generated from openapi.yaml, not hand-listed: every operation × {anonymous, user, moderator, admin} gets the
 * status its x-roles imply, and generated bad inputs never give a 5xx.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract, type OpenApiDocument, type OperationInfo } from '../src/http/contract.ts';
import { checkResponse } from '../src/testing/contractValidator.ts';
import { startTestServer, type TestServer } from './harness.ts';

const { spec, operations } = loadContract();
const ops = [...operations.values()];
type Caller = 'anonymous' | 'user' | 'moderator' | 'admin';
const CALLERS: Caller[] = ['anonymous', 'user', 'moderator', 'admin'];

let t: TestServer;
const tokens: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  t = await startTestServer();
  tokens.admin = (await t.admin()).token;
  tokens.moderator = (await t.createUser('moderator')).token;
  tokens.user = (await t.createUser('user')).token;
});
afterAll(() => t?.close());

function parameters(op: OperationInfo): OpenApiDocument[] {
  const item = spec.paths[op.path];
  return [...(item.parameters ?? []), ...(item[op.method].parameters ?? [])].map((p: OpenApiDocument) =>
    p.$ref
      ? p.$ref
          .split('/')
          .slice(1)
          .reduce((acc: OpenApiDocument, k: string) => acc[k], spec)
      : p,
  );
}

/** A value that routes to this operation (the role guard answers before validation anyway). */
function samplePathValue(param: OpenApiDocument): string {
  const s = param.schema ?? {};
  if (s.enum) return String(s.enum[0]);
  if (s.format === 'uuid') return randomUUID();
  if (param.example !== undefined) return encodeURIComponent(String(param.example));
  if (s.example !== undefined) return encodeURIComponent(String(s.example));
  return 'amostra.pdf';
}

function url(
  op: OperationInfo,
  pathValue: (p: OpenApiDocument) => string = samplePathValue,
  query = '',
): string {
  let path = op.path;
  for (const p of parameters(op).filter((x) => x.in === 'path'))
    path = path.replace(`{${p.name}}`, pathValue(p));
  return `${t.apiUrl}${path}${query}`;
}

async function send(
  op: OperationInfo,
  caller: Caller,
  init: { body?: string; url?: string; headers?: Record<string, string> } = {},
) {
  const headers: Record<string, string> = { ...init.headers };
  if (tokens[caller as Exclude<Caller, 'anonymous'>])
    headers.authorization = `Bearer ${tokens[caller as Exclude<Caller, 'anonymous'>]}`;
  if (init.body !== undefined) headers['content-type'] ??= 'application/json';
  return fetch(init.url ?? url(op), { method: op.method.toUpperCase(), headers, body: init.body });
}

// Logout revokes the caller's token: run it last.
const ordered = [...ops].sort(
  (a, b) => Number(a.operationId === 'logout') - Number(b.operationId === 'logout'),
);

describe('roles from x-roles', () => {
  for (const op of ordered) {
    it(`${op.operationId} (${op.method.toUpperCase()} ${op.path}) [${op.roles.join(', ')}]`, async () => {
      for (const caller of CALLERS) {
        const res = await send(op, caller, op.bodyRequired ? { body: '{}' } : {});
        const label = `${op.operationId} as ${caller}: ${res.status}`;
        if (op.roles.includes('public')) {
          expect(res.status, label).not.toBe(403);
          if (op.operationId !== 'asaasWebhook') expect(res.status, label).not.toBe(401);
        } else if (caller === 'anonymous') {
          expect(res.status, label).toBe(401);
        } else if (!op.roles.includes(caller) || !op.sessions) {
          // A role x-roles leaves out, or a session on an operation only keys may call.
          expect(res.status, label).toBe(403);
        } else {
          expect([401, 403], label).not.toContain(res.status);
        }
        // Every operation has a handler: no 5xx, 501 included, and the answer matches the contract.
        expect(res.status, label).toBeLessThan(500);
        await checkResponse(op.method, res.url, res);
      }
    });
  }
});

/** Values of the wrong type for each property of a JSON body schema. */
function wrongBodies(op: OperationInfo): string[] {
  const bodies = ['null', '[]', '"texto"', '42', '{', '{}', JSON.stringify({ campoInexistente: true })];
  let body = spec.paths[op.path][op.method].requestBody;
  if (body?.$ref) body = spec.components.requestBodies[body.$ref.split('/').pop()];
  let schema = body?.content?.['application/json']?.schema;
  if (schema?.$ref)
    schema = schema.$ref
      .split('/')
      .slice(1)
      .reduce((acc: OpenApiDocument, k: string) => acc[k], spec);
  const props: Record<string, OpenApiDocument> = schema?.properties ?? {};
  const wrongType: Record<string, unknown> = {};
  const huge: Record<string, unknown> = {};
  const empty: Record<string, unknown> = {};
  for (const name of Object.keys(props)) {
    wrongType[name] = { nested: [1, 2, 3] };
    huge[name] = 'x'.repeat(20_000);
    empty[name] = '';
  }
  if (Object.keys(props).length)
    bodies.push(JSON.stringify(wrongType), JSON.stringify(huge), JSON.stringify(empty));
  return bodies;
}

const BAD_PATH_VALUES = [
  'nao-e-um-uuid',
  '%2e%2e%2fetc%2fpasswd',
  '..%2F..%2Fsegredo.pdf',
  'x'.repeat(300),
  '%00',
  '-1',
];
const BAD_QUERIES = [
  '?page=-1&limit=100000',
  '?page=abc&limit=xyz',
  '?pagina=0&limite=-5&ordenacao=lado',
  '?dataInicial=31/02/2024&status=qualquer',
  '?meses=9999',
  '?token=',
];

describe('bad inputs never give a 5xx', () => {
  for (const op of ordered.filter((o) => o.operationId !== 'logout')) {
    it(`${op.operationId}`, async () => {
      const caller: Caller = op.roles.includes('public')
        ? 'anonymous'
        : op.roles.includes('admin')
          ? 'admin'
          : 'user';
      const attempts: Parameters<typeof send>[2][] = [];
      if (['post', 'put', 'patch'].includes(op.method))
        for (const body of wrongBodies(op)) attempts.push({ body });
      if (parameters(op).some((p) => p.in === 'path'))
        for (const v of BAD_PATH_VALUES) attempts.push({ url: url(op, () => v) });
      for (const q of BAD_QUERIES) attempts.push({ url: url(op, samplePathValue, q) });
      for (const attempt of attempts) {
        const res = await send(op, caller, attempt);
        const label = `${op.operationId} ${JSON.stringify(attempt).slice(0, 120)} → ${res.status}`;
        expect(res.status, label).toBeLessThan(500);
        if (res.status >= 400) {
          const body = await res.clone().json();
          expect(body, label).toMatchObject({
            statusCode: res.status,
            message: expect.any(String),
            error: expect.any(String),
          });
          expect(body.message, label).not.toMatch(/^(body|params|querystring)\b|must |should /);
        }
        if (res.status !== 413 && res.status !== 415) await checkResponse(op.method, res.url, res);
      }
    });
  }
});
