/**
 * Idempotency-Key details an integrator meets: the body is compared as parsed JSON (fields in another order or
 * spaced differently are the same request), a duplicate while the first still runs is 409 with Retry-After, and
 * an empty header is a 400 that says so.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solicitacoes } from '../src/db/schema.ts';
import { claimIdempotencyKey, requestFingerprint } from '../src/services/idempotency.ts';
import { startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, userWithPlan } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

/** A POST whose body is sent exactly as written. */
async function post(path: string, token: string, rawBody: string, chave?: string) {
  const res = await fetch(`${t.apiUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      ...(chave !== undefined ? { 'idempotency-key': chave } : {}),
    },
    body: rawBody,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

/** The same object with every object's keys in reverse order. */
function reversed(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversed);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .reverse()
        .map(([k, v]) => [k, reversed(v)]),
    );
  return value;
}

const requestsOf = async (userId: string) =>
  t.server.ctx.db.select({ id: solicitacoes.id }).from(solicitacoes).where(eq(solicitacoes.userId, userId));

describe('Idempotency-Key', () => {
  it('takes the same JSON with fields in another order, or spaced differently, as the same request', async () => {
    const owner = await userWithPlan(t, 0);
    const body = fisicaBody('Pessoa Canonica');
    const first = await post('/solicitacoes', owner.token, JSON.stringify(body), 'ordem-1');
    expect(first.status).toBe(201);
    const reordered = JSON.stringify(reversed(body), null, 2);
    expect(reordered.indexOf('certidoes')).toBeLessThan(reordered.indexOf('observacao'));
    const again = await post('/solicitacoes', owner.token, reordered, 'ordem-1');
    expect(again.status).toBe(201);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(again.body.id).toBe(first.body.id);
    expect(await requestsOf(owner.userId)).toHaveLength(1);
    // Another value is still another request.
    const changed = await post(
      '/solicitacoes',
      owner.token,
      JSON.stringify({ ...body, observacao: 'Outra finalidade' }),
      'ordem-1',
    );
    expect(changed.status).toBe(422);
    expect(changed.body.message).toMatch(/já foi usada em outra requisição/);
    expect(requestFingerprint('op', '/x', { a: 1, b: { c: [1, { d: 2, e: 3 }] } })).toBe(
      requestFingerprint('op', '/x', { b: { c: [1, { e: 3, d: 2 }] }, a: 1 }),
    );
    expect(requestFingerprint('op', '/x', { a: [1, 2] })).not.toBe(
      requestFingerprint('op', '/x', { a: [2, 1] }),
    );
  });

  it('answers a duplicate of a request still running with 409 and Retry-After', async () => {
    const owner = await userWithPlan(t, 0);
    const body = fisicaBody('Pessoa Em Andamento');
    // The first request has claimed the key and not answered yet.
    const claimed = await claimIdempotencyKey(t.server.ctx.db, {
      userId: owner.userId,
      chave: 'em-andamento-1',
      operationId: 'createSolicitacao',
      requestHash: requestFingerprint('createSolicitacao', '/api/solicitacoes', body),
    });
    expect(claimed.kind).toBe('run');
    const duplicate = await post('/solicitacoes', owner.token, JSON.stringify(body), 'em-andamento-1');
    expect(duplicate.status).toBe(409);
    expect(duplicate.body.message).toBe(
      'Uma requisição com esta chave de idempotência (Idempotency-Key) ainda está em andamento. Tente novamente em instantes.',
    );
    expect(duplicate.headers.get('retry-after')).toBe('1');
    expect(await requestsOf(owner.userId)).toHaveLength(0);
  });

  it('refuses an empty header with 400 that names it, and runs nothing', async () => {
    const owner = await userWithPlan(t, 0);
    const empty = await post('/solicitacoes', owner.token, JSON.stringify(fisicaBody()), '');
    expect(empty).toMatchObject({
      status: 400,
      body: {
        message:
          'O cabeçalho Idempotency-Key não pode ser vazio. Envie um identificador único para cada operação (um UUID, por exemplo) ou não envie o cabeçalho.',
      },
    });
    expect(await requestsOf(owner.userId)).toHaveLength(0);
    // Without the header the operation runs as usual.
    expect((await post('/solicitacoes', owner.token, JSON.stringify(fisicaBody()))).status).toBe(201);
  });
});
