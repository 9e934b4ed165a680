/**
 * Plan changes in place and extra seats: an upgrade applies at once and charges the prorated difference (card by
 * token, or a PIX charge beside the period's), a downgrade waits for the period's end (the renewal charges and
 * switches to it), an extra seat is usable at once; the subscription stays active throughout, so a company's
 * members keep ordering; members are refused (403), every change audited, two changes at once end in one and 409.
 */
import type { ApiClient } from '@certidao/api-client';
import { EXTRA_SEAT_PRICE_CENTS, oneMonthBefore, prorate } from '@certidao/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, empresaMembros, payments, sandboxCreditCards, userPlans } from '../src/db/schema.ts';
import { lockUnchanged } from '../src/modules/payments/planChange.ts';
import { runRenewals } from '../src/modules/payments/renewal.ts';
import { currentPlanOf } from '../src/services/userPlans.ts';
import { fail, insertCompany, startTestServer, type TestServer } from './harness.ts';
import { buyByCard, buyByPix, DAY, latestPlanOf } from './paymentFixtures.ts';
import { fisicaBody } from './pipelineHelpers.ts';

let t: TestServer;
let admin: ApiClient;
/** Three plans: R$ 49,90 with 1 seat, R$ 99,90 with 3, R$ 249,90 with 10. */
let inicial: string;
let equipe: string;
let escritorio: string;

const db = () => t.server.ctx.db;
const auditsOf = (userId: string, action: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action as never), eq(auditLog.targetId, userId)));
const paymentsOf = (userPlanId: string) =>
  db().select().from(payments).where(eq(payments.userPlanId, userPlanId));

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.admin()).api;
  const plan = (nome: string, valor: number, assentos: number) =>
    admin.createPlano({ body: { nome, valor, limite: 50, assentos } }).then((p) => p.id);
  inicial = await plan('Inicial', 49.9, 1);
  equipe = await plan('Equipe', 99.9, 3);
  escritorio = await plan('Escritório', 249.9, 10);
});
afterAll(() => t?.close());

/** A company whose holder bought `planId` by card (or PIX), with one 'Membro'. */
async function company(planId: string, how: 'card' | 'pix' = 'card') {
  const holder = how === 'card' ? await buyByCard(t, planId, true) : await buyByPix(t, planId, true);
  const membro = await t.createUser('user');
  const { empresaId } = await insertCompany(t.server, holder.userId, [
    { userId: membro.userId, papel: 'membro' },
  ]);
  return { holder, membro, empresaId };
}

const order = (api: ApiClient, nome: string) =>
  api.createSolicitacao({ body: fisicaBody(nome, undefined, ['tjsp']) });

describe('upgrade', () => {
  it('by card: the preview’s prorated difference, charged on the card, the plan changed at once', async () => {
    const { holder, membro } = await company(inicial);
    const before = await latestPlanOf(t, holder.userId);
    await order(membro.api, 'Antes do Upgrade');

    const preview = await holder.api.previaAlteracaoPlano({ query: { planoId: equipe } });
    const expected = prorate(4990, 9990, oneMonthBefore(before.dataFim), before.dataFim, new Date());
    expect(preview).toMatchObject({
      tipo: 'upgrade',
      planoAtual: { id: inicial, nome: 'Inicial', valor: 49.9, assentos: 1 },
      planoNovo: { id: equipe, nome: 'Equipe', valor: 99.9, assentos: 3 },
      valor: expected.amountCents / 100,
      diasRestantes: expected.daysLeft,
      proximaCobranca: { data: before.dataFim.toISOString(), valor: 99.9 },
      formaPagamento: 'CREDIT_CARD',
    });
    expect(preview.diasRestantes).toBeGreaterThanOrEqual(28);

    const done = await holder.api.alterarMeuPlano({ body: { planoId: equipe } });
    expect(done).toMatchObject({
      tipo: 'upgrade',
      plano: { plano: { id: equipe }, userPlan: { status: 'ACTIVE' }, mudancaAgendada: null },
      pagamento: {
        tipo: 'alteracao',
        status: 'CONFIRMADO',
        metodoPagamento: 'CARTAO_CREDITO',
        valor: preview.valor,
        descricao: `Diferença do plano Inicial para o Equipe (${preview.diasRestantes} dias)`,
      },
    });
    expect(done.message).toContain('foi cobrada no cartão');
    // The same row, its dates kept: never cancelled and recreated.
    const after = await latestPlanOf(t, holder.userId);
    expect(after).toMatchObject({ id: before.id, status: 'active', planId: equipe });
    expect(after.dataInicio.getTime()).toBe(before.dataInicio.getTime());
    expect(after.dataFim.getTime()).toBe(before.dataFim.getTime());
    expect((await membro.api.obterPlanoUsuario()).plano?.id).toBe(equipe);
    await order(membro.api, 'Depois do Upgrade');

    const [entry] = await auditsOf(holder.userId, 'user_plan.upgraded');
    expect(entry?.details).toMatchObject({ de: { nome: 'Inicial' }, para: { nome: 'Equipe' } });
    // The payment shows in the customer's history with its purpose.
    const list = await holder.api.buscarPagamentosUsuario({});
    expect(list.data.find((p) => p.id === done.pagamento?.id)).toMatchObject({ tipo: 'alteracao' });
  });

  it('by PIX: a pending charge beside the period’s; members order while it is unpaid; paying it keeps the plan', async () => {
    const { holder, membro } = await company(inicial, 'pix');
    const done = await holder.api.alterarMeuPlano({ body: { planoId: escritorio } });
    expect(done.pagamento).toMatchObject({ tipo: 'alteracao', status: 'PENDENTE', metodoPagamento: 'PIX' });
    expect(done.pagamento?.pixQrCode).not.toBeNull();
    expect(done.message).toContain('Pague a diferença');
    await order(membro.api, 'Durante o Upgrade');
    expect((await latestPlanOf(t, holder.userId)).status).toBe('active');

    await t.anon.pagarSandbox({ path: { id: done.pagamento!.id } });
    const [paid] = await db().select().from(payments).where(eq(payments.id, done.pagamento!.id));
    expect(paid).toMatchObject({ status: 'CONFIRMADO', unservedAt: null });
    expect(await latestPlanOf(t, holder.userId)).toMatchObject({ status: 'active', planId: escritorio });
    await order(membro.api, 'Depois do Pagamento');
  });

  it('a renewal charge already open at the old price is cancelled and created again at the new one', async () => {
    const holder = await buyByPix(t, inicial, true);
    const up = await latestPlanOf(t, holder.userId);
    const soon = new Date(up.dataFim.getTime() - 2 * DAY);
    await runRenewals(t.server.ctx, soon);
    const renewalOf = async () => (await paymentsOf(up.id)).filter((p) => p.renewsFrom);
    expect(await renewalOf()).toMatchObject([{ status: 'PENDENTE', planId: inicial, valorCents: 4990 }]);

    const done = await holder.api.alterarMeuPlano({ body: { planoId: equipe } });
    expect(done.pagamento).toMatchObject({ tipo: 'alteracao', status: 'PENDENTE' });
    expect(await renewalOf()).toMatchObject([{ status: 'CANCELADO', planId: inicial }]);
    await runRenewals(t.server.ctx, soon);
    const renewals = await renewalOf();
    expect(renewals.find((p) => p.status === 'PENDENTE')).toMatchObject({ planId: equipe, valorCents: 9990 });
  });

  it('a declined card takes the upgrade back: 422, the plan as it was, the attempt kept as RECUSADO', async () => {
    const { holder, membro } = await company(inicial);
    // The card kept from the purchase has expired since: the sandbox declines it, as Asaas would.
    await db().update(sandboxCreditCards).set({ expiryYear: '2020' });
    const e = await fail(holder.api.alterarMeuPlano({ body: { planoId: equipe } }));
    expect(e.status).toBe(422);
    const up = await latestPlanOf(t, holder.userId);
    expect(up).toMatchObject({ status: 'active', planId: inicial });
    const [declined] = (await paymentsOf(up.id)).filter((p) => p.tipo === 'alteracao');
    expect(declined).toMatchObject({ status: 'RECUSADO', planId: equipe });
    expect(await auditsOf(holder.userId, 'user_plan.upgrade_undone')).toHaveLength(1);
    await order(membro.api, 'Depois do Cartão Recusado');
    await db().update(sandboxCreditCards).set({ expiryYear: '2035' });
  });

  it('two upgrades at once end in one change: the other is 409 (or, when it came after, 422)', async () => {
    const holder = await buyByCard(t, inicial, true);
    const before = await currentPlanOf(db(), holder.userId);
    const results = await Promise.allSettled([
      holder.api.alterarMeuPlano({ body: { planoId: equipe } }),
      holder.api.alterarMeuPlano({ body: { planoId: equipe } }),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const [refused] = results.filter((r) => r.status === 'rejected') as PromiseRejectedResult[];
    expect([409, 422]).toContain(refused?.reason.status);
    const up = await latestPlanOf(t, holder.userId);
    expect((await paymentsOf(up.id)).filter((p) => p.tipo === 'alteracao')).toHaveLength(1);
    expect(await auditsOf(holder.userId, 'user_plan.upgraded')).toHaveLength(1);
    // A change computed from the plan as it was finds it changed under the lock: 409, nothing written.
    const stale = await db()
      .transaction((tx) => lockUnchanged(tx, before!))
      .catch((e: { statusCode?: number; message?: string }) => e);
    expect(stale).toMatchObject({
      statusCode: 409,
      message: 'Seu plano acabou de mudar. Atualize a página e confira o plano antes de tentar de novo.',
    });
  });

  it('refuses what cannot change in place, in pt-BR', async () => {
    const pending = await t.createUser('user');
    await pending.api.atribuirPlanoUsuario({ body: { planoId: inicial, billingType: 'PIX' } });
    const e1 = await fail(pending.api.previaAlteracaoPlano({ query: { planoId: equipe } }));
    expect(e1).toMatchObject({ status: 409 });
    expect(e1.message).toContain('aguarda o primeiro pagamento');
    expect((await fail(pending.api.alterarMeuPlano({ body: { planoId: equipe } }))).status).toBe(409);

    const holder = await buyByCard(t, inicial);
    expect(await fail(holder.api.alterarMeuPlano({ body: { planoId: inicial } }))).toMatchObject({
      status: 422,
      message: 'Este já é o seu plano.',
    });
    expect(
      (
        await fail(
          holder.api.previaAlteracaoPlano({ query: { planoId: '00000000-0000-4000-8000-000000000000' } }),
        )
      ).status,
    ).toBe(404);
    expect((await fail(holder.api.previaAlteracaoPlano({ query: { planoId: 'abc' } }))).status).toBe(400);

    const none = await t.createUser('user');
    expect(await fail(none.api.alterarMeuPlano({ body: { planoId: equipe } }))).toMatchObject({
      status: 404,
      message: 'Você não possui um plano ativo.',
    });
    const granted = await t.createUser('user');
    await admin.concederPlanoUsuario({ path: { id: granted.userId }, body: { planoId: inicial } });
    expect((await fail(granted.api.alterarMeuPlano({ body: { planoId: equipe } }))).status).toBe(422);
  });

  it('a company’s member is refused (403); a gestor acts on the holder’s plan', async () => {
    const { holder, membro, empresaId } = await company(inicial);
    for (const call of [
      () => membro.api.previaAlteracaoPlano({ query: { planoId: equipe } }),
      () => membro.api.alterarMeuPlano({ body: { planoId: equipe } }),
      () => membro.api.desistirAlteracaoPlano(),
      () => membro.api.previaAssentoExtra(),
      () => membro.api.comprarAssentoExtra(),
    ])
      expect(await fail(call())).toMatchObject({ status: 403 });
    const gestor = await t.createUser('user');
    await db().insert(empresaMembros).values({ userId: gestor.userId, empresaId, papel: 'gestor' });
    await gestor.api.alterarMeuPlano({ body: { planoId: equipe } });
    expect((await latestPlanOf(t, holder.userId)).planId).toBe(equipe);
  });
});

describe('downgrade', () => {
  it('is refused when the company’s people exceed the cheaper plan’s seats, naming the numbers', async () => {
    const { holder } = await company(equipe);
    await holder.api.criarConviteEmpresa({ body: { email: 'terceira.pessoa@exemplo.com.br' } });
    const e = await fail(holder.api.alterarMeuPlano({ body: { planoId: inicial } }));
    expect(e.status).toBe(422);
    expect(e.message).toBe(
      'O plano Inicial tem 1 assento e sua empresa usa 3 (membros e convites pendentes). Remova membros ou revogue convites antes de mudar para ele.',
    );
  });

  it('is scheduled for the period’s end, can be withdrawn, and the renewal charges and switches to it', async () => {
    const holder = await buyByCard(t, escritorio, true);
    const up = await latestPlanOf(t, holder.userId);
    const preview = await holder.api.previaAlteracaoPlano({ query: { planoId: equipe } });
    expect(preview).toMatchObject({ tipo: 'downgrade', valor: 0, dataEfeito: up.dataFim.toISOString() });

    const done = await holder.api.alterarMeuPlano({ body: { planoId: equipe } });
    expect(done).toMatchObject({ tipo: 'downgrade', pagamento: null });
    expect(done.plano.mudancaAgendada).toEqual({
      plano: { id: equipe, nome: 'Equipe', valor: 99.9, limite: 50, assentos: 3 },
      data: up.dataFim.toISOString(),
    });
    expect(done.plano.plano?.id).toBe(escritorio);

    const withdrawn = await holder.api.desistirAlteracaoPlano();
    expect(withdrawn.mudancaAgendada).toBeNull();
    expect(await fail(holder.api.desistirAlteracaoPlano())).toMatchObject({
      status: 404,
      message: 'Não há mudança de plano agendada.',
    });
    await holder.api.alterarMeuPlano({ body: { planoId: equipe } });
    expect(await auditsOf(holder.userId, 'user_plan.downgrade_scheduled')).toHaveLength(2);
    expect(await auditsOf(holder.userId, 'user_plan.downgrade_withdrawn')).toHaveLength(1);

    // The renewal, days before the end, charges the cheaper plan; the plan stays until the period ends.
    await runRenewals(t.server.ctx, new Date(up.dataFim.getTime() - 2 * DAY));
    const renewal = (await paymentsOf(up.id)).find((p) => p.renewsFrom);
    expect(renewal).toMatchObject({ planId: equipe, valorCents: 9990, status: 'CONFIRMADO', tipo: 'plano' });
    expect(await latestPlanOf(t, holder.userId)).toMatchObject({
      planId: escritorio,
      scheduledPlanId: equipe,
    });

    await runRenewals(t.server.ctx, new Date(up.dataFim.getTime() + 60_000));
    const switched = await latestPlanOf(t, holder.userId);
    expect(switched).toMatchObject({ id: up.id, status: 'active', planId: equipe, scheduledPlanId: null });
    expect(await auditsOf(holder.userId, 'user_plan.downgraded')).toHaveLength(1);
  });

  it('members keep ordering while a downgrade is scheduled', async () => {
    const { holder, membro } = await company(escritorio);
    const done = await holder.api.alterarMeuPlano({ body: { planoId: equipe } });
    expect(done.plano.mudancaAgendada?.plano.id).toBe(equipe);
    expect((await membro.api.obterPlanoUsuario()).mudancaAgendada?.plano.id).toBe(equipe);
    await order(membro.api, 'Durante a Mudança Agendada');
    // Equipe's 3 seats take one more person (2 + 1), not two: the change would leave the company over its seats.
    await holder.api.criarConviteEmpresa({ body: { email: 'cabe.uma@exemplo.com.br' } });
    const e = await fail(holder.api.criarConviteEmpresa({ body: { email: 'nao.cabe@exemplo.com.br' } }));
    expect(e.status).toBe(422);
    expect(e.message).toMatch(
      /^Sua empresa muda para o plano Equipe em \d{2}\/\d{2}\/\d{4}, com 3 assentos, e já usa 3 \(membros e convites pendentes\)\. Para convidar mais pessoas, desista da mudança em Meu Perfil ou compre um assento adicional\.$/,
    );
  });
});

describe('extra seats', () => {
  it('a seat bought is usable at once, charged prorated, and every renewal charges it', async () => {
    const holder = await buyByCard(t, inicial, true);
    const { empresaId } = await insertCompany(t.server, holder.userId);
    const first = await fail(
      holder.api.criarConviteEmpresa({ body: { email: 'nova.pessoa@exemplo.com.br' } }),
    );
    expect(first.status).toBe(422);
    expect(first.message).toContain('compre um assento adicional ou mude para um plano com mais assentos');

    const up = await latestPlanOf(t, holder.userId);
    const preview = await holder.api.previaAssentoExtra();
    const expected = prorate(0, EXTRA_SEAT_PRICE_CENTS, oneMonthBefore(up.dataFim), up.dataFim, new Date());
    expect(preview).toMatchObject({
      valor: expected.amountCents / 100,
      valorMensal: 39.9,
      assentos: { limite: 1, emUso: 1, extras: 0 },
      proximaCobranca: { data: up.dataFim.toISOString(), valor: 89.8 },
    });

    const revenue = async () =>
      (await admin.listarAssinaturasAtivasDetalhadas({ query: { page: 1, limit: 1 } })).resumo.receitaMensal;
    const revenueBefore = await revenue();
    const bought = await holder.api.comprarAssentoExtra();
    // The staff's monthly revenue counts the seat, as each renewal charges it.
    expect(await revenue()).toBeCloseTo(revenueBefore + 39.9, 2);
    expect(bought).toMatchObject({
      assentos: { limite: 2, emUso: 1, extras: 1 },
      pagamento: { tipo: 'assentos', status: 'CONFIRMADO', valor: preview.valor },
    });
    expect(bought.pagamento?.descricao).toMatch(/^1 assento adicional \(\d+ dias\)$/);
    expect((await holder.api.obterMinhaEmpresa()).assentos).toEqual({ limite: 2, emUso: 1, extras: 1 });
    expect((await holder.api.obterPlanoUsuario()).userPlan?.assentosExtras).toBe(1);
    await holder.api.criarConviteEmpresa({ body: { email: 'nova.pessoa@exemplo.com.br' } });
    const full = await fail(
      holder.api.criarConviteEmpresa({ body: { email: 'outra.pessoa@exemplo.com.br' } }),
    );
    expect(full.message).toContain(
      'Sua empresa já usa os 2 assentos do plano Inicial com 1 assento adicional (membros e convites pendentes).',
    );
    expect((await auditsOf(holder.userId, 'user_plan.seat_added'))[0]?.details).toMatchObject({
      empresaId,
      assentosExtras: 1,
    });

    await runRenewals(t.server.ctx, new Date(up.dataFim.getTime() - 2 * DAY));
    const renewal = (await paymentsOf(up.id)).find((p) => p.renewsFrom);
    expect(renewal).toMatchObject({ planId: inicial, valorCents: 4990 + EXTRA_SEAT_PRICE_CENTS });
  });

  it('a personal account has no seats to buy', async () => {
    const holder = await buyByCard(t, inicial);
    expect(await fail(holder.api.previaAssentoExtra())).toMatchObject({ status: 422 });
    expect(await fail(holder.api.comprarAssentoExtra())).toMatchObject({ status: 422 });
  });

  it('a cheaper plan counts the extra seats', async () => {
    const { holder } = await company(equipe);
    await holder.api.comprarAssentoExtra();
    await holder.api.criarConviteEmpresa({ body: { email: 'mais.uma@exemplo.com.br' } });
    // 3 people: Inicial's 1 seat + 1 extra is too few.
    const e = await fail(holder.api.alterarMeuPlano({ body: { planoId: inicial } }));
    expect(e.message).toContain('tem 2 assentos e sua empresa usa 3');
    const row = await db().select().from(userPlans).where(eq(userPlans.userId, holder.userId));
    expect(row[0]?.scheduledPlanId).toBeNull();
  });
});
