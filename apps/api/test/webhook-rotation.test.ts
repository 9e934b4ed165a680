/**
 * Rotating a webhook endpoint's secret: the previous secret keeps signing for the overlap, and a second rotation
 * within it is refused (409, saying until when) rather than dropping the secret the receiver still checks; two
 * rotations at once give one new secret; a retry with the same Idempotency-Key replays the first; once the
 * overlap is over a rotation works again.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../src/db/schema.ts';
import { callApi, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { WEBHOOKS_ALLOW_LOCALHOST: 'true' });
});
afterAll(() => t?.close());

async function endpointOf(token: string) {
  const created = await callApi(t.apiUrl, '/integracoes/webhooks', {
    method: 'POST',
    token,
    body: {
      url: `http://127.0.0.1:9/hook-${Math.random().toString(36).slice(2, 8)}`,
      eventos: ['certidao.falhou'],
    },
  });
  expect(created.status).toBe(201);
  return { id: created.body.endpoint.id as string, segredo: created.body.segredo as string };
}

const rotate = (token: string, id: string, chave?: string) =>
  callApi(t.apiUrl, `/integracoes/webhooks/${id}/rotacionar-segredo`, {
    method: 'POST',
    token,
    ...(chave ? { headers: { 'idempotency-key': chave } } : {}),
  });

const rowOf = async (id: string) =>
  (await t.server.ctx.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)))[0];

describe('webhook secret rotation', () => {
  it('refuses a second rotation within the overlap, keeping the original secret signing', async () => {
    const owner = await t.createUser('user');
    const { id, segredo: original } = await endpointOf(owner.token);
    const first = await rotate(owner.token, id, 'rotacao-1');
    expect(first.status).toBe(200);
    const until = first.body.endpoint.segredoAnteriorAte as string;
    expect(new Date(until).getTime() - Date.now()).toBeGreaterThan(23 * 3600_000);

    const replay = await rotate(owner.token, id, 'rotacao-1');
    expect(replay).toMatchObject({ status: 200, body: { segredo: first.body.segredo } });
    expect(replay.headers.get('idempotent-replayed')).toBe('true');

    const second = await rotate(owner.token, id);
    expect(second.status).toBe(409);
    expect(second.body.message).toMatch(
      /^O segredo anterior deste endpoint ainda assina as entregas até \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}; só depois disso é possível gerar outro\. Se o segredo novo vazou, exclua o endpoint e cadastre-o de novo\.$/,
    );
    const row = await rowOf(id);
    expect(row?.segredo).toBe(first.body.segredo);
    expect(row?.segredoAnterior).toBe(original);
    expect(row?.segredoAnteriorAte?.toISOString()).toBe(until);
  });

  it('gives one new secret to two rotations at once, and rotates again once the overlap is over', async () => {
    const owner = await t.createUser('user');
    const { id, segredo: original } = await endpointOf(owner.token);
    const answers = await Promise.all([rotate(owner.token, id), rotate(owner.token, id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    const won = answers.find((a) => a.status === 200);
    expect((await rowOf(id))?.segredoAnterior).toBe(original);

    await t.server.ctx.db
      .update(webhookEndpoints)
      .set({ segredoAnteriorAte: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, id));
    const later = await rotate(owner.token, id);
    expect(later.status).toBe(200);
    const row = await rowOf(id);
    expect(row?.segredo).toBe(later.body.segredo);
    expect(row?.segredoAnterior).toBe(won?.body.segredo);
  });
});
