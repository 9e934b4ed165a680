import { describe, expect, it } from 'vitest';
import { csvLine, decodeCsv, parseCsv } from '../src/csv.ts';
import { readLote } from '../src/lote.ts';

const HEADER = 'tipoPessoa,nomeCompleto,cpf,rg,dataNascimento,cnpj,observacao';

describe('CSV batch files (no server)', () => {
  it('detects the separator, keeps quoted separators, quotes and line breaks, and numbers lines', () => {
    const file = parseCsv('a;b;c\r\n1;"x;y";"di ""z"""\r\n\r\n2;"linha\numa";3\n');
    expect(file.separator).toBe(';');
    expect(file.header).toEqual(['a', 'b', 'c']);
    expect(file.records).toEqual([
      { line: 2, values: ['1', 'x;y', 'di "z"'] },
      { line: 4, values: ['2', 'linha\numa', '3'] },
    ]);
    expect(parseCsv('a,b\n1,2').records).toEqual([{ line: 2, values: ['1', '2'] }]);
    expect(() => parseCsv('a,b\n"1,2\n')).toThrow('Aspas não fechadas a partir da linha 2.');
  });

  it('reads UTF-8 with or without BOM, and Windows-1252 files', () => {
    expect(decodeCsv(new TextEncoder().encode('\uFEFFnome\nJoão'))).toEqual({
      text: 'nome\nJoão',
      encoding: 'utf-8',
    });
    expect(decodeCsv(Uint8Array.from([0x4a, 0x6f, 0xe3, 0x6f]))).toEqual({
      text: 'João',
      encoding: 'windows-1252',
    });
  });

  it('reads places, the kind of transaction, types and the inputs they need, with the domain messages', () => {
    const file = readLote(
      new TextEncoder().encode(
        [
          'tipo;nome;cpf;nascimento;UF;Cidade;Finalidade;Matrícula;Cartório;Nome da mãe;Certidões',
          'PF;Ana;111.444.777-35;1990-01-01;MG;Belo Horizonte;compra-imovel;12.345;4º RI de BH;Maria;',
          'PF;Bia;529.982.247-25;1990-01-01;MG;Belo Horizonte;compra-imovel;;4º RI de BH;Maria;',
          'PF;Caio;390.533.447-05;1990-01-01;;;;;;;cndt|trf1',
          'PF;Duda;153.509.460-56;1990-01-01;XX;Lugar;;;;;',
        ].join('\n'),
      ),
    );
    expect(file.rows.map((r) => [r.line, r.input.uf, r.input.cidade, r.input.finalidade])).toEqual([
      [2, 'MG', 'Belo Horizonte', 'compra-imovel'],
    ]);
    expect(file.problems.map((p) => [p.line, p.message])).toEqual([
      [
        3,
        'Matrícula do imóvel é obrigatória para a certidão "Certidão de Inteiro Teor da Matrícula do Imóvel".',
      ],
      [4, 'Nome da mãe é obrigatório para a certidão "Certidão de Distribuição da Justiça Federal (TRF-1)".'],
      [5, 'UF inválida: XX. Use a sigla do estado (por exemplo MG).'],
    ]);
  });

  it('maps columns (any case, accents, aliases) and reports every bad row', () => {
    const ok = readLote(
      new TextEncoder().encode(
        'Tipo;Nome;CPF;Nascimento;CNPJ\nPF;Ana;111.444.777-35;1990-01-01;\nJurídica;Empresa;;;11222333000181\nfisica;Ana de novo;11144477735;01/01/1990;\n',
      ),
    );
    expect(ok.problems).toEqual([]);
    expect(ok.rows.map((r) => [r.line, r.input.tipoPessoa, r.input.nomeCompleto])).toEqual([
      [2, 'fisica', 'Ana'],
      [3, 'juridica', 'Empresa'],
      [4, 'fisica', 'Ana de novo'],
    ]);
    expect(ok.duplicates).toEqual([{ line: 4, firstLine: 2 }]);

    const bad = readLote(
      new TextEncoder().encode(`${HEADER}\nfisica,Ana,1,,,,\nfisica,Bia,111.444.777-35,,,,,x\n`),
    );
    expect(bad.rows).toEqual([]);
    expect(bad.problems).toEqual([
      { line: 2, message: 'CPF inválido.', values: ['fisica', 'Ana', '1', '', '', '', ''] },
      {
        line: 3,
        message: 'A linha tem 8 colunas e o cabeçalho 7. Confira o separador e as aspas.',
        values: ['fisica', 'Bia', '111.444.777-35', '', '', '', '', 'x'],
      },
    ]);
    expect(readLote(new TextEncoder().encode(`${HEADER}\n`)).problems).toEqual([
      { line: 0, message: 'O arquivo não tem nenhuma linha de dados.' },
    ]);
  });

  it('writes CSV lines that read back to the same values', () => {
    const values = ['Ana; "Bia"', 'linha\numa', 'simples', ''];
    for (const separator of [';', ','] as const) {
      const text = `a${separator}b${separator}c${separator}d\r\n${csvLine(values, separator)}`;
      expect(parseCsv(text).records[0]?.values).toEqual(values);
      expect(parseCsv(text).separator).toBe(separator);
    }
  });
});
