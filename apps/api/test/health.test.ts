import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

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
});
