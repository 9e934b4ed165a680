import { describe, expect, it } from 'vitest';
import { EMPTY_COMPANY_DATA } from '../../../lib/companyData.ts';
import {
  companyPurchaseBlocker,
  companyPurchaseBody,
  companyPurchaseErrors,
  NO_COMPANY_PURCHASE,
} from './companyPurchase.ts';
import { EMPTY_REGISTRATION, registrationBlocker, TERMS_MESSAGE } from './registration.ts';

const dados = { ...EMPTY_COMPANY_DATA, razaoSocial: ' Imobiliária Exemplo Ltda ', cnpj: '11222333000181' };

describe("'Comprar para uma empresa' at checkout", () => {
  it('asks nothing and sends no company while the option is off', () => {
    const off = { ativo: false, dados: EMPTY_COMPANY_DATA };
    expect(companyPurchaseErrors(off)).toEqual({});
    expect(companyPurchaseBlocker(off)).toBeNull();
    expect(companyPurchaseBody(NO_COMPANY_PURCHASE)).toBeUndefined();
  });

  it("checks the company by 'Criar empresa' rules and sends it trimmed", () => {
    expect(companyPurchaseBlocker({ ativo: true, dados: EMPTY_COMPANY_DATA })).toBe(
      'Informe a razão social.',
    );
    expect(companyPurchaseBlocker({ ativo: true, dados: { ...dados, cnpj: '11222333000182' } })).toBe(
      'Digite um CNPJ válido',
    );
    expect(companyPurchaseBlocker({ ativo: true, dados })).toBeNull();
    expect(companyPurchaseBody({ ativo: true, dados })).toEqual({
      razaoSocial: 'Imobiliária Exemplo Ltda',
      nomeFantasia: null,
      cnpj: '11222333000181',
      dadosCobranca: null,
    });
  });

  it("holds the registration's button after the person's fields and before the terms", () => {
    const filled = {
      ...EMPTY_REGISTRATION,
      nomeCompleto: 'Maria Silva',
      email: 'maria@exemplo.com.br',
      telefone: '11987654321',
      cpfCnpj: '52998224725',
      senha: 'segredo1',
      confirmarSenha: 'segredo1',
    };
    expect(registrationBlocker(filled, {}, 'Informe a razão social.')).toBe('Informe a razão social.');
    expect(registrationBlocker(filled, {}, null)).toBe(TERMS_MESSAGE);
    expect(
      registrationBlocker({ ...filled, aceitaTermos: true, aceitaPrivacidade: true }, {}, null),
    ).toBeNull();
  });
});
