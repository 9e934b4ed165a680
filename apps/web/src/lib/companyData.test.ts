import { describe, expect, it } from 'vitest';
import { companyDataBody, companyFieldOf, EMPTY_COMPANY_DATA, validateCompanyData } from './companyData.ts';

const valid = { ...EMPTY_COMPANY_DATA, razaoSocial: 'Imobiliária Exemplo Ltda', cnpj: '11.222.333/0001-81' };

describe('company data form', () => {
  it('asks for razão social and a CNPJ with valid check digits', () => {
    expect(validateCompanyData(EMPTY_COMPANY_DATA)).toEqual({
      razaoSocial: 'Informe a razão social.',
      cnpj: 'Digite um CNPJ válido',
    });
    expect(validateCompanyData({ ...valid, cnpj: '11.222.333/0001-82' })).toEqual({
      cnpj: 'Digite um CNPJ válido',
    });
  });

  it('leaves the billing address out when blank, and checks all of it once one field is filled', () => {
    expect(validateCompanyData(valid)).toEqual({});
    expect(companyDataBody(valid).dadosCobranca).toBeNull();
    expect(validateCompanyData({ ...valid, cidade: 'São Paulo' })).toEqual({
      endereco: 'Informe o endereço.',
      cep: 'CEP inválido',
      emailCobranca: 'Digite um email válido',
    });
  });

  it('sends the nome fantasia as null when blank and trims what was typed', () => {
    const body = companyDataBody({
      ...valid,
      razaoSocial: '  Imobiliária Exemplo Ltda ',
      endereco: 'Av. Paulista, 1000',
      cidade: 'São Paulo',
      cep: '01310-100',
      emailCobranca: ' financeiro@exemplo.com.br ',
    });
    expect(body).toEqual({
      razaoSocial: 'Imobiliária Exemplo Ltda',
      nomeFantasia: null,
      cnpj: '11.222.333/0001-81',
      dadosCobranca: {
        endereco: 'Av. Paulista, 1000',
        cidade: 'São Paulo',
        cep: '01310-100',
        emailCobranca: 'financeiro@exemplo.com.br',
      },
    });
  });

  it('names the field of a server refusal that is about one (a CNPJ another company has included)', () => {
    expect(companyFieldOf('Já existe uma empresa com este CNPJ.')).toBe('cnpj');
    expect(companyFieldOf('CEP inválido')).toBe('cep');
    expect(companyFieldOf('Informe a razão social.')).toBe('razaoSocial');
    expect(companyFieldOf('Pagamento recusado pela operadora do cartão.')).toBeUndefined();
  });
});
