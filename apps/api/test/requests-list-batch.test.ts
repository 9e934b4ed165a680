// The request list's own shape (counts and states, the whole certificates on the detail or with
// `incluir=certidoes`), the API's compression, the plan's quota under concurrent creation of one account, and the
// batch of new requests (`criarSolicitacoesEmLote`): per-row errors, each row whole or not at all, the quota,
// Idempotency-Key, roles and ownership. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
import { randomUUID } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { ORIGINAL_CODES } from '@certidao/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certidoes, jobs, lancamentos, webhookEventos } from '../src/db/schema.ts';
import { callApi, startTestServer, type TestServer } from './harness.ts';
import { CPF, fisicaBody, settled, userWithPlan } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 60_000);
afterAll(() => t?.close());

/** A raw GET without decompression (Node's fetch would undo it), with the encodings the client accepts. */
async function rawGet(path: string, token: string, acceptEncoding?: string) {
  const { request } = await import('node:http');
  const url = new URL(`${t.apiUrl}${path}`);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        url,
        {
          headers: {
            authorization: `Bearer ${token}`,
            ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}),
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

describe('the list of requests', () => {
  it('carries counts and states; the whole certificates are on the detail or with incluir=certidoes', async () => {
    const owner = await userWithPlan(t, 0);
    const created = [];
    for (let i = 0; i < 3; i++)
      created.push(await owner.api.createSolicitacao({ body: fisicaBody(`Parte ${i}`) }));
    for (const s of created) await settled(owner.api, s.id);
    const page = await owner.api.getSolicitacoes({ query: { pagina: 1, limite: 20 } });
    expect(page.data).toHaveLength(3);
    const item = page.data[0]!;
    expect(item.contagem).toEqual({
      total: 10,
      pendentes: 0,
      processando: 0,
      concluidas: 10,
      falhas: 0,
      canceladas: 0,
    });
    expect(item.dadosGerais.documento).toBe(CPF.replace(/\D/g, ''));
    // Fields at their usual value are left out: an automatic certificate issued has five.
    const basic = ['id', 'resultado', 'status', 'tipoCertidao', 'validoAte'];
    for (const c of item.certidoes) {
      const keys = Object.keys(c).sort();
      expect(keys).toEqual(c.emissao === 'assistida' ? [...basic, 'emissao', 'prazoEm'].sort() : basic);
      expect(c.resultado).not.toBeNull();
    }
    expect(item.certidoes.some((c) => c.emissao === undefined)).toBe(true);
    const detail = await owner.api.getSolicitacao({ path: { id: item.id } });
    expect(detail.certidoes.map((c) => c.id)).toEqual(item.certidoes.map((c) => c.id));
    expect(detail.certidoes.every((c) => c.pdfs.length === 1)).toBe(true);
    const whole = await owner.api.getSolicitacoes({ query: { pagina: 1, limite: 20, incluir: 'certidoes' } });
    const first = whole.data[0] as unknown as typeof detail;
    expect(first.certidoes).toEqual(detail.certidoes);
    // The list's page is a fraction of the whole one (about 10 KB per request with its PDFs).
    const light = await rawGet('/solicitacoes?pagina=1&limite=20', owner.token);
    const heavy = await rawGet('/solicitacoes?pagina=1&limite=20&incluir=certidoes', owner.token);
    expect(light.body.length * 3).toBeLessThan(heavy.body.length);
    expect(light.body.length / 3).toBeLessThan((64 * 1024) / 20);
  });

  it('compresses for a client that accepts it, never tiny answers nor without Accept-Encoding', async () => {
    const owner = await userWithPlan(t, 0);
    for (let i = 0; i < 3; i++) {
      const s = await owner.api.createSolicitacao({ body: fisicaBody(`Comprimida ${i}`) });
      await settled(owner.api, s.id);
    }
    const plain = await rawGet('/solicitacoes?pagina=1&limite=20', owner.token);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await rawGet('/solicitacoes?pagina=1&limite=20', owner.token, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(gunzipSync(gzip.body).toString('utf8'))).toEqual(
      JSON.parse(plain.body.toString('utf8')),
    );
    expect(gzip.body.length).toBeLessThan(plain.body.length / 3);
    const br = await rawGet('/solicitacoes?pagina=1&limite=20', owner.token, 'br');
    expect(br.headers['content-encoding']).toBe('br');
    // A small answer is sent as it is.
    const small = await rawGet('/solicitacoes/estatisticas', owner.token, 'gzip, br');
    expect(small.status).toBe(200);
    expect(small.headers['content-encoding']).toBeUndefined();
    // A ZIP is already compressed.
    const [first] = (await owner.api.getSolicitacoes({ query: { limite: 1 } })).data;
    const zip = await rawGet(`/solicitacoes/${first!.id}/pdfs.zip`, owner.token, 'gzip, br');
    expect(zip.status).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-encoding']).toBeUndefined();
  });
});

describe('the quota under concurrent creation', () => {
  it('lets exactly the requests left through when 15 of one account arrive at once', async () => {
    const user = await userWithPlan(t, 6);
    const results = await Promise.allSettled(
      Array.from({ length: 15 }, (_, i) =>
        callApi(t.apiUrl, '/solicitacoes', {
          method: 'POST',
          token: user.token,
          body: fisicaBody(`Concorrente ${i}`, CPF, ['cndt']),
        }),
      ),
    );
    const statuses = results.map((r) => (r.status === 'fulfilled' ? r.value.status : 0));
    expect(statuses.filter((s) => s === 201)).toHaveLength(6);
    expect(statuses.filter((s) => s === 422)).toHaveLength(9);
    const quota = await user.api.getPlanoSolicitacoes();
    expect(quota.utilizadas).toBe(6);
  });
});

describe('criarSolicitacoesEmLote', () => {
  const row = (nome: string, cpf = CPF) => fisicaBody(nome, cpf, ['cndt', 'trt2']);

  it('creates the good rows and names each bad one by index; a bad row leaves nothing behind', async () => {
    const user = await userWithPlan(t, 0);
    const res = await callApi(t.apiUrl, '/solicitacoes/lote', {
      method: 'POST',
      token: user.token,
      body: {
        solicitacoes: [
          row('Linha Boa 0'),
          row('Linha Ruim 1', '111.111.111-11'),
          { ...row('Linha Avulsa 2'), pagamentoAvulso: { billingType: 'PIX' } },
          { ...row('Linha Kit 3'), kitId: randomUUID() },
          row('Linha Boa 4'),
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(5);
    expect(res.body.criadas).toBe(2);
    expect(res.body.recusadas).toBe(3);
    const byIndex = res.body.resultados;
    expect(byIndex.map((r: { indice: number }) => r.indice)).toEqual([0, 1, 2, 3, 4]);
    expect(byIndex[0]).toMatchObject({ status: 201, codigo: null, message: null });
    expect(byIndex[1]).toMatchObject({ status: 400, codigo: 'documento_invalido', solicitacaoId: null });
    expect(byIndex[2]).toMatchObject({ status: 400, codigo: 'requisicao_invalida' });
    expect(byIndex[3].status).toBeGreaterThanOrEqual(400);
    expect(byIndex[3].message).toEqual(expect.any(String));
    const page = await user.api.getSolicitacoes({ query: { limite: 20 } });
    expect(page.data.map((s) => s.dadosGerais.nomeCompleto).sort()).toEqual(['Linha Boa 0', 'Linha Boa 4']);
    expect(page.data.every((s) => s.certidoes.length === 2)).toBe(true);
    // Each created row is a whole request: its certificates are issued.
    const created = await settled(user.api, byIndex[4].solicitacaoId);
    expect(created.certidoes.every((c) => c.status === 'concluido')).toBe(true);
  });

  it("creates the rows that fit in the month's limit, in order, counting single creations racing it", async () => {
    const user = await userWithPlan(t, 5);
    await user.api.createSolicitacao({ body: row('Antes') });
    const [batch, ...singles] = await Promise.all([
      callApi(t.apiUrl, '/solicitacoes/lote', {
        method: 'POST',
        token: user.token,
        body: { solicitacoes: Array.from({ length: 6 }, (_, i) => row(`Lote ${i}`)) },
      }),
      ...Array.from({ length: 3 }, (_, i) =>
        callApi(t.apiUrl, '/solicitacoes', { method: 'POST', token: user.token, body: row(`Sozinha ${i}`) }),
      ),
    ]);
    const createdSingles = singles.filter((s) => s.status === 201).length;
    expect(batch!.body.criadas + createdSingles).toBe(4);
    const refused = batch!.body.resultados.filter((r: { status: number }) => r.status === 422);
    expect(refused.every((r: { codigo: string }) => r.codigo === 'limite_do_plano')).toBe(true);
    // The rows that fit come first.
    const statuses = batch!.body.resultados.map((r: { status: number }) => r.status);
    expect(statuses).toEqual([...statuses].sort((a: number, b: number) => a - b));
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(5);
  });

  it('refuses every row without a plan; staff are not limited', async () => {
    const noPlan = await t.createUser('user');
    const res = await callApi(t.apiUrl, '/solicitacoes/lote', {
      method: 'POST',
      token: noPlan.token,
      body: { solicitacoes: [row('Sem Plano 0'), row('Sem Plano 1')] },
    });
    expect(res.status).toBe(200);
    expect(res.body.criadas).toBe(0);
    expect(res.body.resultados.map((r: { codigo: string }) => r.codigo)).toEqual([
      'sem_plano_ativo',
      'sem_plano_ativo',
    ]);
    const admin = await t.admin();
    const staff = await callApi(t.apiUrl, '/solicitacoes/lote', {
      method: 'POST',
      token: admin.token,
      body: { solicitacoes: [row('Equipe 0'), row('Equipe 1')] },
    });
    expect(staff.body.criadas).toBe(2);
  });

  it('replays the answer for a repeated Idempotency-Key and creates nothing again', async () => {
    const user = await userWithPlan(t, 0);
    const key = randomUUID();
    const body = { solicitacoes: [row('Idem 0'), row('Idem 1')] };
    const call = () =>
      callApi(t.apiUrl, '/solicitacoes/lote', {
        method: 'POST',
        token: user.token,
        headers: { 'idempotency-key': key },
        body,
      });
    const first = await call();
    const second = await call();
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect((await user.api.getSolicitacoes()).meta.total).toBe(2);
    const other = await callApi(t.apiUrl, '/solicitacoes/lote', {
      method: 'POST',
      token: user.token,
      headers: { 'idempotency-key': key },
      body: { solicitacoes: [row('Outra')] },
    });
    expect(other.status).toBe(422);
  });

  it('per-row keys: a batch sent again, with a row fixed and one added, creates only what is new', async () => {
    const user = await userWithPlan(t, 0);
    const send = (solicitacoes: unknown[], chavesIdempotencia: string[]) =>
      callApi(t.apiUrl, '/solicitacoes/lote', {
        method: 'POST',
        token: user.token,
        body: { solicitacoes, chavesIdempotencia },
      });
    const first = await send([row('Chave A'), row('Chave B', '111.111.111-11')], ['k-a', 'k-b']);
    expect(first.body.resultados.map((r: { status: number }) => r.status)).toEqual([201, 400]);
    // B fixed (a refused row kept no key), C added, A unchanged.
    const again = await send([row('Chave A'), row('Chave B'), row('Chave C')], ['k-a', 'k-b', 'k-c']);
    expect(again.body.resultados.map((r: { repetida: boolean }) => r.repetida)).toEqual(
      [false, false, false].map((_, i) => i === 0),
    );
    expect(again.body.resultados[0].solicitacaoId).toBe(first.body.resultados[0].solicitacaoId);
    expect(again.body.criadas).toBe(3);
    expect((await user.api.getSolicitacoes()).meta.total).toBe(3);
    // A key used for another row is refused for that row only.
    const reused = await send([row('Outra Pessoa')], ['k-a']);
    expect(reused.body.resultados[0]).toMatchObject({ status: 422, solicitacaoId: null });
    const mismatch = await send([row('Sem Chave')], []);
    expect(mismatch.status).toBe(400);
    expect((await user.api.getSolicitacoes()).meta.total).toBe(3);
  });

  it('mixes refused rows with the quota: an invalid row spends nothing, the rows past the limit get 422', async () => {
    const user = await userWithPlan(t, 3);
    const res = await callApi(t.apiUrl, '/solicitacoes/lote', {
      method: 'POST',
      token: user.token,
      body: {
        solicitacoes: [
          row('Cota 0'),
          row('Cota Ruim 1', '111.111.111-11'),
          row('Cota 2'),
          { ...row('Cota Kit 3'), kitId: randomUUID() },
          row('Cota 4'),
          row('Cota 5'),
          row('Cota 6'),
        ],
      },
    });
    expect(res.status).toBe(200);
    const byIndex = res.body.resultados as Array<{
      status: number;
      codigo: string | null;
      solicitacaoId: string | null;
    }>;
    expect(byIndex.map((r) => r.status)).toEqual([201, 400, 201, 404, 201, 422, 422]);
    expect(byIndex.slice(5).every((r) => r.codigo === 'limite_do_plano' && r.solicitacaoId === null)).toBe(
      true,
    );
    expect(res.body.criadas).toBe(3);
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(3);
    // Each created row is whole: its certificates charged and its event recorded, once.
    const page = await user.api.getSolicitacoes({ query: { limite: 20 } });
    expect(page.data.map((s) => s.dadosGerais.nomeCompleto).sort()).toEqual(['Cota 0', 'Cota 2', 'Cota 4']);
    for (const s of page.data) expect(s.cobrado).toBeGreaterThan(0);
    const events = await user.api.listarEventos({ query: { tipo: 'solicitacao.criada', limit: 100 } });
    const created = byIndex.flatMap((r) => (r.solicitacaoId ? [r.solicitacaoId] : []));
    expect(events.data.flatMap((e) => e.objetos.filter((o) => created.includes(o))).sort()).toEqual(
      [...created].sort(),
    );
  });

  it('creates nothing twice for a batch sent again with its keys, nor for a key given twice in one batch', async () => {
    const user = await userWithPlan(t, 0);
    const body = {
      solicitacoes: [row('Repetida 0'), row('Repetida 1'), row('Repetida 2')],
      chavesIdempotencia: ['r-0', 'r-1', 'r-2'],
    };
    const send = (b: unknown) =>
      callApi(t.apiUrl, '/solicitacoes/lote', { method: 'POST', token: user.token, body: b });
    const first = await send(body);
    expect(first.body.criadas).toBe(3);
    const again = await send(body);
    expect(again.body.resultados.map((r: { repetida: boolean }) => r.repetida)).toEqual([true, true, true]);
    expect(again.body.resultados.map((r: { solicitacaoId: string }) => r.solicitacaoId)).toEqual(
      first.body.resultados.map((r: { solicitacaoId: string }) => r.solicitacaoId),
    );
    expect((await user.api.getSolicitacoes()).meta.total).toBe(3);
    // The same key twice: the second row is the first one's (same row) or refused (another row).
    const twice = await send({
      solicitacoes: [row('Dupla'), row('Dupla'), row('Outra Dupla')],
      chavesIdempotencia: ['d', 'd', 'd'],
    });
    const [a, b, c] = twice.body.resultados;
    expect(a).toMatchObject({ status: 201, repetida: false });
    expect(b).toMatchObject({ status: 201, repetida: true, solicitacaoId: a.solicitacaoId });
    expect(c).toMatchObject({ status: 422, codigo: 'idempotencia_chave_reutilizada' });
    expect((await user.api.getSolicitacoes()).meta.total).toBe(4);
  });

  it("row by row (a key given twice): per-row errors, the month's limit, and a refused row's key let go", async () => {
    const user = await userWithPlan(t, 4);
    await user.api.createSolicitacao({ body: row('Antes') });
    const send = (solicitacoes: unknown[], chavesIdempotencia: string[]) =>
      callApi(t.apiUrl, '/solicitacoes/lote', {
        method: 'POST',
        token: user.token,
        body: { solicitacoes, chavesIdempotencia },
      });
    const res = await send(
      [row('A'), row('Ruim', '111.111.111-11'), row('B'), row('B'), row('C'), row('D')],
      ['k-a', 'k-ruim', 'k-b', 'k-b', 'k-c', 'k-d'],
    );
    expect(res.status).toBe(200);
    const r = res.body.resultados;
    expect(r.map((x: { indice: number }) => x.indice)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(r[0]).toMatchObject({ status: 201, repetida: false });
    expect(r[1]).toMatchObject({ status: 400, codigo: 'documento_invalido', solicitacaoId: null });
    expect(r[2]).toMatchObject({ status: 201, repetida: false });
    expect(r[3]).toMatchObject({ status: 201, repetida: true, solicitacaoId: r[2].solicitacaoId });
    expect(r[4]).toMatchObject({ status: 201, repetida: false });
    expect(r[5]).toMatchObject({ status: 422, codigo: 'limite_do_plano', solicitacaoId: null });
    expect(res.body.criadas).toBe(4);
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(4);
    // A refused row keeps no key: the same key with another row is refused by the limit, not as a reused key.
    const again = await send([row('Ruim Corrigida'), row('D')], ['k-ruim', 'k-d']);
    expect(
      again.body.resultados.map((x: { status: number; codigo: string }) => [x.status, x.codigo]),
    ).toEqual([
      [422, 'limite_do_plano'],
      [422, 'limite_do_plano'],
    ]);
    expect((await user.api.getSolicitacoes()).meta.total).toBe(4);
  });

  it("never passes the month's limit with two batches of one account at once", async () => {
    const user = await userWithPlan(t, 5);
    const batch = (tag: string) =>
      callApi(t.apiUrl, '/solicitacoes/lote', {
        method: 'POST',
        token: user.token,
        body: { solicitacoes: Array.from({ length: 4 }, (_, i) => row(`${tag} ${i}`)) },
      });
    const [a, b] = await Promise.all([batch('Primeiro'), batch('Segundo')]);
    expect(a!.body.criadas + b!.body.criadas).toBe(5);
    for (const res of [a!, b!])
      expect(
        res.body.resultados
          .filter((r: { status: number }) => r.status !== 201)
          .every((r: { codigo: string }) => r.codigo === 'limite_do_plano'),
      ).toBe(true);
    expect((await user.api.getPlanoSolicitacoes()).utilizadas).toBe(5);
    expect((await user.api.getSolicitacoes()).meta.total).toBe(5);
  });

  it("creates 1,000 rows in one call, written in parts, every table and event in the rows' order", async () => {
    const user = await userWithPlan(t, 0);
    // Six certificates a row: 6,000 certificates, more than one part's worth (create.ts PART_CERTS).
    const types = ORIGINAL_CODES.slice(0, 6);
    const res = await callApi(t.apiUrl, '/solicitacoes/lote', {
      method: 'POST',
      token: user.token,
      body: { solicitacoes: Array.from({ length: 1000 }, (_, i) => fisicaBody(`Mil ${i}`, CPF, types)) },
    });
    expect(res.status).toBe(200);
    expect(res.body.criadas).toBe(1000);
    const page = await user.api.getSolicitacoes({ query: { limite: 5, ordenacao: 'asc' } });
    expect(page.meta.total).toBe(1000);
    expect(page.data.every((s) => s.certidoes.length === 6 && s.cobrado > 0)).toBe(true);
    const ids = res.body.resultados.map((r: { solicitacaoId: string }) => r.solicitacaoId);
    const { db } = t.server.ctx;
    const [counts] = await db
      .select({
        certs: sql<number>`count(*)::int`,
        jobs: sql<number>`count(${jobs.id})::int`,
        charges: sql<number>`count(${lancamentos.id})::int`,
      })
      .from(certidoes)
      .leftJoin(jobs, eq(jobs.certidaoId, certidoes.id))
      .leftJoin(lancamentos, eq(lancamentos.certidaoId, certidoes.id))
      .where(inArray(certidoes.solicitacaoId, ids));
    expect(counts).toEqual({ certs: 6000, jobs: 6000, charges: 6000 });
    const events = await db
      .select({ payload: webhookEventos.payload })
      .from(webhookEventos)
      .where(and(eq(webhookEventos.userId, user.userId), eq(webhookEventos.tipo, 'solicitacao.criada')))
      .orderBy(webhookEventos.createdAt);
    expect(events.map((e) => JSON.parse(e.payload).dados.solicitacaoId)).toEqual(ids);
  }, 120_000);

  it('refuses a body over 1,000 rows or with a malformed row whole, and needs a signed-in caller', async () => {
    const user = await userWithPlan(t, 0);
    const tooMany = await callApi(t.apiUrl, '/solicitacoes/lote', {
      method: 'POST',
      token: user.token,
      body: { solicitacoes: Array.from({ length: 1001 }, (_, i) => row(`Muitas ${i}`)) },
    });
    expect(tooMany.status).toBe(400);
    const malformed = await callApi(t.apiUrl, '/solicitacoes/lote', {
      method: 'POST',
      token: user.token,
      body: { solicitacoes: [row('Boa'), { certidoes: [] }] },
    });
    expect(malformed.status).toBe(400);
    expect((await user.api.getSolicitacoes()).meta.total).toBe(0);
    const anonymous = await callApi(t.apiUrl, '/solicitacoes/lote', {
      method: 'POST',
      body: { solicitacoes: [row('Anônima')] },
    });
    expect(anonymous.status).toBe(401);
  });

  it("puts each created request in its creator's own list only", async () => {
    const a = await userWithPlan(t, 0);
    const b = await userWithPlan(t, 0);
    const res = await callApi(t.apiUrl, '/solicitacoes/lote', {
      method: 'POST',
      token: a.token,
      body: { solicitacoes: [row('Dono A')] },
    });
    const id = res.body.resultados[0].solicitacaoId;
    expect((await a.api.getSolicitacao({ path: { id } })).usuario.id).toBe(a.userId);
    const other = await callApi(t.apiUrl, `/solicitacoes/${id}`, { token: b.token });
    expect(other.status).toBe(404);
    expect((await b.api.getSolicitacoes()).meta.total).toBe(0);
  });
});
