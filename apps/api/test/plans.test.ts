import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { solicitacoes } from '../src/db/schema.ts';
import { DEFAULT_PLANS } from '../src/startup/seed.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('plans', () => {
  it('seeds the four plans, listed publicly without a token in `ordem` order', async () => {
    const res = await t.anon.getPlanosPublicos();
    expect(res.data.map((p) => p.nome)).toEqual(['Básico', 'Profissional', 'Empresarial', 'Ilimitado']);
    expect(res.data.find((p) => p.nome === 'Ilimitado')!.limite).toBe(0);
    expect(res.data.filter((p) => p.popular).map((p) => p.nome)).toEqual(['Profissional']);
    expect(res.data[0]!.valor).toBe(DEFAULT_PLANS[0]!.valorCents / 100);
    expect(res.meta.total).toBe(4);
  });

  it('lets staff create, update and delete plans, with the plan-edit rules', async () => {
    const mod = await t.createUser('moderator');
    const created = await mod.api.createPlano({
      body: { nome: '  Anual Premium ', valor: 1234.5, beneficios: ['Tudo', 'Mais'], ordem: 0 },
    });
    expect(created).toMatchObject({
      nome: 'Anual Premium',
      valor: 1234.5,
      limite: 0,
      popular: false,
      ordem: 0,
    });
    const list = await mod.api.getPlanos({ query: { page: 1, limit: 100 } });
    expect(list.data[0]!.id).toBe(created.id);
    const found = await mod.api.getPlanos({ query: { search: 'premium' } });
    expect(found.data.map((p) => p.id)).toEqual([created.id]);
    const updated = await mod.api.updatePlano({
      path: { id: created.id },
      body: { valor: 99.99, limite: 10, ordem: 9 },
    });
    expect(updated).toMatchObject({ valor: 99.99, limite: 10, ordem: 9, nome: 'Anual Premium' });
    expect(await fail(mod.api.updatePlano({ path: { id: created.id }, body: { ordem: -1 } }))).toMatchObject({
      status: 400,
    });
    await mod.api.deletePlano({ path: { id: created.id } });
    expect(await fail(mod.api.getPlano({ path: { id: created.id } }))).toMatchObject({
      status: 404,
      message: 'Plano não encontrado.',
    });
    const user = await t.createUser('user');
    expect(await fail(user.api.createPlano({ body: { nome: 'X' } }))).toMatchObject({ status: 403 });
  });

  it('refuses to delete a plan that a user holds, and archives one only kept by history', async () => {
    const { api } = await t.admin();
    const plan = await api.createPlano({ body: { nome: 'Temporário', valor: 10, limite: 1 } });
    const u = await t.createUser('user');
    await api.concederPlanoUsuario({ path: { id: u.userId }, body: { planoId: plan.id } });
    const e = await fail(api.deletePlano({ path: { id: plan.id } }));
    expect(e.status).toBe(409);
    expect(e.message).toContain('1 usuário possui');
    await api.cancelarPlanoUsuario({ path: { id: u.userId } });
    await api.deletePlano({ path: { id: plan.id } });
    expect((await api.getPlanos({ query: { limit: 100 } })).data.map((p) => p.id)).not.toContain(plan.id);
  });
});

describe('user plans', () => {
  it('grants a plan without payment, active at once for one month, and counts usage this month', async () => {
    const { api } = await t.admin();
    const u = await t.createUser('user');
    expect(await u.api.obterPlanoUsuario()).toEqual({
      plano: null,
      userPlan: null,
      mudancaAgendada: null,
      usage: { solicitacoesRealizadas: 0, solicitacoesLimitadas: 0 },
    });
    const basico = (await t.anon.getPlanosPublicos()).data.find((p) => p.nome === 'Básico')!;
    const granted = await api.concederPlanoUsuario({ path: { id: u.userId }, body: { planoId: basico.id } });
    expect(granted.userPlan).toMatchObject({ ativo: true, status: 'ACTIVE', billingType: null });
    const start = new Date(granted.userPlan!.dataInicio);
    const end = new Date(granted.userPlan!.dataFim!);
    expect(Math.round((end.getTime() - start.getTime()) / 86_400_000)).toBeGreaterThanOrEqual(28);
    expect(Math.round((end.getTime() - start.getTime()) / 86_400_000)).toBeLessThanOrEqual(31);

    await t.server.ctx.db.insert(solicitacoes).values([
      { userId: u.userId, tipoPessoa: 'fisica', nomeCompleto: 'A', documento: '52998224725' },
      {
        userId: u.userId,
        tipoPessoa: 'fisica',
        nomeCompleto: 'B',
        documento: '52998224725',
        criadoEm: new Date('2020-01-15T12:00:00Z'),
      },
    ]);
    const mine = await u.api.obterPlanoUsuario();
    expect(mine).toMatchObject({
      plano: { id: basico.id, nome: 'Básico' },
      usage: { solicitacoesRealizadas: 1, solicitacoesLimitadas: 5 },
    });
    expect(await api.getPlanoDoUsuario({ path: { id: u.userId } })).toEqual(mine);
    const uso = await api.getUsoUsuario({ path: { id: u.userId } });
    expect(uso.data).toHaveLength(6);
    expect(uso.data.at(-1)).toMatchObject({ solicitacoes: 1, limite: 5 });
  });

  it('replaces the current plan on a new grant and cancels it on request', async () => {
    const { api } = await t.admin();
    const u = await t.createUser('user');
    const [basico, pro] = (await t.anon.getPlanosPublicos()).data;
    await api.concederPlanoUsuario({ path: { id: u.userId }, body: { planoId: basico!.id } });
    await api.concederPlanoUsuario({ path: { id: u.userId }, body: { planoId: pro!.id } });
    expect((await u.api.obterPlanoUsuario()).plano?.nome).toBe(pro!.nome);
    const cancelled = await api.cancelarPlanoUsuario({ path: { id: u.userId } });
    expect(cancelled.userPlan).toMatchObject({ status: 'CANCELLED', ativo: false });
    expect((await u.api.obterPlanoUsuario()).plano).toBeNull();
    expect(await fail(api.cancelarPlanoUsuario({ path: { id: u.userId } }))).toMatchObject({
      status: 404,
      message: 'Este usuário não possui um plano ativo.',
    });
    expect(
      await fail(
        api.concederPlanoUsuario({
          path: { id: '00000000-0000-4000-8000-000000000000' },
          body: { planoId: pro!.id },
        }),
      ),
    ).toMatchObject({ status: 404 });
  });
});
