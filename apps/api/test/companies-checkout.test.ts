/**
 * Buying a plan for a company at checkout ('Comprar para uma empresa'): registration checks the company first
 * (so a purchase it would refuse leaves no account), and the purchase creates the company with the buyer as its
 * holder in the same transaction as the subscription, so a refusal or a declined card leaves neither.
 */
import type { ApiClient, CriarEmpresaRequest } from '@certidao/api-client';
import { createApiClient } from '@certidao/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  empresaMembros,
  empresas,
  paymentCustomers,
  payments,
  sandboxCharges,
  userPlans,
  users,
} from '../src/db/schema.ts';
import {
  fail,
  insertCompany,
  randomCnpj,
  responseValidator,
  startTestServer,
  type TestServer,
} from './harness.ts';
import { APPROVED, HOLDER } from './paymentFixtures.ts';

let t: TestServer;
let planId: string;
const ASSENTOS = 5;

beforeAll(async () => {
  t = await startTestServer();
  const { api: admin } = await t.admin();
  const plano = await admin.createPlano({
    body: { nome: 'Equipe Checkout', valor: 199.9, limite: 40, assentos: ASSENTOS },
  });
  planId = plano.id;
});
afterAll(() => t?.close());

const DECLINED = { ...APPROVED, number: '5184019740373151' };

const empresaBody = (cnpj = randomCnpj()): CriarEmpresaRequest => ({
  razaoSocial: 'Imobiliária Checkout Ltda',
  nomeFantasia: 'Checkout Imóveis',
  cnpj,
  dadosCobranca: {
    endereco: 'Av. Paulista, 1000',
    cidade: 'São Paulo',
    cep: '01310-100',
    emailCobranca: 'financeiro@checkout.com.br',
  },
});

let seq = 0;
/** The registration of the complete checkout for a new address. */
function visitor() {
  seq++;
  return {
    firstName: 'Paula',
    lastName: `Compradora ${seq}`,
    email: `compradora.${seq}.${Math.random().toString(36).slice(2, 7)}@exemplo.com.br`,
    phone: '(11) 98765-4321',
    cpfCnpj: '529.982.247-25',
    password: 'segredo123',
  };
}

/** Registration then the checkout login, as the complete checkout does; a client carrying the session. */
async function registerAndSignIn(body: ReturnType<typeof visitor>, empresa?: CriarEmpresaRequest) {
  await t.anon.register({ body: { ...body, empresa } });
  const session = await t.anon.loginCheckout({ body: { email: body.email, password: body.password } });
  const api: ApiClient = createApiClient({
    baseUrl: t.apiUrl,
    token: session.accessToken,
    fetch: responseValidator(),
  });
  return { api, userId: session.user.id };
}

const byCard = (empresa: CriarEmpresaRequest | undefined, creditCard = APPROVED) => ({
  body: {
    planoId: planId,
    renovacaoAutomatica: true,
    billingType: 'CREDIT_CARD' as const,
    creditCard,
    creditCardHolderInfo: HOLDER,
    empresa,
  },
});

const db = () => t.server.ctx.db;
const companiesWithCnpj = async (cnpj: string) =>
  db()
    .select()
    .from(empresas)
    .where(eq(empresas.cnpj, cnpj.replace(/\D/g, '')));
const plansOf = async (userId: string) => db().select().from(userPlans).where(eq(userPlans.userId, userId));
const accountsOf = async (email: string) => db().select().from(users).where(eq(users.email, email));

describe('buying a plan for a company at checkout', () => {
  it('by card: the company is created with the buyer as holder and gestor, with the seats of the plan', async () => {
    const person = visitor();
    const empresa = empresaBody();
    const { api, userId } = await registerAndSignIn(person, empresa);
    // Registration only checks the company: it is created with the plan.
    expect(await companiesWithCnpj(empresa.cnpj)).toHaveLength(0);

    const bought = await api.atribuirPlanoUsuario(byCard(empresa));
    expect(bought.userPlan).toMatchObject({ status: 'ACTIVE' });
    const mine = await api.obterMinhaEmpresa();
    expect(mine).toMatchObject({
      razaoSocial: 'Imobiliária Checkout Ltda',
      nomeFantasia: 'Checkout Imóveis',
      cnpj: empresa.cnpj,
      dadosCobranca: { cidade: 'São Paulo', cep: '01310100', emailCobranca: 'financeiro@checkout.com.br' },
      titular: { id: userId, email: person.email },
      meuPapel: 'gestor',
      plano: { id: planId, nome: 'Equipe Checkout' },
      assentos: { limite: ASSENTOS, emUso: 1 },
    });
    const [audited] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'empresa.criada'), eq(auditLog.targetId, mine.id)));
    expect(audited).toMatchObject({ actorId: userId, details: { cnpj: empresa.cnpj, planoId: planId } });
  });

  it('by PIX: the company comes with the pending plan; trying again buys for it, and paying opens its seats', async () => {
    const empresa = empresaBody();
    const { api } = await registerAndSignIn(visitor(), empresa);
    const pix = {
      body: { planoId: planId, renovacaoAutomatica: true, billingType: 'PIX' as const, empresa },
    };
    await api.atribuirPlanoUsuario(pix);
    expect(await api.obterMinhaEmpresa()).toMatchObject({ assentos: { limite: 1, emUso: 1 } });
    // The checkout tried again (boleto this time, after the PIX charge failed): the same company, the plan replaced.
    await api.atribuirPlanoUsuario({ body: { ...pix.body, billingType: 'BOLETO' } });
    expect(await companiesWithCnpj(empresa.cnpj)).toHaveLength(1);
    const charge = await api.criarPagamento({ body: { planoId: planId, metodoPagamento: 'BOLETO' } });
    await t.anon.pagarSandbox({ path: { id: charge.id } });
    expect(await api.obterMinhaEmpresa()).toMatchObject({
      plano: { id: planId },
      assentos: { limite: ASSENTOS, emUso: 1 },
    });
  });

  it('a CNPJ another company has: 409 at registration (no account) and at purchase (no plan, nothing charged)', async () => {
    const holder = await t.createUser('user');
    const taken = await insertCompany(t.server, holder.userId);
    const [row] = await db().select().from(empresas).where(eq(empresas.id, taken.empresaId));
    const cnpj = row?.cnpj as string;

    const person = visitor();
    let e = await fail(t.anon.register({ body: { ...person, empresa: empresaBody(cnpj) } }));
    expect([e.status, e.message]).toEqual([409, 'Já existe uma empresa com este CNPJ.']);
    expect(await accountsOf(person.email)).toHaveLength(0);

    const buyer = await t.createUser('user');
    e = await fail(buyer.api.atribuirPlanoUsuario(byCard(empresaBody(cnpj))));
    expect([e.status, e.message]).toEqual([409, 'Já existe uma empresa com este CNPJ.']);
    expect(await plansOf(buyer.userId)).toHaveLength(0);
    expect(await db().select().from(payments).where(eq(payments.userId, buyer.userId))).toHaveLength(0);
    expect(await companiesWithCnpj(cnpj)).toHaveLength(1);
  });

  it('invalid company data: 400 with the field message, at registration and at purchase', async () => {
    const person = visitor();
    let e = await fail(t.anon.register({ body: { ...person, empresa: empresaBody('11.222.333/0001-00') } }));
    expect([e.status, e.message]).toEqual([400, 'Digite um CNPJ válido']);
    expect(await accountsOf(person.email)).toHaveLength(0);
    e = await fail(
      t.anon.register({ body: { ...person, empresa: { ...empresaBody(), razaoSocial: '  ' } } }),
    );
    expect([e.status, e.message]).toEqual([400, 'Informe a razão social.']);

    const buyer = await t.createUser('user');
    e = await fail(buyer.api.atribuirPlanoUsuario(byCard(empresaBody('11222333000100'))));
    expect([e.status, e.message]).toEqual([400, 'Digite um CNPJ válido']);
    const badCep = empresaBody();
    badCep.dadosCobranca = {
      ...(badCep.dadosCobranca as NonNullable<typeof badCep.dadosCobranca>),
      cep: '123',
    };
    e = await fail(buyer.api.atribuirPlanoUsuario(byCard(badCep)));
    expect([e.status, e.message]).toEqual([400, 'CEP inválido']);
    expect(await plansOf(buyer.userId)).toHaveLength(0);
    expect(await companiesWithCnpj(badCep.cnpj)).toHaveLength(0);
  });

  it('an existing customer who already has a company, signing in at checkout: 409, nothing created', async () => {
    const existing = await t.createUser('user');
    const own = await insertCompany(t.server, existing.userId);
    const [ownRow] = await db().select().from(empresas).where(eq(empresas.id, own.empresaId));
    // The complete checkout: 'registering' with the account's own address and password signs it in.
    const empresa = empresaBody();
    const { api } = await registerAndSignIn(
      { ...visitor(), email: existing.email, password: existing.password },
      empresa,
    );
    const e = await fail(api.atribuirPlanoUsuario(byCard(empresa)));
    expect([e.status, e.message]).toEqual([409, 'Sua conta já faz parte de uma empresa.']);
    expect(await companiesWithCnpj(empresa.cnpj)).toHaveLength(0);
    expect(await plansOf(existing.userId)).toHaveLength(0);
    const members = await db()
      .select()
      .from(empresaMembros)
      .where(eq(empresaMembros.userId, existing.userId));
    expect(members.map((m) => m.empresaId)).toEqual([own.empresaId]);

    // Its own company's CNPJ: the plan is bought for that company, which stays as it was.
    await api.atribuirPlanoUsuario(byCard({ ...empresaBody(ownRow?.cnpj), razaoSocial: 'Outro Nome' }));
    expect(await api.obterMinhaEmpresa()).toMatchObject({
      id: own.empresaId,
      razaoSocial: ownRow?.razaoSocial,
      plano: { id: planId },
      assentos: { limite: ASSENTOS },
    });
  });

  it('a declined card leaves no company and no plan; the same company is bought with another card', async () => {
    const empresa = empresaBody();
    const { api, userId } = await registerAndSignIn(visitor(), empresa);
    const e = await fail(api.atribuirPlanoUsuario(byCard(empresa, DECLINED)));
    expect(e.status).toBe(422);
    expect(await companiesWithCnpj(empresa.cnpj)).toHaveLength(0);
    expect(await plansOf(userId)).toHaveLength(0);
    expect((await fail(api.obterMinhaEmpresa())).status).toBe(404);
    // The refused attempt stays in the payment history.
    const attempts = await db().select().from(payments).where(eq(payments.userId, userId));
    expect(attempts.map((p) => p.status)).toEqual(['RECUSADO']);

    await api.atribuirPlanoUsuario(byCard(empresa));
    expect(await api.obterMinhaEmpresa()).toMatchObject({ cnpj: empresa.cnpj, titular: { id: userId } });
  });

  it('the company chosen at registration is kept until paid: read back after a reload, created by the purchase', async () => {
    const empresa = empresaBody();
    const { api, userId } = await registerAndSignIn(visitor(), empresa);
    // What the payment step reads after a reload.
    expect((await api.obterEmpresaCheckout()).empresa).toMatchObject({
      razaoSocial: empresa.razaoSocial,
      cnpj: empresa.cnpj,
      dadosCobranca: { cidade: 'São Paulo' },
    });
    // A purchase that does not send the company (the screen forgot it) still buys for it; a declined card
    // keeps the choice for the next try.
    expect((await fail(api.atribuirPlanoUsuario(byCard(undefined, DECLINED)))).status).toBe(422);
    expect((await api.obterEmpresaCheckout()).empresa?.cnpj).toBe(empresa.cnpj);
    expect(await companiesWithCnpj(empresa.cnpj)).toHaveLength(0);
    await api.atribuirPlanoUsuario(byCard(undefined));
    expect(await api.obterMinhaEmpresa()).toMatchObject({
      cnpj: empresa.cnpj.replace(/\D/g, ''),
      titular: { id: userId },
      plano: { id: planId },
      assentos: { limite: ASSENTOS },
    });
    // Bought: nothing is kept any more.
    expect(await api.obterEmpresaCheckout()).toEqual({ empresa: null });
  });

  it('a choice changed at payment replaces the kept one; null buys for the person and drops it', async () => {
    const first = empresaBody();
    const { api, userId } = await registerAndSignIn(visitor(), first);
    const second = { ...empresaBody(), razaoSocial: 'Outra Razão Ltda' };
    expect((await fail(api.atribuirPlanoUsuario(byCard(second, DECLINED)))).status).toBe(422);
    expect((await api.obterEmpresaCheckout()).empresa).toMatchObject({ razaoSocial: 'Outra Razão Ltda' });
    // PIX for the person: the plan is personal, no company, nothing kept.
    await api.atribuirPlanoUsuario({
      body: { planoId: planId, renovacaoAutomatica: true, billingType: 'PIX', empresa: null },
    });
    expect((await fail(api.obterMinhaEmpresa())).status).toBe(404);
    expect(await companiesWithCnpj(second.cnpj)).toHaveLength(0);
    expect(await api.obterEmpresaCheckout()).toEqual({ empresa: null });
    expect(await plansOf(userId)).toHaveLength(1);
  });

  it('two buyers of one CNPJ at once: one company; the other is 409 with no plan, its card refunded if charged', async () => {
    const empresa = empresaBody();
    const [a, b] = await Promise.all([t.createUser('user'), t.createUser('user')]);
    const answers = await Promise.allSettled([
      a.api.atribuirPlanoUsuario(byCard(empresa)),
      b.api.atribuirPlanoUsuario(byCard(empresa)),
    ]);
    expect(answers.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
    const lost = answers.find((r): r is PromiseRejectedResult => r.status === 'rejected')?.reason;
    expect([lost.status, lost.message]).toEqual([409, 'Já existe uma empresa com este CNPJ.']);
    const [company] = await companiesWithCnpj(empresa.cnpj);
    const loser = company?.titularId === a.userId ? b : a;
    expect(await plansOf(loser.userId)).toHaveLength(0);
    // Charged before the company was found taken (or not charged at all): never kept.
    const [customer] = await db()
      .select()
      .from(paymentCustomers)
      .where(eq(paymentCustomers.userId, loser.userId));
    const charges = customer
      ? await db().select().from(sandboxCharges).where(eq(sandboxCharges.customerId, customer.customerId))
      : [];
    expect(charges.filter((c) => c.status !== 'REFUNDED')).toEqual([]);
  });

  it('staff buy for no company (403); a membro may not buy the company a plan (403)', async () => {
    const moderator = await t.createUser('moderator');
    const e = await fail(moderator.api.atribuirPlanoUsuario(byCard(empresaBody())));
    expect([e.status, e.message]).toEqual([403, 'Contas da equipe não fazem parte de empresas.']);
    expect(await plansOf(moderator.userId)).toHaveLength(0);

    const holder = await t.createUser('user');
    const membro = await t.createUser('user');
    await insertCompany(t.server, holder.userId, [{ userId: membro.userId, papel: 'membro' }]);
    const denied = await fail(membro.api.atribuirPlanoUsuario(byCard(empresaBody())));
    expect(denied.status).toBe(403);
  });
});
