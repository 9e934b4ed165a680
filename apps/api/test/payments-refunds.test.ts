import type { ApiClient } from '@certidao/api-client';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatePaymentInput, GatewayError } from '../src/adapters/payments/types.ts';
import { auditLog } from '../src/db/schema.ts';
import type { MailMessage } from '../src/services/mailer.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { waitUntil } from './pipelineHelpers.ts';

// A card charge the gateway answers with a refused capture must be refunded. When the gateway also refuses
// the refund, the refund queue retries it until it succeeds or, after its last attempt, tells the admins.

let t: TestServer;
let admin: ApiClient;
let planId: string;

const HOLDER = {
  name: 'Maria Aparecida da Silva',
  email: 'maria.silva@example.com',
  cpfCnpj: '52998224725',
  postalCode: '01310-100',
  addressNumber: '1000',
  phone: '(11) 3333-4444',
};
const CARD = {
  holderName: 'MARIA A SILVA',
  number: '4111 1111 1111 1111',
  expiryMonth: '05',
  expiryYear: '30',
  ccv: '123',
};

beforeAll(async () => {
  t = await startTestServer({}, {}, { refundRetry: { attempts: 3, delaySeconds: 1, backoff: false } });
  admin = (await t.admin()).api;
  const mailer = t.server.ctx.mailer;
  const send = mailer.send.bind(mailer);
  mailer.send = async (message) => {
    sent.push(message);
    await send(message);
  };
  planId = (await admin.createPlano({ body: { nome: 'Profissional', valor: 49.9, limite: 50 } })).id;
});

/** Every e-mail the server sends (the outbox still gets them). */
const sent: MailMessage[] = [];

afterAll(async () => {
  await t?.close();
});

/**
 * Makes the next card charge come back with a refused capture and the gateway refuse `refusals` refunds
 * (Infinity: every one). Returns our payment id and the gateway charge id, once charged.
 */
function refusingGateway(refusals: number) {
  const gateway = t.server.ctx.payments.gateway;
  const createPayment = gateway.createPayment.bind(gateway);
  const refundPayment = gateway.refundPayment.bind(gateway);
  const charged: { paymentId?: string; gatewayPaymentId?: string; refundCalls: number } = { refundCalls: 0 };
  gateway.createPayment = async (input: CreatePaymentInput) => {
    const remote = await createPayment(input);
    charged.paymentId = input.externalReference ?? undefined;
    charged.gatewayPaymentId = remote.id;
    return { ...remote, status: 'CREDIT_CARD_CAPTURE_REFUSED' };
  };
  gateway.refundPayment = async (id: string) => {
    charged.refundCalls++;
    if (charged.refundCalls <= refusals) throw new GatewayError('unavailable', 'Gateway fora do ar (teste)');
    return refundPayment(id);
  };
  return {
    charged,
    restore() {
      gateway.createPayment = createPayment;
      gateway.refundPayment = refundPayment;
    },
  };
}

const entriesOf = (paymentId: string) =>
  t.server.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetType, 'payment'), eq(auditLog.targetId, paymentId)))
    .orderBy(asc(auditLog.id));

const buy = async () => {
  const u = await t.createUser('user');
  return fail(
    u.api.atribuirPlanoUsuario({
      body: { planoId: planId, billingType: 'CREDIT_CARD', creditCard: CARD, creditCardHolderInfo: HOLDER },
    }),
  );
};

describe('compensating refunds the gateway refuses', () => {
  it('are retried by the refund queue until the gateway accepts, and every failure is recorded', async () => {
    const g = refusingGateway(2);
    try {
      const error = await buy();
      expect(error.status).toBe(422);
      const { paymentId, gatewayPaymentId } = g.charged;
      expect(paymentId).toBeTruthy();
      const entries = await waitUntil(
        async () => {
          const rows = await entriesOf(paymentId!);
          return rows.some((r) => r.action === 'payment.refund_retried') && rows;
        },
        30_000,
        'the retried refund',
      );
      expect(entries.map((e) => e.action)).toEqual([
        'payment.refund_failed',
        'payment.refund_failed',
        'payment.refund_retried',
      ]);
      expect(entries.map((e) => e.details?.attempt)).toEqual([0, 1, 2]);
      expect(g.charged.refundCalls).toBe(3);
      expect((await t.server.ctx.payments.gateway.getPayment(gatewayPaymentId!)).status).toBe('REFUNDED');
    } finally {
      g.restore();
    }
  });

  it('after the last attempt are recorded as abandoned and e-mailed to the admins', async () => {
    const g = refusingGateway(Number.POSITIVE_INFINITY);
    try {
      expect((await buy()).status).toBe(422);
      const { paymentId, gatewayPaymentId } = g.charged;
      const entries = await waitUntil(
        async () => {
          const rows = await entriesOf(paymentId!);
          return rows.some((r) => r.action === 'payment.refund_abandoned') && rows;
        },
        30_000,
        'the abandoned refund',
      );
      // The immediate attempt, then the queue's three.
      expect(entries.map((e) => e.action)).toEqual([
        'payment.refund_failed',
        'payment.refund_failed',
        'payment.refund_failed',
        'payment.refund_failed',
        'payment.refund_abandoned',
      ]);
      expect(g.charged.refundCalls).toBe(4);
      const mail = await waitUntil(
        async () => sent.find((m) => m.subject === `Reembolso pendente: cobrança ${gatewayPaymentId}`),
        10_000,
        'the admins e-mail',
      );
      expect(mail.to).toBe('admin@teste.com.br');
      expect(mail.text).toContain(`Pagamento: ${paymentId}`);
    } finally {
      g.restore();
    }
  });
});
