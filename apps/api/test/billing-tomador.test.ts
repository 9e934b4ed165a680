/**
 * Charges in the company's name: an account that holds a company is charged as the company (razão social, CNPJ,
 * billing address), on the payment (`tomador`) and at the gateway's customer, which is updated before the next
 * charge when the company's data change; a person keeps being charged in their own name. Never the holder's
 * personal name or CPF on a company's charge.
 */

import type { ApiClient } from '@certidao/api-client';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentCustomers, sandboxCustomers } from '../src/db/schema.ts';
import { randomCnpj, startTestServer, type TestServer } from './harness.ts';
import { APPROVED, HOLDER } from './paymentFixtures.ts';

let t: TestServer;
let admin: ApiClient;
let planId: string;

beforeAll(async () => {
  t = await startTestServer();
  admin = (await t.admin()).api;
  planId = (await admin.createPlano({ body: { nome: 'Empresarial', valor: 99.9, limite: 50 } })).id;
});
afterAll(() => t?.close());

async function gatewayCustomerOf(userId: string) {
  const db = t.server.ctx.db;
  const [link] = await db.select().from(paymentCustomers).where(eq(paymentCustomers.userId, userId));
  const [customer] = await db
    .select()
    .from(sandboxCustomers)
    .where(eq(sandboxCustomers.id, link!.customerId));
  return customer!;
}

describe('charges in the tomador’s name', () => {
  it('a company’s PIX charge and its gateway customer carry the company, and follow a change of its data', async () => {
    const u = await t.createUser('user', { firstName: 'Paula', lastName: 'Titular', cpfCnpj: '52998224725' });
    const cnpj = randomCnpj();
    await u.api.criarEmpresa({
      body: {
        razaoSocial: 'Imobiliária Tomadora Ltda',
        cnpj,
        dadosCobranca: {
          endereco: 'Av. Afonso Pena, 1500, sala 3',
          cidade: 'Belo Horizonte/MG',
          cep: '30130-005',
          emailCobranca: 'financeiro@tomadora.com.br',
        },
      },
    });
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'PIX' } });
    const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });
    expect(pay.tomador).toEqual({
      nome: 'Imobiliária Tomadora Ltda',
      cpfCnpj: cnpj,
      email: 'financeiro@tomadora.com.br',
      endereco: 'Av. Afonso Pena, 1500, sala 3',
      cidade: 'Belo Horizonte',
      uf: 'MG',
      cep: '30130005',
      empresaId: expect.any(String),
    });
    const customer = await gatewayCustomerOf(u.userId);
    expect(customer).toMatchObject({
      name: 'Imobiliária Tomadora Ltda',
      cpfCnpj: cnpj,
      email: 'financeiro@tomadora.com.br',
    });
    expect(JSON.stringify(pay.tomador)).not.toContain('Paula');
    expect(JSON.stringify(pay.tomador)).not.toContain('52998224725');
    // The payment as its owner and the staff read it later.
    expect((await u.api.getPagamento({ path: { id: pay.id } })).tomador?.nome).toBe(
      'Imobiliária Tomadora Ltda',
    );
    const listed = await admin.listarPagamentos({ query: { search: u.email } });
    expect(listed.data[0]?.tomador?.cpfCnpj).toBe(cnpj);

    // The company renames itself: the open charge keeps what it was made with, the next one and the gateway's
    // customer carry the new name.
    await u.api.atualizarEmpresa({ body: { razaoSocial: 'Tomadora Nova Imóveis Ltda' } });
    await u.api.cancelarPagamento({ path: { id: pay.id } });
    expect((await u.api.getPagamento({ path: { id: pay.id } })).tomador?.nome).toBe(
      'Imobiliária Tomadora Ltda',
    );
    const again = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'BOLETO' } });
    expect(again.tomador?.nome).toBe('Tomadora Nova Imóveis Ltda');
    const renamed = await gatewayCustomerOf(u.userId);
    expect(renamed.id).toBe(customer.id);
    expect(renamed.name).toBe('Tomadora Nova Imóveis Ltda');
  });

  it('a card purchase that creates the company is charged to the company, also at the gateway', async () => {
    const u = await t.createUser('user', { firstName: 'Rui', lastName: 'Comprador' });
    const cnpj = randomCnpj();
    await u.api.atribuirPlanoUsuario({
      body: {
        planoId: planId,
        billingType: 'CREDIT_CARD',
        creditCard: APPROVED,
        creditCardHolderInfo: HOLDER,
        empresa: { razaoSocial: 'Cartório Amigo Ltda', cnpj, dadosCobranca: null },
      },
    });
    const [pay] = (await u.api.buscarPagamentosUsuario({ query: {} })).data;
    expect(pay).toMatchObject({
      status: 'CONFIRMADO',
      tomador: { nome: 'Cartório Amigo Ltda', cpfCnpj: cnpj },
    });
    // No billing address given: the account's e-mail, never the holder's name or CPF.
    expect(pay!.tomador).toMatchObject({ email: u.email, endereco: null, empresaId: expect.any(String) });
    const customer = await gatewayCustomerOf(u.userId);
    expect(customer).toMatchObject({ name: 'Cartório Amigo Ltda', cpfCnpj: cnpj });
  });

  it('a person without a company is charged in their own name', async () => {
    const u = await t.createUser('user', { firstName: 'Luís', lastName: 'Pessoa', cpfCnpj: '52998224725' });
    await u.api.atribuirPlanoUsuario({ body: { planoId: planId, billingType: 'PIX' } });
    const pay = await u.api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'PIX' } });
    expect(pay.tomador).toMatchObject({
      nome: 'Luís Pessoa',
      cpfCnpj: '52998224725',
      email: u.email,
      empresaId: null,
    });
    expect(await gatewayCustomerOf(u.userId)).toMatchObject({ name: 'Luís Pessoa', cpfCnpj: '52998224725' });
  });
});
