import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

describe('health', () => {
  it('answers ok with the parts in use', async () => {
    const health = await t.anon.getHealth();
    expect(health.status).toBe('ok');
    expect(health.modes.database).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(health.modes.payments).toBe('sandbox');
  });

  it('answers 503 with the reason while the server finishes starting', async () => {
    t.server.ctx.startup.ready = false;
    try {
      const res = await fetch(`${t.apiUrl}/health`);
      expect(res.status).toBe(503);
      expect(await res.json()).toEqual({
        statusCode: 503,
        codigo: 'servico_indisponivel',
        error: 'Service Unavailable',
        message: 'O servidor está iniciando. Tente de novo em instantes.',
        requestId: res.headers.get('x-request-id'),
      });
      // The typed client reads it as an error with that message (its answers are checked against the contract).
      await expect(t.anon.getHealth()).rejects.toMatchObject({ status: 503 });
    } finally {
      t.server.ctx.startup.ready = true;
    }
  });

  it('answers unknown API routes with a pt-BR 404 in the error shape', async () => {
    const res = await fetch(`${t.apiUrl}/nao-existe`);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      statusCode: 404,
      codigo: 'nao_encontrado',
      error: 'Not Found',
      message: 'Rota não encontrada: GET /api/nao-existe',
      requestId: res.headers.get('x-request-id'),
    });
  });

  it('sends the security headers', async () => {
    const res = await fetch(`${t.apiUrl}/health`);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  if (process.env.DATABASE_URL)
    it('keeps answering after PostgreSQL closes its idle connections (a restart, a failover)', async () => {
      const { token } = await t.admin();
      const before = await callApi(t.apiUrl, '/solicitacoes?limite=1', { token });
      expect(before.status).toBe(200);
      // Every idle connection of the server's database: the query pool's, the queue's and the events' LISTEN.
      const admin = new pg.Client({ connectionString: t.config.databaseUrl });
      await admin.connect();
      try {
        const { rows } = await admin.query<{ ended: boolean }>(
          `select pg_terminate_backend(pid) as ended from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and state = 'idle'`,
        );
        expect(rows.filter((r) => r.ended).length).toBeGreaterThan(0);
        // The pool learns of each closed connection as it is closed; the process must outlive it.
        await new Promise((resolve) => setTimeout(resolve, 300));
        const after = await callApi(t.apiUrl, '/solicitacoes?limite=1', { token });
        expect(after.status).toBe(200);
        expect(after.body).toEqual(before.body);
      } finally {
        await admin.end();
      }
    });
});
