import type { ApiClient } from '@certidao/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ASAAS_USER_AGENT, AsaasGateway } from '../src/adapters/payments/asaas.ts';
import { GatewayError } from '../src/adapters/payments/types.ts';
import { payments, savedCards, userPlans } from '../src/db/schema.ts';
import { createLogger } from '../src/logger.ts';
import { runRenewals } from '../src/modules/payments/renewal.ts';
import { type FakeAsaas, startFakeAsaas } from './fakeAsaas.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';

let fake: FakeAsaas;
let t: TestServer;
let admin: ApiClient;
let planId: string;
const WEBHOOK_TOKEN = 'whk_token_de_teste_1234567890';
const log = createLogger('silent');
const HOLDER = {
  name: 'Ana',
  email: 'ana@example.com',
  cpfCnpj: '529.982.247-25',
  postalCode: '01310-100',
  addressNumber: '1',
  phone: '(11) 3333-4444',
};
const card = (number: string) => ({
  holderName: 'ANA',
  number,
  expiryMonth: '01',
  expiryYear: '2031',
  ccv: '123',
});
const caught = (p: Promise<unknown>) =>
  p.then(
    () => expect.fail('expected an error'),
    (e: unknown) => e as GatewayError,
  );

beforeAll(async () => {
  fake = await startFakeAsaas();
  t = await startTestServer(
    {},
    { ASAAS_API_KEY: fake.apiKey, ASAAS_BASE_URL: fake.baseUrl, ASAAS_WEBHOOK_TOKEN: WEBHOOK_TOKEN },
  );
  admin = (await t.admin()).api;
  planId = (await admin.createPlano({ body: { nome: 'Profissional', valor: 49.9, limite: 50 } })).id;
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('Asaas adapter against the fake', () => {
  it('sends access_token and User-Agent and maps payments, PIX QR codes and boleto lines', async () => {
    const gw = new AsaasGateway({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, log });
    const customer = await gw.createCustomer({
      name: 'Ana Souza',
      email: 'ana@example.com',
      cpfCnpj: '52998224725',
      externalReference: 'u1',
    });
    const req = fake.requests.at(-1)!;
    expect(req.headers.access_token).toBe(fake.apiKey);
    expect(req.headers['user-agent']).toBe(ASAAS_USER_AGENT);
    expect(req.headers['content-type']).toBe('application/json');
    expect(req.body).toMatchObject({ name: 'Ana Souza', cpfCnpj: '52998224725', notificationDisabled: true });

    const pix = await gw.createPayment({
      customerId: customer.id,
      billingType: 'PIX',
      valueCents: 4990,
      dueDate: '2030-01-10',
      description: 'x',
      externalReference: 'p1',
    });
    expect(fake.requests.at(-1)!.body).toMatchObject({
      customer: customer.id,
      billingType: 'PIX',
      value: 49.9,
      dueDate: '2030-01-10',
      externalReference: 'p1',
    });
    expect(pix).toMatchObject({
      status: 'PENDING',
      valueCents: 4990,
      externalReference: 'p1',
      deleted: false,
    });
    const qr = await gw.getPixQrCode(pix.id);
    expect(qr.payload).toContain('br.gov.bcb.pix');
    expect(qr.expirationDate.toISOString()).toBe('2030-01-11T02:59:59.000Z');

    const boleto = await gw.createPayment({
      customerId: customer.id,
      billingType: 'BOLETO',
      valueCents: 9990,
      dueDate: '2030-01-10',
      description: 'x',
      externalReference: 'p2',
    });
    expect(await gw.getIdentificationField(boleto.id)).toMatch(/^\d{47}$/);

    await gw.deletePayment(pix.id);
    expect(fake.payments.get(pix.id)!.deleted).toBe(true);
    expect((await gw.getPayment(pix.id)).deleted).toBe(true);

    const paid = await gw.createPayment({
      customerId: customer.id,
      billingType: 'CREDIT_CARD',
      valueCents: 4990,
      dueDate: '2030-01-10',
      description: 'x',
      externalReference: 'p3',
      creditCard: {
        holderName: 'ANA',
        number: '4444444444444444',
        expiryMonth: '01',
        expiryYear: '2031',
        ccv: '123',
      },
      creditCardHolderInfo: {
        name: 'Ana',
        email: 'a@b.com',
        cpfCnpj: '52998224725',
        postalCode: '01310100',
        addressNumber: '1',
        phone: '1133334444',
      },
      remoteIp: '10.0.0.1',
    });
    expect(paid).toMatchObject({ status: 'CONFIRMED', creditCardToken: `tok_${paid.id}` });
    expect((await gw.refundPayment(paid.id)).status).toBe('REFUNDED');
  });

  it('maps Asaas errors: declined card, validation, not found, server error, wrong key, unreachable', async () => {
    const gw = new AsaasGateway({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, log });
    const { id } = await gw.createCustomer({ name: 'B', email: 'b@example.com', externalReference: 'u2' });
    const base = {
      customerId: id,
      valueCents: 4990,
      dueDate: '2030-01-10',
      description: 'x',
      externalReference: 'p',
      remoteIp: '1.1.1.1',
    };
    const holder = {
      name: 'B',
      email: 'b@example.com',
      cpfCnpj: '52998224725',
      postalCode: '01310100',
      addressNumber: '1',
      phone: '1',
    };
    const declined = await caught(
      gw.createPayment({
        ...base,
        billingType: 'CREDIT_CARD',
        creditCard: {
          holderName: 'B',
          number: '5184019740373151',
          expiryMonth: '01',
          expiryYear: '2031',
          ccv: '1',
        },
        creditCardHolderInfo: holder,
      }),
    );
    expect(declined).toBeInstanceOf(GatewayError);
    expect(declined).toMatchObject({ kind: 'declined' });
    expect(await caught(gw.createPayment({ ...base, billingType: 'PIX', valueCents: 100 }))).toMatchObject({
      kind: 'invalid',
      message: 'O valor mínimo é R$ 5,00.',
    });
    expect(await caught(gw.getPayment('pay_nao_existe'))).toMatchObject({ kind: 'not_found' });
    fake.failing = true;
    try {
      expect(await caught(gw.getPayment('pay_x'))).toMatchObject({ kind: 'unavailable' });
    } finally {
      fake.failing = false;
    }
    const wrongKey = new AsaasGateway({ apiKey: 'errada', baseUrl: fake.baseUrl, log });
    expect(await caught(wrongKey.getPayment('pay_x'))).toMatchObject({ kind: 'unavailable' });
    const nowhere = new AsaasGateway({ apiKey: 'x', baseUrl: 'http://127.0.0.1:1/v3', log });
    expect(await caught(nowhere.getPayment('pay_x'))).toMatchObject({ kind: 'unavailable' });
  });
});

describe('the server with the Asaas gateway', () => {
  it('reports asaas and hides the sandbox pages', async () => {
    expect((await t.anon.getHealth()).modes.payments).toBe('asaas');
    expect(
      await fail(t.anon.pagarSandbox({ path: { id: '00000000-0000-4000-8000-000000000000' } })),
    ).toMatchObject({
      status: 404,
      message: 'O simulador de pagamentos só está disponível com o gateway sandbox.',
    });
  });

  it('runs a PIX purchase through Asaas and confirms it by webhook with the configured token', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({
      body: { planoId: planId, billingType: 'PIX', renovacaoAutomatica: true },
    });
    const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });
    expect(pay.invoiceUrl).toMatch(/^https:\/\/sandbox\.asaas\.com\/i\//);
    expect(pay.pixQrCode?.payload).toContain('br.gov.bcb.pix');
    const [row] = await t.server.ctx.db.select().from(payments).where(eq(payments.id, pay.id));
    const remote = fake.payments.get(row!.gatewayPaymentId!)!;
    expect(remote.externalReference).toBe(pay.id);

    // Asaas marks it received and calls the webhook.
    remote.status = 'RECEIVED';
    const body = { id: 'evt_asaas_1', event: 'PAYMENT_RECEIVED', payment: { ...remote } };
    const wrong = await fetch(`${t.apiUrl}/webhooks/asaas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'asaas-access-token': 'x' },
      body: JSON.stringify(body),
    });
    expect(wrong.status).toBe(401);
    const ok = await fetch(`${t.apiUrl}/webhooks/asaas`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'asaas-access-token': WEBHOOK_TOKEN },
      body: JSON.stringify(body),
    });
    expect(ok.status).toBe(200);
    expect((await u.api.getPagamento({ path: { id: pay.id } })).status).toBe('CONFIRMADO');
    expect((await u.api.obterPlanoUsuario()).userPlan?.status).toBe('ACTIVE');

    // Cancelling within 7 days refunds at Asaas.
    const res = await u.api.cancelarMeuPlano();
    expect(res.reembolsado).toBe(true);
    expect(remote.status).toBe('REFUNDED');
    expect(fake.requests.some((r) => r.method === 'POST' && r.path === `/payments/${remote.id}/refund`)).toBe(
      true,
    );
  });

  it('a refund Asaas refuses answers 503 and leaves the plan as it was', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({
      body: {
        planoId: planId,
        billingType: 'CREDIT_CARD',
        creditCard: card('4444444444444444'),
        creditCardHolderInfo: HOLDER,
      },
    });
    const [row] = await t.server.ctx.db.select().from(payments).where(eq(payments.userId, u.userId));
    expect(row!.status).toBe('CONFIRMADO');
    fake.payments.get(row!.gatewayPaymentId!)!.status = 'REFUND_REQUESTED';
    const err = await fail(u.api.cancelarMeuPlano());
    expect(err).toMatchObject({ status: 503 });
    expect(err.message).toContain('Esta cobrança não pode ser estornada.');
    expect((await u.api.obterPlanoUsuario()).userPlan?.status).toBe('ACTIVE');
    expect((await u.api.getPagamento({ path: { id: row!.id } })).status).toBe('CONFIRMADO');
  });

  it('syncs a status from Asaas', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'BOLETO' } });
    const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'BOLETO' } });
    expect(pay.identificationField).toMatch(/^\d{47}$/);
    expect(pay.bankSlipUrl).toMatch(/^https:\/\/sandbox\.asaas\.com\/b\/pdf\//);
    const [row] = await t.server.ctx.db.select().from(payments).where(eq(payments.id, pay.id));
    fake.payments.get(row!.gatewayPaymentId!)!.status = 'CONFIRMED';
    expect((await u.api.sincronizarPagamento({ path: { id: pay.id } })).status).toBe('CONFIRMADO');
  });

  it('maps a declined card to 422 and an Asaas outage to 503 with nothing created', async () => {
    const u = await t.createUser('user');
    expect(
      await fail(
        u.api.atribuirPlanoUsuario({
          body: {
            planoId: planId,
            billingType: 'CREDIT_CARD',
            creditCard: card('4916561358240741'),
            creditCardHolderInfo: HOLDER,
          },
        }),
      ),
    ).toMatchObject({ status: 422 });
    const sent = fake.requests.filter((r) => r.method === 'POST' && r.path === '/payments').at(-1)!;
    expect(sent.body).toMatchObject({
      creditCardHolderInfo: { cpfCnpj: '52998224725', postalCode: '01310100', phone: '1133334444' },
    });
    expect((sent.body as { remoteIp?: string }).remoteIp).toBeTruthy();

    const v = await t.createUser('user');
    await v.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'PIX' } });
    fake.failing = true;
    try {
      expect(
        await fail(v.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } })),
      ).toMatchObject({
        status: 503,
        message: 'Serviço de pagamentos indisponível no momento. Tente novamente em instantes.',
      });
      expect(
        await fail(
          v.api.atribuirPlanoUsuario({
            body: {
              planoId: planId,
              billingType: 'CREDIT_CARD',
              creditCard: card('4444444444444444'),
              creditCardHolderInfo: HOLDER,
            },
          }),
        ),
      ).toMatchObject({ status: 503 });
    } finally {
      fake.failing = false;
    }
    expect(await t.server.ctx.db.select().from(payments).where(eq(payments.userId, v.userId))).toHaveLength(
      0,
    );
    const plans = await t.server.ctx.db.select().from(userPlans).where(eq(userPlans.userId, v.userId));
    expect(plans.map((p) => p.status)).toEqual(['pending']);
  });
});

describe('saved cards through Asaas', () => {
  it('tokenises with POST /creditCard/tokenizeCreditCard and maps the answer and the refusals', async () => {
    const gw = new AsaasGateway({ apiKey: fake.apiKey, baseUrl: fake.baseUrl, log });
    const { id } = await gw.createCustomer({ name: 'C', email: 'c@example.com', externalReference: 'u3' });
    const holder = {
      name: 'C',
      email: 'c@example.com',
      cpfCnpj: '52998224725',
      postalCode: '01310100',
      addressNumber: '1',
      phone: '1133334444',
    };
    const creditCard = {
      holderName: 'C SOUZA',
      number: '5162306219378829',
      expiryMonth: '05',
      expiryYear: '2031',
      ccv: '318',
    };
    const tokenized = await gw.tokenizeCreditCard({
      customerId: id,
      creditCard,
      creditCardHolderInfo: holder,
      remoteIp: '10.0.0.7',
    });
    const req = fake.requests.at(-1)!;
    expect(req).toMatchObject({ method: 'POST', path: '/creditCard/tokenizeCreditCard' });
    expect(req.headers.access_token).toBe(fake.apiKey);
    expect(req.headers['user-agent']).toBe(ASAAS_USER_AGENT);
    expect(req.body).toEqual({
      customer: id,
      creditCard,
      creditCardHolderInfo: holder,
      remoteIp: '10.0.0.7',
    });
    expect(tokenized).toEqual({ token: expect.stringMatching(/^tok_/), brand: 'MASTERCARD', last4: '8829' });
    expect(fake.cards.get(tokenized.token)).toMatchObject({ customer: id });

    // The token charges this customer, not another one.
    const charge = {
      billingType: 'CREDIT_CARD' as const,
      valueCents: 4990,
      dueDate: '2030-01-10',
      description: 'x',
      externalReference: 'p9',
      creditCardToken: tokenized.token,
    };
    expect(await gw.createPayment({ ...charge, customerId: id })).toMatchObject({ status: 'CONFIRMED' });
    const other = await gw.createCustomer({ name: 'D', email: 'd@example.com', externalReference: 'u4' });
    expect(await caught(gw.createPayment({ ...charge, customerId: other.id }))).toMatchObject({
      kind: 'invalid',
    });

    expect(
      await caught(
        gw.tokenizeCreditCard({
          customerId: id,
          creditCard: { ...creditCard, number: '4916561358240741' },
          creditCardHolderInfo: holder,
          remoteIp: '10.0.0.7',
        }),
      ),
    ).toMatchObject({
      kind: 'declined',
      message: 'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
    });
    expect(
      await caught(
        gw.tokenizeCreditCard({ customerId: id, creditCard, creditCardHolderInfo: holder, remoteIp: '' }),
      ),
    ).toMatchObject({ kind: 'invalid', message: 'O IP do cliente é obrigatório.' });
    fake.failing = true;
    try {
      expect(
        await caught(
          gw.tokenizeCreditCard({
            customerId: id,
            creditCard,
            creditCardHolderInfo: holder,
            remoteIp: '1.1.1.1',
          }),
        ),
      ).toMatchObject({ kind: 'unavailable' });
    } finally {
      fake.failing = false;
    }
  });

  it('saves the card at Asaas, renews with its token, and answers 422/503 for refusals and outages', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({
      body: {
        planoId: planId,
        renovacaoAutomatica: true,
        billingType: 'CREDIT_CARD',
        creditCard: card('4444444444444444'),
        creditCardHolderInfo: HOLDER,
      },
    });
    const saved = await u.api.salvarCartao({
      body: { creditCard: card('5162 3062 1937 8829'), creditCardHolderInfo: HOLDER },
    });
    expect(saved).toMatchObject({ bandeira: 'MASTERCARD', ultimosDigitos: '8829', validade: '01/31' });
    const sent = fake.requests.filter((r) => r.path === '/creditCard/tokenizeCreditCard').at(-1)!;
    expect(sent.body).toMatchObject({
      creditCard: { number: '5162306219378829', expiryYear: '2031' },
      creditCardHolderInfo: { cpfCnpj: '52998224725', postalCode: '01310100', phone: '1133334444' },
    });
    expect((sent.body as { remoteIp?: string }).remoteIp).toBeTruthy();
    const [row] = await t.server.ctx.db.select().from(savedCards).where(eq(savedCards.userId, u.userId));
    expect(row).toMatchObject({ gateway: 'asaas', brand: 'MASTERCARD', last4: '8829' });

    // The renewal charges the saved card's token.
    const [up] = await t.server.ctx.db.select().from(userPlans).where(eq(userPlans.userId, u.userId));
    await t.server.ctx.db
      .update(userPlans)
      .set({ dataFim: new Date(Date.now() + 86_400_000) })
      .where(eq(userPlans.id, up!.id));
    expect((await runRenewals(t.server.ctx, new Date())).charged).toContain(up!.id);
    const renewal = fake.requests.filter((r) => r.method === 'POST' && r.path === '/payments').at(-1)!;
    expect(renewal.body).toMatchObject({ billingType: 'CREDIT_CARD', creditCardToken: row!.creditCardToken });
    expect((renewal.body as { creditCard?: unknown }).creditCard).toBeUndefined();

    // Refused by Asaas → 422 with its message; Asaas down → 503; the saved card stays either way.
    expect(
      await fail(
        u.api.salvarCartao({ body: { creditCard: card('5184019740373151'), creditCardHolderInfo: HOLDER } }),
      ),
    ).toMatchObject({
      status: 422,
      message: 'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.',
    });
    fake.failing = true;
    try {
      expect(
        await fail(
          u.api.salvarCartao({
            body: { creditCard: card('4111111111111111'), creditCardHolderInfo: HOLDER },
          }),
        ),
      ).toMatchObject({
        status: 503,
        message: 'Serviço de pagamentos indisponível no momento. Tente novamente em instantes.',
      });
    } finally {
      fake.failing = false;
    }
    expect((await u.api.obterCartao()).cartao).toEqual(saved);
  });
});
