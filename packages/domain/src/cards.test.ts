import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  cardBrand,
  cardDigits,
  formatCardExpiry,
  isCardExpired,
  isValidCardNumber,
  parseCardExpiry,
  passesLuhn,
  validateCard,
  validateCardHolder,
} from './cards';

const CARD = {
  holderName: 'MARIA A SILVA',
  number: '4111 1111 1111 1111',
  expiryMonth: '05',
  expiryYear: '30',
  ccv: '123',
};
const HOLDER = {
  name: 'Maria Aparecida da Silva',
  email: 'maria@example.com',
  cpfCnpj: '529.982.247-25',
  postalCode: '01310-100',
  addressNumber: '1000',
  phone: '(11) 3333-4444',
};

describe('card rules (add card)', () => {
  it('uses the pt-BR messages verbatim', () => {
    expect(CARD_MESSAGES).toMatchObject({
      number: 'Número do cartão inválido',
      expiry: 'Data de validade inválida',
      cvc: 'CVC inválido',
      name: 'Nome no cartão inválido',
      holderMissing: 'Por favor, preencha todos os dados do portador do cartão',
    });
  });

  it('accepts 13 to 19 digits, grouped by spaces or hyphens', () => {
    expect(isValidCardNumber('4222222222222')).toBe(true);
    expect(isValidCardNumber('4111-1111-1111-1111')).toBe(true);
    expect(isValidCardNumber('6062 8288 8866 6688 123')).toBe(true);
    expect(isValidCardNumber('411111111111')).toBe(false);
    expect(isValidCardNumber('41111111111111111111')).toBe(false);
    expect(isValidCardNumber('4111 1111 1111 111a')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
    expect(cardDigits('4111.1111')).toBe('');
  });

  it('checks each field in the form order', () => {
    expect(validateCard(CARD)).toBeNull();
    expect(validateCard({ ...CARD, expiryYear: '2030' })).toBeNull();
    expect(validateCard({ ...CARD, number: '1234' })).toBe('Número do cartão inválido');
    expect(validateCard({ ...CARD, expiryMonth: '13' })).toBe('Data de validade inválida');
    expect(validateCard({ ...CARD, expiryMonth: '5' })).toBe('Data de validade inválida');
    expect(validateCard({ ...CARD, expiryYear: '203' })).toBe('Data de validade inválida');
    expect(validateCard({ ...CARD, ccv: '12' })).toBe('CVC inválido');
    expect(validateCard({ ...CARD, ccv: '12a' })).toBe('CVC inválido');
    expect(validateCard({ ...CARD, ccv: '1234' })).toBeNull();
    expect(validateCard({ ...CARD, holderName: ' M ' })).toBe('Nome no cartão inválido');
    expect(validateCard({ ...CARD, number: '', ccv: '' })).toBe('Número do cartão inválido');
  });

  it('reads and writes the MM/AA expiry', () => {
    expect(parseCardExpiry('05/30')).toEqual({ month: '05', year: '2030' });
    expect(parseCardExpiry('5/30')).toBeNull();
    expect(parseCardExpiry('13/30')).toBeNull();
    expect(parseCardExpiry('05/2030')).toBeNull();
    expect(formatCardExpiry('05', '2030')).toBe('05/30');
    expect(formatCardExpiry('5', '30')).toBe('05/30');
    const now = new Date('2026-11-23T12:00:00Z');
    expect(isCardExpired('11', '2026', now)).toBe(false);
    expect(isCardExpired('10', '26', now)).toBe(true);
    expect(isCardExpired('01', '2027', now)).toBe(false);
  });

  it('runs the Luhn check', () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('5184019740373151')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('4444444444444444')).toBe(false);
    expect(passesLuhn('')).toBe(false);
  });

  it('detects the brand from the first digits', () => {
    expect(cardBrand('4111 1111 1111 1111')).toBe('VISA');
    expect(cardBrand('5184019740373151')).toBe('MASTERCARD');
    expect(cardBrand('2221000000000009')).toBe('MASTERCARD');
    expect(cardBrand('378282246310005')).toBe('AMEX');
    expect(cardBrand('6362970000457013')).toBe('ELO');
    expect(cardBrand('5067230000000000')).toBe('ELO');
    expect(cardBrand('4011780000000000')).toBe('ELO');
    expect(cardBrand('6062825624254001')).toBe('HIPERCARD');
    expect(cardBrand('3841001111222233334')).toBe('HIPERCARD');
    expect(cardBrand('36490102462661')).toBe('DINERS');
    expect(cardBrand('3530111333300000')).toBe('JCB');
    expect(cardBrand('6011111111111117')).toBe('DISCOVER');
    expect(cardBrand('9999999999999995')).toBe('UNKNOWN');
    expect(cardBrand('41')).toBe('UNKNOWN');
  });
});

describe('card holder rules', () => {
  it('accepts complete data', () => {
    expect(validateCardHolder(HOLDER)).toBeNull();
    expect(
      validateCardHolder({ ...HOLDER, cpfCnpj: '11.222.333/0001-81', mobilePhone: '11987654321' }),
    ).toBeNull();
  });

  it('asks for every required field with the form message', () => {
    for (const field of ['name', 'email', 'cpfCnpj', 'postalCode', 'addressNumber', 'phone'] as const)
      expect(validateCardHolder({ ...HOLDER, [field]: '  ' }), field).toBe(
        'Por favor, preencha todos os dados do portador do cartão',
      );
  });

  it('checks e-mail, CPF/CNPJ, CEP and phones', () => {
    expect(validateCardHolder({ ...HOLDER, email: 'maria@' })).toBe('Digite um email válido');
    expect(validateCardHolder({ ...HOLDER, cpfCnpj: '52998224724' })).toBe('Digite um CPF ou CNPJ válido');
    expect(validateCardHolder({ ...HOLDER, postalCode: '0131-100' })).toBe('CEP inválido');
    expect(validateCardHolder({ ...HOLDER, postalCode: 'ABCDE-FGH' })).toBe('CEP inválido');
    expect(validateCardHolder({ ...HOLDER, phone: '3333-4444' })).toBe('Telefone inválido');
    expect(validateCardHolder({ ...HOLDER, mobilePhone: '9' })).toBe('Telefone inválido');
    expect(validateCardHolder({ ...HOLDER, mobilePhone: null })).toBeNull();
  });
});
