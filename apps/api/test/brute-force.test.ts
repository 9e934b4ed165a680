import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema.ts';
import { ACCOUNT_LIMIT, IP_LIMIT } from '../src/services/passwordBudget.ts';
import { emlText, startTestServer, type TestServer } from './harness.ts';

// Rate limits on, and X-Forwarded-For trusted so that each test guesses from IPs of its own.
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ rateLimit: true, trustProxy: true });
});
afterAll(() => t?.close());

let nextIp = 1;
const freshIp = () => `198.51.100.${nextIp++}`;

async function post(path: string, body: unknown, ip: string, token?: string, method = 'POST') {
  const res = await fetch(`${t.apiUrl}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await res.json()) as { message?: string };
  return { status: res.status, message: json.message ?? '', retryAfter: res.headers.get('retry-after') };
}

const login = (email: string, password: string, ip: string, path = '/auth/login') =>
  post(path, { email, password }, ip);

describe('one password budget per IP, shared by every password-checking route', () => {
  it('refuses the checkout login and password changes once login spent the budget', async () => {
    const ip = freshIp();
    const u = await t.createUser('user');
    for (let i = 0; i < IP_LIMIT.attempts; i++) {
      expect((await login(`ninguem-${i}@teste.com.br`, 'errada1', ip)).status).toBe(401);
    }
    const checkout = await login('outro@teste.com.br', 'errada1', ip, '/auth/login-checkout');
    expect(checkout.status).toBe(429);
    expect(checkout.message).toMatch(/^Muitas tentativas\. Aguarde \d+ minutos? e tente novamente\.$/);
    expect(Number(checkout.retryAfter)).toBeGreaterThan(0);
    expect(Number(checkout.retryAfter)).toBeLessThanOrEqual(IP_LIMIT.windowMs / 1000);
    // Even the right password is refused from this IP until the window ends…
    expect((await login(u.email, u.password, ip, '/auth/login-checkout')).status).toBe(429);
    const change = { currentPassword: 'errada1', newPassword: 'nova123' };
    expect((await post('/auth/change-password', change, ip, u.token)).status).toBe(429);
    expect((await post('/users/me/password', change, ip, u.token, 'PATCH')).status).toBe(429);
    // …while the same account from another IP is fine.
    expect((await login(u.email, u.password, freshIp())).status).toBe(200);
  });

  it('gives a correct password its attempt back', async () => {
    const ip = freshIp();
    const u = await t.createUser('user');
    // Each route's own request limit is 10 a minute: alternate, to go past the password budget only.
    for (let i = 0; i < IP_LIMIT.attempts + 4; i++) {
      const path = i % 2 ? '/auth/login-checkout' : '/auth/login';
      expect((await login(u.email, u.password, ip, path)).status).toBe(200);
    }
  });
});

describe('per-account lockout', () => {
  it('locks an account guessed from many IPs, mails its owner and tells nothing about unknown addresses', async () => {
    const u = await t.createUser('user');
    for (let i = 0; i < ACCOUNT_LIMIT.attempts; i++)
      expect((await login(u.email, 'errada1', freshIp())).status).toBe(401);
    const locked = await login(u.email, u.password, freshIp());
    expect(locked.status).toBe(429);
    expect(locked.message).toMatch(/^Muitas tentativas de senha incorretas nesta conta/);
    expect(Number(locked.retryAfter)).toBeGreaterThan(ACCOUNT_LIMIT.lockMs / 1000 - 120);
    // The checkout login and the password change share the lock.
    expect((await login(u.email, u.password, freshIp(), '/auth/login-checkout')).status).toBe(429);
    const change = await post(
      '/auth/change-password',
      { currentPassword: u.password, newPassword: 'nova123' },
      freshIp(),
      u.token,
    );
    expect(change.status).toBe(429);
    const audits = await t.server.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'auth.locked'));
    expect(audits.map((a) => a.targetId)).toContain(u.userId);

    // An address without an account answers the same way (no enumeration), and no e-mail goes anywhere.
    const before = t.outbox().length;
    for (let i = 0; i < ACCOUNT_LIMIT.attempts; i++)
      await login('fantasma@teste.com.br', 'errada1', freshIp());
    const ghost = await login('fantasma@teste.com.br', 'errada1', freshIp());
    expect(ghost.status).toBe(429);
    expect(ghost.message).toBe(
      locked.message.replace(/\d+ minutos?/, ghost.message.match(/\d+ minutos?/)![0]),
    );
    expect(t.outbox().length).toBe(before);
  });

  it('is lifted by the link e-mailed to the owner (single use)', async () => {
    const u = await t.createUser('user');
    for (let i = 0; i < ACCOUNT_LIMIT.attempts; i++) await login(u.email, 'errada1', freshIp());
    expect((await login(u.email, u.password, freshIp())).status).toBe(429);
    const eml = emlText(t.outbox().findLast((m) => m.includes(`To: ${u.email}`)) ?? '');
    expect(eml).toContain('Recebemos muitas tentativas de entrar na sua conta');
    const token = eml.match(/\/desbloquear-conta\?token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();

    const res = await t.anon.unlockAccount({ query: { token: token! } });
    expect(res.message).toBe('Conta desbloqueada! Você já pode entrar com sua senha.');
    expect((await login(u.email, u.password, freshIp())).status).toBe(200);
    const again = await fetch(`${t.apiUrl}/email/unlock?token=${token}`);
    expect(again.status).toBe(400);
    const audits = await t.server.ctx.db.select().from(auditLog).where(eq(auditLog.action, 'auth.unlocked'));
    expect(audits.map((a) => a.targetId)).toContain(u.userId);
  });
});
