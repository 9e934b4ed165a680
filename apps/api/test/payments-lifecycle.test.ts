import type { ApiClient } from '@certidao/api-client';
import { addOneMonth } from '@certidao/domain';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, sandboxCharges, userPlans } from '../src/db/schema.ts';
import { runRenewals } from '../src/modules/payments/renewal.ts';
import { emlText, fail, startTestServer, type TestServer } from './harness.ts';
import { buyByCard as buyCard, buyByPix as buyPix, DAY, latestPlanOf } from './paymentFixtures.ts';

let t: TestServer;
let admin: ApiClient;
let planId: string;

const db = () => t.server.ctx.db;
const paymentsOf = (userId: string) => db().select().from(payments).where(eq(payments.userId, userId));
const planRow = (userId: string) => latestPlanOf(t, userId);
const buyByCard = (renovacaoAutomatica = false) => buyCard(t, planId, renovacaoAutomatica);
const buyByPix = (renovacaoAutomatica = false) => buyPix(t, planId, renovacaoAutomatica);

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

// The 7-day cancellation refunds at the gateway and then locks the payment and the plan; the refund's webhook
// (or one for a refund made in the gateway's dashboard at the same moment) locks them in the same order. Only
// PostgreSQL runs the two transactions in parallel (PGlite has one connection), so only it can deadlock.
if (process.env.DATABASE_URL)
  describe('cancel within 7 days racing the refund webhook (PostgreSQL)', () => {
    const ROUNDS = 25;

    async function refundedWebhook(gatewayPaymentId: string, round: number) {
      return fetch(`${t.apiUrl}/webhooks/asaas`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'asaas-access-token': t.server.ctx.payments.webhookToken,
        },
        body: JSON.stringify({
          id: `evt_race_${round}_${gatewayPaymentId}`,
          event: 'PAYMENT_REFUNDED',
          payment: { id: gatewayPaymentId },
        }),
      });
    }

    it(`never deadlocks nor leaves a half-cancelled plan (${ROUNDS} rounds)`, async () => {
      const buyers = await Promise.all(Array.from({ length: ROUNDS }, () => buyByCard()));
      // The refund's webhook is sent as soon as the gateway accepts the refund, and the cancellation goes on
      // after a delay that changes every round, so its transaction meets the webhook's at different points.
      const gateway = t.server.ctx.payments.gateway;
      const refund = gateway.refundPayment.bind(gateway);
      let round = 0;
      let hook: Promise<Response> | undefined;
      gateway.refundPayment = async (id: string) => {
        const done = await refund(id);
        hook = refundedWebhook(id, round);
        await new Promise((r) => setTimeout(r, round % 10));
        return done;
      };
      const outcomes = new Map<string, number>();
      try {
        for (const u of buyers) {
          round++;
          const cancel = await u.api.cancelarMeuPlano().then(
            (res) => `cancelled:${res.reembolsado}`,
            (error: { status: number }) => `refused:${error.status}`,
          );
          outcomes.set(cancel, (outcomes.get(cancel) ?? 0) + 1);
          expect(cancel).toBe('cancelled:true');
          expect((await hook!).status).toBe(200);
          const [after] = await paymentsOf(u.userId);
          expect(after!.status).toBe('REEMBOLSADO');
          const up = await planRow(u.userId);
          expect(up.status).toBe('cancelled');
          expect(up.renovacaoAutomatica).toBe(false);
        }
      } finally {
        gateway.refundPayment = refund;
      }
      expect(outcomes.get('cancelled:true')).toBe(ROUNDS);
    }, 240_000);
  });
