import type { ApiClient } from '@certidao/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { emlText, startTestServer, type TestServer } from './harness.ts';
import { APPROVED, HOLDER } from './paymentFixtures.ts';

/** POST /users/{id}/plano/assinatura: an admin subscribes a customer to a paid plan ('Gerenciar Plano'). */

let t: TestServer;
let admin: ApiClient;
let basico: string;
const card = (number: string) => ({ ...APPROVED, number });

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.admin()).api;
  basico = (await admin.createPlano({ body: { nome: 'Básico Admin', valor: 39.9, limite: 5 } })).id;
});
afterAll(() => t?.close());

describe('an admin subscribes a customer to a paid plan', () => {
  it('PIX: a pending plan, its first charge and the invoice e-mailed to the customer; paying activates it', async () => {
    const customer = await t.createUser('user');
    const before = t.outbox().length;
    const res = await admin.assinarPlanoParaUsuario({
      path: { id: customer.userId },
      body: { planoId: basico, billingType: 'PIX', renovacaoAutomatica: true },
    });
    expect(res.plano?.id).toBe(basico);
    expect(res.userPlan).toMatchObject({ status: 'PENDING', billingType: 'PIX', renovacaoAutomatica: true });

    const { data: pagamentos } = await customer.api.buscarPagamentosUsuario();
    expect(pagamentos).toHaveLength(1);
    expect(pagamentos[0]).toMatchObject({ status: 'PENDENTE', metodoPagamento: 'PIX', valor: 39.9 });

    expect(t.outbox().length).toBe(before + 1);
    const mail = emlText(t.outbox().at(-1)!);
    expect(mail).toContain(`To: ${customer.email}`);
    expect(mail).toContain('Sua assinatura do plano Básico Admin');
    expect(mail).toContain(pagamentos[0]!.invoiceUrl!);

    const [entry] = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'user_plan.assigned'), eq(auditLog.targetId, customer.userId)));
    expect(entry).toBeDefined();

    await t.anon.pagarSandbox({ path: { id: pagamentos[0]!.id } });
    expect((await customer.api.obterPlanoUsuario()).userPlan?.status).toBe('ACTIVE');

    // Now active: another subscription is refused with a message for the admin.
    await expect(
      admin.assinarPlanoParaUsuario({ path: { id: customer.userId }, body: { planoId: basico } }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Este usuário já possui um plano ativo. Cancele o plano atual antes de assinar outro.',
    });
  });

  it('card: charged now and active; a declined card is 422 and leaves no plan', async () => {
    const customer = await t.createUser('user');
    await expect(
      admin.assinarPlanoParaUsuario({
        path: { id: customer.userId },
        body: {
          planoId: basico,
          billingType: 'CREDIT_CARD',
          creditCard: card('5184019740373151'),
          creditCardHolderInfo: HOLDER,
        },
      }),
    ).rejects.toMatchObject({ status: 422 });
    expect((await customer.api.obterPlanoUsuario()).userPlan).toBeNull();

    const res = await admin.assinarPlanoParaUsuario({
      path: { id: customer.userId },
      body: {
        planoId: basico,
        billingType: 'CREDIT_CARD',
        creditCard: card('4444444444444444'),
        creditCardHolderInfo: HOLDER,
      },
    });
    expect(res.userPlan).toMatchObject({ status: 'ACTIVE', billingType: 'CREDIT_CARD' });
  });

  it('only an admin; unknown user or plan is 404; a card purchase without card data is 400', async () => {
    const customer = await t.createUser('user');
    const moderator = await t.createUser('moderator');
    await expect(
      moderator.api.assinarPlanoParaUsuario({ path: { id: customer.userId }, body: { planoId: basico } }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      customer.api.assinarPlanoParaUsuario({ path: { id: customer.userId }, body: { planoId: basico } }),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      admin.assinarPlanoParaUsuario({
        path: { id: '00000000-0000-4000-8000-000000000000' },
        body: { planoId: basico },
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      admin.assinarPlanoParaUsuario({
        path: { id: customer.userId },
        body: { planoId: '00000000-0000-4000-8000-000000000000' },
      }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(
      admin.assinarPlanoParaUsuario({
        path: { id: customer.userId },
        body: { planoId: basico, billingType: 'CREDIT_CARD' },
      }),
    ).rejects.toMatchObject({ status: 400 });
    expect((await customer.api.obterPlanoUsuario()).userPlan).toBeNull();
  });
});
