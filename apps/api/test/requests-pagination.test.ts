// The request list's two ways through its pages: numbered pages at any depth, and the cursor (`cursor`: the
// previous page's `proximoCursor`) that walks the whole list once and in order, under filters and for staff; a bad cursor is a 400.
// Requests made in one batch share their creation time, so the id decides their order. Runs on PGlite, and on
// PostgreSQL with DATABASE_URL.
import { randomUUID } from 'node:crypto';
import type { ApiClient } from '@certidao/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, userWithPlan } from './pipelineHelpers.ts';

let t: TestServer;
let owner: Awaited<ReturnType<typeof userWithPlan>>;
const tag = randomUUID().slice(0, 8);
const names: string[] = [];

beforeAll(async () => {
  t = await startTestServer();
  owner = await userWithPlan(t, 0);
  // Two batches (each one transaction: one creation time for all its rows) and two requests of their own.
  for (const [batch, size] of [
    ['Alfa', 11],
    ['Beta', 10],
  ] as const) {
    const rows = Array.from({ length: size }, (_, i) => {
      const name = `Cursor ${tag} ${batch} ${i}`;
      names.push(name);
      return fisicaBody(name, undefined, ['cndt']);
    });
    const res = await callApi(t.apiUrl, '/solicitacoes/lote', {
      method: 'POST',
      token: owner.token,
      body: { solicitacoes: rows },
    });
    expect(res.status).toBe(200);
    expect(res.body.criadas).toBe(size);
  }
  for (const name of [`Cursor ${tag} Alfa avulsa`, `Cursor ${tag} Gama`]) {
    names.push(name);
    await owner.api.createSolicitacao({ body: fisicaBody(name, undefined, ['cndt']) });
  }
}, 60_000);
afterAll(() => t?.close());

type Query = NonNullable<Parameters<ApiClient['getSolicitacoes']>[0]>['query'];

/** Every page by cursor: the ids in the order read, and how many pages it took. */
async function walk(api: ApiClient, query: Query) {
  const ids: string[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const page = await api.getSolicitacoes({ query: { ...query, ...(cursor ? { cursor } : {}) } });
    pages++;
    ids.push(...page.data.map((s) => s.id));
    expect(page.data.length).toBeLessThanOrEqual(query?.limite ?? 10);
    cursor = page.proximoCursor ?? undefined;
    if (cursor) expect(page.data).toHaveLength(query?.limite ?? 10);
  } while (cursor && pages < 100);
  return { ids, pages };
}

/** The whole list in one page (the reference order). */
const whole = async (api: ApiClient, query: Query) =>
  (await api.getSolicitacoes({ query: { ...query, limite: 100 } })).data.map((s) => s.id);

describe('the list by cursor', () => {
  it('walks every request exactly once, in order, both ways, with a page size that does not divide it', async () => {
    const all = await whole(owner.api, {});
    expect(all).toHaveLength(23);
    const desc = await walk(owner.api, { limite: 4 });
    expect(desc.ids).toEqual(all);
    expect(new Set(desc.ids).size).toBe(23);
    expect(desc.pages).toBe(6);
    const asc = await walk(owner.api, { limite: 5, ordenacao: 'asc' });
    expect(asc.ids).toEqual([...all].reverse());
    // A size that divides it: the last full page says there is nothing after it.
    const exact = await owner.api.getSolicitacoes({ query: { limite: 23 } });
    expect(exact.data).toHaveLength(23);
    expect(exact.proximoCursor).toBeNull();
  });

  it('keeps to the filters, and a request created meanwhile neither repeats nor shifts the walk', async () => {
    const alfa = await whole(owner.api, { busca: `cursor ${tag} alfa` });
    expect(alfa).toHaveLength(12);
    const first = await owner.api.getSolicitacoes({
      query: { busca: `cursor ${tag} alfa`, limite: 5, ordenacao: 'asc' },
    });
    expect(first.meta.total).toBe(12);
    // Created after the first page was read: newest, so it comes last in ascending order, once.
    const late = await owner.api.createSolicitacao({
      body: fisicaBody(`Cursor ${tag} Alfa tardia`, undefined, ['cndt']),
    });
    const rest = await walk(owner.api, {
      busca: `cursor ${tag} alfa`,
      limite: 5,
      ordenacao: 'asc',
      cursor: first.proximoCursor ?? '',
    });
    expect([...first.data.map((s) => s.id), ...rest.ids]).toEqual([...alfa].reverse().concat(late.id));
    const byDocument = await walk(owner.api, { cpf: '529.982.247-25', limite: 7 });
    expect(byDocument.ids).toEqual(await whole(owner.api, { cpf: '529.982.247-25' }));
    expect(byDocument.ids).toHaveLength(24);
  });

  it("walks staff's whole list by a filter, and another user's cursor shows only the caller's own", async () => {
    const { api: admin } = await t.admin();
    const mine = await whole(owner.api, { busca: `cursor ${tag} beta` });
    expect(mine).toHaveLength(10);
    expect((await walk(admin, { busca: `cursor ${tag} beta`, limite: 3 })).ids).toEqual(mine);
    // A cursor is only a position in the order: another account reading after it sees its own requests only.
    const stranger = await userWithPlan(t, 0);
    const own = await stranger.api.createSolicitacao({
      body: fisicaBody(`Outro ${tag}`, undefined, ['cndt']),
    });
    const cursor =
      (await owner.api.getSolicitacoes({ query: { limite: 2, ordenacao: 'asc' } })).proximoCursor ?? '';
    const theirs = await stranger.api.getSolicitacoes({ query: { cursor, ordenacao: 'asc' } });
    expect(theirs.data.map((s) => s.id)).toEqual([own.id]);
    expect(theirs.meta.total).toBe(1);
    expect(theirs.proximoCursor).toBeNull();
  });

  it('refuses a value that is not one of its cursors with 400 and a pt-BR message', async () => {
    const cursor = (await owner.api.getSolicitacoes({ query: { limite: 2 } })).proximoCursor as string;
    const decoded = Buffer.from(cursor, 'base64url').toString();
    const [at, id] = decoded.split('~') as [string, string];
    const bad = [
      'nada',
      Buffer.from('2026-01-01T00:00:00.000000').toString('base64url'),
      Buffer.from(`${at}~não-é-um-id`).toString('base64url'),
      // A date that does not exist, and one out of range: refused before the database sees them.
      Buffer.from(`2026-02-30T10:00:00.000000~${id}`).toString('base64url'),
      Buffer.from(`2026-13-01T10:00:00.000000~${id}`).toString('base64url'),
      Buffer.from(`2026-01-01T25:00:00.000000~${id}`).toString('base64url'),
    ];
    for (const value of bad) {
      const res = await callApi(t.apiUrl, `/solicitacoes?cursor=${encodeURIComponent(value)}`, {
        token: owner.token,
      });
      expect(res.status, value).toBe(400);
      expect(res.body.codigo, value).toBe('requisicao_invalida');
      expect(res.body.message, value).toBe(
        'Cursor inválido: use o proximoCursor da página anterior, com os mesmos filtros.',
      );
    }
    // Well formed and real, though no request is at that instant: a position like any other.
    const midnight = Buffer.from(`2000-01-01T00:00:00.000000~${id}`).toString('base64url');
    const after = await owner.api.getSolicitacoes({
      query: { cursor: midnight, ordenacao: 'asc', limite: 3 },
    });
    expect(after.data.map((s) => s.id)).toEqual((await whole(owner.api, { ordenacao: 'asc' })).slice(0, 3));
    // Newest first, nothing is older: an empty page that still counts the whole list.
    const none = await owner.api.getSolicitacoes({ query: { cursor: midnight, limite: 3 } });
    expect(none.data).toEqual([]);
    expect(none.proximoCursor).toBeNull();
    expect(none.meta.total).toBe((await owner.api.getSolicitacoes({ query: { limite: 1 } })).meta.total);
    expect(none.meta.total).toBeGreaterThan(0);
  });
});

describe('numbered pages', () => {
  it('stay exact at every depth, with the total from the counters or from the filter', async () => {
    const all = await whole(owner.api, {});
    const total = all.length;
    const pages: string[] = [];
    const last = Math.ceil(total / 3);
    for (let pagina = last; pagina >= 1; pagina--) {
      const page = await owner.api.getSolicitacoes({ query: { limite: 3, pagina } });
      expect(page.meta).toEqual({ total, page: pagina, limit: 3, totalPages: last });
      expect(page.proximoCursor === null).toBe(pagina === last);
      pages.unshift(...page.data.map((s) => s.id));
    }
    expect(pages).toEqual(all);
    // Oldest first too (a deep page is read from the other end of the index, reversed).
    const ascending: string[] = [];
    for (let pagina = 1; pagina <= Math.ceil(total / 4); pagina++)
      ascending.push(
        ...(await owner.api.getSolicitacoes({ query: { limite: 4, pagina, ordenacao: 'asc' } })).data.map(
          (s) => s.id,
        ),
      );
    expect(ascending).toEqual([...all].reverse());
    const past = await owner.api.getSolicitacoes({ query: { limite: 3, pagina: last + 5 } });
    expect(past.data).toEqual([]);
    expect(past.meta).toEqual({ total, page: last + 5, limit: 3, totalPages: last });
    expect(past.proximoCursor).toBeNull();
    // The deepest page of a filter, with its own count.
    const beta = await owner.api.getSolicitacoes({
      query: { busca: `cursor ${tag} beta`, limite: 4, pagina: 3 },
    });
    expect(beta.meta).toMatchObject({ total: 10, totalPages: 3 });
    expect(beta.data.map((s) => s.id)).toEqual(
      (await whole(owner.api, { busca: `cursor ${tag} beta` })).slice(8),
    );
    // A search's page past its end has no row to carry the count: it counts on its own.
    const pastBeta = await owner.api.getSolicitacoes({
      query: { busca: `cursor ${tag} beta`, limite: 4, pagina: 9 },
    });
    expect(pastBeta.data).toEqual([]);
    expect(pastBeta.meta).toEqual({ total: 10, page: 9, limit: 4, totalPages: 3 });
    // A page's cursor continues right after it.
    const second = await owner.api.getSolicitacoes({ query: { limite: 3, pagina: 2 } });
    const next = await owner.api.getSolicitacoes({
      query: { limite: 3, cursor: second.proximoCursor ?? '' },
    });
    expect(next.data.map((s) => s.id)).toEqual(all.slice(6, 9));
    // The total without a filter comes from the per-account counters: a new request counts at once.
    await owner.api.createSolicitacao({ body: fisicaBody(`Cursor ${tag} Delta`, undefined, ['cndt']) });
    expect((await owner.api.getSolicitacoes({ query: { limite: 1 } })).meta.total).toBe(total + 1);
  });
});

describe('the filter by CPF or CNPJ', () => {
  it('finds a whole document exactly, punctuated or not, and a part of one as typed so far', async () => {
    const user = await userWithPlan(t, 0);
    for (const [name, cpf] of [
      ['Documento Um', '529.982.247-25'],
      ['Documento Dois', '52998224725'],
      ['Documento Outro', '111.444.777-35'],
    ] as const)
      await user.api.createSolicitacao({ body: fisicaBody(name, cpf, ['cndt']) });
    const names = async (cpf: string) =>
      (await user.api.getSolicitacoes({ query: { cpf, limite: 10 } })).data
        .map((s) => s.dadosGerais.nomeCompleto)
        .sort();
    expect(await names('529.982.247-25')).toEqual(['Documento Dois', 'Documento Um']);
    expect(await names('52998224725')).toEqual(['Documento Dois', 'Documento Um']);
    expect(await names('529.982')).toEqual(['Documento Dois', 'Documento Um']);
    expect(await names('44477735')).toEqual(['Documento Outro']);
    expect(await names('222.333.444-05')).toEqual([]);
    expect((await user.api.getSolicitacoes({ query: { cpf: '52998224725' } })).meta.total).toBe(2);
  });
});
