/**
 * Credentials in a URL never reach the logs: an API key (or a webhook secret) sent in a query string, under any
 * parameter name, or in a path, and any `token`/`chave`/`key`-like query value, are masked in the request lines
 * and in the messages of refused calls.
 * A deliberate refusal with a 5xx status (a health check while the server starts) is one plain warning line.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactedUrl } from '../src/http/redact.ts';
import { callApi, capturedLogger, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestServer({}, {}, { logger: capturedLogger(lines) });
});
afterAll(() => t?.close());

describe('logs of URLs with credentials', () => {
  it('mask a key in the query string or the path, and token-like query values', async () => {
    const owner = await t.createUser('user');
    const created = await callApi(t.apiUrl, '/integracoes/chaves', {
      method: 'POST',
      token: owner.token,
      body: { nome: 'log', escopos: ['solicitacoes:ler'] },
    });
    const key: string = created.body.segredo;
    const random = key.slice(8);
    lines.length = 0;
    for (const path of [
      `/solicitacoes?api_key=${key}&limit=5`,
      `/solicitacoes?chave=${key}`,
      `/solicitacoes?apiKey=${key}`,
      `/solicitacoes?X-API-Key=${key}`,
      `/solicitacoes?qualquer=${key}`,
      `/solicitacoes?access_token=segredo-de-sessao-1`,
      `/rota-que-nao-existe?token=segredo-de-sessao-2`,
      `/automations/pdfs/download/${key}`,
      `/solicitacoes?webhookSecret=whsec_c2VncmVkby1kby13ZWJob29rLTEyMzQ1`,
    ])
      await callApi(t.apiUrl, path);
    const text = lines.join('');
    expect(text).toContain('/solicitacoes?api_key=***&limit=5');
    expect(text).toContain('ca_test_***');
    for (const secret of [
      random,
      'segredo-de-sessao-1',
      'segredo-de-sessao-2',
      'c2VncmVkby1kby13ZWJob29rLTEyMzQ1',
    ])
      expect(text).not.toContain(secret);
  });

  it('keep the rest of the URL readable', () => {
    expect(redactedUrl('/api/solicitacoes?limit=10&status=concluido&page=2')).toBe(
      '/api/solicitacoes?limit=10&status=concluido&page=2',
    );
    expect(redactedUrl('/api/x?api%5Fkey=abc&senha=1&cpfCnpj=52998224725')).toBe(
      '/api/x?api%5Fkey=***&senha=***&cpfCnpj=***',
    );
  });
});

describe('logs of refused calls', () => {
  it('a health check while the server starts is one plain warning, not an unhandled error with a stack', async () => {
    const startup = t.server.ctx.startup;
    startup.ready = false;
    lines.length = 0;
    try {
      const res = await callApi(t.apiUrl, '/health');
      expect(res.status).toBe(503);
    } finally {
      startup.ready = true;
    }
    const entries = lines.map((l) => JSON.parse(l)).filter((e) => e.statusCode === 503 || e.err);
    expect(entries).toEqual([
      expect.objectContaining({ level: 40, msg: 'request refused', statusCode: 503 }),
    ]);
    expect(lines.join('')).not.toContain('unhandled error');
  });
});
