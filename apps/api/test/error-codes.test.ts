/**
 * Every error answer carries a code of the catalogue and the request's id; every answer carries the id in
 * X-Request-Id, and each log line of the request names it.
 */

import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { SPEC_PATH } from '../src/http/contract.ts';
import { ERROR_CODES } from '../src/http/errors.ts';
import { type CallInit, callApi, capturedLogger, startTestServer, type TestServer } from './harness.ts';

let t: TestServer;
const lines: string[] = [];
beforeAll(async () => {
  t = await startTestServer({}, {}, { logger: capturedLogger(lines) });
});
afterAll(() => t?.close());

const call = (path: string, init?: CallInit) => callApi(t.apiUrl, path, init);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

async function keyOf(escopos: string[]) {
  const owner = await t.createUser('user');
  const created = await call('/integracoes/chaves', {
    method: 'POST',
    token: owner.token,
    body: { nome: 'códigos', escopos },
  });
  expect(created.status).toBe(201);
  return { owner, key: created.body.segredo as string };
}

describe('error codes', () => {
  it('are the contract’s CodigoErro enum, one catalogue', () => {
    const spec = parse(readFileSync(SPEC_PATH, 'utf8'));
    expect([...spec.components.schemas.CodigoErro.enum].sort()).toEqual([...ERROR_CODES].sort());
    // The integrators' guide lists each in its catalogue table.
    const guide = readFileSync(new URL('../../../docs/integracao.md', import.meta.url), 'utf8');
    for (const code of ERROR_CODES)
      expect(guide, code).toMatch(new RegExp(`^\\| \`${code}\` \\| \`\\d{3}\` \\|`, 'm'));
  });

  it('give each refusal its status’s code, or a specific one, beside the unchanged message', async () => {
    const missing = await call('/nao-existe');
    expect(missing.body).toEqual({
      statusCode: 404,
      codigo: 'nao_encontrado',
      error: 'Not Found',
      message: 'Rota não encontrada: GET /api/nao-existe',
      requestId: missing.headers.get('x-request-id'),
    });
    const anonymous = await call('/solicitacoes');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.codigo).toBe('nao_autenticado');
    expect((await call('/solicitacoes', { token: 'nao-e-um-token' })).body.codigo).toBe('sessao_expirada');

    const user = await t.createUser('user');
    const staffOnly = await call('/users', { token: user.token });
    expect(staffOnly.status).toBe(403);
    expect(staffOnly.body.codigo).toBe('sem_permissao');

    const badJson = await fetch(`${t.apiUrl}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(badJson.status).toBe(400);
    expect((await badJson.json()).codigo).toBe('json_invalido');
  });

  it('name the field of a validation error', async () => {
    const user = await t.createUser('user');
    const res = await call('/solicitacoes', {
      method: 'POST',
      token: user.token,
      body: { tipoPessoa: 'fisica', extra: 1 },
    });
    expect(res.status).toBe(400);
    expect(res.body.codigo).toBe('validacao');
    expect(res.body.message).toContain(`'${res.body.campo}'`);
    const page = await call('/solicitacoes?pagina=zero', { token: user.token });
    expect(page.body).toMatchObject({ statusCode: 400, codigo: 'validacao', campo: 'pagina' });
  });

  it('tell a program why a new request is refused: no plan, a wrong CPF', async () => {
    const user = await t.createUser('user');
    const order = (cnpj: string) => ({
      method: 'POST',
      token: user.token,
      body: {
        observacao: null,
        dadosGerais: { tipoPessoa: 'juridica', nomeCompleto: 'Imobiliária Exemplo Ltda' },
        certidoes: [{ tipoCertidao: 'cndt', dadosCertidao: { nome: 'Imobiliária Exemplo Ltda', cnpj } }],
      },
    });
    const wrongCnpj = await call('/solicitacoes', order('11.222.333/0001-82'));
    expect(wrongCnpj.status).toBe(400);
    expect(wrongCnpj.body.codigo).toBe('documento_invalido');
    const noPlan = await call('/solicitacoes', order('11.222.333/0001-81'));
    expect(noPlan.status).toBe(422);
    expect(noPlan.body.codigo).toBe('sem_plano_ativo');
    const email = await call('/users', {
      method: 'POST',
      token: (await t.admin()).token,
      body: {
        email: user.email,
        password: 'Senha@2025',
        firstName: 'Outra',
        lastName: 'Pessoa',
        role: 'user',
      },
    });
    expect(email.status).toBe(409);
    expect(email.body).toMatchObject({ codigo: 'email_em_uso', message: 'Este email já está em uso' });
  });

  it('tell keys apart: unknown, missing scope, not allowed; idempotency conflicts', async () => {
    const { key } = await keyOf(['solicitacoes:ler']);
    const auth = { authorization: `Bearer ${key}` };
    const unknown = await call('/solicitacoes', {
      headers: { authorization: `Bearer ca_test_${'x'.repeat(32)}` },
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body.codigo).toBe('chave_api_invalida');
    const scope = await call('/integracoes/webhooks', { headers: auth });
    expect(scope.status).toBe(403);
    expect(scope.body).toMatchObject({
      codigo: 'escopo_ausente',
      message: 'Esta chave de API não tem o escopo webhooks:gerenciar.',
    });
    const notAllowed = await call('/integracoes/chaves', { headers: auth });
    expect(notAllowed.body.codigo).toBe('chave_api_nao_permitida');

    const { key: writer } = await keyOf(['webhooks:gerenciar']);
    const headers = { authorization: `Bearer ${writer}`, 'idempotency-key': 'codigos-1' };
    const first = await call('/integracoes/webhooks', {
      method: 'POST',
      headers,
      body: { url: 'http://localhost:9/a', eventos: ['solicitacao.criada'] },
    });
    expect(first.status).toBe(201);
    const other = await call('/integracoes/webhooks', {
      method: 'POST',
      headers,
      body: { url: 'http://localhost:9/b', eventos: ['solicitacao.criada'] },
    });
    expect(other.status).toBe(422);
    expect(other.body.codigo).toBe('idempotencia_chave_reutilizada');
  });
});

describe('request id', () => {
  it('is on every answer, the same in the error body and in the request’s log lines', async () => {
    const ok = await call('/health');
    expect(ok.headers.get('x-request-id')).toMatch(UUID);
    lines.length = 0;
    const refused = await call('/solicitacoes');
    const id = refused.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(refused.body.requestId).toBe(id);
    expect(id).not.toBe(ok.headers.get('x-request-id'));
    const logged = lines.map((l) => JSON.parse(l)).filter((l) => l.reqId === id);
    expect(logged.map((l) => l.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request refused', 'request completed']),
    );
    expect(lines.map((l) => JSON.parse(l)).every((l) => l.reqId === undefined || l.reqId === id)).toBe(true);
  });

  it('keeps a well-formed incoming X-Request-Id and replaces any other', async () => {
    const kept = await call('/solicitacoes', { headers: { 'x-request-id': 'integrador_42-abc' } });
    expect(kept.headers.get('x-request-id')).toBe('integrador_42-abc');
    expect(kept.body.requestId).toBe('integrador_42-abc');
    for (const bad of ['curto', 'com espaço e acentuação', 'x'.repeat(65), 'a;b=c<script>']) {
      const res = await call('/health', { headers: { 'x-request-id': bad } });
      expect(res.headers.get('x-request-id')).toMatch(UUID);
    }
  });
});
