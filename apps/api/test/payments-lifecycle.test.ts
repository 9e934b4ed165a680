import type { ApiClient } from '@certidao/api-client';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxCharges, userPlans } from '../src/db/schema.ts';
import { addOneMonth } from '../src/modules/plans/userPlans.ts';
import { runRenewals } from '../src/services/renewal.ts';
import { emlText, fail, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: ApiClient;
let planId: string;
const DAY = 86_400_000;

const HOLDER = {
  name: 'João Pereira',
  email: 'joao@example.com',
  cpfCnpj: '52998224725',
  postalCode: '01310100',
  addressNumber: '10',
  phone: '11999998888',
};
const APPROVED = {
  holderName: 'JOAO PEREIRA',
  number: '4444444444444444',
  expiryMonth: '12',
  expiryYear: '35',
  ccv: '321',
};

const db = () => t.server.ctx.db;
const paymentsOf = (userId: string) => db().select().from(payments).where(eq(payments.userId, userId));
const planRow = async (userId: string) =>
  (await db().select().from(userPlans).where(eq(userPlans.userId, userId))).sort(
    (a, b) => +b.createdAt - +a.createdAt,
  )[0]!;

async function buyByCard(renovacaoAutomatica = false) {
  const u = await t.createUser('user');
  await u.api.atribuirPlanoUsuario({
    body: {
      planoId: planId,
      renovacaoAutomatica,
      billingType: 'CREDIT_CARD',
      creditCard: APPROVED,
      creditCardHolderInfo: HOLDER,
    },
  });
  return u;
}

async function buyByPix(renovacaoAutomatica = false) {
  const u = await t.createUser('user');
  await u.api.atribuirPlanoUsuario({ body: { planoId: planId, renovacaoAutomatica, billingType: 'PIX' } });
  const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });
  await t.anon.pagarSandbox({ path: { id: pay.id } });
  return { ...u, paymentId: pay.id };
}

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.admin()).api;
  planId = (await admin.createPlano({ body: { nome: 'Básico', valor: 29.9, limite: 5 } })).id;
});
afterAll(() => t?.close());

describe('cancellation and the 7-day guarantee', () => {
  it('refunds the first payment when the user cancels within 7 days', async () => {
    const u = await buyByCard();
    const [paid] = await paymentsOf(u.userId);
    expect(paid!.status).toBe('CONFIRMADO');
    const res = await u.api.cancelarMeuPlano();
    expect(res).toMatchObject({ reembolsado: true, pagamentoReembolsadoId: paid!.id });
    expect(res.message).toBe(
      'Plano cancelado com sucesso! O pagamento de R$ 29,90 foi reembolsado (garantia de 7 dias).',
    );
    expect(res.userPlan.status).toBe('CANCELLED');
    expect((await u.api.getPagamento({ path: { id: paid!.id } })).status).toBe('REEMBOLSADO');
    const [charge] = await db()
      .select()
      .from(sandboxCharges)
      .where(eq(sandboxCharges.id, paid!.gatewayPaymentId!));
    expect(charge!.status).toBe('REFUNDED');
    expect((await u.api.obterPlanoUsuario()).userPlan).toBeNull();
    expect(await fail(u.api.cancelarMeuPlano())).toMatchObject({
      status: 404,
      message: 'Você não possui um plano ativo.',
    });
  });

  it('does not refund after 7 days', async () => {
    const u = await buyByPix();
    await db()
      .update(payments)
      .set({ dataPagamento: new Date(Date.now() - 8 * DAY) })
      .where(eq(payments.id, u.paymentId));
    const res = await u.api.cancelarMeuPlano();
    expect(res).toMatchObject({
      reembolsado: false,
      pagamentoReembolsadoId: null,
      message: 'Plano cancelado com sucesso!',
    });
    expect((await u.api.getPagamento({ path: { id: u.paymentId } })).status).toBe('CONFIRMADO');
  });

  it('refunds on day 6 (boundary inside the window)', async () => {
    const u = await buyByPix();
    await db()
      .update(payments)
      .set({ dataPagamento: new Date(Date.now() - 6.9 * DAY) })
      .where(eq(payments.id, u.paymentId));
    expect((await u.api.cancelarMeuPlano()).reembolsado).toBe(true);
  });

  it('the admin cancels with the same rule', async () => {
    const u = await buyByPix();
    const res = await admin.cancelarPlanoUsuario({ path: { id: u.userId } });
    expect(res).toMatchObject({ reembolsado: true, pagamentoReembolsadoId: u.paymentId });
    expect(await fail(admin.cancelarPlanoUsuario({ path: { id: u.userId } }))).toMatchObject({
      status: 404,
      message: 'Este usuário não possui um plano ativo.',
    });
  });

  it('cancelling a pending plan cancels its open charge', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'BOLETO' } });
    const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'BOLETO' } });
    const res = await u.api.cancelarMeuPlano();
    expect(res.reembolsado).toBe(false);
    expect((await u.api.getPagamento({ path: { id: pay.id } })).status).toBe('CANCELADO');
  });

  it('buying again replaces a pending plan and cancels its charge', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'PIX' } });
    const first = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'BOLETO' } });
    expect((await u.api.getPagamento({ path: { id: first.id } })).status).toBe('CANCELADO');
    expect((await u.api.obterPlanoUsuario()).userPlan).toMatchObject({
      status: 'PENDING',
      billingType: 'BOLETO',
    });
  });
});

describe('renewal', () => {
  it('creates the next PIX charge before dataFim, once, and its payment extends the period', async () => {
    const u = await buyByPix(true);
    const dataFim = new Date(Date.now() + 2 * DAY);
    const up = await planRow(u.userId);
    await db().update(userPlans).set({ dataFim }).where(eq(userPlans.id, up.id));

    const report = await runRenewals(t.server.ctx, new Date());
    expect(report.charged).toContain(up.id);
    const again = await runRenewals(t.server.ctx, new Date());
    expect(again.charged).not.toContain(up.id);

    const renewals = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userPlanId, up.id), isNotNull(payments.renewsFrom)));
    expect(renewals).toHaveLength(1);
    const renewal = renewals[0]!;
    expect(renewal).toMatchObject({ status: 'PENDENTE', metodoPagamento: 'PIX', valorCents: 2990 });
    expect(renewal.renewsFrom?.getTime()).toBe(dataFim.getTime());
    const api = await u.api.getPagamento({ path: { id: renewal.id } });
    expect(api.pixQrCode?.payload).toMatch(/^000201/);
    // The customer is told where and until when to pay.
    const mail = emlText(t.outbox().find((m) => m.includes(u.email) && m.includes('Renova')) ?? '');
    expect(mail).toContain(api.invoiceUrl!);

    await t.anon.pagarSandbox({ path: { id: renewal.id } });
    const after = await planRow(u.userId);
    expect(after.status).toBe('active');
    expect(after.dataFim.getTime()).toBe(addOneMonth(dataFim).getTime());
    // Not charged again for the new period yet (it is a month away).
    expect((await runRenewals(t.server.ctx, new Date())).charged).not.toContain(up.id);
  });

  it('charges a card plan with its stored token and extends it at once', async () => {
    const u = await buyByCard(true);
    const up = await planRow(u.userId);
    const dataFim = new Date(Date.now() + DAY);
    await db().update(userPlans).set({ dataFim }).where(eq(userPlans.id, up.id));
    const report = await runRenewals(t.server.ctx, new Date());
    expect(report.charged).toContain(up.id);
    const list = await u.api.buscarPagamentosUsuario();
    expect(list.data.map((p) => p.status)).toEqual(['CONFIRMADO', 'CONFIRMADO']);
    expect((await planRow(u.userId)).dataFim.getTime()).toBe(addOneMonth(dataFim).getTime());
  });

  it('ends a plan without renewal at dataFim, and an unpaid renewal after the grace days', async () => {
    const plain = await buyByPix(false);
    const renewing = await buyByPix(true);
    await db()
      .update(userPlans)
      .set({ dataFim: new Date(Date.now() - 60_000) })
      .where(eq(userPlans.userId, plain.userId));
    // Renewal charge created, never paid; the period ended 4 days ago.
    const up = await planRow(renewing.userId);
    await db()
      .update(userPlans)
      .set({ dataFim: new Date(Date.now() + DAY) })
      .where(eq(userPlans.id, up.id));
    const first = await runRenewals(t.server.ctx, new Date());
    expect(first.expired).toContain((await planRow(plain.userId)).id);
    expect(first.expired).not.toContain(up.id);
    const [open] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userPlanId, up.id), eq(payments.status, 'PENDENTE')));
    expect(open).toBeDefined();

    const now = new Date();
    const withinGrace = await runRenewals(t.server.ctx, new Date(now.getTime() + 2 * DAY));
    expect(withinGrace.expired).not.toContain(up.id);
    expect((await planRow(renewing.userId)).status).toBe('active');
    expect((await plain.api.obterPlanoUsuario()).userPlan).toBeNull();

    const late = await runRenewals(t.server.ctx, new Date(now.getTime() + 5 * DAY));
    expect(late.expired).toContain(up.id);
    expect((await planRow(renewing.userId)).status).toBe('expired');
    const [cancelled] = await db().select().from(payments).where(eq(payments.id, open!.id));
    expect(cancelled!.status).toBe('CANCELADO');
  });

  it('expires an admin grant at dataFim', async () => {
    const u = await t.createUser('user');
    await admin.concederPlanoUsuario({ path: { id: u.userId }, body: { planoId: planId } });
    const up = await planRow(u.userId);
    expect((await runRenewals(t.server.ctx, new Date())).expired).not.toContain(up.id);
    expect((await runRenewals(t.server.ctx, new Date(up.dataFim.getTime() + 1000))).expired).toContain(up.id);
  });
});
