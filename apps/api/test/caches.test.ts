// The read caches (context.ts `caches`): what they keep must never outlive the change that made it
// stale, whether the change came through this server's API or straight from the database (another process).
import type { Solicitacao } from '@certidao/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { centrosCusto, empresaMembros, sessions, solicitacoes, users } from '../src/db/schema.ts';
import { BoundedMap } from '../src/services/boundedMap.ts';
import { viewerScope } from '../src/services/companyScope.ts';
import { SnapshotAnswers } from '../src/services/snapshotAnswers.ts';
import { READ_CACHE_MS, TtlCache } from '../src/services/ttlCache.ts';
import { companyWithMembers } from './companyFixtures.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('BoundedMap', () => {
  it('drops the oldest entry when full, or the least recently used when reads touch', () => {
    const map = new BoundedMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect([map.get('a'), map.get('b'), map.get('c'), map.size]).toEqual([undefined, 2, 3, 2]);
    expect(map.get('b', { touch: true })).toBe(2);
    map.set('d', 4);
    expect([map.get('b'), map.get('c'), map.get('d')]).toEqual([2, undefined, 4]);
    map.set('b', 5); // an existing key is replaced, nothing dropped
    expect([map.get('b'), map.get('d'), map.size]).toEqual([5, 4, 2]);
  });

  it('also keeps its total weight within a limit, and refuses an entry heavier than the limit', () => {
    const map = new BoundedMap<string, string>(10, { weigh: (v) => v.length, maxWeight: 6 });
    map.set('a', 'xx');
    map.set('b', 'xx');
    map.set('c', 'xxx'); // 7 > 6: 'a' goes
    expect([map.get('a'), map.get('b'), map.get('c'), map.totalWeight]).toEqual([undefined, 'xx', 'xxx', 5]);
    map.set('huge', 'xxxxxxx');
    expect([map.get('huge'), map.size, map.totalWeight]).toEqual([undefined, 2, 5]);
    map.delete('b');
    expect(map.totalWeight).toBe(3);
  });
});

describe('SnapshotAnswers.answer', () => {
  it('builds once per snapshot, shared by the reads waiting for it, and again after any commit', async () => {
    let snapshot = '10:12:';
    // Only what `answer` asks of the database: the current snapshot.
    const db = { execute: async () => ({ rows: [{ s: snapshot }] }) } as unknown as Db;
    const views = new SnapshotAnswers();
    let builds = 0;
    const build = async () => {
      builds++;
      await new Promise((r) => setTimeout(r, 20));
      return Buffer.from(`page ${builds}`);
    };
    const first = await Promise.all([1, 2, 3].map(() => views.answer(db, 'admin list', build)));
    expect(first.map(String)).toEqual(['page 1', 'page 1', 'page 1']);
    expect(String(await views.answer(db, 'admin list', build))).toBe('page 1');
    expect(String(await views.answer(db, 'customer list', build))).toBe('page 2');
    snapshot = '10:13:';
    expect(String(await views.answer(db, 'admin list', build))).toBe('page 3');
    expect(builds).toBe(3);
  });

  it('shares snapshot reads; a read asked while one is in flight gets the next, which sees a commit in between', async () => {
    let snapshot = '20:20:';
    let reads = 0;
    // The snapshot is taken when the statement runs; the answer arrives 20 ms later.
    const db = {
      execute: async () => {
        reads++;
        const taken = snapshot;
        await new Promise((r) => setTimeout(r, 20));
        return { rows: [{ s: taken }] };
      },
    } as unknown as Db;
    const views = new SnapshotAnswers();
    let builds = 0;
    const build = async () => Buffer.from(`page ${++builds}`);
    const together = await Promise.all([1, 2, 3, 4].map(() => views.answer(db, 'list', build)));
    expect(together.map(String)).toEqual(['page 1', 'page 1', 'page 1', 'page 1']);
    expect(reads).toBe(1);
    // A read in flight, then a commit, then another caller: it must not be answered from the older snapshot.
    const before = views.answer(db, 'list', build);
    await new Promise((r) => setTimeout(r, 5));
    snapshot = '20:21:';
    const after = views.answer(db, 'list', build);
    expect(String(await before)).toBe('page 1');
    expect(String(await after)).toBe('page 2');
    expect(reads).toBe(3);
  });

  it('with a maximum age, builds again once the kept answer is that old, even with no commit', async () => {
    const db = { execute: async () => ({ rows: [{ s: '30:30:' }] }) } as unknown as Db;
    let now = 5_000;
    const views = new SnapshotAnswers({ now: () => now });
    let builds = 0;
    const build = async () => Buffer.from(`figures ${++builds}`);
    const read = async () => String(await views.answer(db, 'dashboard', build, { maxAgeMs: 1_000 }));
    expect(await read()).toBe('figures 1');
    now += 999;
    expect(await read()).toBe('figures 1');
    now += 1;
    expect(await read()).toBe('figures 2');
    // Without a maximum age the same snapshot keeps serving it.
    now += 60_000;
    expect(String(await views.answer(db, 'dashboard', build))).toBe('figures 2');
  });
});

describe('TtlCache', () => {
  it('keeps a value for its time limit, then loads again', async () => {
    let now = 1_000;
    const cache = new TtlCache<number>(40, 10, () => now);
    let loads = 0;
    const load = async () => ({ value: ++loads });
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now += 39;
    expect(await cache.getOrLoad('k', load)).toBe(1);
    now += 1;
    expect(await cache.getOrLoad('k', load)).toBe(2);
    // A shorter life asked by the loader wins.
    expect(await cache.getOrLoad('short', async () => ({ value: 7, expiresAt: now + 5 }))).toBe(7);
    now += 5;
    expect(cache.get('short')).toBeUndefined();
  });

  it('does not keep a value read before a clear, nor one the loader refuses, and stays within its size', async () => {
    const cache = new TtlCache<string>(10_000, 2);
    let release: () => void = () => {};
    const slow = cache.getOrLoad('k', async () => {
      await new Promise<void>((r) => {
        release = r;
      });
      return { value: 'old' };
    });
    cache.clear();
    release();
    expect(await slow).toBe('old');
    expect(cache.get('k')).toBeUndefined();
    await cache.getOrLoad('refused', async () => ({ value: 'x', cache: false }));
    expect(cache.get('refused')).toBeUndefined();
    for (const key of ['a', 'b', 'c']) await cache.getOrLoad(key, async () => ({ value: key }));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, 'b', 'c']);
  });
});

describe('request answers', () => {
  it('follow changes made outside this server (straight in the database)', async () => {
    const user = await userWithPlan(t, 0);
    const { api } = await t.admin();
    const created = await user.api.createSolicitacao({ body: fisicaBody('Ana Cache', '529.982.247-25') });
    await settled(user.api, created.id);
    // Read twice: the second answer comes from the cache.
    for (let i = 0; i < 2; i++) {
      expect((await user.api.getSolicitacao({ path: { id: created.id } })).observacao).toBe(
        created.observacao,
      );
      expect((await api.getSolicitacoes({ query: { pagina: 1, limite: 5 } })).data[0]?.id).toBe(created.id);
    }
    const { db } = t.server.ctx;
    await db
      .update(solicitacoes)
      .set({ observacao: 'Mudou por outro processo' })
      .where(eq(solicitacoes.id, created.id));
    await db.update(users).set({ firstName: 'Outro' }).where(eq(users.id, user.userId));
    const one = await user.api.getSolicitacao({ path: { id: created.id } });
    expect(one.observacao).toBe('Mudou por outro processo');
    expect(one.usuario.fullName).toMatch(/^Outro /);
    const listed = (await api.getSolicitacoes({ query: { pagina: 1, limite: 5 } })).data[0];
    expect(listed).toMatchObject({ id: created.id, observacao: 'Mudou por outro processo' });
    expect(listed?.usuario.fullName).toMatch(/^Outro /);
    // Answers are kept per caller: what the admin and the owner read is no one else's.
    const other = await userWithPlan(t, 0);
    await expect(other.api.getSolicitacao({ path: { id: created.id } })).rejects.toMatchObject({
      status: 404,
    });
    expect((await other.api.getSolicitacoes({ query: { pagina: 1, limite: 5 } })).meta.total).toBe(0);
    // A page past the end still counts every request.
    const past = await api.getSolicitacoes({ query: { pagina: 10_000, limite: 5 } });
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBeGreaterThan(0);
  });

  it("show a cost centre's new name once it is renamed (through the API or straight in the database)", async () => {
    const company = await companyWithMembers(t);
    const { gestor, membro } = company;
    const centro = await gestor.api.criarCentroCusto({ body: { codigo: 'JUR', nome: 'Jurídico' } });
    const created = await membro.api.createSolicitacao({
      body: { ...fisicaBody('Rita Centro', '529.982.247-25'), centroCustoId: centro.id },
    });
    await settled(membro.api, created.id);
    const names = async () => {
      const detail = await membro.api.getSolicitacao({ path: { id: created.id } });
      const listed = await gestor.api.getSolicitacoes({ query: { pagina: 1, limite: 5 } });
      return [detail.centroCusto?.nome, listed.data.find((s) => s.id === created.id)?.centroCusto?.nome];
    };
    // Read twice: the second answers come from the cached views.
    expect(await names()).toEqual(['Jurídico', 'Jurídico']);
    expect(await names()).toEqual(['Jurídico', 'Jurídico']);
    await gestor.api.atualizarCentroCusto({ path: { id: centro.id }, body: { nome: 'Contencioso' } });
    expect(await names()).toEqual(['Contencioso', 'Contencioso']);
    await t.server.ctx.db
      .update(centrosCusto)
      .set({ nome: 'Contencioso cível' })
      .where(eq(centrosCusto.id, centro.id));
    expect(await names()).toEqual(['Contencioso cível', 'Contencioso cível']);
    expect((await membro.api.getSolicitacao({ path: { id: created.id } })).centroCusto).toMatchObject({
      id: centro.id,
      codigo: 'JUR',
    });
  });
});

describe('company scopes', () => {
  it('are read together for concurrent callers, each its own, and afresh after a change in the database', async () => {
    const company = await companyWithMembers(t);
    const personal = await userWithPlan(t, 0);
    const { db } = t.server.ctx;
    const userOf = async (id: string) => {
      const [row] = await db.select().from(users).where(eq(users.id, id));
      if (!row) throw new Error('no user');
      return row;
    };
    const [gestor, membro, alone] = await Promise.all(
      [company.gestor.userId, company.membro.userId, personal.userId].map(userOf),
    );
    if (!gestor || !membro || !alone) throw new Error('no user');
    const read = () => Promise.all([gestor, membro, alone, membro].map((u) => viewerScope(db, u)));
    const [g, m, p, again] = await read();
    expect(g).toMatchObject({ empresaId: company.empresaId, papel: 'gestor', titularId: gestor.id });
    expect(m).toMatchObject({ empresaId: company.empresaId, papel: 'membro', titularId: gestor.id });
    expect(again).toEqual(m);
    expect(p).toBeNull();
    // Nothing is kept: a role changed by another process shows on the next read.
    await db.update(empresaMembros).set({ papel: 'gestor' }).where(eq(empresaMembros.userId, membro.id));
    expect((await read())[1]).toMatchObject({ papel: 'gestor' });
  });
});

describe('sessions', () => {
  it('end at once through the API, and within the cache time when ended elsewhere', async () => {
    const a = await t.createUser('user');
    expect((await a.api.getProfile()).id).toBe(a.userId);
    await a.api.logout();
    expect(await fail(a.api.getProfile())).toMatchObject({ status: 401 });

    const b = await t.loginAs(a.email, a.password);
    expect((await b.api.getProfile()).id).toBe(a.userId);
    // Another process revokes it: this one notices once its cached entry expires.
    await t.server.ctx.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, a.userId));
    await waitUntil(
      async () => (await fail(b.api.getProfile())).status === 401,
      READ_CACHE_MS + 3_000,
      'the revoked session to be refused',
    );
  });

  it('see an admin block the account at once', async () => {
    const u = await t.createUser('user');
    expect((await u.api.getProfile()).status).toBe('active');
    const { api } = await t.admin();
    await api.updateUsuario({ path: { id: u.userId }, body: { status: 'suspended' } });
    expect(await fail(u.api.getProfile())).toMatchObject({ status: 401 });
  });
});

describe('public plans', () => {
  it('show a new plan at once', async () => {
    await t.anon.getPlanosPublicos();
    const { api } = await t.admin();
    const plan = await api.createPlano({ body: { nome: 'Plano Recém-criado', valor: 1, limite: 1 } });
    expect((await t.anon.getPlanosPublicos()).data.map((p) => p.id)).toContain(plan.id);
    await api.deletePlano({ path: { id: plan.id } });
    expect((await t.anon.getPlanosPublicos()).data.map((p) => p.id)).not.toContain(plan.id);
  });
});

describe('request answers while certificates are delivered', () => {
  it('never show a certificate still running with a PDF (one snapshot per answer)', async () => {
    const owner = await userWithPlan(t, 0);
    const ids: string[] = [];
    for (let i = 0; i < 15; i++)
      ids.push((await owner.api.createSolicitacao({ body: fisicaBody(`Parte ${i}`) })).id);
    const torn: string[] = [];
    let reads = 0;
    let finished = false;
    const reader = async () => {
      while (!finished) {
        // The whole certificates (their PDFs) are what a torn answer would show.
        const page = await owner.api.getSolicitacoes({
          query: { pagina: 1, limite: 20, incluir: 'certidoes' },
        });
        reads++;
        for (const s of page.data as unknown as Solicitacao[])
          for (const c of s.certidoes)
            if ((c.status === 'pendente' || c.status === 'processando') && c.pdfs.length)
              torn.push(`${c.id} ${c.status} with ${c.pdfs.length} PDF`);
      }
    };
    const readers = Array.from({ length: 4 }, reader);
    try {
      for (const id of ids) await settled(owner.api, id, 120_000);
    } finally {
      finished = true;
      await Promise.all(readers);
    }
    expect(reads).toBeGreaterThan(10);
    expect(torn).toEqual([]);
  }, 180_000);
});
