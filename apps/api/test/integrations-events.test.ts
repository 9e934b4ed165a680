/**
 * The events API over HTTP: every event recorded with no endpoint at all, listed with filters and a keyset
 * cursor that new events do not shift, read one by one (another account's is not there), fired as tests, sent
 * live on the stream, resent to an endpoint since a moment after an outage (verified with `standardwebhooks`,
 * each event once however often the resend is asked), and every attempt of a delivery logged with its status or
 * network error, duration and answer excerpt next to the body sent.
 */
import { createServer } from 'node:net';
import type { ApiClient, EventoRegistrado } from '@certidao/api-client';
import { parseEventStream } from '@certidao/api-client';
import { ORIGINAL_CODES } from '@certidao/domain';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEventos } from '../src/db/schema.ts';
import { pruneEvents } from '../src/jobs/webhooks.ts';
import { eventPayload } from '../src/services/webhookEvents.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';
import { receiver } from './webhookReceiver.ts';

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

async function allEvents(api: ApiClient, query: Record<string, unknown> = {}) {
  const seen: EventoRegistrado[] = [];
  let cursor: string | undefined;
  do {
    const page = await api.listarEventos({ query: { ...query, limit: 100, ...(cursor && { cursor }) } });
    seen.push(...page.data);
    cursor = page.proximoCursor ?? undefined;
  } while (cursor);
  return seen;
}

async function deliveries(api: ApiClient, id: string) {
  return (await api.listarEntregasWebhook({ path: { id }, query: { limit: 100 } })).data;
}

/** A port nothing listens on (taken and released). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const address = server.address();
  await new Promise<void>((r) => server.close(() => r()));
  if (!address || typeof address === 'string') throw new Error('no address');
  return address.port;
}

describe('events API', () => {
  it('records every event of a request with no endpoint; filters by type, object and period', async () => {
    const owner = await userWithPlan(t, 0);
    const before = new Date().toISOString();
    const created = await owner.api.createSolicitacao({ body: fisicaBody() });
    const done = await settled(owner.api, created.id);
    await waitUntil(
      async () => (await allEvents(owner.api)).some((e) => e.tipo === 'solicitacao.finalizada'),
      30_000,
      'the request to finish',
    );
    const events = await allEvents(owner.api);
    expect(events).toHaveLength(2 + ORIGINAL_CODES.length);
    // Newest first (the certificates and the end of the request may share a millisecond).
    expect(events.at(-1)?.tipo).toBe('solicitacao.criada');
    expect(events.filter((e) => e.tipo === 'solicitacao.finalizada')).toHaveLength(1);
    const sorted = [...events].sort((a, b) => b.criadoEm.localeCompare(a.criadoEm));
    expect(events.map((e) => e.criadoEm)).toEqual(sorted.map((e) => e.criadoEm));
    for (const e of events) {
      expect(e.teste).toBe(false);
      expect(e.objetos).toContain(created.id);
    }

    const concluded = await allEvents(owner.api, { tipo: 'certidao.concluida' });
    expect(concluded).toHaveLength(ORIGINAL_CODES.length);
    const cert = done.certidoes[0];
    if (!cert) throw new Error('no certificate');
    const aboutCert = await allEvents(owner.api, { objeto: cert.id });
    expect(aboutCert.map((e) => e.tipo).sort()).toEqual(['certidao.concluida', 'solicitacao.criada']);
    expect(await allEvents(owner.api, { objeto: '7b2d9c10-0000-4000-8000-000000000000' })).toEqual([]);

    const criada = events.at(-1);
    if (!criada) throw new Error('no event');
    expect(await allEvents(owner.api, { desde: before, ate: criada.criadoEm })).toEqual([]);
    const first = await allEvents(owner.api, {
      desde: criada.criadoEm,
      ate: new Date(Date.parse(criada.criadoEm) + 1).toISOString(),
    });
    expect(first.map((e) => e.id)).toContain(criada.id);
    expect(await allEvents(owner.api, { desde: new Date(Date.now() + 60_000).toISOString() })).toEqual([]);
    const period = await fail(owner.api.listarEventos({ query: { desde: criada.criadoEm, ate: before } }));
    expect(period.status).toBe(400);
    expect(period.message).toMatch(/desde/);

    // One event by id, as listed; another account's is not there.
    expect(await owner.api.obterEvento({ path: { eventoId: criada.id } })).toEqual(criada);
    const other = await t.createUser('user');
    expect((await fail(other.api.obterEvento({ path: { eventoId: criada.id } }))).status).toBe(404);
    expect(await allEvents(other.api)).toEqual([]);
    expect((await fail(owner.api.obterEvento({ path: { eventoId: 'evt_naoexiste' } }))).status).toBe(404);
  });

  it('pages with a cursor that events recorded meanwhile do not shift', async () => {
    const owner = await t.createUser('user');
    const fired: string[] = [];
    for (const tipo of [
      'solicitacao.criada',
      'certidao.falhou',
      'plano.expirando',
      'pagamento.confirmado',
    ] as const)
      for (let i = 0; i < 3; i++) fired.push((await owner.api.dispararEventoTeste({ body: { tipo } })).id);
    const page1 = await owner.api.listarEventos({ query: { limit: 5 } });
    expect(page1.data.map((e) => e.id)).toEqual(fired.slice(-5).reverse());
    // New events arrive between pages: the next pages go on where the first stopped.
    const late = await owner.api.dispararEventoTeste({ body: { tipo: 'certidao.concluida' } });
    const page2 = await owner.api.listarEventos({ query: { limit: 5, cursor: page1.proximoCursor ?? '' } });
    const page3 = await owner.api.listarEventos({ query: { limit: 5, cursor: page2.proximoCursor ?? '' } });
    expect(page3.proximoCursor).toBeNull();
    expect([...page1.data, ...page2.data, ...page3.data].map((e) => e.id)).toEqual([...fired].reverse());
    expect((await owner.api.listarEventos({ query: { limit: 1 } })).data[0]?.id).toBe(late.id);

    const bad = await fail(owner.api.listarEventos({ query: { cursor: 'nao-e-um-cursor' } }));
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/Cursor inválido/);
  });

  it('fires a test event of any type in the type’s shape, delivered to the endpoints that want it', async () => {
    const owner = await t.createUser('user');
    const r = await open();
    const { endpoint, segredo } = await owner.api.criarWebhook({
      body: { url: r.url, eventos: ['certidao.concluida'] },
    });
    const skipped = await owner.api.dispararEventoTeste({ body: { tipo: 'certidao.falhou' } });
    const fired = await owner.api.dispararEventoTeste({ body: { tipo: 'certidao.concluida' } });
    expect(fired).toMatchObject({ tipo: 'certidao.concluida', teste: true });
    expect(fired.dados).toHaveProperty('pdf.codigoVerificacao');
    await waitUntil(async () => r.received.length >= 1, 15_000, 'the test event');
    const [got] = r.received;
    if (!got) throw new Error('nothing received');
    const verified = new Webhook(segredo).verify(got.body, got.headers as Record<string, string>) as {
      id: string;
      teste: boolean;
    };
    expect(verified).toMatchObject({ id: fired.id, teste: true });
    expect(r.received.some((x) => x.headers['webhook-id'] === skipped.id)).toBe(false);
    expect((await deliveries(owner.api, endpoint.id)).map((d) => d.eventoId)).toEqual([fired.id]);
    const unknown = await fail(owner.api.dispararEventoTeste({ body: { tipo: 'pagamento.pix' as never } }));
    expect(unknown.status).toBe(400);
  });

  it('sends new events live on the stream, as their deliveries’ bodies', async () => {
    const owner = await t.createUser('user');
    const other = await t.createUser('user');
    const controller = new AbortController();
    const res = await fetch(`${t.apiUrl}/integracoes/eventos/ao-vivo`, {
      headers: { authorization: `Bearer ${owner.token}` },
      signal: controller.signal,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/event-stream/);
    const stream = parseEventStream(res.body as ReadableStream<Uint8Array>);
    try {
      expect((await stream.next()).value?.event).toBe('heartbeat');
      await other.api.dispararEventoTeste({ body: { tipo: 'plano.expirando' } });
      const fired = await owner.api.dispararEventoTeste({ body: { tipo: 'certidao.falhou' } });
      const next = (await stream.next()).value;
      expect(next).toMatchObject({ event: 'evento', id: fired.id });
      const body = JSON.parse(next?.data ?? '{}');
      expect(body).toEqual({
        id: fired.id,
        tipo: 'certidao.falhou',
        criadoEm: fired.criadoEm,
        teste: true,
        dados: fired.dados,
      });
    } finally {
      controller.abort();
    }
  });

  it('asks a key for the eventos:ler scope to read events, and webhooks:gerenciar to fire one', async () => {
    const owner = await t.createUser('user');
    const reader = await owner.api.criarChaveApi({ body: { nome: 'leitor', escopos: ['eventos:ler'] } });
    const other = await owner.api.criarChaveApi({ body: { nome: 'outro', escopos: ['solicitacoes:ler'] } });
    const call = (key: string, path: string, init: RequestInit = {}) =>
      fetch(`${t.apiUrl}${path}`, {
        ...init,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      });
    expect((await call(reader.segredo, '/integracoes/eventos')).status).toBe(200);
    expect((await call(other.segredo, '/integracoes/eventos')).status).toBe(403);
    const fire = await call(reader.segredo, '/integracoes/eventos/teste', {
      method: 'POST',
      body: JSON.stringify({ tipo: 'certidao.falhou' }),
    });
    expect(fire.status).toBe(403);
  });
});

describe('retention', () => {
  it('keeps events for 30 days: the hourly prune removes older ones only', async () => {
    const owner = await t.createUser('user');
    const day = 86_400_000;
    const at = (days: number) => new Date(Date.now() - days * day);
    // Recorded weeks ago (written directly: the clock cannot be moved for one test).
    const rows = [29, 31].map((days) => ({
      id: `evt_retencao${days}${Math.random().toString(36).slice(2, 10)}`,
      userId: owner.userId,
      tipo: 'plano.expirando',
      createdAt: at(days),
    }));
    await t.server.ctx.db.insert(webhookEventos).values(
      rows.map((r) => ({
        ...r,
        payload: eventPayload(
          r.id,
          r.tipo,
          { plano: 'Básico', expiraEm: at(0).toISOString(), renovacaoAutomatica: true },
          r.createdAt,
        ),
      })),
    );
    expect((await allEvents(owner.api)).map((e) => e.id)).toEqual(rows.map((r) => r.id));
    expect(await pruneEvents(t.server.ctx.db)).toBeGreaterThanOrEqual(1);
    expect((await allEvents(owner.api)).map((e) => e.id)).toEqual([rows[0]?.id]);
  });
});

describe('resend and the delivery log', () => {
  it('resends every event since a moment after an outage, each once however often it is asked', async () => {
    const owner = await t.createUser('user');
    let down = true;
    const r = await open(() => (down ? 503 : 200));
    const { endpoint, segredo } = await owner.api.criarWebhook({
      body: { url: r.url, eventos: ['certidao.falhou', 'solicitacao.finalizada'] },
    });
    const since = new Date().toISOString();
    // The receiver is down: the first event fails through the schedule and the endpoint is turned off; the
    // next ones, created while it is off, reach no delivery at all.
    const first = await owner.api.dispararEventoTeste({ body: { tipo: 'certidao.falhou' } });
    await waitUntil(
      async () => !(await owner.api.obterWebhook({ path: { id: endpoint.id } })).ativo,
      30_000,
      'the endpoint to be turned off',
    );
    const whileOff = [
      await owner.api.dispararEventoTeste({ body: { tipo: 'solicitacao.finalizada' } }),
      await owner.api.dispararEventoTeste({ body: { tipo: 'certidao.falhou' } }),
    ];
    await owner.api.dispararEventoTeste({ body: { tipo: 'plano.expirando' } }); // not subscribed
    expect(await deliveries(owner.api, endpoint.id)).toHaveLength(1);

    const refused = await fail(
      owner.api.reenviarEventosWebhook({ path: { id: endpoint.id }, body: { desde: since } }),
    );
    expect(refused.status).toBe(409);
    expect(refused.message).toMatch(/ative-o/);

    down = false;
    await owner.api.atualizarWebhook({ path: { id: endpoint.id }, body: { ativo: true } });
    const received = r.received.length;
    const resent = await owner.api.reenviarEventosWebhook({
      path: { id: endpoint.id },
      body: { desde: since },
    });
    expect(resent).toEqual({ desde: new Date(since).toISOString(), eventos: 3 });
    // Asked again at once: every event already has a delivery on its way.
    const again = await owner.api.reenviarEventosWebhook({
      path: { id: endpoint.id },
      body: { desde: since },
    });
    expect(again.eventos).toBe(0);
    await waitUntil(
      async () =>
        (await deliveries(owner.api, endpoint.id)).filter((d) => d.status === 'sucesso').length === 3,
      30_000,
      'the resent events',
    );
    const verifier = new Webhook(segredo);
    const after = r.received.slice(received);
    const ids = after.map(
      (got) => (verifier.verify(got.body, got.headers as Record<string, string>) as { id: string }).id,
    );
    expect(ids.sort()).toEqual([first.id, ...whileOff.map((e) => e.id)].sort());
    // Once delivered, a resend skips them unless asked to include them.
    expect(
      (await owner.api.reenviarEventosWebhook({ path: { id: endpoint.id }, body: { desde: since } })).eventos,
    ).toBe(0);
    expect(
      (
        await owner.api.reenviarEventosWebhook({
          path: { id: endpoint.id },
          body: { desde: since, incluirEntregues: true },
        })
      ).eventos,
    ).toBe(3);

    const future = await fail(
      owner.api.reenviarEventosWebhook({
        path: { id: endpoint.id },
        body: { desde: new Date(Date.now() + 3600_000).toISOString() },
      }),
    );
    expect(future.status).toBe(422);
    // Further back than the retention: it starts at the oldest event kept.
    const old = await owner.api.reenviarEventosWebhook({
      path: { id: endpoint.id },
      body: { desde: '2020-01-01T00:00:00Z' },
    });
    expect(Date.parse(old.desde)).toBeGreaterThan(Date.now() - 31 * 86_400_000);
    const stranger = await t.createUser('user');
    expect(
      (await fail(stranger.api.reenviarEventosWebhook({ path: { id: endpoint.id }, body: { desde: since } })))
        .status,
    ).toBe(404);
  });

  it('logs every attempt (status, duration, answer excerpt) next to the body sent', async () => {
    const owner = await t.createUser('user');
    const r = await open((n) => (n < 3 ? 503 : 200));
    const { endpoint } = await owner.api.criarWebhook({ body: { url: r.url, eventos: ['certidao.falhou'] } });
    const fired = await owner.api.dispararEventoTeste({ body: { tipo: 'certidao.falhou' } });
    const delivered = await waitUntil(
      async () => (await deliveries(owner.api, endpoint.id)).find((d) => d.status === 'sucesso'),
      30_000,
      'the third attempt',
    );
    const detail = await owner.api.obterEntregaWebhook({
      path: { id: endpoint.id, entregaId: delivered.id },
    });
    expect(detail.payload).toBe(r.received[0]?.body);
    expect(JSON.parse(detail.payload)).toMatchObject({ id: fired.id, tipo: 'certidao.falhou' });
    expect(detail.historico.map((a) => [a.numero, a.statusHttp, a.resposta])).toEqual([
      [1, 503, 'falhou 1'],
      [2, 503, 'falhou 2'],
      [3, 200, 'recebido'],
    ]);
    expect(detail.historico[0]?.erro).toMatch(/HTTP 503/);
    expect(detail.historico[2]?.erro).toBeNull();
    for (const a of detail.historico) {
      expect(a.duracaoMs).toBeGreaterThanOrEqual(0);
      expect(Number.isNaN(Date.parse(a.em))).toBe(false);
    }

    // A network error: no status, the reason in pt-BR.
    const port = await closedPort();
    const { endpoint: dead } = await owner.api.criarWebhook({
      body: { url: `http://127.0.0.1:${port}/hook`, eventos: ['plano.expirando'] },
    });
    await owner.api.dispararEventoTeste({ body: { tipo: 'plano.expirando' } });
    const failed = await waitUntil(
      async () => (await deliveries(owner.api, dead.id)).find((d) => d.tentativas >= 1),
      15_000,
      'the first attempt',
    );
    const log = await owner.api.obterEntregaWebhook({ path: { id: dead.id, entregaId: failed.id } });
    expect(log.historico[0]).toMatchObject({ numero: 1, statusHttp: null, resposta: null });
    expect(log.historico[0]?.erro).toMatch(/Não foi possível conectar/);

    const stranger = await t.createUser('user');
    const hidden = await fail(
      stranger.api.obterEntregaWebhook({ path: { id: endpoint.id, entregaId: delivered.id } }),
    );
    expect(hidden.status).toBe(404);
  });
});
