import { describe, expect, it } from 'vitest';
import { type PartyInput, partiesProblems, partyProblem } from './partyRules';

const person: PartyInput = {
  tipoPessoa: 'fisica',
  nomeCompleto: 'Maria da Silva',
  documento: '529.982.247-25',
  dataNascimento: '15/03/1985',
  tiposCertidao: ['cndt'],
};
const company: PartyInput = {
  tipoPessoa: 'juridica',
  nomeCompleto: 'Construtora Exemplo Ltda',
  documento: '11.222.333/0001-81',
  tiposCertidao: ['cndt', 'fgts'],
};
const TODAY = '2026-11-29';

describe('monitored party rules', () => {
  it('accepts a complete person and company, with or without a deed date', () => {
    expect(partyProblem(person, TODAY)).toBeNull();
    expect(partyProblem({ ...company, dataEscritura: '2027-02-28' }, TODAY)).toBeNull();
    expect(partyProblem({ ...company, dataEscritura: null }, TODAY)).toBeNull();
  });

  it('refuses a wrong check digit, for a CPF and for a CNPJ', () => {
    expect(partyProblem({ ...person, documento: '529.982.247-24' }, TODAY)).toBe(
      'Digite um CPF ou CNPJ válido',
    );
    expect(partyProblem({ ...company, documento: '11.222.333/0001-82' }, TODAY)).toBe(
      'Digite um CPF ou CNPJ válido',
    );
    expect(partyProblem({ ...person, documento: '' }, TODAY)).toBe('CPF é obrigatório para pessoa física.');
  });

  it('refuses impossible, future and missing birth dates and an impossible deed date', () => {
    const bad = 'Data de nascimento inválida. Use o formato dd/mm/aaaa.';
    expect(partyProblem({ ...person, dataNascimento: '31/02/1985' }, TODAY)).toBe(bad);
    expect(partyProblem({ ...person, dataNascimento: '30/11/2026' }, TODAY)).toBe(bad);
    expect(partyProblem({ ...person, dataNascimento: '1985-03-15' }, TODAY)).toBe(bad);
    expect(partyProblem({ ...person, dataNascimento: null }, TODAY)).toBe(
      'Data de nascimento é obrigatória para pessoa física.',
    );
    for (const dataEscritura of ['2026-02-31', '31/02/2026', '2027-02-29'])
      expect(partyProblem({ ...person, dataEscritura }, TODAY)).toBe(
        'A data da escritura não é um dia válido.',
      );
  });

  it('refuses unknown, repeated and inapplicable types and the inputs a type lacks', () => {
    expect(partyProblem({ ...person, tiposCertidao: ['xyz'] }, TODAY)).toBe(
      'Tipo de certidão desconhecido: xyz.',
    );
    expect(partyProblem({ ...person, tiposCertidao: ['cndt', 'cndt'] }, TODAY)).toContain(
      'aparece mais de uma vez',
    );
    expect(partyProblem({ ...person, tiposCertidao: ['fgts'] }, TODAY)).toContain(
      'não se aplica a pessoa física',
    );
    expect(partyProblem({ ...person, tiposCertidao: ['trf6'] }, TODAY)).toContain(
      'Nome da mãe é obrigatório',
    );
    expect(partyProblem({ ...person, tiposCertidao: [] }, TODAY)).toBe(
      'Escolha pelo menos um tipo de certidão para monitorar.',
    );
    expect(partyProblem({ ...person, nomeCompleto: '  ' }, TODAY)).toBe('Nome completo é obrigatório.');
  });

  it('names each refused party of a list by position, and a CPF/CNPJ already earlier in it', () => {
    expect(
      partiesProblems(
        [person, { ...person, documento: '52998224725' }, { ...company, documento: '1' }, company],
        TODAY,
      ),
    ).toEqual([
      { indice: 1, mensagem: 'CPF/CNPJ repetido no arquivo: cada parte pode aparecer uma só vez.' },
      { indice: 2, mensagem: 'Digite um CPF ou CNPJ válido' },
    ]);
  });
});
