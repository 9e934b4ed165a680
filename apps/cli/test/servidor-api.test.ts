import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { ADMIN_EMAIL, ADMIN_PASSWORD, startTestServer, type TestServer } from '@certidao/api/testing';
import type { ApiClient } from '@certidao/api-client';
import { buildSolicitacaoPayload } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliFor, createPersonRequest, lines, tempDir, UUID, userWithPlan } from './helpers.ts';

/**
 * What gh and stripe users expect: `servidor` (list, switch), `--campos` on JSON output, a raw `api <caminho>`
 * for any operation of the contract, and `acompanhar --esperar` for scripts and CI.
 */

let t: TestServer;
let user: Awaited<ReturnType<typeof userWithPlan>>;
beforeAll(async () => {
  t = await startTestServer();
  user = await userWithPlan(t, 0);
}, 60_000);
afterAll(() => t?.close());

async function waitSettled(api: ApiClient, id: string) {
  for (let i = 0; i < 240; i++) {
    const s = await api.getSolicitacao({ path: { id } });
    if (s.certidoes.every((c) => ['concluido', 'falhou', 'cancelado'].includes(c.status))) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`request ${id} did not settle`);
}

describe('certidao servidor', () => {
  it('lists the saved servers, marks the current one, and switches by host or a unique part', async () => {
    // The same server under two addresses: two saved servers. No CERTIDAO_URL, as at an operator's terminal.
    const other = t.url.replace('127.0.0.1', 'localhost');
    const cli = cliFor(t, join(tempDir(), 'hosts.json')).withEnv({ CERTIDAO_URL: undefined });
    expect((await cli('login', '-e', ADMIN_EMAIL, '-p', ADMIN_PASSWORD, '--url', t.url)).code).toBe(0);
    expect((await cli('login', '-e', ADMIN_EMAIL, '-p', ADMIN_PASSWORD, '--url', other)).code).toBe(0);

    const list = await cli('servidor');
    expect(list.code).toBe(0);
    expect(lines(list.stdout)).toEqual([`  ${t.url}  ${ADMIN_EMAIL}`, `* ${other}  ${ADMIN_EMAIL}`]);

    const use = await cli('servidor', 'usar', '127.0.0.1');
    expect(use.code, use.stderr).toBe(0);
    expect(use.stdout).toBe(`Servidor atual: ${t.url} (conta ${ADMIN_EMAIL}).\n`);
    expect((await cli('status')).stdout).toContain(`Certidão Ágil em ${t.url} (último login)`);
    expect(JSON.parse((await cli('servidor', 'listar', '--json')).stdout)).toEqual([
      { url: t.url, email: ADMIN_EMAIL, atual: true },
      { url: other, email: ADMIN_EMAIL, atual: false },
    ]);

    const ambiguous = await cli('servidor', 'usar', 'http');
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr).toContain("'http' vale para mais de um servidor");
    const unknown = await cli('servidor', 'usar', 'producao');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain(
      `nenhum servidor salvo corresponde a 'producao'. Servidores salvos: ${t.url}, ${other}.`,
    );

    // Switching with CERTIDAO_URL set says it wins.
    const env = await cli.withEnv({ CERTIDAO_URL: t.url })('servidor', 'usar', 'localhost');
    expect(env.code).toBe(0);
    expect(env.stderr).toContain(
      `Aviso: CERTIDAO_URL=${t.url} está definida e vale mais que o servidor atual`,
    );
  });
});

describe('--campos', () => {
  it('keeps only the fields asked for, in lists, pages and objects; an unknown field is exit 2', async () => {
    const id = await createPersonRequest(user.api, 'Gil Campos', '529.982.247-25');
    const page = await user.cli('solicitacoes', '--campos', 'id,status,dadosGerais.nomeCompleto');
    expect(page.code, page.stderr).toBe(0);
    const parsed = JSON.parse(page.stdout) as { data: unknown[]; meta: { total: number } };
    expect(parsed.meta.total).toBeGreaterThan(0);
    expect(parsed.data).toContainEqual({
      id,
      status: expect.any(String),
      dadosGerais: { nomeCompleto: 'Gil Campos' },
    });
    await waitSettled(user.api, id);
    const watched = await user.cli('acompanhar', id, '--campos', 'id,status');
    expect(watched.code, watched.stderr).toBe(0);
    expect(JSON.parse(watched.stdout)).toEqual([{ id, status: 'concluido' }]);

    const bad = await user.cli('solicitacoes', '--campos', 'id,nome');
    expect(bad.code).toBe(2);
    expect(bad.stdout).toBe('');
    expect(bad.stderr).toMatch(/Erro: campo desconhecido em --campos: nome\. Há: id, .*dadosGerais/);
  });
});

describe('certidao api', () => {
  it('calls any operation of the contract with the saved session; the answer on stdout', async () => {
    const plano = await user.cli('api', '/solicitacoes/plano');
    expect(plano.code, plano.stderr).toBe(0);
    expect(JSON.parse(plano.stdout)).toMatchObject({ ilimitado: true, podeCriar: true });
    const picked = await user.cli('api', 'api/solicitacoes/plano', '--campos', 'podeCriar');
    expect(JSON.parse(picked.stdout)).toEqual({ podeCriar: true });

    // A body from a file, an Idempotency-Key header: sent twice, one request.
    const body = buildSolicitacaoPayload({
      tipoPessoa: 'fisica',
      nomeCompleto: 'Rui Bruto',
      cpf: '111.444.777-35',
      dataNascimento: '1980-01-02',
    });
    const file = join(tempDir(), 'nova.json');
    writeFileSync(file, JSON.stringify(body));
    const first = await user.cli(
      'api',
      '/solicitacoes',
      '--entrada',
      file,
      '-H',
      'Idempotency-Key: rui-1',
      '-i',
    );
    expect(first.code, first.stderr).toBe(0);
    expect(first.stderr).toContain('HTTP 201');
    const created = JSON.parse(first.stdout) as { id: string };
    expect(created.id).toMatch(UUID);
    const again = await user.cli.withInput(JSON.stringify(body))(
      'api',
      '/solicitacoes',
      '-X',
      'POST',
      '--entrada',
      '-',
      '-H',
      'Idempotency-Key: rui-1',
    );
    expect(again.code, again.stderr).toBe(0);
    expect(JSON.parse(again.stdout).id).toBe(created.id);

    // Refused by the server: its answer on stdout, the message on stderr, exit 1.
    const missing = await user.cli('api', '/solicitacoes/00000000-0000-4000-8000-000000000000');
    expect(missing.code).toBe(1);
    expect(JSON.parse(missing.stdout)).toMatchObject({ message: 'Solicitação não encontrada.' });
    expect(missing.stderr).toContain('Solicitação não encontrada. (HTTP 404');
  });

  it('refuses a path or method outside the contract (exit 2), and a body that is not JSON', async () => {
    const path = await user.cli('api', '/nao-existe');
    expect(path.code).toBe(2);
    expect(path.stderr).toContain('nenhuma operação da API tem o caminho /nao-existe');
    const method = await user.cli('api', '/solicitacoes', '-X', 'PUT');
    expect(method.code).toBe(2);
    expect(method.stderr).toContain('/solicitacoes não aceita PUT; aceita GET, POST.');
    const body = await user.cli.withInput('{nope')('api', '/solicitacoes', '--entrada', '-');
    expect(body.code).toBe(2);
    expect(body.stderr).toContain('o corpo de entrada padrão não é JSON válido.');
    const anon = await cliFor(t)('api', '/solicitacoes');
    expect(anon.code).toBe(3);
  });
});

describe('acompanhar --esperar', () => {
  it('on a terminal: no board, one line per change, and the batch outcome as exit code', async () => {
    const id = await createPersonRequest(user.api, 'Pedro FALHA Lima', '390.533.447-05');
    const { code, screen } = await user.cli.tty(['acompanhar', id, '--esperar', '--intervalo', '0.2']);
    expect(code).toBe(5);
    const text = stripVTControlCharacters(screen);
    expect(text).not.toContain('Acompanhando');
    expect(text).toMatch(new RegExp(`${id.slice(0, 8)} Pedro FALHA Lima: 10/10 — Falhou 10`));
    expect(text).toContain('1 de 1 solicitação tem certidões com falha.');
  });
});
