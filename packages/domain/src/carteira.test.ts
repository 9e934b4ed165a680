import { describe, expect, it } from 'vitest';
import { readCarteira } from './carteira';
import { parseCsv } from './csv';

describe('portfolio CSV', () => {
  it('reads parties by column name, inferring the person type and defaulting types and policy', () => {
    const file = parseCsv(
      'Nome;CPF/CNPJ;Certidões;Política;Dias;Data de nascimento\n' +
        'Maria;529.982.247-25;cndt|trf3;semanal;;15/03/1985\n' +
        'Empresa Ltda;11.222.333/0001-81;;;10;\n',
    );
    const { rows, problems } = readCarteira(file);
    expect(problems).toEqual([]);
    expect(rows[0]).toMatchObject({
      line: 2,
      party: {
        tipoPessoa: 'fisica',
        tiposCertidao: ['cndt', 'trf3'],
        politica: 'semanal',
      },
    });
    // An empty policy or lead time is left to the server (a new party's default, an updated one's own).
    expect(rows[0]?.party).not.toHaveProperty('diasAntecedencia');
    expect(rows[1]?.party).not.toHaveProperty('politica');
    expect(rows[1]?.party.tipoPessoa).toBe('juridica');
    expect(rows[1]?.party.tiposCertidao).not.toContain('tjsp-inventario');
    expect(rows[1]?.party.diasAntecedencia).toBe(10);
  });

  it('reads the inputs national types need and refuses a row without them', () => {
    const { rows, problems } = readCarteira(
      parseCsv(
        'nome;documento;nascimento;certidoes;nome da mae;matricula;cartorio\n' +
          'Ana;529.982.247-25;15/03/1985;trf6|matricula;Maria;12.345;4º RI de BH\n' +
          'Bia;111.444.777-35;15/03/1985;trf6;;;\n',
      ),
    );
    expect(rows.map((r) => [r.party.nomeMae, r.party.matricula, r.party.registroImobiliario])).toEqual([
      ['Maria', '12.345', '4º RI de BH'],
    ]);
    expect(problems).toEqual([
      {
        line: 3,
        message:
          'Nome da mãe é obrigatório para a certidão "Certidão de Distribuição da Justiça Federal (TRF-6)".',
      },
    ]);
  });

  it('names each bad line and unknown columns; ignores the columns of a rejects file', () => {
    const bad = readCarteira(parseCsv('nome,documento,cor\nA,1\n'));
    expect(bad.problems).toEqual([{ line: 1, message: 'Coluna desconhecida: cor.' }]);
    const { rows, problems } = readCarteira(
      parseCsv(
        'linha,motivo,nome,documento,certidoes,politica,dias,nascimento\n' +
          '2,x,,529.982.247-25,,,,15/03/1985\n' +
          '3,x,B,529.982.247-25,xyz,,,15/03/1985\n' +
          '4,x,C,529.982.247-25,,anual,,15/03/1985\n' +
          '5,x,D,529.982.247-25,,,99,15/03/1985\n' +
          '6,x,E,529.982.247-25,cndt,,,15/03/1985\n',
      ),
    );
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4, 5]);
    expect(problems[1]?.message).toContain('xyz');
    expect(rows.map((r) => r.line)).toEqual([6]);
  });

  it('refuses what the server refuses, in its words: check digits, impossible dates, a repeated CPF/CNPJ', () => {
    const { rows, problems } = readCarteira(
      parseCsv(
        'nome;documento;nascimento;certidoes;escritura\n' +
          'Ana;529.982.247-24;15/03/1985;cndt;\n' +
          'Bia;11.222.333/0001-82;;cndt;\n' +
          'Caio;111.444.777-35;31/02/1985;cndt;\n' +
          'Duda;111.444.777-35;15/03/1985;cndt;31/02/2026\n' +
          'Eva;529.982.247-25;15/03/1985;cndt;20/03/2027\n' +
          'Eva de novo;529.982.247-25;15/03/1985;cndt;\n' +
          'Fábio;390.533.447-05;15/03/1985;FGTS;\n',
      ),
      '2026-11-29',
    );
    expect(problems).toEqual([
      { line: 2, message: 'Digite um CPF ou CNPJ válido' },
      { line: 3, message: 'Digite um CPF ou CNPJ válido' },
      { line: 4, message: 'Data de nascimento inválida. Use o formato dd/mm/aaaa.' },
      { line: 5, message: 'A data da escritura não é um dia válido.' },
      { line: 7, message: 'CPF/CNPJ repetido no arquivo: cada parte pode aparecer uma só vez.' },
      { line: 8, message: expect.stringContaining('não se aplica a pessoa física') },
    ]);
    expect(rows.map((r) => [r.line, r.party.dataEscritura])).toEqual([[6, '2027-03-20']]);
  });
});
