import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailTokens, users } from '../src/db/schema.ts';
import { ADMIN_EMAIL, emlText, fail, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const lastLink = () => {
  const eml = emlText(t.outbox().at(-1) ?? '');
  return eml.match(/\/confirm-email\?token=([\w-]+)/)?.[1];
};

describe('registration and e-mail confirmation', () => {
  const person = {
    firstName: 'Maria',
    lastName: 'Souza',
    email: 'Maria.Souza@Exemplo.com.br',
    phone: '(11) 98765-4321',
    cpfCnpj: '529.982.247-25',
    password: 'segredo1',
  };

  it('registers an unconfirmed user and e-mails a confirmation link to PUBLIC_URL/confirm-email', async () => {
    await t.anon.register({ body: person });
    const [row] = await t.server.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'maria.souza@exemplo.com.br'));
    expect(row).toMatchObject({ emailVerified: false, role: 'user', cpfCnpj: '52998224725' });
    const eml = emlText(t.outbox().at(-1)!);
    expect(eml).toContain('To: maria.souza@exemplo.com.br');
    expect(eml).toContain(`${t.url}/confirm-email?token=`);
  });

  it('answers an address that has an account exactly as a new one, and tells only its owner, by e-mail', async () => {
    const [owner] = await t.server.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'maria.souza@exemplo.com.br'));
    const post = async (body: object) => {
      const res = await fetch(`${t.apiUrl}/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return {
        status: res.status,
        contentType: res.headers.get('content-type'),
        cookies: res.headers.getSetCookie(),
        body: await res.json(),
      };
    };
    const before = t.outbox().length;
    const fresh = await post({ ...person, email: 'outra.pessoa@exemplo.com.br', password: 'outrasenha' });
    // Another case of the same address, other names and another password: an attempt to take the account.
    const taken = await post({
      ...person,
      firstName: 'Intrusa',
      email: 'MARIA.SOUZA@exemplo.com.br',
      password: 'tomada123',
    });
    expect(fresh).toEqual({
      status: 201,
      contentType: 'application/json; charset=utf-8',
      cookies: [],
      body: {
        message: 'Cadastro recebido! Enviamos um e-mail para o endereço informado com os próximos passos.',
      },
    });
    expect(taken).toEqual(fresh);

    // One e-mail each: the newcomer's confirmation, and the owner's notice (Maria never confirmed her address:
    // the notice brings a fresh confirmation link).
    const sent = t.outbox().slice(before).map(emlText);
    expect(sent).toHaveLength(2);
    const notice = sent.find((eml) => eml.includes('To: maria.souza@exemplo.com.br'))!;
    expect(notice).toContain('Alguém tentou criar uma conta na Certidão Ágil com o seu e-mail');
    expect(notice).toContain('Olá, Maria!');
    expect(notice).toContain(`${t.url}/admin/login`);
    expect(notice).toContain('Seu e-mail ainda não foi confirmado');
    expect(notice).toContain(`${t.url}/confirm-email?token=`);

    // The account is as it was: one row, same password, same name; the attempt is audited against it.
    const rows = await t.server.ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'maria.souza@exemplo.com.br'));
    expect(rows).toEqual([owner]);
    expect(
      await fail(t.anon.loginCheckout({ body: { email: person.email, password: 'tomada123' } })),
    ).toMatchObject({ status: 401 });
    const [attempt] = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'auth.register_existing'));
    expect(attempt).toMatchObject({ targetId: owner!.id, actorId: null });
  });

  it('two registrations of one new address at once: the same answer twice, one account', async () => {
    const body = { ...person, email: 'corrida@exemplo.com.br', cpfCnpj: '' };
    const before = t.outbox().length;
    const answers = await Promise.all([t.anon.register({ body }), t.anon.register({ body })]);
    expect(answers[1]).toEqual(answers[0]);
    const rows = await t.server.ctx.db.select().from(users).where(eq(users.email, 'corrida@exemplo.com.br'));
    expect(rows).toHaveLength(1);
    const sent = t.outbox().slice(before).map(emlText);
    expect(sent.filter((eml) => eml.includes('Confirme seu e-mail para ativar sua conta'))).toHaveLength(1);
    expect(sent.filter((eml) => eml.includes('Alguém tentou criar uma conta'))).toHaveLength(1);
  });

  it('validates with the pt-BR messages', async () => {
    expect(
      await fail(t.anon.register({ body: { ...person, email: 'novo@x.com', password: '12345' } })),
    ).toMatchObject({ status: 400, message: 'A senha deve ter pelo menos 6 caracteres' });
    expect(
      await fail(t.anon.register({ body: { ...person, email: 'novo@x.com', cpfCnpj: '529.982.247-26' } })),
    ).toMatchObject({ status: 400, message: 'Digite um CPF ou CNPJ válido' });
    expect(
      await fail(t.anon.register({ body: { ...person, email: 'novo@x.com', cpfCnpj: '111.111.111-11' } })),
    ).toMatchObject({ status: 400, message: 'Digite um CPF ou CNPJ válido' });
  });

  it('refuses login before confirmation with "Email não confirmado", but lets the checkout login in', async () => {
    const e = await fail(t.anon.login({ body: { email: person.email, password: person.password } }));
    expect(e.status).toBe(401);
    expect(e.message).toContain('Email não confirmado');
    const checkout = await t.anon.loginCheckout({ body: { email: person.email, password: person.password } });
    expect(checkout.user.emailVerified).toBe(false);
  });

  it('resends the confirmation without telling whether the address exists', async () => {
    const before = t.outbox().length;
    const known = await t.anon.resendConfirmation({ body: { email: person.email } });
    expect(t.outbox().length).toBe(before + 1);
    const unknown = await t.anon.resendConfirmation({ body: { email: 'ninguem@exemplo.com.br' } });
    expect(unknown.message).toBe(known.message);
    expect(t.outbox().length).toBe(before + 1);
  });

  it('confirms once with a valid token; the token cannot be reused', async () => {
    const token = lastLink()!;
    const res = await t.anon.confirmEmail({ query: { token } });
    expect(res).toMatchObject({
      success: true,
      user: { firstName: 'Maria', lastName: 'Souza', email: 'maria.souza@exemplo.com.br' },
    });
    const again = await fail(t.anon.confirmEmail({ query: { token } }));
    expect(again.status).toBe(400);
    const login = await t.anon.login({ body: { email: person.email, password: person.password } });
    expect(login.user.emailVerified).toBe(true);
    expect(login.user.lastLoginAt).not.toBeNull();
  });

  it('refuses an expired token', async () => {
    await t.anon.register({ body: { ...person, email: 'expira@exemplo.com.br', cpfCnpj: '' } });
    const token = lastLink()!;
    await t.server.ctx.db.update(emailTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    const e = await fail(t.anon.confirmEmail({ query: { token } }));
    expect(e.status).toBe(400);
    const missing = await fetch(`${t.apiUrl}/email/confirm`);
    expect(missing.status).toBe(400);
  });
});

describe('login, sessions and passwords', () => {
  it('answers wrong credentials with the pt-BR login message, for unknown e-mails too', async () => {
    for (const body of [
      { email: ADMIN_EMAIL, password: 'errada' },
      { email: 'nao@existe.com', password: 'x' },
    ]) {
      expect(await fail(t.anon.login({ body }))).toMatchObject({
        status: 401,
        message: 'E-mail ou senha incorretos.',
      });
    }
  });

  it('sets the session cookies of the guide and accepts the cookie instead of the bearer token', async () => {
    const res = await fetch(`${t.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN_EMAIL, password: 'Admin@12345' }),
    });
    const cookies = res.headers.getSetCookie();
    const token = cookies.find((c) => c.startsWith('admin_token='))!;
    expect(token).toMatch(/HttpOnly/);
    expect(token).toMatch(/SameSite=Strict/);
    expect(token).toMatch(/Path=\//);
    expect(token).toMatch(/Max-Age=604800/);
    const userData = cookies.find((c) => c.startsWith('user_data='))!;
    expect(userData).not.toMatch(/HttpOnly/);
    const profile = await fetch(`${t.apiUrl}/auth/profile`, { headers: { cookie: token.split(';')[0]! } });
    expect(profile.status).toBe(200);
    expect((await profile.json()).email).toBe(ADMIN_EMAIL);
  });

  it('removes both session cookies when the cookie no longer opens a session', async () => {
    const u = await t.createUser('user');
    await u.api.logout();
    const res = await fetch(`${t.apiUrl}/auth/profile`, {
      headers: { cookie: `admin_token=${u.token}; user_data=x` },
    });
    expect(res.status).toBe(401);
    const cleared = res.headers.getSetCookie();
    expect(cleared.find((c) => c.startsWith('admin_token='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect(cleared.find((c) => c.startsWith('user_data='))).toMatch(/Expires=Thu, 01 Jan 1970/);
    // A bearer client (the CLI) has no cookies to clear.
    const bearer = await fetch(`${t.apiUrl}/auth/profile`, {
      headers: { authorization: `Bearer ${u.token}` },
    });
    expect(bearer.status).toBe(401);
    expect(bearer.headers.getSetCookie()).toEqual([]);
  });

  it('revokes the token on logout', async () => {
    const u = await t.createUser('user');
    await u.api.getProfile();
    await u.api.logout();
    expect(await fail(u.api.getProfile())).toMatchObject({
      status: 401,
      message: 'Sessão expirada. Faça login novamente.',
    });
  });

  it('changes the password after checking the current one; other sessions end', async () => {
    const u = await t.createUser('user');
    const other = await t.loginAs(u.email, u.password);
    expect(
      await fail(u.api.changePassword({ body: { currentPassword: 'errada', newPassword: 'novasenha' } })),
    ).toMatchObject({ status: 400, message: 'Senha atual incorreta.' });
    expect(
      await fail(u.api.changePassword({ body: { currentPassword: u.password, newPassword: '123' } })),
    ).toMatchObject({ status: 400, message: 'A nova senha deve ter pelo menos 6 caracteres' });
    await u.api.changePassword({ body: { currentPassword: u.password, newPassword: 'novasenha' } });
    await u.api.getProfile();
    expect((await fail(other.api.getProfile())).status).toBe(401);
    expect((await fail(t.anon.login({ body: { email: u.email, password: u.password } }))).status).toBe(401);
    const again = await t.loginAs(u.email, 'novasenha');
    await again.api.updateMyPassword({ body: { currentPassword: 'novasenha', newPassword: 'outrasenha' } });
    await t.loginAs(u.email, 'outrasenha');
  });

  it('tells blocked accounts why they cannot sign in and ends their sessions', async () => {
    const { api: admin } = await t.admin();
    const u = await t.createUser('user');
    await admin.updateUsuario({ path: { id: u.userId }, body: { status: 'suspended' } });
    expect(await fail(u.api.getProfile())).toMatchObject({
      status: 401,
      message: 'Sua conta está suspensa. Entre em contato com o suporte.',
    });
    expect(await fail(t.anon.login({ body: { email: u.email, password: u.password } }))).toMatchObject({
      status: 403,
      message: 'Sua conta está suspensa. Entre em contato com o suporte.',
    });
    await admin.updateUsuario({ path: { id: u.userId }, body: { status: 'inactive' } });
    expect(await fail(t.anon.login({ body: { email: u.email, password: u.password } }))).toMatchObject({
      status: 403,
      message: expect.stringContaining('inativa'),
    });
    await admin.updateUsuario({ path: { id: u.userId }, body: { status: 'active' } });
    await t.loginAs(u.email, u.password);
  });
});

describe('users administration', () => {
  it('creates confirmed users with the strong-password rule and its pt-BR messages', async () => {
    const { api } = await t.admin();
    const base = {
      email: 'joao@empresa.com.br',
      firstName: 'João',
      lastName: 'Lima',
      role: 'user' as const,
      status: 'active' as const,
    };
    expect(await fail(api.createUsuario({ body: { ...base, password: 'curta' } }))).toMatchObject({
      status: 400,
      message: 'A senha deve ter pelo menos 8 caracteres',
    });
    expect(await fail(api.createUsuario({ body: { ...base, password: 'semsimbolos123' } }))).toMatchObject({
      status: 400,
      message:
        'A senha deve conter pelo menos: 1 letra minúscula, 1 maiúscula, 1 número e 1 caractere especial',
    });
    expect(
      await fail(api.createUsuario({ body: { ...base, password: 'Forte@123', cpfCnpj: '123' } })),
    ).toMatchObject({ status: 400, message: 'Digite um CPF ou CNPJ válido' });
    const created = await api.createUsuario({
      body: { ...base, password: 'Forte@123', cpfCnpj: '11.222.333/0001-81' },
    });
    expect(created).toMatchObject({ emailVerified: true, cpfCnpj: '11222333000181', fullName: 'João Lima' });
    expect(await fail(api.createUsuario({ body: { ...base, password: 'Forte@123' } }))).toMatchObject({
      status: 409,
      message: 'Este email já está em uso',
    });
    await t.loginAs('joao@empresa.com.br', 'Forte@123');
  });

  it('lists with search (name, e-mail, CPF/CNPJ), role and status filters and page metadata', async () => {
    const { api } = await t.admin();
    expect((await api.getUsuarios({ query: { search: 'joão lima' } })).data.map((u) => u.email)).toEqual([
      'joao@empresa.com.br',
    ]);
    expect((await api.getUsuarios({ query: { search: '11.222.333' } })).data.map((u) => u.email)).toEqual([
      'joao@empresa.com.br',
    ]);
    expect((await api.getUsuarios({ query: { search: 'EMPRESA.com' } })).data).toHaveLength(1);
    const admins = await api.getUsuarios({ query: { role: 'admin' } });
    expect(admins.data.every((u) => u.role === 'admin')).toBe(true);
    const all = await api.getUsuarios({ query: { page: 1, limit: 2 } });
    expect(all.data).toHaveLength(2);
    expect(all.meta).toMatchObject({ page: 1, limit: 2, totalPages: Math.ceil(all.meta.total / 2) });
    const page2 = await api.getUsuarios({ query: { page: 2, limit: 2 } });
    expect(page2.data.map((u) => u.id)).not.toContain(all.data[0]!.id);
  });

  it('lets an admin change role, status, profile and password; keeps the last admin', async () => {
    const { api, userId } = await t.admin();
    const u = await t.createUser('user');
    const changed = await api.updateUsuario({
      path: { id: u.userId },
      body: { role: 'moderator', firstName: 'Ana', phone: '(21) 3333-4444' },
    });
    expect(changed).toMatchObject({ role: 'moderator', firstName: 'Ana', phone: '(21) 3333-4444' });
    expect(
      await fail(api.updateUsuario({ path: { id: u.userId }, body: { password: '1234567' } })),
    ).toMatchObject({ status: 400, message: 'Nova senha deve ter pelo menos 8 caracteres' });
    await api.updateUsuario({ path: { id: u.userId }, body: { password: 'trocada123' } });
    await t.loginAs(u.email, 'trocada123');
    expect(await fail(api.updateUsuario({ path: { id: userId }, body: { role: 'user' } }))).toMatchObject({
      status: 409,
    });
    expect(await fail(api.deleteUsuario({ path: { id: userId } }))).toMatchObject({
      status: 409,
      message: 'Você não pode remover a sua própria conta.',
    });
    const roles = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'user.role_changed'));
    expect(roles.some((r) => r.targetId === u.userId && r.actorId === userId)).toBe(true);
  });

  it('deletes users (audited); a missing user is 404', async () => {
    const { api } = await t.admin();
    const u = await t.createUser('user');
    await api.deleteUsuario({ path: { id: u.userId } });
    expect(await fail(api.getUsuario({ path: { id: u.userId } }))).toMatchObject({ status: 404 });
    expect(await fail(u.api.getProfile())).toMatchObject({ status: 401 });
    const rows = await t.server.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'user.deleted'));
    expect(rows.map((r) => r.targetId)).toContain(u.userId);
  });

  it('answers my profile, its update and permissions derived from the contract', async () => {
    const u = await t.createUser('user');
    const me = await u.api.updateMe({
      body: { firstName: 'Carla', lastName: 'Dias', cpfCnpj: '52998224725' },
    });
    expect(me).toMatchObject({ firstName: 'Carla', fullName: 'Carla Dias', cpfCnpj: '52998224725' });
    const perms = await u.api.getMyPermissions();
    expect(perms.role).toBe('user');
    // A customer of no company: the web app then does not ask for a company (obterMinhaEmpresa would say 404).
    expect(perms.papelEmpresa).toBeNull();
    expect(perms.permissions).toContain('createSolicitacao');
    expect(perms.permissions).not.toContain('createUsuario');
    const { api } = await t.admin();
    expect(await api.getUserPermissions({ path: { id: u.userId } })).toEqual(perms);
    expect((await api.getMyPermissions()).papelEmpresa).toBeNull();
  });

  it('counts users in the stats and gives a usage history of N months', async () => {
    const { api } = await t.admin();
    const rows = await t.server.ctx.db.select().from(users);
    const stats = await api.getUserStats();
    expect(stats.total).toBe(rows.length);
    expect(stats.ativos).toBe(rows.filter((r) => r.status === 'active').length);
    expect(stats.porRole.admin).toBe(rows.filter((r) => r.role === 'admin').length);
    const uso = await api.getUsoUsuario({ path: { id: rows[0]!.id }, query: { meses: 3 } });
    expect(uso.data).toHaveLength(3);
    expect(uso.data.map((m) => m.mes)).toEqual([...uso.data.map((m) => m.mes)].sort());
  });

  it('records logins and failed logins in the audit log with the IP', async () => {
    const rows = await t.server.ctx.db.select().from(auditLog);
    expect(rows.some((r) => r.action === 'auth.login' && r.ip === '127.0.0.1')).toBe(true);
    expect(rows.some((r) => r.action === 'auth.login_failed')).toBe(true);
    expect(rows.some((r) => r.action === 'user.password_changed')).toBe(true);
  });
});

describe('rate limits', () => {
  it('answers 429 in pt-BR after too many login attempts', async () => {
    const limited = await startTestServer({ rateLimit: true });
    try {
      const statuses: number[] = [];
      let message = '';
      for (let i = 0; i < 12; i++) {
        const res = await fetch(`${limited.apiUrl}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'x@y.com', password: 'errada' }),
        });
        statuses.push(res.status);
        if (res.status === 429) message = (await res.json()).message;
      }
      expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
      expect(statuses.slice(10)).toEqual([429, 429]);
      expect(message).toMatch(/^Muitas tentativas/);
    } finally {
      await limited.close();
    }
  }, 180_000);
});
