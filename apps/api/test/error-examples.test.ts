/**
 * The error examples of the public reference are what the server answers: each operation a key may call is
 * called the ways that fail (no key, a revoked key, a key without the scope, a malformed id, a body missing a
 * field, an empty or reused Idempotency-Key, an id that does not exist) and every answer must be one the
 * reference shows for that operation and status, word for word. The contract's `x-erros` that no such call
 * reaches must be the server's own text, so changing a message names every example to update.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadContract } from '../src/http/contract.ts';
import { ALREADY_MONITORED, IMPORT_REFUSED } from '../src/modules/monitoring/service.ts';
import { limitReached } from '../src/modules/requests/service.ts';
import { publicOperations } from '../src/modules/system/publicReference.ts';
import {
  bodySample,
  deref,
  type ErrorExample,
  errorExamples,
  parametersOf,
} from '../src/modules/system/referenceExamples.ts';
import { callApi, startTestServer, type TestServer } from './harness.ts';

const LIMIT = 100_000;
let t: TestServer;
const keys: { full: string; revoked: string; without: Map<string, string> } = {
  full: '',
  revoked: '',
  without: new Map(),
};

beforeAll(async () => {
  t = await startTestServer({}, { API_KEY_RATE_LIMIT: String(LIMIT) });
  const owner = await t.createUser('user');
  const scopes: string[] = loadContract().spec.components.schemas.EscopoChaveApi.enum;
  const create = async (escopos: string[]) =>
    (
      await owner.api.criarChaveApi({
        body: { nome: `exemplos ${escopos.length}`, escopos: escopos as never },
      })
    ).segredo;
  keys.full = await create(scopes);
  keys.revoked = await create(scopes);
  const { data } = await owner.api.listarChavesApi();
  await owner.api.revogarChaveApi({ path: { id: data.find((k) => keys.revoked.startsWith(k.prefixo))!.id } });
  for (const scope of scopes) keys.without.set(scope, await create(scopes.filter((s) => s !== scope)));
}, 60_000);
afterAll(() => t?.close());

const { spec, operations } = loadContract();
const selected = publicOperations(spec, operations);

/** A path with made-up ids (a random UUID where the contract wants one), or `bad` in place of `badParam`. */
function pathOf(o: (typeof selected)[number], badParam?: string) {
  const params = parametersOf(spec, o.pathItem, o.op);
  return o.path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (name === badParam) return 'nao-e-um-uuid';
    const p = params.find((x) => x.in === 'path' && x.name === name);
    if (deref(spec, p?.schema)?.format === 'uuid') return randomUUID();
    return name === 'name' || name === 'key' ? 'nao-existe.pdf' : 'NAOEXISTE123';
  });
}

interface Answer {
  status: number;
  body: { codigo?: string; message?: string; campo?: string };
}

/** The answer must be one of the examples the reference shows for this operation and status. */
function expectDocumented(id: string, examples: ErrorExample[], answer: Answer, how: string) {
  const shown = examples.filter((e) => e.status === answer.status);
  const same = shown.find((e) => e.codigo === answer.body.codigo && e.message === answer.body.message);
  expect(
    same,
    `${id} (${how}) answered ${answer.status} ${answer.body.codigo} '${answer.body.message}'; the reference shows ${JSON.stringify(shown.map((e) => [e.codigo, e.message]))}`,
  ).toBeDefined();
  if (same?.campo) expect(answer.body.campo, id).toBe(same.campo);
}

describe('error examples of the public reference', () => {
  it.each(selected.map((o) => [o.op.operationId, o] as const))(
    '%s: every failing call answers a shown example',
    async (id, o) => {
      const examples = errorExamples(spec, o.pathItem, o.op, o.info, LIMIT);
      const method = o.method.toUpperCase();
      const body = bodySample(spec, o.op);
      const call = (path: string, headers: Record<string, string>, withBody: unknown = body) =>
        callApi(t.apiUrl, path, { method, headers, body: withBody }) as Promise<Answer>;
      const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
      let tried = 0;
      for (const e of examples) {
        tried++;
        if (e.codigo === 'nao_autenticado' && e.status === 401)
          expectDocumented(id, examples, await call(pathOf(o), {}), 'no key');
        else if (e.codigo === 'chave_api_revogada')
          expectDocumented(id, examples, await call(pathOf(o), bearer(keys.revoked)), 'revoked key');
        else if (e.codigo === 'escopo_ausente') {
          const scope = o.info.keyScopes![0]!;
          expectDocumented(
            id,
            examples,
            await call(pathOf(o), bearer(keys.without.get(scope)!)),
            `without ${scope}`,
          );
        } else if (e.codigo === 'validacao' && e.campo && o.path.includes(`{${e.campo}}`))
          expectDocumented(id, examples, await call(pathOf(o, e.campo), bearer(keys.full)), 'malformed id');
        else if (e.codigo === 'validacao')
          expectDocumented(id, examples, await call(pathOf(o), bearer(keys.full), {}), 'empty body');
        else if (e.codigo === 'requisicao_invalida' && e.message.includes('Idempotency-Key'))
          expectDocumented(
            id,
            examples,
            await call(pathOf(o), { ...bearer(keys.full), 'idempotency-key': '' }),
            'empty key',
          );
        else if (e.codigo === 'idempotencia_chave_reutilizada') {
          // Any answer but a 5xx or 429 is kept for the key: the same key with another request is refused.
          const idem = { ...bearer(keys.full), 'idempotency-key': randomUUID() };
          const first = await call(pathOf(o), idem);
          expect(first.status, id).toBeLessThan(500);
          // Another request: another URL, or the body with one of its texts changed (one the schema accepts).
          let again: Answer | undefined;
          for (const other of body === undefined ? [undefined] : variants(body, spec)) {
            again = await call(pathOf(o), idem, other);
            if (again.body.codigo !== 'validacao') break;
          }
          expectDocumented(id, examples, again!, 'reused key');
        } else tried--;
      }
      // An id that does not exist: the answer is a shown 404.
      if (o.path.includes('{') && examples.some((e) => e.status === 404)) {
        const answer = await call(pathOf(o), o.info.keyScopes ? bearer(keys.full) : {});
        expect(answer.status, `${id} with ids that do not exist`).toBe(404);
        expectDocumented(id, examples, answer, 'unknown id');
        tried++;
      }
      if (o.info.keyScopes) expect(tried, id).toBeGreaterThan(0);
    },
  );

  it("the contract's x-erros are the server's own text", () => {
    const root = fileURLToPath(new URL('../../../', import.meta.url));
    const sources = ['apps/api/src', 'packages/domain/src']
      .flatMap((dir) => files(join(root, dir)))
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // Messages with a value in them, as the server's functions write them.
    const made = new Set([
      limitReached(10),
      ALREADY_MONITORED('Maria Aparecida da Silva'),
      IMPORT_REFUSED(1),
    ]);
    for (const o of selected)
      for (const e of (o.op['x-erros'] ?? []) as ErrorExample[]) {
        const found =
          made.has(e.message) || sources.includes(`'${e.message}'`) || sources.includes(`\`${e.message}\``);
        expect(found, `${o.op.operationId}: '${e.message}' is not a message of the server`).toBe(true);
      }
  });
});

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.ts')
        ? [join(dir, entry.name)]
        : [],
  );
}

/** The body with one text changed, for each text it holds in turn. */
function variants(body: unknown, spec: unknown): unknown[] {
  const out: unknown[] = [];
  const walk = (node: unknown, change: (value: unknown) => unknown): void => {
    if (typeof node === 'string') {
      out.push(change(`${node} (outra)`));
      // Values the schema restricts: another instant, another member of the enum the value belongs to.
      const at = Date.parse(node);
      if (/^\d{4}-\d{2}-\d{2}T/.test(node) && !Number.isNaN(at))
        out.push(change(new Date(at - 60_000).toISOString()));
      const sibling = enumsHolding(spec, node)
        .flat()
        .find((v) => v !== node);
      if (sibling !== undefined) out.push(change(sibling));
    } else if (typeof node === 'boolean') out.push(change(!node));
    else if (Array.isArray(node))
      for (const [i, item] of node.entries())
        walk(item, (v) => change(node.map((x, j) => (j === i ? v : x))));
    else if (node && typeof node === 'object')
      for (const [key, value] of Object.entries(node)) walk(value, (v) => change({ ...node, [key]: v }));
  };
  walk(body, (v) => v);
  return out;
}

/** Every `enum` list of the contract that holds this value. */
function enumsHolding(node: unknown, value: string, found: unknown[][] = []): unknown[][] {
  if (Array.isArray(node)) for (const item of node) enumsHolding(item, value, found);
  else if (node && typeof node === 'object')
    for (const [key, child] of Object.entries(node)) {
      if (key === 'enum' && Array.isArray(child) && child.includes(value)) found.push(child);
      else enumsHolding(child, value, found);
    }
  return found;
}
