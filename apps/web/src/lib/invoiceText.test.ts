import { describe, expect, it } from 'vitest';
import { notaFiscalText, tomadorText } from './invoiceText.ts';

describe('invoice beside a payment', () => {
  it('names the invoice by its number once issued, else by its state', () => {
    expect(notaFiscalText(null)).toBe('—');
    expect(notaFiscalText({ status: 'EMITIDA', numero: '4521', pdfUrl: null, emitidaEm: null })).toBe(
      'nº 4521',
    );
    expect(notaFiscalText({ status: 'AGENDADA', numero: null, pdfUrl: null, emitidaEm: null })).toBe(
      'Em emissão',
    );
  });

  it('names the tomador with its document', () => {
    const company = {
      nome: 'Imobiliária Exemplo Ltda',
      cpfCnpj: '11222333000181',
      email: 'f@x.com',
      endereco: null,
      cidade: null,
      uf: null,
      cep: null,
      empresaId: 'e1',
    };
    expect(tomadorText(company)).toBe('Imobiliária Exemplo Ltda — CNPJ 11.222.333/0001-81');
    expect(tomadorText(null)).toBeNull();
  });
});
