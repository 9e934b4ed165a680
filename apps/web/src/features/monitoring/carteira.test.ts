import { describe, expect, it } from 'vitest';
import { EXEMPLO_CARTEIRA_CSV, problemText, readPortfolioFile, refusedLines } from './carteira.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readPortfolioFile', () => {
  it('reads the example file without problems', () => {
    const read = readPortfolioFile(bytes(EXEMPLO_CARTEIRA_CSV));
    expect(read.problems).toEqual([]);
    expect(read.rows.map((r) => [r.line, r.party.tipoPessoa])).toEqual([
      [2, 'fisica'],
      [3, 'juridica'],
    ]);
  });
  it('names the line of a bad row', () => {
    const read = readPortfolioFile(bytes('nome;cpf;certidoes\nAna;529.982.247-25;xyz\n'));
    expect(read.problems.map(problemText)).toEqual(['Linha 2: Tipo de certidão desconhecido: xyz.']);
  });
  it('reports an unclosed quote as a bad file', () => {
    expect(readPortfolioFile(bytes('nome;cpf\n"Ana;1\n')).problems[0]?.line).toBe(0);
  });
});

describe('refusedLines', () => {
  it("maps the server's row positions back to the file's lines", () => {
    const { rows } = readPortfolioFile(bytes(EXEMPLO_CARTEIRA_CSV));
    const body = { message: 'x', erros: [{ indice: 1, mensagem: 'CNPJ inválido.' }] };
    expect(refusedLines(rows, body)).toEqual([{ line: 3, message: 'CNPJ inválido.' }]);
    expect(refusedLines(rows, undefined)).toEqual([]);
  });
});
