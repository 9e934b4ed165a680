/**
 * Where an API key is not a credential: a public operation that changes something (accepting an invitation,
 * signing in) refuses it, a public read ignores it, the session cookie never carries one, and no key reads its
 * owner's profile (it reads its own record instead).
 */
import { cnpjCheckDigits } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CallInit, callApi, emlText, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { API_KEY_RATE_LIMIT: '1000' });
});
afterAll(() => t?.close());

const call = (path: string, init?: CallInit) => callApi(t.apiUrl, path, init);
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });
const NOT_ALLOWED = 'Chaves de API não podem ser usadas nesta operação.';

/** A customer with a key of the given scopes. */
async function ownerWithKey(escopos: string[]) {
  const owner = await t.createUser('user');
  const created = await call('/integracoes/chaves', {
    method: 'POST',
    token: owner.token,
    body: { nome: 'integração', escopos },
  });
  expect(created.status).toBe(201);
  return { owner, key: created.body.segredo as string };
}

/** A company with seats whose holder invites `email` as `papel`; returns the invitation's token. */
async function invitationFor(email: string, papel: 'gestor' | 'membro') {
  const { api: admin } = await t.admin();
  const plano = await admin.createPlano({
    body: { nome: `Equipe ${Math.random().toString(36).slice(2, 7)}`, valor: 100, limite: 10, assentos: 5 },
  });
  const holder = await t.createUser('user');
  await admin.concederPlanoUsuario({ path: { id: holder.userId }, body: { planoId: plano.id } });
  const base12 = String(Math.floor(Math.random() * 1e12)).padStart(12, '1');
  const empresa = await call('/empresa', {
    method: 'POST',
    token: holder.token,
    body: { razaoSocial: `Empresa ${base12}`, cnpj: `${base12}${cnpjCheckDigits(base12)}` },
  });
  expect(empresa.status).toBe(201);
  const sent = await call('/empresa/convites', {
    method: 'POST',
    token: holder.token,
    body: { email, papel },
  });
  expect(sent.status).toBe(201);
  const mail = t
    .outbox()
    .map(emlText)
    .filter((m) => m.includes(email))
    .at(-1);
  const token = mail?.match(/\/convite\/([A-Za-z0-9_-]{20,})/)?.[1];
  if (!token) throw new Error(`no invitation e-mailed to ${email}`);
  return token;
}

describe('API keys on public operations', () => {
  it('cannot accept a company invitation for its owner, whatever its scope; the owner’s session can', async () => {
    const { owner, key } = await ownerWithKey(['solicitacoes:ler']);
    const token = await invitationFor(owner.email, 'gestor');
    for (const headers of [bearer(key), { 'x-api-key': key }]) {
      const refused = await call(`/convites/${token}/aceitar`, { method: 'POST', headers });
      expect(refused).toMatchObject({ status: 403, body: { message: NOT_ALLOWED } });
    }
    // Nothing happened: the owner is in no company, and the invitation is still open.
    expect((await call('/empresa', { token: owner.token })).status).toBe(404);
    expect((await call(`/convites/${token}`)).body.status).toBe('pendente');
    const accepted = await call(`/convites/${token}/aceitar`, { method: 'POST', token: owner.token });
    expect(accepted).toMatchObject({ status: 200, body: { papel: 'gestor' } });
  });

  it('cannot sign in or register; public reads answer it as they answer anyone', async () => {
    const { owner, key } = await ownerWithKey(['solicitacoes:ler', 'solicitacoes:escrever']);
    const login = await call('/auth/login', {
      method: 'POST',
      headers: bearer(key),
      body: { email: owner.email, password: 'qualquer-coisa-1' },
    });
    expect(login).toMatchObject({ status: 403, body: { message: NOT_ALLOWED } });
    expect((await call('/health', { headers: bearer(key) })).status).toBe(200);
    expect((await call('/catalogo', { headers: { 'x-api-key': key } })).status).toBe(200);
  });
});

describe('the session cookie', () => {
  it('never carries an API key: 401 with the reason, and the cookie is dropped', async () => {
    const { key } = await ownerWithKey(['solicitacoes:ler']);
    const viaCookie = await call('/solicitacoes', { headers: { cookie: `admin_token=${key}` } });
    expect(viaCookie.status).toBe(401);
    expect(viaCookie.body.message).toBe(
      'Chaves de API não são aceitas no cookie de sessão. Envie a chave no cabeçalho Authorization (Bearer) ou X-API-Key.',
    );
    expect(viaCookie.headers.getSetCookie().join('\n')).toMatch(/admin_token=;/);
    const profile = await call('/auth/profile', { headers: { cookie: `admin_token=${key}` } });
    expect(profile.status).toBe(401);
    // The same key in a header still works.
    expect((await call('/solicitacoes', { headers: bearer(key) })).status).toBe(200);
  });

  it('still carries a session', async () => {
    const user = await t.createUser('user');
    const viaCookie = await call('/auth/profile', { headers: { cookie: `admin_token=${user.token}` } });
    expect(viaCookie).toMatchObject({ status: 200, body: { email: user.email } });
  });
});

describe('what a key sees of its owner', () => {
  it('no profile, whatever its scopes; its own record instead, which a session cannot ask for', async () => {
    const { owner, key } = await ownerWithKey(['webhooks:gerenciar']);
    for (const path of ['/auth/profile', '/users/me', '/users/me/permissions']) {
      const refused = await call(path, { headers: bearer(key) });
      expect(refused, path).toMatchObject({ status: 403, body: { message: NOT_ALLOWED } });
    }
    const itself = await call('/integracoes/chaves/atual', { headers: { 'x-api-key': key } });
    expect(itself).toMatchObject({
      status: 200,
      body: {
        nome: 'integração',
        prefixo: key.slice(0, 16),
        escopos: ['webhooks:gerenciar'],
        status: 'ativa',
      },
    });
    const text = JSON.stringify(itself.body);
    for (const personal of [owner.email, owner.userId, key]) expect(text).not.toContain(personal);
    const session = await call('/integracoes/chaves/atual', { token: owner.token });
    expect(session).toMatchObject({
      status: 403,
      body: { message: 'Esta consulta é só para chaves de API. Com uma sessão, consulte o seu perfil.' },
    });
    expect((await call('/auth/profile', { token: owner.token })).status).toBe(200);
  });
});
