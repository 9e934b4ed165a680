import type { ApiClient } from '@certidao/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificacoes, userPlans, users } from '../src/db/schema.ts';
import { runRenewals } from '../src/modules/payments/service.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { APPROVED, buyByCard, buyByPix, DAY, HOLDER } from './paymentFixtures.ts';
import { fisicaBody, settled, userWithPlan } from './pipelineHelpers.ts';

let t: TestServer;
let admin: Awaited<ReturnType<TestServer['admin']>>;
let mod: Awaited<ReturnType<TestServer['createUser']>>;
let planoId: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = await t.admin();
  mod = await t.createUser('moderator');
  planoId = (await admin.api.createPlano({ body: { nome: 'Plano Avisos', valor: 29.9, limite: 10 } })).id;
});
afterAll(() => t?.close());

async function findEvent(
  api: ApiClient,
  evento: string,
  aba: 'todas' | 'nao-lidas' | 'vencimentos' | 'erros' | 'pendencias' | 'sucessos' = 'todas',
) {
  const res = await api.listarNotificacoes({ query: { aba, limit: 100 } });
  return res.data.filter((n) => n.evento === evento);
}

describe('notifications produced by real events', () => {
  it('a new customer registering notifies every staff user (Sucessos)', async () => {
    await t.anon.register({
      body: {
        firstName: 'Carla',
        lastName: 'Nunes',
        email: 'carla.nunes@exemplo.com.br',
        phone: '(11) 98765-4321',
        cpfCnpj: '529.982.247-25',
        password: 'segredo1',
      },
    });
    const [carla] = await t.server.ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'carla.nunes@exemplo.com.br'));
    for (const api of [admin.api, mod.api]) {
      const [n] = (await findEvent(api, 'cliente.cadastrado', 'sucessos')).filter((x) =>
        x.mensagem.includes('carla.nunes@exemplo.com.br'),
      );
      expect(n).toMatchObject({
        tipo: 'sucesso',
        titulo: 'Novo cliente cadastrado',
        link: `/admin/perfil-usuario/${carla!.id}`,
        lida: false,
        lidaEm: null,
      });
    }
    // Customers read their own notifications (monitoring alerts), never the staff's.
    const user = await t.createUser('user');
    expect(await user.api.listarNotificacoes()).toMatchObject({ data: [], naoLidas: 0 });
    expect(await user.api.contarNotificacoesNaoLidas()).toEqual({ naoLidas: 0 });
  });

  it('a failed certificate gives an Erro, and its finished request a Pendencia', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({
      body: fisicaBody('Paulo FALHA', undefined, ['trt2']),
    });
    const s = await settled(user.api, created.id);
    expect(s.certidoes[0]!.status).toBe('falhou');
    const [erro] = await findEvent(admin.api, 'certidao.falhou', 'erros');
    expect(erro).toMatchObject({ tipo: 'erro', link: `/admin/detalhes-certidao/${created.id}` });
    expect(erro!.mensagem).toContain('Paulo FALHA');
    const [fim] = await findEvent(mod.api, 'solicitacao.finalizada', 'pendencias');
    expect(fim).toMatchObject({ tipo: 'pendencia', titulo: 'Solicitação finalizada com falhas' });
    expect(await findEvent(admin.api, 'certidao.falhou', 'sucessos')).toEqual([]);
  });

  it('a request whose certificates are all issued gives a Sucesso', async () => {
    const user = await userWithPlan(t, 0);
    const created = await user.api.createSolicitacao({ body: fisicaBody('Rita Lopes', undefined, ['trt2']) });
    await settled(user.api, created.id);
    const done = (await findEvent(admin.api, 'solicitacao.finalizada', 'sucessos')).filter(
      (n) => n.link === `/admin/detalhes-certidao/${created.id}`,
    );
    expect(done).toHaveLength(1);
    expect(done[0]!.titulo).toBe('Solicitação concluída');
  });

  it('payments: confirmed by card or PIX (Sucessos), refused card (Erros), once per payment', async () => {
    await buyByCard(t, planoId);
    const pix = await buyByPix(t, planoId);
    const confirmed = await findEvent(admin.api, 'pagamento.confirmado', 'sucessos');
    expect(confirmed).toHaveLength(2);
    expect(confirmed[0]!.mensagem).toMatch(
      /O pagamento de R\$ 29,90 do plano Plano Avisos de Teste user foi confirmado\./,
    );
    // A replayed confirmation (sync) notifies nobody twice.
    await admin.api.sincronizarPagamento({ path: { id: pix.paymentId } }).catch(() => undefined);
    expect(await findEvent(admin.api, 'pagamento.confirmado')).toHaveLength(2);

    const u = await t.createUser('user');
    await fail(
      u.api.atribuirPlanoUsuario({
        body: {
          planoId,
          billingType: 'CREDIT_CARD',
          creditCard: { ...APPROVED, number: '5184019740373151' },
          creditCardHolderInfo: HOLDER,
        },
      }),
    );
    const [refused] = await findEvent(mod.api, 'pagamento.recusado', 'erros');
    expect(refused).toMatchObject({
      tipo: 'erro',
      titulo: 'Pagamento recusado',
      link: `/admin/perfil-usuario/${u.userId}`,
    });
  });

  it('a plan ending within 7 days gives a Vencimento, once per period', async () => {
    const buyer = await buyByCard(t, planoId);
    const db = t.server.ctx.db;
    await db
      .update(userPlans)
      .set({ dataFim: new Date(Date.now() + 6 * DAY) })
      .where(eq(userPlans.userId, buyer.userId));
    await runRenewals(t.server.ctx);
    await runRenewals(t.server.ctx);
    const due = (await findEvent(admin.api, 'plano.vencendo', 'vencimentos')).filter(
      (n) => n.link === `/admin/perfil-usuario/${buyer.userId}`,
    );
    expect(due).toHaveLength(1);
    expect(due[0]!.mensagem).toContain('vence em');
  });
});

describe('reading and deleting are each user’s own', () => {
  it('mark read, mark all read and delete persist per user; another user’s notification is 404', async () => {
    const before = await admin.api.contarNotificacoesNaoLidas();
    expect(before.naoLidas).toBeGreaterThan(2);
    const list = await admin.api.listarNotificacoes({ query: { aba: 'nao-lidas' } });
    expect(list.naoLidas).toBe(before.naoLidas);
    const first = list.data[0]!;

    const read = await admin.api.marcarNotificacaoLida({ path: { id: first.id } });
    expect(read).toMatchObject({ id: first.id, lida: true });
    expect(read.lidaEm).not.toBeNull();
    expect((await admin.api.contarNotificacoesNaoLidas()).naoLidas).toBe(before.naoLidas - 1);
    expect(
      (await admin.api.listarNotificacoes({ query: { aba: 'nao-lidas', limit: 100 } })).data.map((n) => n.id),
    ).not.toContain(first.id);
    // Marking again keeps the first reading time.
    expect((await admin.api.marcarNotificacaoLida({ path: { id: first.id } })).lidaEm).toBe(read.lidaEm);

    // The moderator's copy of the same event is untouched, and the admin's rows are not theirs.
    const modUnread = (await mod.api.contarNotificacoesNaoLidas()).naoLidas;
    expect(modUnread).toBeGreaterThan(0);
    expect(await fail(mod.api.marcarNotificacaoLida({ path: { id: first.id } }))).toMatchObject({
      status: 404,
      message: 'Notificação não encontrada.',
    });
    expect(await fail(mod.api.excluirNotificacao({ path: { id: first.id } }))).toMatchObject({ status: 404 });

    await admin.api.excluirNotificacao({ path: { id: first.id } });
    expect(
      (await admin.api.listarNotificacoes({ query: { limit: 100 } })).data.map((n) => n.id),
    ).not.toContain(first.id);
    expect(await fail(admin.api.excluirNotificacao({ path: { id: first.id } }))).toMatchObject({
      status: 404,
    });

    const all = await admin.api.marcarTodasNotificacoesLidas();
    expect(all.atualizadas).toBe(before.naoLidas - 1);
    expect((await admin.api.contarNotificacoesNaoLidas()).naoLidas).toBe(0);
    expect((await mod.api.contarNotificacoesNaoLidas()).naoLidas).toBe(modUnread);

    const rows = await t.server.ctx.db
      .select()
      .from(notificacoes)
      .where(eq(notificacoes.userId, admin.userId));
    expect(rows.every((r) => r.lidaEm !== null)).toBe(true);
  });

  it('pages and filters by tab, rejecting an unknown tab with 400', async () => {
    const all = await mod.api.listarNotificacoes();
    expect(all.meta.limit).toBe(10);
    const tabs = ['vencimentos', 'erros', 'pendencias', 'sucessos'] as const;
    let sum = 0;
    for (const aba of tabs) sum += (await mod.api.listarNotificacoes({ query: { aba } })).meta.total;
    expect(sum).toBe(all.meta.total);
    const res = await fetch(`${t.apiUrl}/notificacoes?aba=outras`, {
      headers: { authorization: `Bearer ${mod.token}` },
    });
    expect(res.status).toBe(400);
  });
});
