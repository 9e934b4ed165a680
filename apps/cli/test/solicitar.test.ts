import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '@certidao/api/testing';
import type { Solicitacao, SolicitacaoList } from '@certidao/api-client';
import { ORIGINAL_CODES } from '@certidao/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cliFor, lines, signedIn, tempDir, UUID, userWithPlan } from './helpers.ts';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t?.close());

const dir = tempDir();
function csv(name: string, content: string): string {
  const file = join(dir, name);
  writeFileSync(file, content);
  return file;
}

describe('certidao solicitar and solicitacoes', () => {
  it('without a session exits 3 with a pt-BR message and a hint', async () => {
    const cli = cliFor(t);
    const list = await cli('solicitacoes');
    expect(list.code).toBe(3);
    expect(list.stderr).toContain(
      `Erro: Autenticação necessária. Faça login para continuar. (HTTP 401 em ${t.url})`,
    );
    expect(list.stderr).toContain('certidao login -e <email>');
    const one = await cli(
      'solicitar',
      '--nome',
      'Maria',
      '--cpf',
      '529.982.247-25',
      '--nascimento',
      '15/03/1985',
    );
    expect(one.code).toBe(3);
    expect(one.stdout).toBe('');
    expect(one.stderr).toContain('Autenticação necessária');
  });

  it('checks every row first: bad rows are listed with line numbers, exit 2, nothing is created', async () => {
    const user = await userWithPlan(t, 0);
    const file = csv(
      'ruim.csv',
      [
        'tipoPessoa,nomeCompleto,cpf,rg,dataNascimento,cnpj,observacao',
        'fisica,Maria Aparecida,529.982.247-25,,1985-03-15,,ok',
        'fisica,Cpf Errado,529.982.247-24,,1985-03-15,,',
        'fisica,,111.444.777-35,,1985-03-15,,',
        'fisica,Sem Nascimento,111.444.777-35,,,,',
        'juridica,Sem Cnpj,,,,,',
        'juridica,Cnpj Errado,,,,11.222.333/0001-82,',
        'fisica,Sem Cpf,,,1985-03-15,,',
        'outra,Tipo Errado,111.444.777-35,,1985-03-15,,',
      ].join('\n'),
    );
    const res = await user.cli('solicitar', '--arquivo', file);
    expect(res.code).toBe(2);
    expect(res.stdout).toBe('');
    for (const expected of [
      'linha 3: CPF inválido.',
      'linha 4: Nome completo é obrigatório.',
      'linha 5: Data de nascimento é obrigatória para pessoa física.',
      'linha 6: CNPJ é obrigatório para pessoa jurídica.',
      'linha 7: CNPJ inválido.',
      'linha 8: CPF é obrigatório para pessoa física.',
      'linha 9: Tipo de pessoa inválido. Use fisica ou juridica.',
      '7 linhas inválidas; nenhuma solicitação foi criada.',
    ]) {
      expect(res.stderr).toContain(expected);
    }
    expect(res.stderr).not.toContain('linha 2:');
    expect((await user.api.getSolicitacoes()).meta.total).toBe(0);

    const header = await user.cli('solicitar', '--arquivo', csv('cabecalho.csv', 'nome;cpff\nMaria;1\n'));
    expect(header.code).toBe(2);
    expect(header.stderr).toContain('Coluna desconhecida: cpff');
    expect(header.stderr).toContain('Faltam as colunas obrigatórias: tipoPessoa');
    const missing = await user.cli('solicitar', '--arquivo', join(dir, 'nao-existe.csv'));
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('arquivo não encontrado');
  });

  it('--json reports validation errors as JSON; --ignorar-invalidas creates the valid rows and files the others', async () => {
    const user = await userWithPlan(t, 0);
    const rows = [
      'tipoPessoa;nomeCompleto;cpf;rg;dataNascimento;cnpj;observacao',
      'fisica;Maria Aparecida;529.982.247-25;;1985-03-15;;ok',
      'fisica;"Cpf; Errado";529.982.247-24;;1985-03-15;;',
      'juridica;Exemplo Ltda;;;;11.222.333/0001-81;',
      'juridica;Sem Cnpj;;;;;',
    ];
    const file = csv('misto.csv', `${rows.join('\n')}\n`);

    const json = await user.cli('solicitar', '--arquivo', file, '--json');
    expect(json.code).toBe(2);
    expect(JSON.parse(json.stdout)).toEqual({
      erros: [
        { arquivo: file, linha: 3, mensagem: 'CPF inválido.' },
        { arquivo: file, linha: 5, mensagem: 'CNPJ é obrigatório para pessoa jurídica.' },
      ],
    });
    const single = await user.cli('solicitar', '--nome', 'Maria', '--cpf', '1', '--json');
    expect(single.code).toBe(2);
    expect(JSON.parse(single.stdout)).toEqual({ erros: [{ mensagem: 'CPF inválido.' }] });
    expect((await user.api.getSolicitacoes()).meta.total).toBe(0);

    const res = await user.cli('solicitar', '--arquivo', file, '--ignorar-invalidas', '--json');
    expect(res.code, res.stderr).toBe(5);
    const created = JSON.parse(res.stdout) as Solicitacao[];
    expect(created.map((s) => s.dadosGerais.nomeCompleto)).toEqual(['Maria Aparecida', 'Exemplo Ltda']);
    const rejects = join(dir, 'misto.rejeitadas.csv');
    expect(res.stderr).toContain(`2 linhas inválidas ignoradas, gravadas em ${rejects} com o motivo.`);
    expect(res.stderr).toContain('2 de 4 solicitações criadas.');
    // The rejected rows as read, with their reason, in the input's separator: fixed, the file can be sent again.
    expect(readFileSync(rejects, 'utf8')).toBe(
      `\uFEFF${[
        `${rows[0]};linha;motivo`,
        'fisica;"Cpf; Errado";529.982.247-24;;1985-03-15;;;3;CPF inválido.',
        'juridica;Sem Cnpj;;;;;;5;CNPJ é obrigatório para pessoa jurídica.',
      ].join('\r\n')}\r\n`,
    );
    expect((await user.api.getSolicitacoes()).meta.total).toBe(2);

    // Sent again with one line fixed: the other is still refused, named by its line in the original file, and
    // the new rejects file keeps that original line.
    const fixed = readFileSync(rejects, 'utf8').replace('529.982.247-24', '529.982.247-25');
    writeFileSync(rejects, fixed);
    const again = await user.cli('solicitar', '--arquivo', rejects, '--ignorar-invalidas');
    expect(again.code, again.stderr).toBe(5);
    expect(lines(again.stdout)).toHaveLength(1);
    expect(again.stderr).not.toContain('Coluna desconhecida');
    const strict = await user.cli('solicitar', '--arquivo', rejects);
    expect(strict.stderr).toContain(
      `${rejects}, linha 3 (linha 5 do arquivo original): CNPJ é obrigatório para pessoa jurídica.`,
    );
    expect(readFileSync(join(dir, 'misto.rejeitadas.rejeitadas.csv'), 'utf8')).toBe(
      `\uFEFF${[`${rows[0]};linha;motivo`, 'juridica;Sem Cnpj;;;;;;5;CNPJ é obrigatório para pessoa jurídica.'].join('\r\n')}\r\n`,
    );
    expect((await user.api.getSolicitacoes()).meta.total).toBe(3);

    // The CSV from standard input.
    const piped = await user.cli.withInput(`${rows[0]}\n${rows[3]}\n`)('solicitar', '--arquivo', '-');
    expect(piped.code, piped.stderr).toBe(0);
    expect(lines(piped.stdout)[0]).toMatch(UUID);
    const badPiped = await user.cli.withInput(`${rows[0]}\n${rows[4]}\n`)('solicitar', '--arquivo', '-');
    expect(badPiped.code).toBe(2);
    expect(badPiped.stderr).toContain('entrada padrão, linha 2: CNPJ é obrigatório para pessoa jurídica.');

    const onlyBad = await user.cli(
      'solicitar',
      '--arquivo',
      csv('ruins.csv', `${rows[0]}\n${rows[4]}\n`),
      '--ignorar-invalidas',
    );
    expect(onlyBad.code).toBe(2);
    expect(onlyBad.stderr).toContain('nenhuma solicitação foi criada');
    const notFromFile = await user.cli('solicitar', '--nome', 'Maria', '--ignorar-invalidas');
    expect(notFromFile.code).toBe(2);
    expect(notFromFile.stderr).toContain('--ignorar-invalidas vale só com --arquivo.');
  });

  it('creates the requests of a CSV (BOM, ";", CRLF, quotes) and prints them as JSON', async () => {
    const user = await userWithPlan(t, 0);
    const file = csv(
      'lote.csv',
      `\uFEFF${[
        'tipoPessoa;nomeCompleto;cpf;rg;dataNascimento;cnpj;observacao',
        'Física;Maria Aparecida da Silva;52998224725;12.345.678-9;1985-03-15;;"Compra; imóvel"',
        'PJ;"Imobiliária ""Exemplo"" Ltda";;;;11.222.333/0001-81;',
        'fisica;João Souza;111.444.777-35;;01/02/1990;;',
      ].join('\r\n')}\r\n`,
    );
    const res = await user.cli('solicitar', '--arquivo', file, '--json');
    expect(res.code, res.stderr).toBe(0);
    const created = JSON.parse(res.stdout) as Solicitacao[];
    expect(created.map((s) => s.dadosGerais)).toEqual([
      { tipoPessoa: 'fisica', nomeCompleto: 'Maria Aparecida da Silva', documento: '52998224725' },
      { tipoPessoa: 'juridica', nomeCompleto: 'Imobiliária "Exemplo" Ltda', documento: '11222333000181' },
      { tipoPessoa: 'fisica', nomeCompleto: 'João Souza', documento: '11144477735' },
    ]);
    expect(created.map((s) => s.certidoes.length)).toEqual([10, 9, 10]);
    expect(created[0]?.certidoes.map((c) => c.tipoCertidao)).toEqual([...ORIGINAL_CODES]);
    expect(created[0]?.observacao).toBe('Compra; imóvel');
    expect(created[0]?.certidoes[0]?.dadosCertidao).toMatchObject({
      cpf: '529.982.247-25',
      rg: '12.345.678-9',
      dataNascimento: '15/03/1985',
    });
    expect(created[1]?.certidoes[0]?.dadosCertidao).toMatchObject({
      cnpj: '11222333000181',
      rg: null,
      cpf: null,
    });
    expect(created[2]?.certidoes[0]?.dadosCertidao.dataNascimento).toBe('01/02/1990');
    expect(res.stderr).toContain('Solicitações criadas com sucesso! (3)');
    expect(lines(res.stderr).filter((l) => l.includes('criada —'))).toHaveLength(3);
    expect((await user.api.getSolicitacoes()).meta.total).toBe(3);

    // Without --json: the ids, one per line.
    const again = await user.cli('solicitar', '--arquivo', file, '--concorrencia', '2');
    expect(again.code).toBe(0);
    expect(lines(again.stdout)).toHaveLength(3);
    for (const id of lines(again.stdout)) expect(id).toMatch(UUID);
  });

  it('creates one request from options and lists requests as a table or JSON', async () => {
    const user = await userWithPlan(t, 0);
    const bad = await user.cli('solicitar', '--nome', 'Maria', '--cpf', '529.982.247-25');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('Data de nascimento é obrigatória para pessoa física.');
    const both = await user.cli('solicitar', '--arquivo', 'x.csv', '--nome', 'Maria');
    expect(both.code).toBe(2);

    const one = await user.cli(
      'solicitar',
      ...['--nome', 'Maria Aparecida', '--cpf', '529.982.247-25', '--nascimento', '15/03/1985'],
    );
    expect(one.code, one.stderr).toBe(0);
    const id = one.stdout.trim();
    expect(id).toMatch(UUID);
    expect(one.stderr).toContain('Solicitação criada: 10 certidões na fila.');
    const company = await user.cli(
      'solicitar',
      '--nome',
      'Exemplo Ltda',
      '--cnpj',
      '11.222.333/0001-81',
      '--json',
    );
    expect(company.code).toBe(0);
    const [created] = JSON.parse(company.stdout) as Solicitacao[];
    expect(created?.dadosGerais.tipoPessoa).toBe('juridica');

    const json = await user.cli('solicitacoes', '--json', '--limite', '1');
    expect(json.code).toBe(0);
    const page = JSON.parse(json.stdout) as SolicitacaoList;
    expect(page.meta).toMatchObject({ total: 2, page: 1, limit: 1, totalPages: 2 });
    const table = await user.cli('solicitacoes', '--tipo', 'tjsp-inventario');
    expect(table.code).toBe(0);
    expect(lines(table.stdout)[0]).toMatch(/^ID\s+Criada em\s+Nome/);
    expect(table.stdout).toContain(id);
    expect(table.stdout).not.toContain(created?.id);
    expect(lines(table.stderr)).toContain('1 solicitação');
    const none = await user.cli('solicitacoes', '--status', 'falhou');
    expect(none.stderr).toContain('Nenhuma solicitação encontrada');
    const wrong = await user.cli('solicitacoes', '--status', 'talvez');
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain("valor 'talvez' inválido para a opção");
  });

  it('a file through the batch: each row refused by the plan (422) is named, the rows that fit are created', async () => {
    const rows = [
      'tipoPessoa,nomeCompleto,cpf,rg,dataNascimento,cnpj,observacao',
      'fisica,Ana,111.444.777-35,,1990-01-01,,',
      'fisica,Bia,529.982.247-25,,1990-01-01,,',
      'fisica,Caio,390.533.447-05,,1990-01-01,,',
    ];
    const file = csv('tres.csv', rows.join('\n'));
    const noPlan = await signedIn(t, await t.createUser('user'));
    const refused = await noPlan.cli('solicitar', '--arquivo', file, '--concorrencia', '1');
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    // One call for the file: the server answers every row, so none is left unsent.
    for (const line of [2, 3, 4])
      expect(refused.stderr).toContain(`linha ${line}: Você não possui um plano ativo`);
    expect(refused.stderr).not.toContain('Linhas não enviadas');

    const limited = await userWithPlan(t, 2);
    const partial = await limited.cli('solicitar', '--arquivo', file, '--concorrencia', '1');
    expect(partial.code).toBe(5);
    expect(lines(partial.stdout)).toHaveLength(2);
    expect(partial.stderr).toContain(
      'linha 4: Você atingiu o limite de 2 solicitações do seu plano neste mês.',
    );
    expect(partial.stderr).toContain('2 de 3 solicitações criadas.');
  });
});

describe('failing fast and quietly', () => {
  it('an unwritable destination for baixar is one pt-BR message before anything is downloaded', async () => {
    const cli = cliFor(t);
    const file = csv('nao-e-pasta', 'texto');
    const res = await cli('baixar', '--todas', '--destino', join(file, 'certidoes'));
    expect(res.code).toBe(2);
    expect(withoutServerLine(res.stderr)).toEqual([
      `Erro: não é possível gravar em ${join(file, 'certidoes')}: ${join(file, 'certidoes')}: parte do caminho é um arquivo, não uma pasta.`,
    ]);
    expect(res.stderr).not.toContain('ENOTDIR');
  });

  it('a batch against a server that is down is one line: nothing sent, and where the server was', async () => {
    const rows = Array.from(
      { length: 40 },
      (_, i) => `fisica,Pessoa ${i},${cpf(100_000_000 + i)},,1985-03-15,,`,
    );
    const file = csv(
      'fora.csv',
      `tipoPessoa,nomeCompleto,cpf,rg,dataNascimento,cnpj,observacao\n${rows.join('\n')}\n`,
    );
    const res = await cliFor(t)('solicitar', '--arquivo', file, '--url', 'http://127.0.0.1:1');
    expect(res.code).toBe(4);
    expect(withoutServerLine(res.stderr)).toEqual([
      `Erro: nada foi enviado (40 linhas de ${file}): Não foi possível conectar ao servidor http://127.0.0.1:1. Verifique sua conexão.`,
    ]);
  });

  it('a binary file given as CSV is said to be no CSV text file, without its bytes', async () => {
    const file = join(dir, 'planilha.xlsx');
    writeFileSync(
      file,
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x06, 0x00, 0x08, 0x00, 0xff, 0xfe, 0x01]),
    );
    const res = await cliFor(t)('solicitar', '--arquivo', file);
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('não é um CSV de texto');
    expect(withoutServerLine(res.stderr)).toEqual([
      `${file}: O arquivo não é um CSV de texto (parece binário: uma planilha .xlsx, um PDF, uma imagem…). No Excel, use Salvar como › CSV.`,
      'Nenhuma solicitação foi criada.',
    ]);
  });
});

/** The lines of stderr but the one naming the server and account. */
function withoutServerLine(stderr: string): string[] {
  return lines(stderr).filter((l) => !l.startsWith('Servidor '));
}

/** A valid CPF (digits only) from a 9-digit base. */
function cpf(base: number): string {
  const digits = String(base).padStart(9, '0').split('').map(Number);
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((acc, d, i) => acc + d * (length + 1 - i), 0);
    digits.push(((sum * 10) % 11) % 10);
  }
  return digits.join('');
}
