/**
 * Money left in the air: a PIX or boleto purchase never paid expires after its charge's due date
 * plus PENDING_GRACE_DAYS (the customer is told), and a charge paid after its plan was replaced, cancelled or
 * expired is refunded automatically (audited; a refused refund goes to the `refunds` queue).
 */
import type { ApiClient } from '@certidao/api-client';
import { addDaysIso, toSaoPauloIsoDate } from '@certidao/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from '../src/adapters/payments/types.ts';
import { auditLog, payments, sandboxCharges } from '../src/db/schema.ts';
import { runRenewals } from '../src/modules/payments/renewal.ts';
import { PENDING_GRACE_DAYS, UNSERVED_REASON } from '../src/modules/payments/service.ts';
import { emlText, startTestServer, type TestServer } from './harness.ts';
import { latestPlanOf } from './paymentFixtures.ts';
import { waitUntil } from './pipelineHelpers.ts';

let t: TestServer;
let admin: ApiClient;
let planId: string;

beforeAll(async () => {
  t = await startTestServer({}, {}, { refundRetry: { attempts: 3, delaySeconds: 1, backoff: false } });
  admin = (await t.admin()).api;
  planId = (await admin.createPlano({ body: { nome: 'Mensal', valor: 59.9, limite: 10 } })).id;
});
afterAll(() => t?.close());

const db = () => t.server.ctx.db;
const paymentRow = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;
const chargeRow = async (id: string) =>
  (await db().select().from(sandboxCharges).where(eq(sandboxCharges.id, id)))[0]!;
const auditsOf = (action: string, targetId: string) =>
  db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
/** Noon in São Paulo of a calendar day. */
const noonOf = (isoDay: string) => new Date(`${isoDay}T15:00:00Z`);

async function pendingPurchase(method: 'PIX' | 'BOLETO') {
  const u = await t.createUser('user');
  await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: method } });
  const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: method } });
  return { ...u, payment: await paymentRow(pay.id) };
}

/** The gateway's PAYMENT_RECEIVED for a charge the customer paid at the bank although we had cancelled it. */
async function paidAnyway(gatewayPaymentId: string) {
  await db()
    .update(sandboxCharges)
    .set({ status: 'RECEIVED' })
    .where(eq(sandboxCharges.id, gatewayPaymentId));
  const res = await fetch(`${t.apiUrl}/webhooks/asaas`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'asaas-access-token': t.server.ctx.payments.webhookToken,
    },
    body: JSON.stringify({
      id: `evt_late_${gatewayPaymentId}`,
      event: 'PAYMENT_RECEIVED',
      payment: { id: gatewayPaymentId },
    }),
  });
  expect(res.status).toBe(200);
}

describe('a PIX or boleto purchase never paid', () => {
  it('expires after the due date plus the grace period, its charge cancelled, and the customer is told', async () => {
    const u = await pendingPurchase('BOLETO');
    const up = await latestPlanOf(t, u.userId);
    const lastDay = addDaysIso(u.payment.dueDate!, PENDING_GRACE_DAYS);

    expect((await runRenewals(t.server.ctx, noonOf(lastDay))).unpaid).not.toContain(up.id);
    expect((await latestPlanOf(t, u.userId)).status).toBe('pending');

    const report = await runRenewals(t.server.ctx, noonOf(addDaysIso(lastDay, 1)));
    expect(report.unpaid).toContain(up.id);
    expect((await latestPlanOf(t, u.userId)).status).toBe('expired');
    expect((await paymentRow(u.payment.id)).status).toBe('CANCELADO');
    expect((await chargeRow(u.payment.gatewayPaymentId!)).status).toBe('DELETED');
    expect((await u.api.obterPlanoUsuario()).userPlan).toBeNull();
    const [entry] = await auditsOf('user_plan.expired', u.userId);
    expect(entry?.details).toMatchObject({ userPlanId: up.id, motivo: 'não pago' });
    const mail = emlText(t.outbox().findLast((m) => m.includes(`To: ${u.email}`)) ?? '');
    expect(mail).toContain('por isso o pedido expirou e a cobran');
    expect(mail).toContain(`${t.url}/planos`);
    // A second pass changes nothing and sends nothing more.
    const mails = t.outbox().length;
    expect((await runRenewals(t.server.ctx, noonOf(addDaysIso(lastDay, 2)))).unpaid).not.toContain(up.id);
    expect(t.outbox().length).toBe(mails);
  });

  it('counts from the purchase day when no charge was ever created', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'PIX' } });
    const up = await latestPlanOf(t, u.userId);
    const today = toSaoPauloIsoDate();
    const late = noonOf(addDaysIso(today, PENDING_GRACE_DAYS + 2));
    expect((await runRenewals(t.server.ctx, late)).unpaid).toContain(up.id);
    expect((await latestPlanOf(t, u.userId)).status).toBe('expired');
  });
});

describe('a charge paid after its plan was replaced, cancelled or expired', () => {
  it('is recorded as paid, refunded through the gateway at once and audited; the new plan is untouched', async () => {
    const u = await pendingPurchase('PIX');
    // Replaced: the customer chose boleto instead; the PIX charge was cancelled.
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'BOLETO' } });
    expect((await paymentRow(u.payment.id)).status).toBe('CANCELADO');

    await paidAnyway(u.payment.gatewayPaymentId!);
    const row = await paymentRow(u.payment.id);
    expect(row.status).toBe('REEMBOLSADO');
    expect(row.unservedAt).not.toBeNull();
    expect((await chargeRow(u.payment.gatewayPaymentId!)).status).toBe('REFUNDED');
    const [entry] = await auditsOf('payment.refunded', u.payment.id);
    expect(entry?.details).toMatchObject({ motivo: UNSERVED_REASON, valorCents: 5990 });
    expect((await u.api.obterPlanoUsuario()).userPlan?.status).toBe('PENDING');
  });

  it('goes to the refunds queue when the gateway refuses the refund', async () => {
    const u = await pendingPurchase('PIX');
    await u.api.cancelarMeuPlano();
    const gateway = t.server.ctx.payments.gateway;
    const refund = gateway.refundPayment.bind(gateway);
    let calls = 0;
    gateway.refundPayment = async (id: string) => {
      if (++calls === 1) throw new GatewayError('unavailable', 'Gateway fora do ar (teste)');
      return refund(id);
    };
    try {
      await paidAnyway(u.payment.gatewayPaymentId!);
      expect((await paymentRow(u.payment.id)).status).toBe('CONFIRMADO');
      expect(await auditsOf('payment.refund_failed', u.payment.id)).toHaveLength(1);
      // The refund is recorded by the gateway's answer, its audit row right after: wait for both.
      await waitUntil(
        async () =>
          (await paymentRow(u.payment.id)).status === 'REEMBOLSADO' &&
          (await auditsOf('payment.refund_retried', u.payment.id)).length > 0,
        30_000,
        'the queued refund and its audit',
      );
      expect(await auditsOf('payment.refund_retried', u.payment.id)).toHaveLength(1);
      // Claimed once: the renewal job's sweep does not refund it again.
      expect((await runRenewals(t.server.ctx)).refunded).not.toContain(u.payment.id);
    } finally {
      gateway.refundPayment = refund;
    }
  });

  it('is refunded by the renewal job when the process died before refunding it', async () => {
    const u = await pendingPurchase('PIX');
    await u.api.cancelarMeuPlano();
    // As the webhook's transaction leaves it: paid, marked unserved, nobody has claimed the refund.
    await db()
      .update(sandboxCharges)
      .set({ status: 'RECEIVED' })
      .where(eq(sandboxCharges.id, u.payment.gatewayPaymentId!));
    await db()
      .update(payments)
      .set({ status: 'CONFIRMADO', dataPagamento: new Date(), unservedAt: new Date() })
      .where(eq(payments.id, u.payment.id));
    expect((await runRenewals(t.server.ctx)).refunded).toEqual([u.payment.id]);
    expect((await paymentRow(u.payment.id)).status).toBe('REEMBOLSADO');
    expect((await chargeRow(u.payment.gatewayPaymentId!)).status).toBe('REFUNDED');
  });
});
