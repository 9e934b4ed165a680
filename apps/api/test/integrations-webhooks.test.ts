/**
 * Webhooks over HTTP with real local receivers: endpoints (secret shown once, limits, refusals of private and
 * malformed URLs), events of a real request signed as Standard Webhooks and verified with the `standardwebhooks`
 * library, the PDF downloaded with the key from the event's link, retries with backoff until the receiver
 * answers, an endpoint disabled (and its owner e-mailed) after failing through the schedule, replays, tests,
 * secret rotation, timeouts, redirects and the address check at delivery.
 */
import type { ApiClient, EventoWebhook } from '@certidao/api-client';
import { ORIGINAL_CODES } from '@certidao/domain';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';
import { type Received, receiver } from './webhookReceiver.ts';

const receivers: Array<{ close(): Promise<void> }> = [];
async function open(answer?: Parameters<typeof receiver>[0]) {
  const r = await receiver(answer);
  receivers.push(r);
  return r;
}

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { WEBHOOK_RETRY_SCHEDULE: '1,1,1', WEBHOOK_TIMEOUT_SECONDS: '2' });
});
afterAll(async () => {
  for (const r of receivers) await r.close();
  await t?.close();
});

async function deliveries(api: ApiClient, id: string) {
  return (await api.listarEntregasWebhook({ path: { id }, query: { limit: 100 } })).data;
}

describe('webhook endpoints', () => {
  it('shows the secret once, lists endpoints, refuses an eleventh, a duplicate and unknown events', async () => {
    const owner = await t.createUser('user');
    const r = await open();
    const created = await owner.api.criarWebhook({
      body: { url: r.url, descricao: 'CRM', eventos: ['certidao.concluida'] },
    });
    expect(created.segredo).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(created.endpoint).toMatchObject({
      url: r.url,
      ativo: true,
      desativadoPorFalhas: false,
      ultimaEntrega: null,
    });
    const listed = await owner.api.listarWebhooks();
    expect(listed.limite).toBe(10);
    expect(JSON.stringify(listed)).not.toContain(created.segredo);
    expect(listed.data[0]?.segredoPrefixo).toBe(created.segredo.slice(0, 10));

    const duplicate = await fail(
      owner.api.criarWebhook({ body: { url: r.url, eventos: ['certidao.falhou'] } }),
    );
    expect(duplicate.status).toBe(409);
    for (let i = 1; i < 10; i++)
      await owner.api.criarWebhook({ body: { url: `${r.url}/${i}`, eventos: ['certidao.falhou'] } });
    const eleventh = await fail(
      owner.api.criarWebhook({ body: { url: `${r.url}/11`, eventos: ['certidao.falhou'] } }),
    );
    expect(eleventh.status).toBe(422);
    expect(eleventh.message).toMatch(/10 endpoints/);
    const unknown = await fail(
      owner.api.criarWebhook({ body: { url: `${r.url}/x`, eventos: ['pagamento.pix'] as never } }),
    );
    expect(unknown.status).toBe(400);
  });

  it('keeps one customer’s endpoints and deliveries from another (404)', async () => {
    const a = await t.createUser('user');
    const b = await t.createUser('user');
    const r = await open();
    const { endpoint } = await a.api.criarWebhook({ body: { url: r.url, eventos: ['certidao.falhou'] } });
    for (const call of [
      () => b.api.obterWebhook({ path: { id: endpoint.id } }),
      () => b.api.atualizarWebhook({ path: { id: endpoint.id }, body: { ativo: false } }),
      () => b.api.excluirWebhook({ path: { id: endpoint.id } }),
      () => b.api.testarWebhook({ path: { id: endpoint.id } }),
      () => b.api.listarEntregasWebhook({ path: { id: endpoint.id } }),
      () => b.api.rotacionarSegredoWebhook({ path: { id: endpoint.id } }),
    ])
      expect((await fail(call())).status).toBe(404);
    expect((await b.api.listarWebhooks()).data).toEqual([]);
  });

  it('refuses URLs that are not https or that reach private, loopback, link-local or metadata addresses', async () => {
    const strict = await startTestServer({}, { WEBHOOKS_ALLOW_LOCALHOST: 'false' });
    try {
      const owner = await strict.createUser('user');
      for (const [url, message] of [
        ['http://127.0.0.1:9/hook', /https:\/\//],
        ['https://127.0.0.1/hook', /endereço interno ou privado/],
        ['https://localhost/hook', /endereço interno ou privado/],
        ['https://10.0.0.7/hook', /endereço interno ou privado/],
        ['https://192.168.0.10/hook', /endereço interno ou privado/],
        ['https://172.20.1.1/hook', /endereço interno ou privado/],
        ['https://169.254.169.254/latest/meta-data', /endereço interno ou privado/],
        ['https://100.64.0.1/hook', /endereço interno ou privado/],
        ['https://[::1]/hook', /endereço interno ou privado/],
        ['https://[fd00::1]/hook', /endereço interno ou privado/],
        ['https://[::ffff:10.0.0.1]/hook', /endereço interno ou privado/],
        ['https://0.0.0.0/hook', /endereço interno ou privado/],
        ['https://usuario:senha@example.com/hook', /usuário ou senha/],
        ['https://servidor-que-nao-existe.invalid/hook', /Não foi possível encontrar o servidor/],
        ['nao e uma url', /URL válida/],
      ] as const) {
        const error = await fail(owner.api.criarWebhook({ body: { url, eventos: ['certidao.falhou'] } }));
        expect(error.status, url).toBe(422);
        expect(error.message, url).toMatch(message);
      }
      expect((await owner.api.listarWebhooks()).data).toEqual([]);
    } finally {
      await strict.close();
    }
  });
});

describe('webhook deliveries', () => {
  it('delivers signed events of a request; the PDF downloads with the key from the event’s link', async () => {
    const owner = await userWithPlan(t, 0);
    const key = await owner.api.criarChaveApi({
      body: {
        nome: 'integração',
        escopos: ['solicitacoes:ler', 'solicitacoes:escrever', 'webhooks:gerenciar'],
      },
    });
    const r = await open();
    // Registered with the key, as an integrator's script does.
    const res = await fetch(`${t.apiUrl}/integracoes/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.segredo}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        url: r.url,
        eventos: ['solicitacao.criada', 'certidao.concluida', 'solicitacao.finalizada'],
      }),
    });
    expect(res.status).toBe(201);
    const { segredo, endpoint } = (await res.json()) as { segredo: string; endpoint: { id: string } };

    const created = await owner.api.createSolicitacao({ body: fisicaBody() });
    await settled(owner.api, created.id);
    await waitUntil(async () => r.received.length >= 12, 60_000, 'every event to arrive');

    const verifier = new Webhook(segredo);
    for (const got of r.received) {
      const verified = verifier.verify(got.body, got.headers as Record<string, string>) as EventoWebhook;
      expect(verified.id).toBe(got.headers['webhook-id']);
    }
    const events = r.events();
    expect(events.map((e) => e.tipo).sort()).toEqual(
      [
        'solicitacao.criada',
        'solicitacao.finalizada',
        ...ORIGINAL_CODES.map(() => 'certidao.concluida'),
      ].sort(),
    );
    expect(new Set(events.map((e) => e.id)).size).toBe(events.length);
    const finished = events.find((e) => e.tipo === 'solicitacao.finalizada');
    expect(finished?.dados).toEqual({
      solicitacaoId: created.id,
      total: 10,
      concluidas: 10,
      falhas: 0,
      canceladas: 0,
    });
    const done = events.find((e) => e.tipo === 'certidao.concluida');
    if (done?.tipo !== 'certidao.concluida') throw new Error('no certidao.concluida');
    expect(done.dados.solicitacaoId).toBe(created.id);
    const pdf = await fetch(done.dados.pdf.urlDownload, { headers: { 'x-api-key': key.segredo } });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(done.dados.pdf.urlVerificacao).toBe(`${t.url}/verificar/${done.dados.pdf.codigoVerificacao}`);

    const log = await deliveries(owner.api, endpoint.id);
    expect(log).toHaveLength(12);
    expect(log.every((d) => d.status === 'sucesso' && d.statusHttp === 200 && d.tentativas === 1)).toBe(true);
    expect(log[0]?.resposta).toBe('recebido');
    expect((await owner.api.obterWebhook({ path: { id: endpoint.id } })).ultimaEntrega).toMatchObject({
      status: 'sucesso',
      statusHttp: 200,
    });
  });

  it('retries with backoff until the receiver answers 2xx, and logs every attempt’s outcome', async () => {
    const owner = await t.createUser('user');
    const r = await open((n) => (n < 3 ? 503 : 200));
    const { endpoint } = await owner.api.criarWebhook({ body: { url: r.url, eventos: ['certidao.falhou'] } });
    const queued = await owner.api.testarWebhook({ path: { id: endpoint.id } });
    expect(queued).toMatchObject({ status: 'pendente', tipo: 'webhook.teste', tentativas: 0 });
    await waitUntil(
      async () => (await deliveries(owner.api, endpoint.id))[0]?.status === 'sucesso',
      30_000,
      'the third attempt',
    );
    const [delivery] = await deliveries(owner.api, endpoint.id);
    expect(delivery).toMatchObject({ tentativas: 3, statusHttp: 200, erro: null, proximaTentativaEm: null });
    // The same event every time (receivers deduplicate by webhook-id), each attempt at least a second apart.
    expect(new Set(r.received.map((x) => x.headers['webhook-id'])).size).toBe(1);
    const times = r.received.map((x) => Number(x.headers['webhook-timestamp']));
    expect((times[2] ?? 0) - (times[0] ?? 0)).toBeGreaterThanOrEqual(2);
  });

  it('turns an endpoint off after failing through the schedule, tells its owner, and turns on again', async () => {
    const owner = await t.createUser('user');
    const r = await open(() => 500);
    const { endpoint } = await owner.api.criarWebhook({ body: { url: r.url, eventos: ['certidao.falhou'] } });
    await owner.api.testarWebhook({ path: { id: endpoint.id } });
    await waitUntil(
      async () => (await deliveries(owner.api, endpoint.id))[0]?.status === 'falhou',
      30_000,
      'every attempt to fail',
    );
    const [delivery] = await deliveries(owner.api, endpoint.id);
    expect(delivery).toMatchObject({ tentativas: 4, statusHttp: 500, resposta: 'falhou 4' });
    expect(delivery?.erro).toMatch(/HTTP 500/);
    const off = await owner.api.obterWebhook({ path: { id: endpoint.id } });
    expect(off).toMatchObject({ ativo: false, desativadoPorFalhas: true });
    await waitUntil(
      async () =>
        t.outbox().some((m) => m.includes('Endpoint de webhook desativado') && m.includes(owner.email)),
      10_000,
      'the e-mail to the owner',
    );
    const on = await owner.api.atualizarWebhook({ path: { id: endpoint.id }, body: { ativo: true } });
    expect(on).toMatchObject({ ativo: true, desativadoPorFalhas: false });
  });

  it('replays a delivery with the same webhook-id, and sends a test', async () => {
    const owner = await t.createUser('user');
    const r = await open();
    const { endpoint, segredo } = await owner.api.criarWebhook({
      body: { url: r.url, eventos: ['certidao.falhou'] },
    });
    const test = await owner.api.testarWebhook({ path: { id: endpoint.id } });
    await waitUntil(async () => r.received.length === 1, 10_000, 'the test event');
    const first = r.events()[0];
    expect(first).toMatchObject({ tipo: 'webhook.teste', id: test.eventoId });
    new Webhook(segredo).verify(r.received[0]?.body ?? '', r.received[0]?.headers as Record<string, string>);

    const replay = await owner.api.reenviarEntregaWebhook({ path: { id: endpoint.id, entregaId: test.id } });
    expect(replay.id).not.toBe(test.id);
    expect(replay.eventoId).toBe(test.eventoId);
    await waitUntil(async () => r.received.length === 2, 10_000, 'the replay');
    expect(r.received[1]?.headers['webhook-id']).toBe(first?.id);
    expect(await deliveries(owner.api, endpoint.id)).toHaveLength(2);
    const missing = await fail(
      owner.api.reenviarEntregaWebhook({
        path: { id: endpoint.id, entregaId: '00000000-0000-4000-8000-000000000000' },
      }),
    );
    expect(missing.status).toBe(404);
  });

  it('signs with both secrets for a day after a rotation', async () => {
    const owner = await t.createUser('user');
    const r = await open();
    const { endpoint, segredo: old } = await owner.api.criarWebhook({
      body: { url: r.url, eventos: ['certidao.falhou'] },
    });
    const rotated = await owner.api.rotacionarSegredoWebhook({ path: { id: endpoint.id } });
    expect(rotated.segredo).not.toBe(old);
    expect(Date.parse(rotated.endpoint.segredoAnteriorAte ?? '') - Date.now()).toBeGreaterThan(23 * 3600_000);
    await owner.api.testarWebhook({ path: { id: endpoint.id } });
    await waitUntil(async () => r.received.length === 1, 10_000, 'the test event');
    const got = r.received[0] as Received;
    expect(String(got.headers['webhook-signature']).split(' ')).toHaveLength(2);
    for (const secret of [old, rotated.segredo])
      expect(() => new Webhook(secret).verify(got.body, got.headers as Record<string, string>)).not.toThrow();
    expect(() =>
      new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).verify(
        got.body,
        got.headers as Record<string, string>,
      ),
    ).toThrow();
  });

  it('fails an attempt that times out or redirects, and checks the address again at delivery', async () => {
    const owner = await t.createUser('user');
    const slow = await open(() => 'hang');
    const moved = await open(() => 'redirect');
    const a = await owner.api.criarWebhook({ body: { url: slow.url, eventos: ['certidao.falhou'] } });
    const b = await owner.api.criarWebhook({ body: { url: moved.url, eventos: ['certidao.falhou'] } });
    await owner.api.testarWebhook({ path: { id: a.endpoint.id } });
    await owner.api.testarWebhook({ path: { id: b.endpoint.id } });
    await waitUntil(
      async () =>
        ((await deliveries(owner.api, a.endpoint.id))[0]?.tentativas ?? 0) >= 1 &&
        ((await deliveries(owner.api, b.endpoint.id))[0]?.tentativas ?? 0) >= 1,
      20_000,
      'the first attempts',
    );
    expect((await deliveries(owner.api, a.endpoint.id))[0]?.erro).toBe(
      'O endpoint não respondeu em 2 segundos.',
    );
    expect((await deliveries(owner.api, b.endpoint.id))[0]?.erro).toMatch(/redirecionamento \(HTTP 302\)/);

    // (Each attempt fails the same way, so whichever attempt the log shows carries that reason.)
    // A loopback address allowed when it was registered (development) is refused once that setting is off.
    const r = await open();
    const c = await owner.api.criarWebhook({ body: { url: r.url, eventos: ['certidao.falhou'] } });
    t.server.ctx.config.webhooksAllowLocalhost = false;
    try {
      await owner.api.testarWebhook({ path: { id: c.endpoint.id } });
      await waitUntil(
        async () => ((await deliveries(owner.api, c.endpoint.id))[0]?.tentativas ?? 0) >= 1,
        10_000,
        'the refused attempt',
      );
      expect((await deliveries(owner.api, c.endpoint.id))[0]?.erro).toMatch(/https:\/\//);
      expect(r.received).toHaveLength(0);
    } finally {
      t.server.ctx.config.webhooksAllowLocalhost = true;
    }
  });

  it('honours Idempotency-Key when registering an endpoint', async () => {
    const owner = await t.createUser('user');
    const r = await open();
    const send = () =>
      fetch(`${t.apiUrl}/integracoes/webhooks`, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${owner.token}`,
          'content-type': 'application/json',
          'idempotency-key': 'endpoint-1',
        },
        body: JSON.stringify({ url: r.url, eventos: ['certidao.falhou'] }),
      });
    const first = await send();
    const second = await send();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    expect((await owner.api.listarWebhooks()).data).toHaveLength(1);
  });
});
