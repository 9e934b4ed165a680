/**
 * Card, holder and purchase fixtures shared by the payments suites: a customer who buys `planId` by card
 * (sandbox-approved test card) or by PIX (charge created and paid through the sandbox).
 */
import { eq } from 'drizzle-orm';
import { userPlans } from '../src/db/schema.ts';
import type { TestServer } from './harness.ts';

export const DAY = 86_400_000;

export const HOLDER = {
  name: 'João Pereira',
  email: 'joao@example.com',
  cpfCnpj: '52998224725',
  postalCode: '01310100',
  addressNumber: '10',
  phone: '11999998888',
};

/** Asaas's sandbox test card: approved. */
export const APPROVED = {
  holderName: 'JOAO PEREIRA',
  number: '4444444444444444',
  expiryMonth: '12',
  expiryYear: '35',
  ccv: '321',
};

/** The user's most recent subscription row. */
export async function latestPlanOf(t: TestServer, userId: string) {
  const rows = await t.server.ctx.db.select().from(userPlans).where(eq(userPlans.userId, userId));
  return rows.sort((a, b) => +b.createdAt - +a.createdAt)[0]!;
}

/** A new customer whose card purchase of `planId` was approved (active plan). */
export async function buyByCard(t: TestServer, planId: string, renovacaoAutomatica = false) {
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

/** A new customer who bought `planId` by PIX and paid the charge in the sandbox (active plan). */
export async function buyByPix(t: TestServer, planId: string, renovacaoAutomatica = false) {
  const u = await t.createUser('user');
  await u.api.atribuirPlanoUsuario({ body: { planoId: planId, renovacaoAutomatica, billingType: 'PIX' } });
  const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });
  await t.anon.pagarSandbox({ path: { id: pay.id } });
  return { ...u, paymentId: pay.id };
}
