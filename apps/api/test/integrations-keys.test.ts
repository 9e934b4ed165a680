/**
 * API keys over HTTP: created once in full (only the hash is stored), used as Bearer or X-API-Key, limited to
 * their scopes and to the owner's own records whatever the owner's role, refused on payments, plans, users and
 * staff operations; revocation and expiry hold on the next call; first use and revocation audited; the per-key
 * rate limit; and idempotent POSTs (sequential and concurrent repeats, another body, across a key and a session).
 */
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog, solicitacoes } from '../src/db/schema.ts';
import { type CallInit, callApi, fail, startTestServer, type TestServer } from './harness.ts';
import { fisicaBody, userWithPlan } from './pipelineHelpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({}, { API_KEY_RATE_LIMIT: '1000' });
});
afterAll(() => t?.close());

/** A raw call, as an integrator's script makes it. */
const call = (path: string, init?: CallInit) => callApi(t.apiUrl, path, init);
const bearer = (key: string) => ({ authorization: `Bearer ${key}` });

const ALL_SCOPES = ['solicitacoes:ler', 'solicitacoes:escrever', 'webhooks:gerenciar'] as const;

describe('API keys', () => {
  it('is shown once in full, stored as a hash, listed by prefix and used as Bearer or X-API-Key', async () => {
    const owner = await userWithPlan(t, 0);
    const created = await owner.api.criarChaveApi({ body: { nome: 'CRM', escopos: [...ALL_SCOPES] } });
    expect(created.segredo).toMatch(/^ca_test_[A-Za-z0-9]{32}$/);
    expect(created.chave).toMatchObject({
      nome: 'CRM',
      ambiente: 'test',
      status: 'ativa',
      prefixo: created.segredo.slice(0, 16),
      ultimoUsoEm: null,
    });
    const [row] = await t.server.ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.chave.id));
    expect(row?.hash).toBe(createHash('sha256').update(created.segredo).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(created.segredo);
    const listed = await owner.api.listarChavesApi();
    expect(JSON.stringify(listed)).not.toContain(created.segredo);
    expect(listed.data.map((k) => k.id)).toContain(created.chave.id);

    const me = await call('/integracoes/chaves/atual', { headers: bearer(created.segredo) });
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ id: created.chave.id, nome: 'CRM' });
    expect(me.headers.get('ratelimit-limit')).toBe('1000');
    expect(me.headers.get('ratelimit-remaining')).toBe('999');
    const viaHeader = await call('/solicitacoes', { headers: { 'x-api-key': created.segredo } });
    expect(viaHeader.status).toBe(200);

    const used = (await owner.api.listarChavesApi()).data.find((k) => k.id === created.chave.id);
    expect(used?.ultimoUsoEm).not.toBeNull();
    expect(used?.ultimoIp).toBe('127.0.0.1');
    const audits = await t.server.ctx.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.targetId, created.chave.id));
    expect(audits.map((a) => a.action).sort()).toEqual(['api_key.created', 'api_key.first_used']);
  });

  it('creates, lists and reads only its owner’s requests, within its scopes', async () => {
    const owner = await userWithPlan(t, 0);
    const other = await userWithPlan(t, 0);
    const theirs = await other.api.createSolicitacao({ body: fisicaBody('Outra Pessoa') });
    const reader = await owner.api.criarChaveApi({
      body: { nome: 'leitura', escopos: ['solicitacoes:ler'] },
    });
    const writer = await owner.api.criarChaveApi({
      body: { nome: 'escrita', escopos: ['solicitacoes:escrever', 'solicitacoes:ler'] },
    });

    const refused = await call('/solicitacoes', {
      method: 'POST',
      headers: bearer(reader.segredo),
      body: fisicaBody(),
    });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe('Esta chave de API não tem o escopo solicitacoes:escrever.');

    const made = await call('/solicitacoes', {
      method: 'POST',
      headers: bearer(writer.segredo),
      body: fisicaBody(),
    });
    expect(made.status).toBe(201);
    const mine = await call(`/solicitacoes/${made.body.id}`, { headers: bearer(reader.segredo) });
    expect(mine.status).toBe(200);
    const notMine = await call(`/solicitacoes/${theirs.id}`, { headers: bearer(reader.segredo) });
    expect(notMine.status).toBe(404);
    const list = await call('/solicitacoes?limite=100', { headers: bearer(reader.segredo) });
    const ids = (list.body.data as Array<{ id: string }>).map((s) => s.id);
    expect(ids).toContain(made.body.id);
    expect(ids).not.toContain(theirs.id);
  });

  it('never reaches payments, plans, users, keys or staff operations, even an admin’s key', async () => {
    const { api: admin } = await t.admin();
    const key = await admin.criarChaveApi({ body: { nome: 'admin', escopos: [...ALL_SCOPES] } });
    for (const [method, path] of [
      ['GET', '/users'],
      ['GET', '/pagamentos/meus-pagamentos'],
      ['GET', '/planos'],
      ['GET', '/integracoes/chaves'],
      ['GET', '/dashboard/stats'],
      ['GET', '/auditoria'],
      ['GET', '/users/me'],
      ['GET', '/auth/profile'],
    ] as const) {
      const res = await call(path, { method, headers: bearer(key.segredo) });
      expect(res.status, path).toBe(403);
      expect(res.body.message).toBe('Chaves de API não podem ser usadas nesta operação.');
    }
    // As a customer: the admin's key lists only the admin's own requests.
    const others = await (await userWithPlan(t, 0)).api.createSolicitacao({ body: fisicaBody('Cliente') });
    const list = await call('/solicitacoes?limite=100', { headers: bearer(key.segredo) });
    expect((list.body.data as Array<{ id: string }>).map((s) => s.id)).not.toContain(others.id);
  });

  it('answers 401 with the reason once revoked or expired, or when unknown', async () => {
    const owner = await t.createUser('user');
    const key = await owner.api.criarChaveApi({ body: { nome: 'curta', escopos: ['solicitacoes:ler'] } });
    expect((await call('/solicitacoes', { headers: bearer(key.segredo) })).status).toBe(200);

    const revoked = await owner.api.revogarChaveApi({ path: { id: key.chave.id } });
    expect(revoked.status).toBe('revogada');
    const after = await call('/solicitacoes', { headers: bearer(key.segredo) });
    expect(after).toMatchObject({ status: 401, body: { message: 'Esta chave de API foi revogada.' } });
    const again = await fail(owner.api.revogarChaveApi({ path: { id: key.chave.id } }));
    expect(again.status).toBe(409);

    const expiring = await owner.api.criarChaveApi({
      body: {
        nome: 'expira',
        escopos: ['solicitacoes:ler'],
        expiraEm: new Date(Date.now() + 3600_000).toISOString(),
      },
    });
    await t.server.ctx.db
      .update(apiKeys)
      .set({ expiraEm: new Date(Date.now() - 1000) })
      .where(eq(apiKeys.id, expiring.chave.id));
    const expired = await call('/solicitacoes', { headers: bearer(expiring.segredo) });
    expect(expired).toMatchObject({ status: 401, body: { message: 'Esta chave de API expirou.' } });
    expect((await owner.api.listarChavesApi()).data.find((k) => k.id === expiring.chave.id)?.status).toBe(
      'expirada',
    );

    const unknown = await call('/solicitacoes', { headers: bearer(`ca_test_${'x'.repeat(32)}`) });
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Chave de API inválida.' } });
    const garbage = await call('/solicitacoes', { headers: { 'x-api-key': 'nada' } });
    expect(garbage).toMatchObject({ status: 401, body: { message: 'Chave de API inválida.' } });
  });

  it('refuses bad input: no scope, unknown scope, a past expiry, an empty name', async () => {
    const owner = await t.createUser('user');
    for (const body of [
      { nome: 'x', escopos: [] },
      { nome: 'x', escopos: ['pagamentos:ler'] },
      { nome: '   ', escopos: ['solicitacoes:ler'] },
      { nome: 'x', escopos: ['solicitacoes:ler'], expiraEm: '2020-01-01T00:00:00Z' },
    ]) {
      const error = await fail(owner.api.criarChaveApi({ body: body as never }));
      expect(error.status, JSON.stringify(body)).toBe(400);
      expect(error.message).not.toMatch(/internal/i);
    }
  });

  it('keeps one customer’s keys from another (404) and lets staff see and revoke any user’s', async () => {
    const a = await t.createUser('user');
    const b = await t.createUser('user');
    const key = await a.api.criarChaveApi({ body: { nome: 'de A', escopos: ['solicitacoes:ler'] } });
    expect((await fail(b.api.revogarChaveApi({ path: { id: key.chave.id } }))).status).toBe(404);
    expect((await fail(b.api.listarChavesApiDoUsuario({ path: { id: a.userId } }))).status).toBe(403);

    const moderator = await t.createUser('moderator');
    const seen = await moderator.api.listarChavesApiDoUsuario({ path: { id: a.userId } });
    expect(seen.data.map((k) => k.id)).toEqual([key.chave.id]);
    const revoked = await moderator.api.revogarChaveApi({ path: { id: key.chave.id } });
    expect(revoked.revogadaEm).not.toBeNull();
    const [entry] = await t.server.ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, key.chave.id), eq(auditLog.action, 'api_key.revoked')));
    expect(entry?.actorId).toBe(moderator.userId);
  });
});

describe('per-key rate limit', () => {
  it('answers 429 with Retry-After and the RateLimit headers past the limit', async () => {
    const limited = await startTestServer({}, { API_KEY_RATE_LIMIT: '3' });
    try {
      const owner = await limited.createUser('user');
      const key = await owner.api.criarChaveApi({ body: { nome: 'lenta', escopos: ['solicitacoes:ler'] } });
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 4; i++) {
        last = await fetch(`${limited.apiUrl}/solicitacoes`, { headers: bearer(key.segredo) });
        statuses.push(last.status);
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(last?.headers.get('ratelimit-remaining')).toBe('0');
      expect(((await last?.json()) as { message: string } | undefined)?.message).toMatch(
        /Limite de 3 chamadas por minuto/,
      );
      // Another key of the same owner has its own budget; the session is not limited by it.
      const other = await owner.api.criarChaveApi({ body: { nome: 'outra', escopos: ['solicitacoes:ler'] } });
      expect((await fetch(`${limited.apiUrl}/solicitacoes`, { headers: bearer(other.segredo) })).status).toBe(
        200,
      );
      expect((await owner.api.getSolicitacoes()).data).toEqual([]);
    } finally {
      await limited.close();
    }
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeat with the first answer without creating anything, across a key and a session', async () => {
    const owner = await userWithPlan(t, 0);
    const key = await owner.api.criarChaveApi({
      body: { nome: 'idem', escopos: ['solicitacoes:escrever', 'solicitacoes:ler'] },
    });
    const body = fisicaBody('Pessoa Idempotente');
    const headers = { ...bearer(key.segredo), 'idempotency-key': 'pedido-123' };
    const first = await call('/solicitacoes', { method: 'POST', headers, body });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const second = await call('/solicitacoes', { method: 'POST', headers, body });
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    const viaSession = await call('/solicitacoes', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'idempotency-key': 'pedido-123' },
      body,
    });
    expect(viaSession.body.id).toBe(first.body.id);
    const rows = await t.server.ctx.db
      .select({ id: solicitacoes.id })
      .from(solicitacoes)
      .where(eq(solicitacoes.userId, owner.userId));
    expect(rows).toHaveLength(1);

    const otherBody = await call('/solicitacoes', { method: 'POST', headers, body: fisicaBody('Outra') });
    expect(otherBody.status).toBe(422);
    expect(otherBody.body.message).toMatch(/já foi usada em outra requisição/);
    // Keys belong to an account: another customer's same key runs on its own.
    const stranger = await userWithPlan(t, 0);
    const theirs = await call('/solicitacoes', {
      method: 'POST',
      headers: { authorization: `Bearer ${stranger.token}`, 'idempotency-key': 'pedido-123' },
      body,
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
  });

  it('runs concurrent duplicates once: the others wait (409) or replay', async () => {
    const owner = await userWithPlan(t, 0);
    const headers = { authorization: `Bearer ${owner.token}`, 'idempotency-key': 'concorrente-1' };
    const body = fisicaBody('Pessoa Concorrente');
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => call('/solicitacoes', { method: 'POST', headers, body })),
    );
    const created = answers.filter((a) => a.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((a) => a.body.id)).size).toBe(1);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(a.body.message).toMatch(/ainda está em andamento/);
    }
    const rows = await t.server.ctx.db
      .select({ id: solicitacoes.id })
      .from(solicitacoes)
      .where(eq(solicitacoes.userId, owner.userId));
    expect(rows).toHaveLength(1);
  });

  it('keeps a refusal (4xx) for the key, and refuses a malformed key', async () => {
    const owner = await t.createUser('user'); // no plan: 422
    const headers = { authorization: `Bearer ${owner.token}`, 'idempotency-key': 'sem-plano' };
    const first = await call('/solicitacoes', { method: 'POST', headers, body: fisicaBody() });
    expect(first.status).toBe(422);
    const second = await call('/solicitacoes', { method: 'POST', headers, body: fisicaBody() });
    expect(second).toMatchObject({ status: 422, body: first.body });
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    const bad = await call('/solicitacoes', {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'idempotency-key': 'com espaço' },
      body: fisicaBody(),
    });
    expect(bad.status).toBe(400);
  });
});
