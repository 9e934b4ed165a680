import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@certidao/api/testing';
import type { ApiClient } from '@certidao/api-client';
import { buildSolicitacaoPayload } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lines, tempDir, userWithPlan } from './helpers.ts';

/** Commands that feed one another through a pipe, with more requests than one page holds. */

let t: TestServer;
let user: Awaited<ReturnType<typeof userWithPlan>>;
const ids: string[] = [];

/** A request with a single certificate (CNDT), so a dozen of them download quickly. */
async function smallRequest(api: ApiClient, n: number): Promise<string> {
  const body = buildSolicitacaoPayload({
    tipoPessoa: 'fisica',
    nomeCompleto: `Pessoa Número ${n}`,
    cpf: '529.982.247-25',
    dataNascimento: '1985-03-15',
  });
  return (await api.createSolicitacao({ body: { ...body, certidoes: body.certidoes.slice(0, 1) } })).id;
}

beforeAll(async () => {
  t = await startTestServer();
  user = await userWithPlan(t, 0);
  for (let n = 1; n <= 12; n++) ids.push(await smallRequest(user.api, n));
  for (let i = 0; i < 240; i++) {
    const page = await user.api.getSolicitacoes({ query: { status: 'concluido', limite: 100 } });
    if (page.meta.total === ids.length) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('the requests did not finish');
}, 180_000);
afterAll(() => t?.close());

describe('pipes between commands read and write every page', () => {
  it('solicitacoes --json | baixar - downloads every request, not only the first page', async () => {
    const list = await user.cli('solicitacoes', '--json');
    expect(list.code, list.stderr).toBe(0);
    const parsed = JSON.parse(list.stdout) as { data: { id: string }[]; meta: { total: number } };
    expect(parsed.data.map((s) => s.id).sort()).toEqual([...ids].sort());
    expect(parsed.meta).toMatchObject({ total: 12, page: 1, totalPages: 1 });
    expect(list.stderr).not.toContain('Aviso');

    const dir = tempDir();
    const res = await user.cli.withInput(list.stdout)('baixar', '-', '--destino', dir);
    expect(res.code, res.stderr).toBe(0);
    expect(readdirSync(dir).sort()).toEqual([...ids].sort());
    expect(lines(res.stdout)).toHaveLength(12);

    // TSV (the default outside a terminal) has every page too.
    const tsv = await user.cli('solicitacoes');
    expect(lines(tsv.stdout)).toHaveLength(13);
  });

  it('one page asked for is said loudly, and the command that reads it exits 5', async () => {
    const page = await user.cli('solicitacoes', '--json', '--limite', '5');
    expect(page.code).toBe(0);
    expect((JSON.parse(page.stdout) as { data: unknown[] }).data).toHaveLength(5);
    expect(page.stderr).toContain('Aviso: só a página 1 de 3 (5 de 12 solicitações)');

    const dir = tempDir();
    const res = await user.cli.withInput(page.stdout)('baixar', '-', '--destino', join(dir, 'x'));
    expect(res.code).toBe(5);
    expect(res.stderr).toContain('a entrada tem só 5 das 12 solicitações');
    expect(readdirSync(join(dir, 'x'))).toHaveLength(5);
  });
});

describe('npm run cli', () => {
  it('resolves relative paths where the operator typed the command, and --silent keeps stdout clean', async () => {
    const here = tempDir();
    const json = await user.cli.viaNpm(here, true, 'solicitacoes', '--json');
    expect(json.code, json.stderr).toBe(0);
    expect((JSON.parse(json.stdout) as { data: unknown[] }).data).toHaveLength(12);
    expect(json.stderr).toBe('');

    const id = ids[0] as string;
    const res = await user.cli.viaNpm(here, true, 'baixar', id, '--destino', 'saida');
    expect(res.code, res.stderr).toBe(0);
    expect(readdirSync(join(here, 'saida'))).toEqual([id]);

    writeFileSync(
      join(here, 'lote.csv'),
      'tipoPessoa,nomeCompleto,cpf,rg,dataNascimento,cnpj,observacao\nfisica,Ana Relativa,529.982.247-25,,1985-03-15,,\n',
    );
    const lote = await user.cli.viaNpm(here, true, 'solicitar', '--arquivo', 'lote.csv');
    expect(lote.stderr).not.toContain('não existe');
    expect(lote.code, lote.stderr).toBe(0);
  });

  it('without --silent, says on stderr that npm wrote its banner on stdout', async () => {
    const res = await user.cli.viaNpm(tempDir(), false, 'status', '--json');
    expect(res.stdout).toMatch(/^\n> cli\n/);
    expect(res.stderr).toContain('rode npm run --silent cli -- …');
  });
});
