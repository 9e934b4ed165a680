/**
 * The back office's company operations over HTTP: listarEmpresas (search by razão social or CNPJ, pages),
 * obterEmpresaStaff (data, members, pending invitations, the holder's quota, this month's usage),
 * atualizarEmpresaStaff (the gestor's checks, 400/404/409, audited with the admin as actor) and
 * removerMembroEmpresaStaff (the member's sessions end at once, the holder stays), each called as anonymous, a
 * customer of no company, a member, the company's manager, a moderator and the admin.
 */
import { cnpjCheckDigits, daysBetween } from '@certidao/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { type CallInit, callApi, emlText, fail, startTestServer, type TestServer } from './harness.ts';
import { fisicaBody } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const call = (path: string, init?: CallInit) => callApi(t.apiUrl, path, init);

/** A CNPJ of its own for each company (they are unique), from a 12-digit base. */
const cnpjOf = (base12: string) => `${base12}${cnpjCheckDigits(base12)}`;
const formatted = (c: string) =>
  `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

/** The token of the newest invitation e-mailed to `email`. */
function invitationToken(email: string): string {
  const mail = t
    .outbox()
    .map(emlText)
    .filter((m) => m.includes(email))
    .at(-1);
  const token = mail?.match(/\/convite\/([A-Za-z0-9_-]{20,})/)?.[1];
  if (!token) throw new Error(`no invitation e-mailed to ${email}`);
  return token;
}

/**
 * A company created over HTTP by a customer holding a plan of 10 requests and 5 seats, with `members` existing
 * accounts that accepted an invitation; returns the holder, the members (signed in) and the company.
 */
async function company(razaoSocial: string, cnpj: string, members = 0) {
  const { api: admin } = await t.admin();
  const plano = await admin.createPlano({
    body: { nome: `Equipe ${Math.random().toString(36).slice(2, 7)}`, valor: 100, limite: 10, assentos: 5 },
  });
  const holder = await t.createUser('user', { firstName: 'Helena', lastName: 'Titular' });
  await admin.concederPlanoUsuario({ path: { id: holder.userId }, body: { planoId: plano.id } });
  const created = await call('/empresa', {
    method: 'POST',
    token: holder.token,
    body: { razaoSocial, cnpj },
  });
  expect(created.status).toBe(201);
  const joined = [];
  for (let i = 0; i < members; i++) {
    const member = await t.createUser('user', { firstName: 'Marcos', lastName: `Membro ${i + 1}` });
    const sent = await call('/empresa/convites', {
      method: 'POST',
      token: holder.token,
      body: { email: member.email, papel: 'membro' },
    });
    expect(sent.status).toBe(201);
    const accepted = await call(`/convites/${invitationToken(member.email)}/aceitar`, {
      method: 'POST',
      token: member.token,
    });
    expect(accepted.status).toBe(200);
    joined.push(member);
  }
  return { holder, members: joined, empresa: created.body, plano };
}

async function auditOf(action: string, targetId: string) {
  return t.server.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

const MISSING = '00000000-0000-4000-8000-000000000000';

describe('companies in the back office', () => {
  let A: Awaited<ReturnType<typeof company>>;
  let B: Awaited<ReturnType<typeof company>>;
  let pendingEmail: string;

  beforeAll(async () => {
    A = await company('Construtora Aurora Ltda', cnpjOf('345678900001'), 2);
    B = await company('Imobiliária Boa Vista Ltda', cnpjOf('876543210001'));
    pendingEmail = `pendente.${Date.now()}@exemplo.com.br`;
    const invited = await call('/empresa/convites', {
      method: 'POST',
      token: A.holder.token,
      body: { email: pendingEmail, papel: 'gestor' },
    });
    expect(invited.status).toBe(201);
    const member = A.members[0];
    if (!member) throw new Error('no member');
    const request = await call('/solicitacoes', {
      method: 'POST',
      token: member.token,
      body: fisicaBody('Pedro Alves'),
    });
    expect(request.status).toBe(201);
  });

  it('answers each operation to anonymous, customer, member, manager, moderator and admin by its roles', async () => {
    const customer = await t.createUser('user');
    const moderator = await t.createUser('moderator');
    const admin = await t.admin();
    // A member of its own for the removal, so the other tests keep theirs.
    const extra = await company('Matriz de Papéis Ltda', cnpjOf('223344550001'), 1);
    const target = extra.members[0];
    if (!target) throw new Error('no member');
    // The admin comes last: its removal is the only one that happens.
    const callers = {
      anonimo: undefined,
      cliente: customer.token,
      membro: target.token,
      gestor: extra.holder.token,
      moderador: moderator.token,
      admin: admin.token,
    } as const;
    type Who = keyof typeof callers;
    const rows: Array<[string, string, string, unknown, Record<Who, number>]> = [
      [
        'listarEmpresas',
        'GET',
        '/empresas',
        undefined,
        { anonimo: 401, cliente: 403, membro: 403, gestor: 403, moderador: 200, admin: 200 },
      ],
      [
        'obterEmpresaStaff',
        'GET',
        `/empresas/${extra.empresa.id}`,
        undefined,
        { anonimo: 401, cliente: 403, membro: 403, gestor: 403, moderador: 200, admin: 200 },
      ],
      [
        'atualizarEmpresaStaff',
        'PATCH',
        `/empresas/${extra.empresa.id}`,
        { nomeFantasia: 'Matriz' },
        { anonimo: 401, cliente: 403, membro: 403, gestor: 403, moderador: 403, admin: 200 },
      ],
      [
        'removerMembroEmpresaStaff',
        'DELETE',
        `/empresas/${extra.empresa.id}/membros/${target.userId}`,
        undefined,
        { anonimo: 401, cliente: 403, membro: 403, gestor: 403, moderador: 403, admin: 200 },
      ],
    ];
    for (const [label, method, path, body, expected] of rows) {
      for (const who of Object.keys(callers) as Who[]) {
        const res = await call(path, { method, token: callers[who], body });
        expect(res.status, `${label} as ${who}: ${JSON.stringify(res.body).slice(0, 160)}`).toBe(
          expected[who],
        );
        if (res.status >= 400) expect(res.body.message, `${label} as ${who}`).toEqual(expect.any(String));
      }
    }
    // Nothing the others were refused changed anything.
    const detail = await admin.api.obterEmpresaStaff({ path: { id: extra.empresa.id } });
    expect(detail.empresa.nomeFantasia).toBe('Matriz');
    expect(detail.membros.map((m) => m.usuario.id)).toEqual([extra.holder.userId]);
  });

  it('lists companies newest first, searched by razão social or CNPJ, a page at a time', async () => {
    const { api: admin } = await t.admin();
    const byName = await admin.listarEmpresas({ query: { search: 'aurora' } });
    expect(byName.data.map((e) => e.id)).toEqual([A.empresa.id]);
    const [row] = byName.data;
    expect(row).toMatchObject({
      razaoSocial: 'Construtora Aurora Ltda',
      cnpj: A.empresa.cnpj,
      titular: { id: A.holder.userId, fullName: 'Helena Titular', email: A.holder.email },
      plano: { id: A.plano.id },
      membros: 3,
      // Three members and the pending invitation.
      assentos: { limite: 5, emUso: 4 },
      solicitacoesMes: 1,
    });
    // The CNPJ as typed, with its punctuation, or a part of its digits.
    const byCnpj = await admin.listarEmpresas({ query: { search: formatted(B.empresa.cnpj) } });
    expect(byCnpj.data.map((e) => e.id)).toEqual([B.empresa.id]);
    const byDigits = await admin.listarEmpresas({ query: { search: B.empresa.cnpj.slice(2, 10) } });
    expect(byDigits.data.map((e) => e.id)).toContain(B.empresa.id);
    expect((await admin.listarEmpresas({ query: { search: 'nenhuma empresa assim' } })).meta.total).toBe(0);
    const all = await admin.listarEmpresas({ query: { limit: 100 } });
    const second = await admin.listarEmpresas({ query: { page: 2, limit: 1 } });
    expect(second.meta).toMatchObject({
      page: 2,
      limit: 1,
      total: all.meta.total,
      totalPages: all.meta.total,
    });
    expect(second.data.map((e) => e.id)).toEqual([all.data[1]?.id]);
    // Newest first.
    expect(all.data.findIndex((e) => e.id === B.empresa.id)).toBeLessThan(
      all.data.findIndex((e) => e.id === A.empresa.id),
    );
    expect((await call('/empresas?limit=0', { token: (await t.admin()).token })).status).toBe(400);
  });

  it('opens a company with its members, pending invitations, the holder plan quota and this month usage', async () => {
    const moderator = await t.createUser('moderator');
    const detail = await moderator.api.obterEmpresaStaff({ path: { id: A.empresa.id } });
    expect(detail.empresa).toMatchObject({
      id: A.empresa.id,
      razaoSocial: 'Construtora Aurora Ltda',
      titular: { id: A.holder.userId },
      membrosVeemTodas: false,
      centroCustoObrigatorio: false,
      dadosCobranca: null,
    });
    // Gestores first (the holder), then by name.
    expect(detail.membros.map((m) => [m.usuario.fullName, m.papel, m.titular])).toEqual([
      ['Helena Titular', 'gestor', true],
      ['Marcos Membro 1', 'membro', false],
      ['Marcos Membro 2', 'membro', false],
    ]);
    expect(detail.membros[1]?.solicitacoes).toBe(1);
    expect(detail.convitesPendentes.map((c) => [c.email, c.papel, c.status])).toEqual([
      [pendingEmail, 'gestor', 'pendente'],
    ]);
    expect(detail.uso).toMatchObject({
      plano: { id: A.plano.id },
      limite: 10,
      utilizadas: 1,
      disponiveis: 9,
    });
    const { usoMes } = detail;
    // The ten types' prices (services/ledger.ts): R$ 136,00.
    expect(usoMes.totais).toMatchObject({ solicitacoes: 1, certidoes: 10, gasto: 136 });
    expect(usoMes.porMembro.map((m) => [m.usuario.id, m.solicitacoes])).toEqual([[A.members[0]?.userId, 1]]);
    expect(usoMes.periodo.dataInicial.slice(8)).toBe('01');
    expect(usoMes.porDia).toHaveLength(
      (daysBetween(usoMes.periodo.dataInicial, usoMes.periodo.dataFinal) ?? 0) + 1,
    );
    expect(usoMes.porDia.reduce((n, d) => n + d.solicitacoes, 0)).toBe(1);
    expect((await call(`/empresas/${MISSING}`, { token: moderator.token })).body).toEqual(
      expect.objectContaining({ message: 'Empresa não encontrada.' }),
    );
    expect((await call(`/empresas/${MISSING}`, { token: moderator.token })).status).toBe(404);
    expect((await call('/empresas/nao-e-um-id', { token: moderator.token })).status).toBe(400);
  });

  it('lets the admin edit the data and settings with the gestor checks; audited; 400, 404 and 409', async () => {
    const admin = await t.admin();
    const id = A.empresa.id;
    const saved = await admin.api.atualizarEmpresaStaff({
      path: { id },
      body: {
        razaoSocial: '  Construtora Aurora S.A.  ',
        nomeFantasia: 'Aurora',
        cnpj: formatted(cnpjOf('345678900002')),
        dadosCobranca: {
          endereco: 'Av. Paulista, 1000',
          cidade: 'São Paulo',
          cep: '01310-100',
          emailCobranca: 'Financeiro@Aurora.com.br',
        },
        membrosVeemTodas: true,
      },
    });
    expect(saved.empresa).toMatchObject({
      razaoSocial: 'Construtora Aurora S.A.',
      nomeFantasia: 'Aurora',
      cnpj: cnpjOf('345678900002'),
      dadosCobranca: { cep: '01310100', emailCobranca: 'financeiro@aurora.com.br' },
      membrosVeemTodas: true,
    });
    expect(saved.membros).toHaveLength(3);
    // The company's gestor sees the change.
    const mine = await call('/empresa', { token: A.holder.token });
    expect(mine.body).toMatchObject({ razaoSocial: 'Construtora Aurora S.A.', membrosVeemTodas: true });
    const entries = await auditOf('empresa.atualizada', id);
    const byAdmin = entries.find((e) => e.actorId === admin.userId);
    expect(byAdmin?.details).toMatchObject({
      campos: expect.arrayContaining(['razaoSocial', 'cnpj', 'dadosCobranca', 'membrosVeemTodas']),
    });

    const refused: Array<[unknown, number, string | RegExp]> = [
      [{ razaoSocial: '   ' }, 400, 'Informe a razão social.'],
      [{ cnpj: '11.111.111/1111-11' }, 400, 'Digite um CNPJ válido'],
      [
        {
          dadosCobranca: { endereco: 'Rua A, 1', cidade: 'Santos', cep: '123', emailCobranca: 'a@b.com.br' },
        },
        400,
        'CEP inválido',
      ],
      [{}, 400, /.+/],
      [{ titularId: A.members[0]?.userId }, 400, /titularId/],
      [{ cnpj: B.empresa.cnpj }, 409, 'Já existe uma empresa com este CNPJ.'],
    ];
    for (const [body, status, message] of refused) {
      const res = await call(`/empresas/${id}`, { method: 'PATCH', token: admin.token, body });
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message, JSON.stringify(body)).toMatch(message);
    }
    const missing = await fail(
      admin.api.atualizarEmpresaStaff({ path: { id: MISSING }, body: { cnpj: B.empresa.cnpj } }),
    );
    expect(missing).toMatchObject({ status: 404, message: 'Empresa não encontrada.' });
    // Nothing refused was saved.
    const after = await admin.api.obterEmpresaStaff({ path: { id } });
    expect(after.empresa).toMatchObject({
      razaoSocial: 'Construtora Aurora S.A.',
      cnpj: cnpjOf('345678900002'),
    });
  });

  it('lets the admin remove a member: their sessions end at once, the holder stays; audited', async () => {
    const admin = await t.admin();
    const member = A.members[1];
    if (!member) throw new Error('no member');
    expect((await call('/auth/profile', { token: member.token })).status).toBe(200);
    const removed = await admin.api.removerMembroEmpresaStaff({
      path: { id: A.empresa.id, userId: member.userId },
    });
    expect(removed.message).toMatch(/Membro removido/);
    expect((await call('/auth/profile', { token: member.token })).status).toBe(401);
    const [entry] = await auditOf('empresa.membro_removido', member.userId);
    expect(entry).toMatchObject({ actorId: admin.userId, details: { empresaId: A.empresa.id } });
    const detail = await admin.api.obterEmpresaStaff({ path: { id: A.empresa.id } });
    expect(detail.membros.map((m) => m.usuario.id)).not.toContain(member.userId);
    // Again: no longer a member. The holder: never. Another company's member or a missing company: 404.
    const again = await fail(
      admin.api.removerMembroEmpresaStaff({ path: { id: A.empresa.id, userId: member.userId } }),
    );
    expect(again).toMatchObject({ status: 404, message: 'Membro não encontrado.' });
    const holder = await fail(
      admin.api.removerMembroEmpresaStaff({ path: { id: A.empresa.id, userId: A.holder.userId } }),
    );
    expect(holder).toMatchObject({ status: 409, message: 'O titular da empresa não pode ser removido.' });
    const elsewhere = await fail(
      admin.api.removerMembroEmpresaStaff({ path: { id: B.empresa.id, userId: A.members[0]?.userId ?? '' } }),
    );
    expect(elsewhere.status).toBe(404);
    const noCompany = await fail(
      admin.api.removerMembroEmpresaStaff({ path: { id: MISSING, userId: A.holder.userId } }),
    );
    expect(noCompany).toMatchObject({ status: 404, message: 'Empresa não encontrada.' });
  });
});
