/**
 * The staff's support ticket list: filters and pages, one ticket, status changes (audited, the sender told by
 * e-mail), the refusals (unknown id, bad or unchanged status) and who may call it; and the vendors' figures
 * on the dashboard following the dashboard's period.
 */
import type { ListarChamadosSuporteArgs } from '@certidao/api-client';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, payments, supportTickets, users } from '../src/db/schema.ts';
import { fail, startTestServer, type TestServer } from './harness.ts';
import { APPROVED, HOLDER } from './paymentFixtures.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

/** The mail's text as written (the .eml is quoted-printable: soft breaks and =XX bytes). */
function decoded(eml: string): string {
  const joined = eml.replace(/=\r?\n/g, '');
  return Buffer.from(
    joined.replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
}

const contact = (nome: string, email: string, tipoProblema: string) => ({
  nome,
  email,
  tipoProblema,
  mensagem: `Mensagem de ${nome}: a certidão está parada há duas horas.`,
});

describe('support ticket list', () => {
  it('filters by status, text and period, newest first, in pages with meta', async () => {
    const moderator = await t.createUser('moderator');
    const a = await moderator.api.enviarContatoSuporte({
      body: contact('Joana Araújo', 'joana.filtro@example.com', 'cobranca'),
    });
    const b = await moderator.api.enviarContatoSuporte({
      body: contact('Pedro Filtro', 'pedro.filtro@example.com', 'tecnico'),
    });
    const c = await moderator.api.enviarContatoSuporte({
      body: contact('Lúcia Filtro', 'lucia.filtro@example.com', 'conta'),
    });
    // The oldest one was opened in January 2025 (São Paulo), the others today.
    await t.server.ctx.db
      .update(supportTickets)
      .set({ createdAt: new Date('2025-01-15T12:00:00Z') })
      .where(eq(supportTickets.id, c.id));

    const { api: admin } = await t.admin();
    const all = await admin.listarChamadosSuporte({ query: { busca: 'filtro', limit: 2 } });
    expect(all.meta).toEqual({ total: 3, page: 1, limit: 2, totalPages: 2 });
    expect(all.data.map((x) => x.id)).toEqual([b.id, a.id]);
    expect(all.data[0]).toMatchObject({ nome: 'Pedro Filtro', status: 'aberto', protocolo: b.protocolo });
    const second = await admin.listarChamadosSuporte({ query: { busca: 'filtro', limit: 2, page: 2 } });
    expect(second.data.map((x) => x.id)).toEqual([c.id]);

    // Name without accents, e-mail, the problem type's label, the protocol.
    const ids = async (query: NonNullable<ListarChamadosSuporteArgs['query']>) =>
      (await admin.listarChamadosSuporte({ query })).data.map((x) => x.id);
    expect(await ids({ busca: 'joana araujo' })).toEqual([a.id]);
    expect(await ids({ busca: 'PEDRO.FILTRO@' })).toEqual([b.id]);
    expect(await ids({ busca: 'filtro' }).then((r) => r.length)).toBe(3);
    expect((await ids({ busca: 'cobrança' })).includes(a.id)).toBe(true);
    expect(await ids({ busca: b.protocolo })).toEqual([b.id]);
    expect(await ids({ busca: '100%_' })).toEqual([]);
    // Period: the January ticket only, or only today's.
    expect(await ids({ busca: 'filtro', dataInicial: '2025-01-15', dataFinal: '2025-01-15' })).toEqual([
      c.id,
    ]);
    expect(await ids({ busca: 'filtro', dataInicial: '2025-01-16' })).toEqual([b.id, a.id]);
    // Status.
    await admin.alterarStatusChamadoSuporte({ path: { id: a.id }, body: { status: 'resolvido' } });
    expect(await ids({ busca: 'filtro', status: 'resolvido' })).toEqual([a.id]);
    expect(await ids({ busca: 'filtro', status: 'aberto' })).toEqual([b.id, c.id]);

    const backwards = await fail(
      admin.listarChamadosSuporte({ query: { dataInicial: '2025-02-01', dataFinal: '2025-01-01' } }),
    );
    expect([backwards.status, backwards.message]).toEqual([
      400,
      'A data inicial deve ser anterior ou igual à data final.',
    ]);
    const badStatus = await fail(admin.listarChamadosSuporte({ query: { status: 'fechado' as 'aberto' } }));
    expect(badStatus.status).toBe(400);
  });
});

describe('support ticket status', () => {
  it('changes the status, audits it and e-mails the sender each time', async () => {
    const moderator = await t.createUser('moderator', { firstName: 'Marcos', lastName: 'Moderador' });
    const ticket = await moderator.api.enviarContatoSuporte({
      body: contact('Clara Nunes', 'clara.nunes@example.com', 'certidao'),
    });
    const before = t.outbox().length;

    const changed = await moderator.api.alterarStatusChamadoSuporte({
      path: { id: ticket.id },
      body: { status: 'em_atendimento' },
    });
    expect(changed).toMatchObject({ id: ticket.id, status: 'em_atendimento', mensagem: ticket.mensagem });
    expect(Date.parse(changed.atualizadoEm)).toBeGreaterThanOrEqual(Date.parse(ticket.criadoEm));
    const mails = t.outbox();
    expect(mails.length).toBe(before + 1);
    const mail = decoded(mails.at(-1)!);
    expect(mail).toContain('To: clara.nunes@example.com');
    expect(mail).toMatch(/Reply-To: admin@/);
    expect(mail).toContain(
      `O status do seu chamado de suporte #${ticket.protocolo} (Certidão) mudou para: Em andamento.`,
    );

    const [entry] = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'support.ticket_status_changed'), eq(auditLog.targetId, ticket.id)));
    expect(entry).toMatchObject({ actorId: moderator.userId, targetType: 'support_ticket' });
    expect(entry?.details).toEqual({ de: 'aberto', para: 'em_atendimento' });

    const { api: admin } = await t.admin();
    await admin.alterarStatusChamadoSuporte({ path: { id: ticket.id }, body: { status: 'resolvido' } });
    expect(t.outbox().length).toBe(before + 2);
    expect(decoded(t.outbox().at(-1)!)).toContain('mudou para: Resolvido.');
    expect((await admin.getChamadoSuporte({ path: { id: ticket.id } })).status).toBe('resolvido');
    // A resolved ticket can be reopened.
    await admin.alterarStatusChamadoSuporte({ path: { id: ticket.id }, body: { status: 'aberto' } });
    expect(decoded(t.outbox().at(-1)!)).toContain('Seu chamado foi reaberto');
    const audited = await admin.listarAuditoria({ query: { acao: 'status de chamado' } });
    expect(audited.data.filter((e) => e.alvoId === ticket.id)).toHaveLength(3);
  });

  it('refuses an unknown id (404), a bad status (400) and the same status (422), sending nothing', async () => {
    const { api: admin } = await t.admin();
    const ticket = await admin.enviarContatoSuporte({
      body: contact('Rui Prado', 'rui.prado@example.com', 'outro'),
    });
    const before = t.outbox().length;
    const unknown = '00000000-0000-4000-8000-000000000000';
    const missing = await fail(admin.getChamadoSuporte({ path: { id: unknown } }));
    expect([missing.status, missing.message]).toEqual([404, 'Chamado não encontrado.']);
    const missingPatch = await fail(
      admin.alterarStatusChamadoSuporte({ path: { id: unknown }, body: { status: 'resolvido' } }),
    );
    expect([missingPatch.status, missingPatch.message]).toEqual([404, 'Chamado não encontrado.']);
    expect((await fail(admin.getChamadoSuporte({ path: { id: 'nao-e-uuid' } }))).status).toBe(400);

    const bad = await fail(
      admin.alterarStatusChamadoSuporte({
        path: { id: ticket.id },
        body: { status: 'fechado' as 'resolvido' },
      }),
    );
    expect(bad.status).toBe(400);
    expect(bad.message).toContain("'status'");
    const same = await fail(
      admin.alterarStatusChamadoSuporte({ path: { id: ticket.id }, body: { status: 'aberto' } }),
    );
    expect([same.status, same.message]).toEqual([422, 'O chamado já está com este status.']);
    expect(t.outbox().length).toBe(before);
    expect((await admin.getChamadoSuporte({ path: { id: ticket.id } })).status).toBe('aberto');
  });

  it('is for staff only: a customer gets 403, anonymous 401', async () => {
    const { api: admin } = await t.admin();
    const ticket = await admin.enviarContatoSuporte({
      body: contact('Tiago Reis', 'tiago.reis@example.com', 'conta'),
    });
    const user = await t.createUser('user');
    for (const api of [user.api, t.anon]) {
      const expected = api === t.anon ? 401 : 403;
      expect((await fail(api.listarChamadosSuporte({ query: {} }))).status).toBe(expected);
      expect((await fail(api.getChamadoSuporte({ path: { id: ticket.id } }))).status).toBe(expected);
      expect(
        (
          await fail(
            api.alterarStatusChamadoSuporte({ path: { id: ticket.id }, body: { status: 'resolvido' } }),
          )
        ).status,
      ).toBe(expected);
    }
    expect((await admin.getChamadoSuporte({ path: { id: ticket.id } })).status).toBe('aberto');
  });
});

describe('vendors on the dashboard', () => {
  it("counts a vendor's revenue within the dashboard's period only", async () => {
    const { api: admin } = await t.admin();
    const vendor = await admin.createVendedor({
      body: {
        firstName: 'Vera',
        lastName: 'Periodo',
        email: 'vera.periodo@example.com',
        genero: 'feminino',
        password: 'Vendas@2025',
      },
    });
    const email = 'cliente.periodo@example.com';
    await t.anon.register({
      body: {
        firstName: 'Caio',
        lastName: 'Periodo',
        email,
        phone: '(11) 98888-1111',
        cpfCnpj: '',
        password: 'segredo1',
        ref: vendor.codigo,
      },
    });
    // Registration answers the same for every address, so the new customer is found by e-mail.
    const [registered] = await t.server.ctx.db
      .update(users)
      .set({ emailVerified: true })
      .where(eq(users.email, email))
      .returning({ id: users.id });
    const customer = await t.loginAs(email, 'segredo1');
    const plano = await admin.createPlano({ body: { nome: 'Plano Período', valor: 50, limite: 0 } });
    await customer.api.atribuirPlanoUsuario({
      body: {
        planoId: plano.id,
        renovacaoAutomatica: false,
        billingType: 'CREDIT_CARD',
        creditCard: APPROVED,
        creditCardHolderInfo: HOLDER,
      },
    });
    const figures = async () =>
      (await admin.getDashboardStats()).porVendedor.find((v) => v.vendedorId === vendor.id);
    const stats = await admin.getDashboardStats();
    expect(stats.variacoes.periodoDias).toBe(30);
    expect(await figures()).toMatchObject({ clientes: 1, receita: 50 });

    // The same sale paid 31 days ago is outside the period: the customer still counts, the revenue does not.
    await t.server.ctx.db
      .update(payments)
      .set({ dataPagamento: new Date(Date.now() - 31 * 86_400_000) })
      .where(eq(payments.userId, registered!.id));
    expect(await figures()).toMatchObject({ clientes: 1, receita: 0 });
  });
});
