import type { ApiClient } from '@certidao/api-client';
import { eq } from 'drizzle-orm';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, userPlans } from '../src/db/schema.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
let admin: ApiClient;
let planId: string;
let otherPlanId: string;

const CARD_HOLDER = {
  name: 'Maria Aparecida da Silva',
  email: 'maria.silva@example.com',
  cpfCnpj: '52998224725',
  postalCode: '01310-100',
  addressNumber: '1000',
  phone: '1133334444',
};
const card = (number: string) => ({
  holderName: 'MARIA A SILVA',
  number,
  expiryMonth: '05',
  expiryYear: '2035',
  ccv: '123',
});

/** Independent CRC16-CCITT-FALSE (table-free, bit by bit, written differently from the server's). */
function crc16(data: string): number {
  let crc = 0xffff;
  for (let i = 0; i < data.length; i++) {
    crc ^= data.charCodeAt(i) << 8;
    for (let b = 0; b < 8; b++) {
      crc = (crc & 0x8000) !== 0 ? (crc << 1) ^ 0x1021 : crc << 1;
      crc &= 0xffff;
    }
  }
  return crc;
}

function decodeQr(base64: string): string | undefined {
  const png = PNG.sync.read(Buffer.from(base64, 'base64'));
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}

async function webhook(body: unknown, token: string | null = t.server.ctx.payments.webhookToken) {
  return fetch(`${t.apiUrl}/webhooks/asaas`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token === null ? {} : { 'asaas-access-token': token }),
    },
    body: JSON.stringify(body),
  });
}

const paymentRow = async (id: string) =>
  (await t.server.ctx.db.select().from(payments).where(eq(payments.id, id)))[0]!;

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.admin()).api;
  planId = (await admin.createPlano({ body: { nome: 'Profissional', valor: 49.9, limite: 50 } })).id;
  otherPlanId = (await admin.createPlano({ body: { nome: 'Empresarial', valor: 99.9, limite: 0 } })).id;
});
afterAll(() => t?.close());

describe('PIX journey', () => {
  it('charges, shows a valid BR Code and QR, is paid in the sandbox and activates the plan', async () => {
    const u = await t.createUser('user');
    const assigned = await u.api.atribuirPlanoUsuario({
      body: { planoId: planId, renovacaoAutomatica: true, billingType: 'PIX' },
    });
    expect(assigned.userPlan).toMatchObject({
      status: 'PENDING',
      ativo: false,
      billingType: 'PIX',
      dataFim: null,
    });

    const pay = await u.api.criarPagamento({
      body: { planoId: planId, metodoPagamento: 'PIX', observacoes: 'primeira' },
    });
    expect(pay).toMatchObject({
      status: 'PENDENTE',
      valor: 49.9,
      metodoPagamento: 'PIX',
      observacoes: 'primeira',
    });
    expect(pay.pixQrCode).not.toBeNull();
    const payload = pay.pixQrCode!.payload;
    // EMV BR Code: format 01, GUI br.gov.bcb.pix, BRL, amount, country, CRC in field 63.
    expect(payload.startsWith('000201')).toBe(true);
    expect(payload).toContain('0014br.gov.bcb.pix');
    expect(payload).toContain('5303986');
    expect(payload).toContain('540549.90');
    expect(payload).toContain('5802BR');
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(crc16(payload.slice(0, -4))).toBe(Number.parseInt(payload.slice(-4), 16));
    // A corrupted payload fails the same check (the check is real).
    expect(crc16(`${payload.slice(0, -5)}X6304`)).not.toBe(Number.parseInt(payload.slice(-4), 16));
    expect(decodeQr(pay.pixQrCode!.encodedImage)).toBe(payload);
    expect(pay.invoiceUrl).toBe(`${t.apiUrl}/sandbox/pagamentos/${pay.id}/fatura`);
    expect(pay.dueDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    // The invoice page shows the charge and the simulation button.
    const page = await fetch(pay.invoiceUrl!);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Pagar (simulação)');
    expect(html).toContain('R$ 49,90');
    // A way back to the customer's payments, pending or paid.
    expect(html).toContain('<a href="/pagamentos">Voltar para Meus pagamentos</a>');
    const nonce = /<script nonce="([^"]+)">/.exec(html)?.[1];
    expect(page.headers.get('content-security-policy')).toContain(`'nonce-${nonce}'`);

    // A second open charge for the same plan is refused.
    expect(
      await fail(u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'BOLETO' } })),
    ).toMatchObject({ status: 409 });

    const paid = await t.anon.pagarSandbox({ path: { id: pay.id } });
    expect(paid.status).toBe('CONFIRMADO');
    expect(paid.dataPagamento).not.toBeNull();

    const plan = await u.api.obterPlanoUsuario();
    expect(plan.userPlan).toMatchObject({
      status: 'ACTIVE',
      ativo: true,
      billingType: 'PIX',
      renovacaoAutomatica: true,
    });
    const days = (Date.parse(plan.userPlan!.dataFim!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    // The webhook the sandbox delivered is stored.
    const row = await paymentRow(pay.id);
    const events = await t.server.ctx.db.query.webhookEvents.findMany();
    expect(
      events.some(
        (e) =>
          e.gatewayPaymentId === row.gatewayPaymentId &&
          e.event === 'PAYMENT_RECEIVED' &&
          e.result === 'applied',
      ),
    ).toBe(true);

    // Paying twice is refused; the page now says it is paid.
    expect(await fail(t.anon.pagarSandbox({ path: { id: pay.id } }))).toMatchObject({ status: 409 });
    const paidPage = await (await fetch(pay.invoiceUrl!)).text();
    expect(paidPage).toContain('Pagamento confirmado');
    expect(paidPage).toContain('Voltar para Meus pagamentos');

    const mine = await u.api.buscarPagamentosUsuario();
    expect(mine.data.map((p) => p.id)).toEqual([pay.id]);
    expect(mine.data[0]!.usuario.email).toBe(u.email);

    // Another plan while this one is active → 409.
    expect(
      await fail(u.api.atribuirPlanoUsuario({ body: { planoId: otherPlanId, billingType: 'PIX' } })),
    ).toMatchObject({
      status: 409,
      message:
        'Você já possui um plano ativo. Para trocar de plano, use "Mudar de plano" em Meu Perfil: não é preciso cancelar.',
    });
  });

  it('refuses a charge without a pending plan (422) and for an unknown plan (404)', async () => {
    const u = await t.createUser('user');
    expect(
      await fail(u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } })),
    ).toMatchObject({ status: 422 });
    expect(
      await fail(
        u.api.criarPagamento({
          body: { planoId: '00000000-0000-4000-8000-000000000000', metodoPagamento: 'PIX' },
        }),
      ),
    ).toMatchObject({ status: 404 });
  });
});

describe('boleto', () => {
  it('carries a 47-digit line whose check digits an independent checker accepts', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({ body: { planoId: otherPlanId, billingType: 'BOLETO' } });
    const pay = await u.api.criarPagamento({ body: { planoId: otherPlanId, metodoPagamento: 'BOLETO' } });
    expect(pay.pixQrCode).toBeNull();
    const line = pay.identificationField!;
    expect(line).toMatch(/^\d{47}$/);

    const mod10 = (s: string) => {
      const sum = [...s].reverse().reduce((acc, ch, i) => {
        const p = Number(ch) * (i % 2 === 0 ? 2 : 1);
        return acc + Math.floor(p / 10) + (p % 10);
      }, 0);
      return (10 - (sum % 10)) % 10;
    };
    expect(Number(line[9])).toBe(mod10(line.slice(0, 9)));
    expect(Number(line[20])).toBe(mod10(line.slice(10, 20)));
    expect(Number(line[31])).toBe(mod10(line.slice(21, 31)));
    // Rebuild the 44-digit bar code and check its mod-11 digit.
    const barcode =
      line.slice(0, 4) +
      line[32] +
      line.slice(33, 47) +
      line.slice(4, 9) +
      line.slice(10, 20) +
      line.slice(21, 31);
    const weights = [...(barcode.slice(0, 4) + barcode.slice(5))].reverse();
    const sum = weights.reduce((acc, ch, i) => acc + Number(ch) * ((i % 8) + 2), 0);
    const dv = 11 - (sum % 11);
    expect(Number(barcode[4])).toBe(dv === 0 || dv > 9 ? 1 : dv);
    // Value in cents and the due-date factor (1000 = 22/02/2025).
    expect(line.slice(37)).toBe('0000009990');
    const factor = Number(line.slice(33, 37));
    const due = new Date(Date.UTC(2025, 1, 22) + (factor - 1000) * 86_400_000).toISOString().slice(0, 10);
    expect(due).toBe(pay.dueDate);

    const slip = await fetch(pay.bankSlipUrl!);
    expect(slip.status).toBe(200);
    expect(await slip.text()).toContain('Linha digitável');
  });
});

describe('credit card', () => {
  it('approves 4444 4444 4444 4444: the plan is active at once and the payment confirmed', async () => {
    const u = await t.createUser('user');
    const res = await u.api.atribuirPlanoUsuario({
      body: {
        planoId: planId,
        renovacaoAutomatica: true,
        billingType: 'CREDIT_CARD',
        creditCard: card('4444 4444 4444 4444'),
        creditCardHolderInfo: CARD_HOLDER,
      },
    });
    expect(res.userPlan).toMatchObject({ status: 'ACTIVE', billingType: 'CREDIT_CARD' });
    const mine = await u.api.buscarPagamentosUsuario();
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({
      status: 'CONFIRMADO',
      metodoPagamento: 'CARTAO_CREDITO',
      valor: 49.9,
    });
  });

  for (const number of ['5184019740373151', '4916561358240741']) {
    it(`declines ${number} with 422 and leaves nothing active`, async () => {
      const u = await t.createUser('user');
      const err = await fail(
        u.api.atribuirPlanoUsuario({
          body: {
            planoId: planId,
            billingType: 'CREDIT_CARD',
            creditCard: card(number),
            creditCardHolderInfo: CARD_HOLDER,
          },
        }),
      );
      expect(err).toMatchObject({
        status: 422,
        message: 'Pagamento recusado pela operadora do cartão. Verifique os dados ou use outro cartão.',
      });
      const plan = await u.api.obterPlanoUsuario();
      expect(plan.userPlan).toBeNull();
      const rows = await t.server.ctx.db.select().from(userPlans).where(eq(userPlans.userId, u.userId));
      expect(rows).toHaveLength(0);
      // The refused attempt stays in the user's history.
      const mine = await u.api.buscarPagamentosUsuario();
      expect(mine.data.map((p) => p.status)).toEqual(['RECUSADO']);
    });
  }

  it('a declined card keeps an earlier pending PIX plan and its charge untouched', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'PIX' } });
    const pix = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });
    await fail(
      u.api.atribuirPlanoUsuario({
        body: {
          planoId: planId,
          billingType: 'CREDIT_CARD',
          creditCard: card('5184019740373151'),
          creditCardHolderInfo: CARD_HOLDER,
        },
      }),
    );
    expect((await u.api.obterPlanoUsuario()).userPlan).toMatchObject({
      status: 'PENDING',
      billingType: 'PIX',
    });
    expect((await u.api.getPagamento({ path: { id: pix.id } })).status).toBe('PENDENTE');
    // An approved card then replaces it: the PIX charge is cancelled, the card plan is active.
    await u.api.atribuirPlanoUsuario({
      body: {
        planoId: planId,
        billingType: 'CREDIT_CARD',
        creditCard: card('4444444444444444'),
        creditCardHolderInfo: CARD_HOLDER,
      },
    });
    expect((await u.api.getPagamento({ path: { id: pix.id } })).status).toBe('CANCELADO');
    expect((await u.api.obterPlanoUsuario()).userPlan).toMatchObject({
      status: 'ACTIVE',
      billingType: 'CREDIT_CARD',
    });
  });

  it('asks for the card and holder data with the pt-BR messages', async () => {
    const u = await t.createUser('user');
    expect(
      await fail(u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'CREDIT_CARD' } })),
    ).toMatchObject({
      status: 400,
      message: 'Por favor, preencha todos os dados do cartão de crédito',
    });
    expect(
      await fail(
        u.api.atribuirPlanoUsuario({
          body: { planoId: planId, billingType: 'CREDIT_CARD', creditCard: card('4444444444444444') },
        }),
      ),
    ).toMatchObject({ status: 400, message: 'Por favor, preencha todos os dados do portador do cartão' });
  });
});

describe('plans with payment history', () => {
  it('a plan whose only history is a declined payment is archived, not a 500', async () => {
    const plan = await admin.createPlano({ body: { nome: 'Temporário', valor: 10 } });
    const u = await t.createUser('user');
    await fail(
      u.api.atribuirPlanoUsuario({
        body: {
          planoId: plan.id,
          billingType: 'CREDIT_CARD',
          creditCard: card('4916561358240741'),
          creditCardHolderInfo: CARD_HOLDER,
        },
      }),
    );
    await admin.deletePlano({ path: { id: plan.id } });
    expect(await fail(admin.getPlano({ path: { id: plan.id } }))).toMatchObject({ status: 404 });
    // The payment still shows its plan.
    expect((await u.api.buscarPagamentosUsuario()).data[0]!.plano?.nome).toBe('Temporário');
  });

  it('refuses an invalid holder CPF with its pt-BR message', async () => {
    const u = await t.createUser('user');
    expect(
      await fail(
        u.api.atribuirPlanoUsuario({
          body: {
            planoId: planId,
            billingType: 'CREDIT_CARD',
            creditCard: card('4444444444444444'),
            creditCardHolderInfo: { ...CARD_HOLDER, cpfCnpj: '12345678900' },
          },
        }),
      ),
    ).toMatchObject({ status: 400, message: 'Digite um CPF ou CNPJ válido' });
  });
});

describe('webhooks', () => {
  it('refuses a missing or wrong token with 401', async () => {
    const body = { id: 'evt_x', event: 'PAYMENT_RECEIVED', payment: { id: 'pay_x' } };
    expect((await webhook(body, null)).status).toBe(401);
    const wrong = await webhook(body, 'errado');
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Token de webhook inválido ou ausente.');
    // Nothing was stored.
    expect(
      await t.server.ctx.db.query.webhookEvents.findFirst({ where: (e, { eq }) => eq(e.id, 'evt_x') }),
    ).toBeUndefined();
  });

  it('acknowledges unknown events and payments, and rejects a malformed body with 400', async () => {
    expect((await webhook({ id: 'evt_new_kind', event: 'SOMETHING_NEW', extra: { a: 1 } })).status).toBe(200);
    expect(
      (
        await webhook({
          id: 'evt_unknown_pay',
          event: 'PAYMENT_RECEIVED',
          payment: { id: 'pay_nao_existe', externalReference: 'nao-uuid' },
        })
      ).status,
    ).toBe(200);
    expect((await webhook({ event: 'PAYMENT_RECEIVED' })).status).toBe(400);
  });

  it('applies duplicated and out-of-order events once: a refund is never undone by a late confirmation', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'PIX' } });
    const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });
    const gatewayId = (await paymentRow(pay.id)).gatewayPaymentId!;
    const event = (id: string, name: string) => ({
      id,
      event: name,
      dateCreated: '2025-03-01 13:45:10',
      payment: {
        object: 'payment',
        id: gatewayId,
        value: 49.9,
        status: name.replace('PAYMENT_', ''),
        billingType: 'PIX',
        externalReference: pay.id,
      },
    });

    const confirmed = event(`evt_rec_${pay.id}`, 'PAYMENT_RECEIVED');
    for (let i = 0; i < 3; i++) {
      const res = await webhook(confirmed);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
    }
    const afterFirst = await paymentRow(pay.id);
    expect(afterFirst.status).toBe('CONFIRMADO');
    const plan1 = (await u.api.obterPlanoUsuario()).userPlan!;
    expect(plan1.status).toBe('ACTIVE');

    // A later PAYMENT_CONFIRMED (another id) does not extend the period again.
    expect((await webhook(event(`evt_conf_${pay.id}`, 'PAYMENT_CONFIRMED'))).status).toBe(200);
    expect((await u.api.obterPlanoUsuario()).userPlan!.dataFim).toBe(plan1.dataFim);
    expect((await paymentRow(pay.id)).dataPagamento?.getTime()).toBe(afterFirst.dataPagamento?.getTime());

    // Refunded, then a late PAYMENT_RECEIVED with a new id arrives: still refunded, plan not re-activated.
    expect((await webhook(event(`evt_ref_${pay.id}`, 'PAYMENT_REFUNDED'))).status).toBe(200);
    expect((await paymentRow(pay.id)).status).toBe('REEMBOLSADO');
    expect((await u.api.obterPlanoUsuario()).userPlan).toBeNull();
    expect((await webhook(event(`evt_rec2_${pay.id}`, 'PAYMENT_RECEIVED'))).status).toBe(200);
    expect((await paymentRow(pay.id)).status).toBe('REEMBOLSADO');
    expect((await u.api.obterPlanoUsuario()).userPlan).toBeNull();
    // An overdue or deleted event for a settled payment changes nothing.
    await webhook(event(`evt_del_${pay.id}`, 'PAYMENT_DELETED'));
    expect((await paymentRow(pay.id)).status).toBe('REEMBOLSADO');
  });

  it('marks overdue and deleted charges', async () => {
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'BOLETO' } });
    const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'BOLETO' } });
    const gatewayId = (await paymentRow(pay.id)).gatewayPaymentId!;
    await webhook({ id: `evt_over_${pay.id}`, event: 'PAYMENT_OVERDUE', payment: { id: gatewayId } });
    const overdue = await paymentRow(pay.id);
    expect(overdue.status).toBe('PENDENTE');
    expect(overdue.overdueAt).not.toBeNull();
    await webhook({
      id: `evt_del_${pay.id}`,
      event: 'PAYMENT_DELETED',
      payment: { id: gatewayId, deleted: true },
    });
    expect((await paymentRow(pay.id)).status).toBe('CANCELADO');
    // The plan stays pending: a new charge can be created.
    const again = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });
    expect(again.status).toBe('PENDENTE');
  });
});

describe('sandbox clock', () => {
  it('turns a past-due charge OVERDUE with PAYMENT_OVERDUE, and it can still be paid', async () => {
    const { SandboxGateway } = await import('../src/adapters/payments/sandbox.ts');
    const { sandboxCharges } = await import('../src/db/schema.ts');
    const gateway = t.server.ctx.payments.gateway as InstanceType<typeof SandboxGateway>;
    const u = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'BOLETO' } });
    const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'BOLETO' } });
    const row = await paymentRow(pay.id);
    await t.server.ctx.db
      .update(sandboxCharges)
      .set({ dueDate: '2025-03-01' })
      .where(eq(sandboxCharges.id, row.gatewayPaymentId!));
    expect(await gateway.markOverdue()).toBeGreaterThanOrEqual(1);
    for (let i = 0; i < 50 && !(await paymentRow(pay.id)).overdueAt; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await paymentRow(pay.id)).overdueAt).not.toBeNull();
    expect((await paymentRow(pay.id)).status).toBe('PENDENTE');
    expect((await t.anon.pagarSandbox({ path: { id: pay.id } })).status).toBe('CONFIRMADO');
    expect((await u.api.obterPlanoUsuario()).userPlan?.status).toBe('ACTIVE');
  });
});

describe('payments endpoints', () => {
  it('cancels only pending charges, syncs from the gateway and hides other users payments', async () => {
    const u = await t.createUser('user');
    const other = await t.createUser('user');
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'PIX' } });
    const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });

    expect(await fail(other.api.getPagamento({ path: { id: pay.id } }))).toMatchObject({ status: 404 });
    expect(await fail(other.api.cancelarPagamento({ path: { id: pay.id } }))).toMatchObject({ status: 404 });
    expect(await fail(other.api.sincronizarPagamento({ path: { id: pay.id } }))).toMatchObject({
      status: 404,
    });
    expect((await admin.getPagamento({ path: { id: pay.id } })).id).toBe(pay.id);

    const cancelled = await u.api.cancelarPagamento({ path: { id: pay.id } });
    expect(cancelled.status).toBe('CANCELADO');
    expect(await fail(u.api.cancelarPagamento({ path: { id: pay.id } }))).toMatchObject({ status: 409 });
    expect(await fail(t.anon.pagarSandbox({ path: { id: pay.id } }))).toMatchObject({ status: 409 });

    // Sync: the gateway says paid (webhook lost) → sync confirms and activates.
    const pay2 = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });
    const { sandboxCharges } = await import('../src/db/schema.ts');
    const row = await paymentRow(pay2.id);
    await t.server.ctx.db
      .update(sandboxCharges)
      .set({ status: 'RECEIVED' })
      .where(eq(sandboxCharges.id, row.gatewayPaymentId!));
    const synced = await u.api.sincronizarPagamento({ path: { id: pay2.id } });
    expect(synced.status).toBe('CONFIRMADO');
    expect((await u.api.sincronizarPagamento({ path: { id: pay2.id } })).status).toBe('CONFIRMADO');
    expect((await u.api.obterPlanoUsuario()).userPlan!.status).toBe('ACTIVE');

    const list = await admin.listarPagamentos({ query: { search: u.email, status: 'CONFIRMADO' } });
    expect(list.data.map((p) => p.id)).toEqual([pay2.id]);
    expect(await fail(u.api.listarPagamentos())).toMatchObject({ status: 403 });
    expect(
      await fail(t.anon.pagarSandbox({ path: { id: '00000000-0000-4000-8000-000000000000' } })),
    ).toMatchObject({ status: 404 });
  });
});
