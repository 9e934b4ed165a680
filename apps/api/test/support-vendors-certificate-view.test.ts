/**
 * The support contact form (ticket + e-mail), vendors and their referral attribution on the
 * dashboard, and the staff's certificate view with its status history and observations.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, supportTickets, users } from '../src/db/schema.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { APPROVED, HOLDER } from './paymentFixtures.ts';
import { fisicaBody, settled } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const CONTACT = {
  nome: 'Ana Paula Ribeiro',
  email: 'ana.ribeiro@example.com',
  tipoProblema: 'certidao',
  mensagem: 'A certidão do TJSP do cliente João está travada há duas horas.',
};

describe('support contact form', () => {
  it('stores an open ticket and e-mails it to the support address', async () => {
    const moderator = await t.createUser('moderator');
    const before = t.outbox().length;
    const ticket = await moderator.api.enviarContatoSuporte({ body: CONTACT });
    expect(ticket).toMatchObject({ status: 'aberto', tipoProblema: 'certidao', nome: CONTACT.nome });
    expect(ticket.protocolo).toBe(ticket.id.slice(0, 8).toUpperCase());
    const [row] = await t.server.ctx.db.select().from(supportTickets).where(eq(supportTickets.id, ticket.id));
    expect(row).toMatchObject({ status: 'aberto', userId: moderator.userId, email: CONTACT.email });
    const mails = t.outbox();
    expect(mails.length).toBe(before + 1);
    const mail = mails.at(-1)!;
    expect(mail).toContain(`Novo chamado de suporte #${ticket.protocolo}`);
    expect(mail).toContain('Reply-To: ana.ribeiro@example.com');
    expect(mail).toMatch(/To: admin@/);

    // The support address of Configurações do sistema receives the next ones.
    const { api: admin } = await t.admin();
    const { tempoMaximoResposta, avisoAutomatico, emailNotificacoes, emailAdmin, logDetalhado } =
      await admin.obterConfiguracoesSistema();
    await admin.salvarConfiguracoesSistema({
      body: {
        tempoMaximoResposta,
        avisoAutomatico,
        emailNotificacoes,
        emailAdmin,
        logDetalhado,
        emailSuporte: 'suporte@certidaoagil.com.br',
      },
    });
    await moderator.api.enviarContatoSuporte({ body: CONTACT });
    expect(t.outbox().at(-1)).toContain('To: suporte@certidaoagil.com.br');
  });

  it('refuses bad fields with pt-BR messages and stores nothing', async () => {
    const { api } = await t.admin();
    const cases: Array<[Partial<typeof CONTACT>, string]> = [
      [{ nome: '  ' }, 'Informe seu nome.'],
      [{ email: 'ana@' }, 'Digite um email válido'],
      [{ tipoProblema: 'urgente' }, 'Selecione o tipo de problema.'],
      [{ mensagem: 'curta' }, 'Descreva o problema (mínimo de 10 caracteres).'],
    ];
    const before = t.outbox().length;
    for (const [patch, message] of cases) {
      const error = await fail(api.enviarContatoSuporte({ body: { ...CONTACT, ...patch } }));
      expect(error.status).toBe(400);
      expect(error.message).toBe(message);
    }
    expect(t.outbox().length).toBe(before);
  });

  it('is for staff only', async () => {
    const user = await t.createUser('user');
    expect((await fail(user.api.enviarContatoSuporte({ body: CONTACT }))).status).toBe(403);
    expect((await fail(t.anon.enviarContatoSuporte({ body: CONTACT }))).status).toBe(401);
  });
});

describe('vendors and referral links', () => {
  const vendorBody = {
    firstName: 'Carlos',
    lastName: 'Pereira',
    email: 'carlos.vendas@example.com',
    phone: '(11) 97777-6666',
    cpf: '529.982.247-25',
    genero: 'masculino' as const,
    password: 'Vendas@2025',
  };

  it('creates a moderator with a referral code; a customer registered with it is counted on the dashboard', async () => {
    const { api: admin } = await t.admin();
    const vendor = await admin.createVendedor({ body: vendorBody });
    expect(vendor.codigo).toMatch(/^CARLOS[A-Z0-9]{4}$/);
    expect(vendor.linkIndicacao).toBe(`${t.url}/?ref=${vendor.codigo}`);
    expect(vendor.usuario.email).toBe(vendorBody.email);
    const account = await admin.getUsuario({ path: { id: vendor.usuario.id } });
    expect(account).toMatchObject({ role: 'moderator', status: 'active', emailVerified: true });
    // The vendor can sign in with the password the admin set.
    await t.loginAs(vendorBody.email, vendorBody.password);

    // A customer registers through the link (the code in any case), confirms, buys a plan and orders.
    const email = 'cliente.indicado@example.com';
    await t.anon.register({
      body: {
        firstName: 'Beatriz',
        lastName: 'Lima',
        email,
        phone: '(11) 98888-7777',
        cpfCnpj: '',
        password: 'segredo1',
        ref: vendor.codigo.toLowerCase(),
      },
    });
    await t.server.ctx.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
    const customer = await t.loginAs(email, 'segredo1');
    const plano = await admin.createPlano({ body: { nome: 'Plano Vendas', valor: 79.9, limite: 0 } });
    await customer.api.atribuirPlanoUsuario({
      body: {
        planoId: plano.id,
        renovacaoAutomatica: false,
        billingType: 'CREDIT_CARD',
        creditCard: APPROVED,
        creditCardHolderInfo: HOLDER,
      },
    });
    await customer.api.createSolicitacao({ body: fisicaBody() });

    // A customer with no code (or an unknown one) belongs to no vendor, and registers all the same.
    await t.anon.register({
      body: {
        firstName: 'Sem',
        lastName: 'Vendedor',
        email: 'sem.vendedor@example.com',
        phone: '(11) 98888-0000',
        cpfCnpj: '',
        password: 'segredo1',
        ref: 'NAOEXISTE',
      },
    });

    const stats = await admin.getDashboardStats();
    const mine = stats.porVendedor.find((v) => v.vendedorId === vendor.id);
    expect(mine).toEqual({
      vendedorId: vendor.id,
      nome: 'Carlos Pereira',
      codigo: vendor.codigo,
      clientes: 1,
      solicitacoes: 1,
      receita: 79.9,
    });
    const [entry] = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'vendor.created'));
    expect(entry?.targetId).toBe(vendor.usuario.id);
  });

  it('validates the form and is admin only', async () => {
    const { api: admin } = await t.admin();
    const weak = await fail(
      admin.createVendedor({ body: { ...vendorBody, email: 'x@example.com', password: 'abc' } }),
    );
    expect(weak.status).toBe(400);
    expect(weak.message).toBe('A senha deve ter pelo menos 8 caracteres');
    const cpf = await fail(
      admin.createVendedor({ body: { ...vendorBody, email: 'y@example.com', cpf: '111.111.111-11' } }),
    );
    expect(cpf.message).toBe('Digite um CPF ou CNPJ válido');
    const dup = await fail(admin.createVendedor({ body: vendorBody }));
    expect(dup.status).toBe(409);
    expect(dup.message).toBe('Este email já está em uso');
    const moderator = await t.createUser('moderator');
    expect(
      (await fail(moderator.api.createVendedor({ body: { ...vendorBody, email: 'z@example.com' } }))).status,
    ).toBe(403);
  });
});

describe('certificate view', () => {
  it('shows a certificate with its status history, PDFs and observations (newest first, with author)', async () => {
    const { api: admin } = await t.admin();
    const created = await admin.createSolicitacao({ body: fisicaBody('Rita de Souza', undefined, ['tjsp']) });
    const done = await settled(admin, created.id);
    const certId = done.certidoes[0]!.id;

    const moderator = await t.createUser('moderator', { firstName: 'Marta', lastName: 'Moderadora' });
    const view = await moderator.api.getCertidaoDetalhe({ path: { id: certId } });
    expect(view.solicitacao.nomeCompleto).toBe('Rita de Souza');
    expect(view.tipoCertidao).toBe('tjsp');
    expect(view.status).toBe('concluido');
    expect(view.pdfs.length).toBeGreaterThan(0);
    expect(view.codigoVerificacao).toBe(view.pdfs.at(-1)!.codigoVerificacao);
    expect(view.protocolo).toBeTruthy();
    const statuses = view.historico.map((h) => h.status);
    expect(statuses[0]).toBe('pendente');
    expect(statuses.at(-1)).toBe('concluido');
    expect(view.historico.some((h) => h.jobState === 'completed')).toBe(true);
    // One entry per state reached: the job's and the certificate's rows of one step are merged.
    const keys = view.historico.map((h) => `${h.status}|${h.jobState}|${h.etapa}`);
    expect(keys.filter((k, i) => k === keys[i - 1])).toEqual([]);
    expect(view.historico.filter((h) => h.status === 'concluido')).toHaveLength(1);

    expect((await moderator.api.getObservacoesCertidao({ path: { id: certId } })).data).toEqual([]);
    await moderator.api.createObservacaoCertidao({ path: { id: certId }, body: { texto: 'Primeira nota' } });
    const second = await admin.createObservacaoCertidao({
      path: { id: certId },
      body: { texto: '  Cliente avisado por telefone.  ' },
    });
    expect(second.texto).toBe('Cliente avisado por telefone.');
    const list = await moderator.api.getObservacoesCertidao({ path: { id: certId } });
    expect(list.data.map((o) => o.texto)).toEqual(['Cliente avisado por telefone.', 'Primeira nota']);
    expect(list.data[1]!.autor).toEqual({ id: moderator.userId, nome: 'Marta Moderadora' });
  });

  it('answers 404 for an unknown certificate, 400 for a blank note, and only to staff', async () => {
    const { api: admin } = await t.admin();
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await fail(admin.getCertidaoDetalhe({ path: { id: unknown } }));
    expect([missing.status, missing.message]).toEqual([404, 'Certidão não encontrada.']);
    expect((await fail(admin.getObservacoesCertidao({ path: { id: unknown } }))).status).toBe(404);
    expect(
      (await fail(admin.createObservacaoCertidao({ path: { id: unknown }, body: { texto: 'x' } }))).status,
    ).toBe(404);
    const created = await admin.createSolicitacao({ body: fisicaBody('Rita de Souza', undefined, ['cndt']) });
    const certId = created.certidoes[0]!.id;
    const blank = await fail(
      admin.createObservacaoCertidao({ path: { id: certId }, body: { texto: '   ' } }),
    );
    expect([blank.status, blank.message]).toEqual([400, 'Digite a observação.']);
    const user = await t.createUser('user');
    expect((await fail(user.api.getCertidaoDetalhe({ path: { id: certId } }))).status).toBe(403);
  });
});
