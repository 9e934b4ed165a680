/**
 * Company accounts over HTTP: creating a company, invitations (e-mailed link, preview, accept with a new or an
 * existing account, expiry, revoke, resend), seats, roles, removal ending sessions and API keys at once, the
 * audit trail, the company's plan and quota for members, and a cross-company access matrix over the company's
 * operations and every customer operation on requests (404 for another company's ids).
 */
import { cnpjCheckDigits } from '@certidao/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, empresaConvites, monitoramentos, notificacoes, solicitacoes } from '../src/db/schema.ts';
import { runMonitoringPass } from '../src/modules/monitoring/scheduler.ts';
import { companyWithMembers } from './companyFixtures.ts';
import {
  type CallInit,
  callApi,
  emlText,
  fail,
  insertCompany,
  startTestServer,
  type TestServer,
} from './harness.ts';
import { CPF, fisicaBody, settled, userWithPlan, waitUntil } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const call = (path: string, init?: CallInit) => callApi(t.apiUrl, path, init);

const cnpjOf = (base12: string) => `${base12}${cnpjCheckDigits(base12)}`;
/** A customer holding a plan of `assentos` seats who turns their account into a company. */
async function companyWithPlan(base12: string, assentos: number) {
  const { api: admin } = await t.admin();
  const plano = await admin.createPlano({
    body: { nome: `Equipe ${Math.random().toString(36).slice(2, 7)}`, valor: 100, limite: 10, assentos },
  });
  const planId = plano.id;
  const owner = await t.createUser('user');
  await admin.concederPlanoUsuario({ path: { id: owner.userId }, body: { planoId: planId } });
  const created = await call('/empresa', {
    method: 'POST',
    token: owner.token,
    body: { razaoSocial: `Empresa ${base12}`, cnpj: cnpjOf(base12) },
  });
  expect(created.status).toBe(201);
  return { owner, empresa: created.body, planId };
}

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

async function invite(token: string, email: string, papel: 'gestor' | 'membro' = 'membro') {
  return call('/empresa/convites', { method: 'POST', token, body: { email, papel } });
}

/** Invites a new address and accepts it with a new account; returns that member's session. */
async function newMember(managerToken: string, papel: 'gestor' | 'membro' = 'membro') {
  const email = `membro.${Math.random().toString(36).slice(2, 9)}@exemplo.com.br`;
  const sent = await invite(managerToken, email, papel);
  expect(sent.status).toBe(201);
  const accepted = await call(`/convites/${invitationToken(email)}/aceitar`, {
    method: 'POST',
    body: { novaConta: { firstName: 'Joana', lastName: 'Souza', password: 'senha-forte-1' } },
  });
  expect(accepted.status).toBe(200);
  return { email, token: accepted.body.accessToken as string, userId: accepted.body.user.id as string };
}

async function auditOf(action: string, targetId: string) {
  return t.server.ctx.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)));
}

describe('companies', () => {
  let A: Awaited<ReturnType<typeof companyWithPlan>>;

  beforeAll(async () => {
    A = await companyWithPlan('112223330001', 4);
  });

  it('creates a company from a customer account: the creator is its holder and gestor, audited', async () => {
    expect(A.empresa).toMatchObject({ meuPapel: 'gestor', titular: { id: A.owner.userId } });
    expect(A.empresa.assentos).toEqual({ limite: 4, emUso: 1, extras: 0 });
    expect(A.empresa.plano?.id).toBe(A.planId);
    expect(await auditOf('empresa.criada', A.empresa.id)).toHaveLength(1);
    const again = await call('/empresa', {
      method: 'POST',
      token: A.owner.token,
      body: { razaoSocial: 'Outra', cnpj: cnpjOf('998887770001') },
    });
    expect(again.status).toBe(409);
    // The permissions say where the caller stands in a company (the web app reads it before asking /empresa).
    expect((await call('/users/me/permissions', { token: A.owner.token })).body.papelEmpresa).toBe('gestor');
    const other = await t.createUser('user');
    const sameCnpj = await call('/empresa', {
      method: 'POST',
      token: other.token,
      body: { razaoSocial: 'Outra', cnpj: A.empresa.cnpj },
    });
    expect(sameCnpj).toMatchObject({
      status: 409,
      body: { message: 'Já existe uma empresa com este CNPJ.' },
    });
    const bad = await call('/empresa', {
      method: 'POST',
      token: other.token,
      body: { razaoSocial: 'Outra', cnpj: '11.111.111/1111-11' },
    });
    expect(bad).toMatchObject({ status: 400, body: { message: 'Digite um CNPJ válido' } });
    expect((await call('/empresa', { token: other.token })).status).toBe(404);
  });

  it('invites by e-mail; the link previews and is accepted with a new account, which uses the company plan', async () => {
    const email = 'nova.pessoa@exemplo.com.br';
    const sent = await invite(A.owner.token, email);
    expect(sent.status).toBe(201);
    expect(sent.body).toMatchObject({ email, papel: 'membro', status: 'pendente' });
    const expires = new Date(sent.body.expiraEm).getTime() - new Date(sent.body.criadoEm).getTime();
    expect(Math.round(expires / 86_400_000)).toBe(7);
    const token = invitationToken(email);
    const preview = await call(`/convites/${token}`);
    expect(preview).toMatchObject({
      status: 200,
      body: {
        email,
        status: 'pendente',
        contaExistente: false,
        empresa: { razaoSocial: A.empresa.razaoSocial },
      },
    });
    const short = await call(`/convites/${token}/aceitar`, {
      method: 'POST',
      body: { novaConta: { firstName: 'Nova', lastName: 'Pessoa', password: '123' } },
    });
    expect(short.status).toBe(400);
    const accepted = await call(`/convites/${token}/aceitar`, {
      method: 'POST',
      body: { novaConta: { firstName: 'Nova', lastName: 'Pessoa', password: 'senha-forte-1' } },
    });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ papel: 'membro', user: { email, emailVerified: true } });
    const memberToken = accepted.body.accessToken;
    const mine = await call('/empresa', { token: memberToken });
    expect(mine.body).toMatchObject({ id: A.empresa.id, meuPapel: 'membro' });
    const quota = await call('/solicitacoes/plano', { token: memberToken });
    expect(quota.body).toMatchObject({ plano: { id: A.planId }, podeCriar: true, limite: 10 });
    expect((await call(`/convites/${token}/aceitar`, { method: 'POST', token: memberToken })).status).toBe(
      409,
    );
    expect(await auditOf('empresa.convite_aceito', sent.body.id)).toHaveLength(1);
  });

  it('accepts with an existing account only when signed in as the invited address', async () => {
    const existing = await t.createUser('user');
    const sent = await invite(A.owner.token, existing.email);
    const token = invitationToken(existing.email);
    expect((await call(`/convites/${token}`)).body.contaExistente).toBe(true);
    const signedOut = await call(`/convites/${token}/aceitar`, {
      method: 'POST',
      body: { novaConta: { firstName: 'X', lastName: 'Y', password: 'senha-forte-1' } },
    });
    expect(signedOut).toMatchObject({
      status: 409,
      body: { message: 'Já existe uma conta com este e-mail. Entre para aceitar o convite.' },
    });
    const someoneElse = await t.createUser('user');
    const wrong = await call(`/convites/${token}/aceitar`, { method: 'POST', token: someoneElse.token });
    expect(wrong).toMatchObject({
      status: 403,
      body: { message: 'Este convite foi enviado para outro e-mail.' },
    });
    const ok = await call(`/convites/${token}/aceitar`, { method: 'POST', token: existing.token });
    expect(ok).toMatchObject({ status: 200, body: { accessToken: null, empresa: { id: A.empresa.id } } });
    expect(sent.status).toBe(201);
  });

  it('expires after 7 days; a resend gives a new link (the old one stops) and 7 more days; revoked links refuse', async () => {
    const email = 'expira@exemplo.com.br';
    const sent = await invite(A.owner.token, email);
    const oldToken = invitationToken(email);
    await t.server.ctx.db
      .update(empresaConvites)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(empresaConvites.id, sent.body.id));
    expect((await call(`/convites/${oldToken}`)).body.status).toBe('expirado');
    const expired = await call(`/convites/${oldToken}/aceitar`, {
      method: 'POST',
      body: { novaConta: { firstName: 'E', lastName: 'X', password: 'senha-forte-1' } },
    });
    expect(expired).toMatchObject({
      status: 409,
      body: { message: 'Este convite expirou. Peça um novo ao gestor da empresa.' },
    });
    const listed = await call('/empresa/convites?status=expirado', { token: A.owner.token });
    expect(listed.body.data.map((c: { id: string }) => c.id)).toContain(sent.body.id);
    const resent = await call(`/empresa/convites/${sent.body.id}/reenviar`, {
      method: 'POST',
      token: A.owner.token,
    });
    expect(resent).toMatchObject({ status: 200, body: { status: 'pendente' } });
    const newToken = invitationToken(email);
    expect(newToken).not.toBe(oldToken);
    expect((await call(`/convites/${oldToken}`)).status).toBe(404);
    expect((await call(`/convites/${newToken}`)).body.status).toBe('pendente');
    const revoked = await call(`/empresa/convites/${sent.body.id}`, {
      method: 'DELETE',
      token: A.owner.token,
    });
    expect(revoked).toMatchObject({ status: 200, body: { status: 'revogado' } });
    expect(
      (await call(`/empresa/convites/${sent.body.id}`, { method: 'DELETE', token: A.owner.token })).status,
    ).toBe(409);
    const afterRevoke = await call(`/convites/${newToken}/aceitar`, {
      method: 'POST',
      body: { novaConta: { firstName: 'E', lastName: 'X', password: 'senha-forte-1' } },
    });
    expect(afterRevoke).toMatchObject({ status: 409, body: { message: 'Este convite foi revogado.' } });
    expect(
      (await call(`/empresa/convites/${sent.body.id}/reenviar`, { method: 'POST', token: A.owner.token }))
        .status,
    ).toBe(409);
    for (const action of ['empresa.convite_criado', 'empresa.convite_reenviado', 'empresa.convite_revogado'])
      expect(await auditOf(action, sent.body.id)).toHaveLength(1);
  });

  it('refuses an invitation beyond the plan seats, saying why and offering a seat or the upgrade', async () => {
    const { api: admin } = await t.admin();
    const bigger = await admin.createPlano({
      body: { nome: 'Equipe grande', valor: 300, limite: 50, assentos: 20 },
    });
    // Holder + 2 members now; one pending invitation fills the 4th seat.
    const filler = await invite(A.owner.token, 'quarto@exemplo.com.br');
    expect(filler.status).toBe(201);
    const over = await invite(A.owner.token, 'quinto@exemplo.com.br');
    expect(over.status).toBe(422);
    expect(over.body.message).toContain('4 assentos');
    expect(over.body.message).toContain(
      'compre um assento adicional ou mude para um plano com mais assentos',
    );
    expect(over.body.assentos).toEqual({ limite: 4, emUso: 4, extras: 0 });
    expect(over.body.upgrade.map((p: { id: string }) => p.id)).toContain(bigger.id);
    // Revoking frees the seat.
    await call(`/empresa/convites/${filler.body.id}`, { method: 'DELETE', token: A.owner.token });
    const fifth = await invite(A.owner.token, 'quinto@exemplo.com.br');
    expect(fifth.status).toBe(201);
    await call(`/empresa/convites/${fifth.body.id}`, { method: 'DELETE', token: A.owner.token });
    // More seats on the plan (as after an upgrade) leave room for the next tests.
    await admin.updatePlano({ path: { id: A.planId }, body: { assentos: 20 } });
    expect((await call('/empresa', { token: A.owner.token })).body.assentos.limite).toBe(20);
  });

  it('roles: a membro may not manage; gestores change roles; the holder is always gestor', async () => {
    const members = (await call('/empresa/membros', { token: A.owner.token })).body.data;
    const membro = members.find(
      (m: { usuario: { email: string } }) => m.usuario.email === 'nova.pessoa@exemplo.com.br',
    );
    const membroSession = await t.loginAs(membro.usuario.email, 'senha-forte-1');
    expect((await call('/users/me/permissions', { token: membroSession.token })).body.papelEmpresa).toBe(
      'membro',
    );
    {
      for (const [path, method] of [
        ['/empresa/membros', 'GET'],
        ['/empresa/convites', 'GET'],
        ['/empresa', 'PATCH'],
      ] as const) {
        const res = await call(path, {
          method,
          token: membroSession.token,
          ...(method === 'PATCH' ? { body: { membrosVeemTodas: true } } : {}),
        });
        expect(res, `${method} ${path}`).toMatchObject({
          status: 403,
          body: { message: 'Apenas gestores da empresa podem fazer isso.' },
        });
      }
      const buy = await call('/users/me/plano', {
        method: 'POST',
        token: membroSession.token,
        body: { planoId: A.planId },
      });
      expect(buy.status).toBe(403);
    }
    const holderDemoted = await call(`/empresa/membros/${A.owner.userId}`, {
      method: 'PATCH',
      token: A.owner.token,
      body: { papel: 'membro' },
    });
    expect(holderDemoted).toMatchObject({
      status: 409,
      body: { message: 'O titular da empresa é sempre gestor.' },
    });
    const promoted = await call(`/empresa/membros/${membro.usuario.id}`, {
      method: 'PATCH',
      token: A.owner.token,
      body: { papel: 'gestor' },
    });
    expect(promoted).toMatchObject({ status: 200, body: { papel: 'gestor' } });
    await call(`/empresa/membros/${membro.usuario.id}`, {
      method: 'PATCH',
      token: A.owner.token,
      body: { papel: 'membro' },
    });
    expect(await auditOf('empresa.membro_papel', membro.usuario.id)).toHaveLength(2);
    expect(
      (await call(`/empresa/membros/${A.owner.userId}`, { method: 'DELETE', token: A.owner.token })).status,
    ).toBe(409);
  });

  it('visibility: a membro sees their own requests, or the whole company when allowed; the gestor sees all', async () => {
    const m1 = await newMember(A.owner.token);
    const m2 = await newMember(A.owner.token);
    const created = await call('/solicitacoes', { method: 'POST', token: m1.token, body: fisicaBody() });
    expect(created.status).toBe(201);
    expect(created.body.empresaId).toBe(A.empresa.id);
    // The ten types' prices, charged to the company's holder.
    expect(created.body).toMatchObject({ cobrado: 136, devolvido: 0, custo: 136 });
    const id = created.body.id;
    expect((await call(`/solicitacoes/${id}`, { token: A.owner.token })).status).toBe(200);
    expect((await call(`/solicitacoes/${id}`, { token: m2.token })).status).toBe(404);
    const m2List = await call('/solicitacoes', { token: m2.token });
    expect(m2List.body.data.map((s: { id: string }) => s.id)).not.toContain(id);
    const ownerList = await call('/solicitacoes', { token: A.owner.token });
    expect(ownerList.body.data.map((s: { id: string }) => s.id)).toContain(id);
    await call('/empresa', { method: 'PATCH', token: A.owner.token, body: { membrosVeemTodas: true } });
    expect((await call(`/solicitacoes/${id}`, { token: m2.token })).status).toBe(200);
    await call('/empresa', { method: 'PATCH', token: A.owner.token, body: { membrosVeemTodas: false } });
    // The month's count is the company's: every member's requests.
    const quota = await call('/solicitacoes/plano', { token: A.owner.token });
    expect(quota.body.utilizadas).toBe(1);
  });

  it('removal ends the member sessions and API keys at once; their requests stay with the company; audited', async () => {
    const m = await newMember(A.owner.token);
    const key = await call('/integracoes/chaves', {
      method: 'POST',
      token: m.token,
      body: { nome: 'Script', escopos: ['solicitacoes:ler', 'solicitacoes:escrever'] },
    });
    expect(key.status).toBe(201);
    const created = await call('/solicitacoes', {
      method: 'POST',
      token: m.token,
      body: fisicaBody('Pedro Alves'),
    });
    expect(created.status).toBe(201);
    expect((await call('/solicitacoes', { token: key.body.segredo })).status).toBe(200);
    const removed = await call(`/empresa/membros/${m.userId}`, { method: 'DELETE', token: A.owner.token });
    expect(removed.status).toBe(200);
    expect((await call('/auth/profile', { token: m.token })).status).toBe(401);
    expect((await call('/solicitacoes', { token: key.body.segredo })).status).toBe(401);
    expect((await call(`/solicitacoes/${created.body.id}`, { token: A.owner.token })).status).toBe(200);
    const [entry] = await auditOf('empresa.membro_removido', m.userId);
    expect(entry?.actorId).toBe(A.owner.userId);
    expect(entry?.details).toMatchObject({ empresaId: A.empresa.id, chavesRevogadas: 1 });
    // Signed in again, the former member is a personal account that does not see the company's requests.
    const again = await t.loginAs(m.email, 'senha-forte-1');
    expect((await call(`/solicitacoes/${created.body.id}`, { token: again.token })).status).toBe(404);
    expect((await call('/empresa', { token: again.token })).status).toBe(404);
    // Their accepted invitation no longer says 'aceito' in the company's list (the link's preview still does).
    const list = await call('/empresa/convites', { token: A.owner.token });
    const theirs = list.body.data.find((c: { email: string }) => c.email === m.email);
    expect(theirs).toMatchObject({ status: 'removido', aceitoEm: expect.any(String) });
    const removidos = await call('/empresa/convites?status=removido', { token: A.owner.token });
    expect(removidos.body.data.map((c: { email: string }) => c.email)).toContain(m.email);
    const aceitos = await call('/empresa/convites?status=aceito', { token: A.owner.token });
    expect(aceitos.body.data.map((c: { email: string }) => c.email)).not.toContain(m.email);
    expect(aceitos.body.data.length).toBeGreaterThan(0);
  });

  it("a gestor monitors a member's request in the gestor's own portfolio", async () => {
    const { gestor, membro } = await companyWithMembers(t);
    const req = await membro.api.createSolicitacao({ body: fisicaBody('Ana Monitorada', CPF, ['cndt']) });
    await settled(membro.api, req.id);
    const party = await gestor.api.monitorarSolicitacao({ path: { id: req.id }, body: {} });
    expect((await gestor.api.obterMonitoramento({ path: { id: party.id } })).id).toBe(party.id);
    expect((await gestor.api.listarMonitoramentos()).data.map((p) => p.id)).toContain(party.id);
    // Personal: the member's portfolio does not gain it.
    expect(await fail(membro.api.obterMonitoramento({ path: { id: party.id } }))).toMatchObject({
      status: 404,
    });
    expect((await membro.api.listarMonitoramentos()).data).toHaveLength(0);
  });

  describe('cross-company access matrix', () => {
    it('every company and request operation answers anonymous, member, manager, other manager and staff rightly', async () => {
      const B = await companyWithPlan('556667770001', 4);
      const mA = await newMember(A.owner.token);
      const reqA = await call('/solicitacoes', {
        method: 'POST',
        token: A.owner.token,
        body: fisicaBody('Ana Lima'),
      });
      expect(reqA.status).toBe(201);
      const certA = reqA.body.certidoes[0];
      const invA = await invite(A.owner.token, `pendente.${Date.now()}@exemplo.com.br`);
      const staff = (await t.admin()).token;
      const moderator = (await t.createUser('moderator')).token;
      const callers = {
        anonimo: undefined,
        membro: mA.token,
        gestor: A.owner.token,
        outroGestor: B.owner.token,
        staff,
        moderador: moderator,
      } as const;
      type Who = keyof typeof callers;
      // [label, method, path, body, expected status per caller]
      const rows: Array<[string, string, string, unknown, Record<Who, number>]> = [
        [
          'obterMinhaEmpresa',
          'GET',
          '/empresa',
          undefined,
          { anonimo: 401, membro: 200, gestor: 200, outroGestor: 200, staff: 403, moderador: 403 },
        ],
        [
          'atualizarEmpresa',
          'PATCH',
          '/empresa',
          { nomeFantasia: 'X' },
          { anonimo: 401, membro: 403, gestor: 200, outroGestor: 200, staff: 403, moderador: 403 },
        ],
        [
          'listarMembrosEmpresa',
          'GET',
          '/empresa/membros',
          undefined,
          { anonimo: 401, membro: 403, gestor: 200, outroGestor: 200, staff: 403, moderador: 403 },
        ],
        [
          'alterarPapelMembro',
          'PATCH',
          `/empresa/membros/${mA.userId}`,
          { papel: 'membro' },
          { anonimo: 401, membro: 403, gestor: 200, outroGestor: 404, staff: 403, moderador: 403 },
        ],
        [
          'listarConvitesEmpresa',
          'GET',
          '/empresa/convites',
          undefined,
          { anonimo: 401, membro: 403, gestor: 200, outroGestor: 200, staff: 403, moderador: 403 },
        ],
        [
          'reenviarConviteEmpresa',
          'POST',
          `/empresa/convites/${invA.body.id}/reenviar`,
          undefined,
          { anonimo: 401, membro: 403, gestor: 200, outroGestor: 404, staff: 403, moderador: 403 },
        ],
        [
          'getSolicitacao',
          'GET',
          `/solicitacoes/${reqA.body.id}`,
          undefined,
          { anonimo: 401, membro: 404, gestor: 200, outroGestor: 404, staff: 200, moderador: 200 },
        ],
        [
          'baixarPdfsSolicitacao',
          'GET',
          `/solicitacoes/${reqA.body.id}/pdfs.zip`,
          undefined,
          { anonimo: 401, membro: 404, gestor: -1, outroGestor: 404, staff: -1, moderador: -1 },
        ],
        [
          'getEventosSolicitacoes',
          'GET',
          `/solicitacoes/eventos?solicitacaoId=${reqA.body.id}`,
          undefined,
          { anonimo: 401, membro: 404, gestor: -1, outroGestor: 404, staff: -1, moderador: -1 },
        ],
        [
          'consultarStatusJob',
          'GET',
          `/automations/job/${certA.jobId}`,
          undefined,
          { anonimo: 401, membro: 404, gestor: 200, outroGestor: 404, staff: 200, moderador: 200 },
        ],
        [
          'monitorarSolicitacao',
          'POST',
          `/solicitacoes/${reqA.body.id}/monitorar`,
          undefined,
          { anonimo: 401, membro: 404, gestor: -1, outroGestor: 404, staff: -1, moderador: -1 },
        ],
        [
          'tentarNovamenteCertidao',
          'POST',
          `/solicitacoes/${reqA.body.id}/certidao/${certA.id}/tentar-novamente`,
          undefined,
          { anonimo: 401, membro: 404, gestor: -1, outroGestor: 404, staff: -1, moderador: -1 },
        ],
        [
          'cancelarSolicitacao',
          'POST',
          `/solicitacoes/${reqA.body.id}/cancelar`,
          undefined,
          { anonimo: 401, membro: 404, gestor: -1, outroGestor: 404, staff: -1, moderador: -1 },
        ],
        [
          'listarEmpresas',
          'GET',
          '/empresas',
          undefined,
          { anonimo: 401, membro: 403, gestor: 403, outroGestor: 403, staff: 200, moderador: 200 },
        ],
        [
          'obterEmpresaStaff',
          'GET',
          `/empresas/${A.empresa.id}`,
          undefined,
          { anonimo: 401, membro: 403, gestor: 403, outroGestor: 403, staff: 200, moderador: 200 },
        ],
        [
          'removerMembroEmpresa (other company)',
          'DELETE',
          `/empresa/membros/${mA.userId}`,
          undefined,
          { anonimo: 401, membro: 403, gestor: -1, outroGestor: 404, staff: 403, moderador: 403 },
        ],
        [
          'revogarConviteEmpresa',
          'DELETE',
          `/empresa/convites/${invA.body.id}`,
          undefined,
          { anonimo: 401, membro: 403, gestor: 200, outroGestor: 404, staff: 403, moderador: 403 },
        ],
      ];
      for (const [label, method, path, body, expected] of rows) {
        for (const who of Object.keys(callers) as Who[]) {
          const want = expected[who];
          if (want === -1) continue; // the positive case of a state-changing call is covered elsewhere
          const res = await call(path, { method, token: callers[who], body });
          expect(res.status, `${label} as ${who}: ${JSON.stringify(res.body).slice(0, 120)}`).toBe(want);
        }
      }
      // Lists and statistics never carry another company's requests.
      const bList = await call('/solicitacoes', { token: B.owner.token });
      expect(bList.body.data.map((s: { id: string }) => s.id)).not.toContain(reqA.body.id);
      const bStats = await call('/solicitacoes/estatisticas', { token: B.owner.token });
      expect(bStats.status).toBe(200);
      expect(bStats.body.totalSolicitacoes).toBe(0);
      // A PDF of company A, once issued, is not reachable by B.
      const done = await waitForPdf(A.owner.token, reqA.body.id);
      expect(done, 'a PDF of company A').toBeTruthy();
      expect(
        (await fetch(`${t.apiUrl}${done}`, { headers: { authorization: `Bearer ${B.owner.token}` } })).status,
      ).toBe(404);
      expect(
        (await fetch(`${t.apiUrl}${done}`, { headers: { authorization: `Bearer ${A.owner.token}` } })).status,
      ).toBe(200);
      // Staff see the company with its members.
      const detail = await call(`/empresas/${A.empresa.id}`, { token: staff });
      expect(detail.body.membros.map((m: { usuario: { id: string } }) => m.usuario.id)).toContain(mA.userId);
    });
  });
});

describe("a removed member's monitoring goes to the holder", () => {
  const DAY = 86_400;
  const CPF_2 = '111.444.777-35';
  const CPF_3 = '935.411.347-80';
  const CPF_4 = '246.813.579-28';
  const monitored = (nomeCompleto: string, documento: string, tiposCertidao: Array<'cndt' | 'trf3'>) => ({
    tipoPessoa: 'fisica' as const,
    nomeCompleto,
    documento,
    dataNascimento: '15/03/1985',
    tiposCertidao,
  });
  const db = () => t.server.ctx.db;
  const partyRows = (ids: string[]) =>
    db().select().from(monitoramentos).where(inArray(monitoramentos.id, ids));
  /** Runs passes until none of these parties has a renewal in flight (its certificates recorded). */
  const settleAll = (ids: string[]) =>
    waitUntil(
      async () => {
        await runMonitoringPass(t.server.ctx);
        const rows = await partyRows(ids);
        return rows.every((r) => r.renovacaoSolicitacaoId === null) ? rows : undefined;
      },
      30_000,
      'the renewals to be recorded',
    );
  const advance = async (seconds: number) =>
    (await t.admin()).api.avancarRelogioSandbox({ body: { avancarSegundos: seconds } });

  beforeAll(async () => {
    // Passes run only when a test runs one, so a renewal a pass creates is still in flight at the removal (this
    // describe is the file's last: the server runs no background passes from here on).
    await t.server.ctx.monitoring?.stop();
    t.server.ctx.monitoring = undefined;
  });

  it('hands the parties monitored for the company to the holder, with history and schedule; renewals follow the holder', async () => {
    const gestor = await userWithPlan(t, 0);
    const membro = await userWithPlan(t, 0);
    // Monitored before joining, on the member's own plan: it stays theirs.
    const before = await membro.api.criarMonitoramento({
      body: monitored('Pessoa Anterior', CPF_3, ['trf3']),
    });
    await settleAll([before.id]);
    const { empresaId } = await insertCompany(t.server, gestor.userId, [
      { userId: membro.userId, papel: 'membro' },
    ]);
    const held = await gestor.api.criarMonitoramento({ body: monitored('Parte Comum', CPF_2, ['trf3']) });
    const own = await membro.api.criarMonitoramento({
      body: monitored('Maria da Empresa', CPF, ['cndt', 'trf3']),
    });
    const same = await membro.api.criarMonitoramento({
      body: monitored('Parte Comum', CPF_2, ['cndt', 'trf3']),
    });
    // 'FALHA': every renewal fails, which notifies the member.
    const failing = await membro.api.criarMonitoramento({ body: monitored('Parte FALHA', CPF_4, ['trf3']) });
    await settleAll([held.id, own.id, same.id, failing.id]);
    const issued = await membro.api.obterMonitoramento({ path: { id: own.id } });
    expect(issued.certidoes.every((c) => c.resultado)).toBe(true);
    const [alert] = await db()
      .select()
      .from(notificacoes)
      .where(
        and(eq(notificacoes.userId, membro.userId), eq(notificacoes.link, `/monitoramento/${failing.id}`)),
      );
    expect(alert?.evento).toBe('monitoramento.renovacao_falhou');

    // TRF-3 (30 days) is renewed 5 days before it expires: one pass creates the renewals, which stay in flight.
    await advance(26 * DAY);
    await runMonitoringPass(t.server.ctx);
    const running = new Map(
      (await partyRows([own.id, before.id])).map((r) => [r.id, r.renovacaoSolicitacaoId]),
    );
    const ownRunning = running.get(own.id) as string;
    const beforeRunning = running.get(before.id) as string;
    expect(ownRunning).toBeTruthy();
    expect(beforeRunning).toBeTruthy();
    // Made while a member, the pre-joining party's renewal is the company's request.
    const [beforeRenewal] = await db().select().from(solicitacoes).where(eq(solicitacoes.id, beforeRunning));
    expect(beforeRenewal?.empresaId).toBe(empresaId);

    const removedAt = new Date();
    const removed = await gestor.api.removerMembroEmpresa({ path: { id: membro.userId } });
    expect(removed.message).toContain('passaram para o titular');

    // The former member keeps only the party from before joining, without the company's renewal.
    const again = await t.loginAs(membro.email, membro.password);
    const mine = await again.api.listarMonitoramentos();
    expect(mine.data.map((p) => p.id)).toEqual([before.id]);
    expect(await again.api.resumoMonitoramento()).toMatchObject({ partes: 1 });
    for (const id of [own.id, same.id, failing.id]) {
      expect((await fail(again.api.obterMonitoramento({ path: { id } }))).status).toBe(404);
    }
    const kept = await again.api.obterMonitoramento({ path: { id: before.id } });
    expect(kept.renovacaoSolicitacaoId).toBeNull();
    expect(kept.certidoes[0]?.resultado).toBeTruthy();
    expect(kept.eventos.some((e) => e.solicitacaoId === beforeRunning)).toBe(false);
    expect(kept.eventos[0]).toMatchObject({ tipo: 'transferencia' });
    expect((await fail(again.api.getSolicitacao({ path: { id: ownRunning } }))).status).toBe(404);
    const notes = await db().select().from(notificacoes).where(eq(notificacoes.userId, membro.userId));
    expect(
      notes.filter((n) => n.link?.startsWith('/monitoramento/') && n.link !== `/monitoramento/${before.id}`),
    ).toEqual([]);

    // The holder's portfolio: the member's parties with their history, one party per CPF/CNPJ.
    const portfolio = await gestor.api.listarMonitoramentos({ query: { limite: 100 } });
    const byDoc = new Map(portfolio.data.map((p) => [p.documento, p]));
    expect(portfolio.data).toHaveLength(4);
    expect(portfolio.data.map((p) => p.id)).not.toContain(same.id);
    const moved = await gestor.api.obterMonitoramento({ path: { id: own.id } });
    expect(moved).toMatchObject({
      cliente: { id: gestor.userId },
      status: 'ativo',
      renovacaoSolicitacaoId: ownRunning,
    });
    expect(moved.certidoes.map((c) => c.resultado)).toEqual(issued.certidoes.map((c) => c.resultado));
    expect(moved.eventos.map((e) => e.tipo)).toEqual(
      expect.arrayContaining(['inclusao', 'certidao_emitida', 'renovacao_criada', 'transferencia']),
    );
    const merged = await gestor.api.obterMonitoramento({ path: { id: held.id } });
    expect(merged.tiposCertidao).toEqual(['cndt', 'trf3']);
    expect(merged.certidoes.find((c) => c.tipoCertidao === 'cndt')?.emitidoEm).toBeTruthy();
    expect(merged.eventos.filter((e) => e.tipo === 'transferencia')).toHaveLength(1);
    expect(byDoc.get(failing.documento)?.id).toBe(failing.id);
    // What the company's renewal brought into the member's own party: a new party of the holder's, paused.
    const part = byDoc.get(kept.documento);
    expect(part).toMatchObject({ status: 'pausado', renovacaoSolicitacaoId: beforeRunning });
    const partDetail = await gestor.api.obterMonitoramento({ path: { id: part?.id as string } });
    expect(partDetail.eventos.map((e) => e.tipo).sort()).toEqual(['renovacao_criada', 'transferencia']);

    const [entry] = await auditOf('empresa.membro_removido', membro.userId);
    expect(entry?.details).toMatchObject({
      monitoramento: {
        titularId: gestor.userId,
        transferidas: 2,
        mescladas: 1,
        parciais: 1,
        partes: expect.arrayContaining([
          { de: own.id, para: own.id, modo: 'transferida' },
          { de: failing.id, para: failing.id, modo: 'transferida' },
          { de: same.id, para: held.id, modo: 'mesclada' },
          { de: before.id, para: part?.id, modo: 'parcial' },
        ]),
      },
    });
    const details = entry?.details as { monitoramento?: { partes?: unknown[] } } | undefined;
    expect(details?.monitoramento?.partes).toHaveLength(4);

    // The renewals in flight stay the company's requests and are recorded in the holder's parties.
    await settleAll([own.id, held.id, part?.id as string, failing.id, before.id]);
    const recorded = await gestor.api.obterMonitoramento({ path: { id: own.id } });
    expect(recorded.certidoes.find((c) => c.tipoCertidao === 'trf3')?.solicitacaoId).toBe(ownRunning);
    expect((await gestor.api.getSolicitacao({ path: { id: ownRunning } })).id).toBe(ownRunning);
    const partNow = await gestor.api.obterMonitoramento({ path: { id: part?.id as string } });
    expect(partNow.certidoes[0]?.solicitacaoId).toBe(beforeRunning);

    // A pass after the removal renews the moved party for the holder, on the company's plan.
    await advance(26 * DAY);
    await runMonitoringPass(t.server.ctx);
    const renewals = await db()
      .select()
      .from(solicitacoes)
      .where(eq(solicitacoes.monitoramentoId, own.id))
      .orderBy(solicitacoes.criadoEm);
    expect(renewals.at(-1)).toMatchObject({ userId: gestor.userId, empresaId });
    // Nothing the former member's portfolio renews is the company's any more.
    const since = await db().select().from(solicitacoes).where(eq(solicitacoes.userId, membro.userId));
    expect(since.filter((s) => s.criadoEm > removedAt && s.empresaId !== null)).toEqual([]);
    expect(since.some((s) => s.criadoEm > removedAt && s.monitoramentoId === before.id)).toBe(true);
  });

  it('staff removing a member hand the portfolio over the same way', async () => {
    const { gestor, membro, empresaId } = await companyWithMembers(t);
    const party = await membro.api.criarMonitoramento({ body: monitored('Parte do Suporte', CPF, ['cndt']) });
    await settleAll([party.id]);
    const { api: admin } = await t.admin();
    await admin.removerMembroEmpresaStaff({ path: { id: empresaId, userId: membro.userId } });
    expect((await gestor.api.obterMonitoramento({ path: { id: party.id } })).cliente.id).toBe(gestor.userId);
    const again = await t.loginAs(membro.email, membro.password);
    expect((await fail(again.api.obterMonitoramento({ path: { id: party.id } }))).status).toBe(404);
    expect((await again.api.listarMonitoramentos()).meta.total).toBe(0);
  });
});

/** The download URL of the first PDF of a request, once issued (the sandbox issues at once). */
async function waitForPdf(token: string, id: string): Promise<string | undefined> {
  for (let i = 0; i < 100; i++) {
    const res = await call(`/solicitacoes/${id}`, { token });
    const pdf = res.body?.certidoes?.flatMap((c: { pdfs: { urlDownload: string }[] }) => c.pdfs)[0];
    if (pdf) return (pdf.urlDownload as string).replace(/^\/api/, '');
    await new Promise((r) => setTimeout(r, 150));
  }
  return undefined;
}
