import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { insertCompany, startTestServer, type TestServer } from '@certidao/api/testing';
import type { Solicitacao } from '@certidao/api-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lines, tempDir, UUID, userWithPlan } from './helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
}, 300_000);
afterAll(() => t?.close());

const dir = tempDir();
function csv(name: string, content: string): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

// Each case runs the CLI several times (a Node process each): generous timeouts for a busy machine.

/**
 * A company (written to the database until criarEmpresa exists) whose gestor is signed in to the CLI, with two
 * cost centres, one inactive.
 */
async function companyGestor() {
  const gestor = await userWithPlan(t, 0);
  const company = await insertCompany(t.server, gestor.userId);
  const jur = await gestor.api.criarCentroCusto({ body: { codigo: 'JUR-01', nome: 'Jurídico' } });
  const old = await gestor.api.criarCentroCusto({ body: { codigo: 'ANTIGO', nome: 'Antigo' } });
  await gestor.api.atualizarCentroCusto({ path: { id: old.id }, body: { ativo: false } });
  return { ...gestor, ...company, jur };
}

describe('certidao solicitar with a kit and a cost centre', () => {
  it('--kit asks only the kit types for the person; --centro-custo charges the cost centre', async () => {
    const g = await companyGestor();
    const one = await g.cli(
      'solicitar',
      '--nome',
      'Ana Souza',
      '--cpf',
      '111.444.777-35',
      '--nascimento',
      '01/02/1990',
      '--kit',
      'LOCATARIO',
      '--centro-custo',
      'jur-01',
      '--json',
    );
    expect(one.stderr).toContain('Solicitação criada: 4 certidões na fila.');
    expect(one.code).toBe(0);
    const [created] = JSON.parse(one.stdout) as Solicitacao[];
    expect(created?.kit?.nome).toBe('Análise de locatário');
    expect(created?.centroCusto).toEqual({ id: g.jur.id, codigo: 'JUR-01', nome: 'Jurídico' });
    expect(created?.certidoes.map((c) => c.tipoCertidao)).toEqual([
      'tjsp',
      'cndt',
      'trf3',
      'receita-federal',
    ]);

    // A company kit with a type only for people: a company (CNPJ) gets the others.
    await g.api.criarKit({ body: { nome: 'Sucessão', tiposCertidao: ['tjsp-inventario', 'tjsp'] } });
    const pj = await g.cli(
      'solicitar',
      '--nome',
      'Exemplo Ltda',
      '--cnpj',
      '11.222.333/0001-81',
      '--kit',
      'sucessao',
    );
    expect(pj.code).toBe(0);
    const pjRequest = await g.api.getSolicitacao({ path: { id: lines(pj.stdout)[0] as string } });
    expect(pjRequest.certidoes.map((c) => c.tipoCertidao)).toEqual(['tjsp']);
  }, 240_000);

  it('refuses an unknown kit, an inactive or missing cost centre, and a cost centre without a company', async () => {
    const g = await companyGestor();
    const badKit = await g.cli(
      'solicitar',
      '--nome',
      'Ana',
      '--cpf',
      '111.444.777-35',
      '--nascimento',
      '01/02/1990',
      '--kit',
      'nada',
    );
    expect(badKit.code).toBe(2);
    expect(badKit.stderr).toContain('Erro: Kit desconhecido: nada.');
    const inactive = await g.cli(
      'solicitar',
      '--nome',
      'Ana',
      '--cpf',
      '111.444.777-35',
      '--nascimento',
      '01/02/1990',
      '--centro-custo',
      'antigo',
    );
    expect(inactive.code).toBe(2);
    expect(inactive.stderr).toContain('Erro: O centro de custo ANTIGO está desativado.');

    await g.settings({ centroCustoObrigatorio: true });
    const without = await g.cli(
      'solicitar',
      '--nome',
      'Ana',
      '--cpf',
      '111.444.777-35',
      '--nascimento',
      '01/02/1990',
    );
    expect(without.code).toBe(1);
    expect(without.stderr).toContain('Informe o centro de custo.');
    await g.settings({ centroCustoObrigatorio: false });

    // Without a company, a cost centre names nothing.
    const personal = await userWithPlan(t, 0);
    const alone = await personal.cli(
      'solicitar',
      '--nome',
      'Ana',
      '--cpf',
      '111.444.777-35',
      '--nascimento',
      '01/02/1990',
      '--centro-custo',
      'JUR-01',
    );
    expect(alone.code).toBe(2);
    expect(alone.stderr).toContain('Sua conta não faz parte de uma empresa.');
  }, 240_000);

  it('reads the kit and centroCusto columns; bad codes are listed with their lines and nothing is sent', async () => {
    const g = await companyGestor();
    const bad = csv(
      'codigos-ruins.csv',
      [
        'tipoPessoa;nomeCompleto;cpf;dataNascimento;cnpj;kit;centro de custo',
        'fisica;Maria Aparecida;529.982.247-25;1985-03-15;;locatario;JUR-01',
        'fisica;Kit Errado;111.444.777-35;1985-03-15;;inexistente;',
        'fisica;Centro Errado;111.444.777-35;1985-03-15;;;XYZ',
        'fisica;Centro Inativo;111.444.777-35;1985-03-15;;;antigo',
      ].join('\n'),
    );
    const refused = await g.cli('solicitar', '--arquivo', bad);
    expect(refused.code).toBe(2);
    expect(refused.stdout).toBe('');
    expect(refused.stderr).toMatch(/^Servidor http/);
    // After the line naming the server and account (the codes are checked against its lists).
    expect(lines(refused.stderr).slice(1)).toEqual([
      `${bad}, linha 3: Kit desconhecido: inexistente.`,
      `${bad}, linha 4: Centro de custo desconhecido: XYZ.`,
      `${bad}, linha 5: O centro de custo ANTIGO está desativado.`,
      '3 linhas inválidas; nenhuma solicitação foi criada.',
    ]);
    expect((await g.api.getSolicitacoes()).meta.total).toBe(0);

    // --centro-custo for the rows without one; a row's own column wins.
    await g.api.criarCentroCusto({ body: { codigo: 'FIN', nome: 'Financeiro' } });
    const good = csv(
      'codigos.csv',
      [
        'tipoPessoa,nomeCompleto,cpf,dataNascimento,cnpj,kit,centroCusto',
        'fisica,Maria Aparecida,529.982.247-25,1985-03-15,,locatario,',
        'juridica,Exemplo Ltda,,,11.222.333/0001-81,fornecedor,fin',
        'fisica,Todas,111.444.777-35,1985-03-15,,,',
      ].join('\n'),
    );
    const sent = await g.cli(
      'solicitar',
      '--arquivo',
      good,
      '--centro-custo',
      'JUR-01',
      '--concorrencia',
      '1',
    );
    expect(sent.code).toBe(0);
    const ids = lines(sent.stdout);
    expect(ids).toHaveLength(3);
    for (const id of ids) expect(id).toMatch(UUID);
    const got = await Promise.all(ids.map((id) => g.api.getSolicitacao({ path: { id } })));
    expect(got.map((s) => [s.kit?.nome ?? null, s.centroCusto?.codigo, s.certidoes.length])).toEqual([
      ['Análise de locatário', 'JUR-01', 4],
      ['Due diligence de fornecedor', 'FIN', 7],
      [null, 'JUR-01', 10],
    ]);
  }, 240_000);
});
