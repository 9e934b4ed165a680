import { describe, expect, it } from 'vitest';
import {
  cnpjCheckDigits,
  cpfCheckDigits,
  formatCnpj,
  formatCpf,
  formatCpfCnpj,
  isValidCnpj,
  isValidCpf,
  isValidCpfCnpj,
  maskDocument,
  normalizeCnpj,
  normalizeCpfCnpj,
  onlyDigits,
} from './documents';

// Published, well-known valid numbers.
const VALID_CPFS = ['529.982.247-25', '111.444.777-35', '123.456.789-09'];
const VALID_CNPJS = ['11.222.333/0001-81', '11.444.777/0001-61', '33.000.167/0001-01', '00.000.000/0001-91'];
/** The Receita Federal's own example of the alphanumeric CNPJ (2026). */
const RECEITA_ALPHANUMERIC_EXAMPLE = '12.ABC.345/01DE-35';

describe('onlyDigits', () => {
  it('keeps digits only', () => {
    expect(onlyDigits('529.982.247-25')).toBe('52998224725');
    expect(onlyDigits(' a1b2 c3! ')).toBe('123');
    expect(onlyDigits('')).toBe('');
    expect(onlyDigits(undefined)).toBe('');
  });
});

describe('check digits', () => {
  it('computes CPF check digits', () => {
    expect(cpfCheckDigits('529982247')).toBe('25');
    expect(cpfCheckDigits('111444777')).toBe('35');
    expect(cpfCheckDigits('123456789')).toBe('09');
  });

  it('computes numeric CNPJ check digits', () => {
    expect(cnpjCheckDigits('112223330001')).toBe('81');
    expect(cnpjCheckDigits('000000000001')).toBe('91');
  });

  it('computes alphanumeric CNPJ check digits with character value = ASCII − 48', () => {
    // 1,2,17,18,19,3,4,5,0,1,20,21 × 5,4,3,2,9,8,7,6,5,4,3,2 = 459; 459 mod 11 = 8 → 3
    // then with the 3 appended × 6,5,4,3,2,9,8,7,6,5,4,3,2 = 424; 424 mod 11 = 6 → 5
    expect(cnpjCheckDigits('12ABC34501DE')).toBe('35');
    expect(cnpjCheckDigits('12abc34501de')).toBe('35');
  });

  it('rejects bases of the wrong shape', () => {
    expect(() => cpfCheckDigits('12345678')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12ABC34501D')).toThrow(RangeError);
    expect(() => cnpjCheckDigits('12ABC34501D!')).toThrow(RangeError);
  });
});

describe('isValidCpf', () => {
  it.each(VALID_CPFS)('accepts %s, punctuated or bare', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
    expect(isValidCpf(onlyDigits(cpf))).toBe(true);
  });

  it('accepts surrounding spaces', () => {
    expect(isValidCpf(' 529.982.247-25 ')).toBe(true);
  });

  it('rejects wrong check digits', () => {
    expect(isValidCpf('529.982.247-24')).toBe(false);
    expect(isValidCpf('529.982.247-15')).toBe(false);
    expect(isValidCpf('52998224726')).toBe(false);
  });

  it('rejects every repeated-digit sequence even though its check digits compute', () => {
    for (let d = 0; d <= 9; d++) {
      const cpf = String(d).repeat(11);
      // The arithmetic alone would accept them: that is why they are rejected explicitly.
      expect(cpfCheckDigits(cpf.slice(0, 9))).toBe(cpf.slice(9));
      expect(isValidCpf(cpf)).toBe(false);
    }
  });

  it('rejects wrong lengths, letters and empty values', () => {
    expect(isValidCpf('5299822472')).toBe(false);
    expect(isValidCpf('529982247250')).toBe(false);
    expect(isValidCpf('529982247a5')).toBe(false);
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf(null)).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each(VALID_CNPJS)('accepts %s, punctuated or bare', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
    expect(isValidCnpj(onlyDigits(cnpj))).toBe(true);
  });

  it("accepts the Receita Federal's alphanumeric example in any case and with or without punctuation", () => {
    expect(isValidCnpj(RECEITA_ALPHANUMERIC_EXAMPLE)).toBe(true);
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12.abc.345/01de-35')).toBe(true);
  });

  it('rejects wrong check digits (numeric and alphanumeric)', () => {
    expect(isValidCnpj('11.222.333/0001-82')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-18')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DE-36')).toBe(false);
    expect(isValidCnpj('12.ABC.345/01DF-35')).toBe(false);
  });

  it('rejects letters in the check-digit positions and non-alphanumeric characters', () => {
    expect(isValidCnpj('12ABC34501DE3A')).toBe(false);
    expect(isValidCnpj('12ABC34501D#35')).toBe(false);
    expect(isValidCnpj('12ÁBC34501DE35')).toBe(false);
  });

  it('rejects repeated-digit sequences', () => {
    for (let d = 0; d <= 9; d++) expect(isValidCnpj(String(d).repeat(14))).toBe(false);
  });

  it('rejects wrong lengths and empty values', () => {
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001811')).toBe(false);
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj(undefined)).toBe(false);
  });
});

describe('isValidCpfCnpj', () => {
  it('dispatches by length', () => {
    expect(isValidCpfCnpj('529.982.247-25')).toBe(true);
    expect(isValidCpfCnpj('11.222.333/0001-81')).toBe(true);
    expect(isValidCpfCnpj(RECEITA_ALPHANUMERIC_EXAMPLE)).toBe(true);
    expect(isValidCpfCnpj('529.982.247-24')).toBe(false);
    expect(isValidCpfCnpj('11.222.333/0001-80')).toBe(false);
    expect(isValidCpfCnpj('123456789012')).toBe(false);
    expect(isValidCpfCnpj('')).toBe(false);
  });
});

describe('formatting and normalisation', () => {
  it('formats a CPF as 000.000.000-00', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
  });

  it('returns an incomplete CPF unchanged (trimmed)', () => {
    expect(formatCpf(' 5299822 ')).toBe('5299822');
    expect(formatCpf('')).toBe('');
  });

  it('formats a CNPJ as 00.000.000/0000-00, letters upper-cased', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('112223')).toBe('112223');
  });

  it('formats either document by length', () => {
    expect(formatCpfCnpj('52998224725')).toBe('529.982.247-25');
    expect(formatCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCpfCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCpfCnpj('12345')).toBe('12345');
  });

  it('normalises a CNPJ to what the API receives (digits, or upper-case alphanumerics)', () => {
    expect(normalizeCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizeCnpj(' 12.abc.345/01de-35 ')).toBe('12ABC34501DE35');
    expect(normalizeCpfCnpj('529.982.247-25')).toBe('52998224725');
  });
});

describe('maskDocument', () => {
  it('hides the first 3 and last 2 digits of a CPF', () => {
    expect(maskDocument('123.456.789-09')).toBe('***.456.789-**');
    expect(maskDocument('12345678909')).toBe('***.456.789-**');
  });

  it('shows only the first 5 characters of a CNPJ', () => {
    expect(maskDocument('12.345.678/0001-95')).toBe('12.345.***/****-**');
    expect(maskDocument('12ABC34501DE35')).toBe('12.ABC.***/****-**');
  });

  it('hides every letter and digit of anything else', () => {
    expect(maskDocument('12.345-6')).toBe('**.***-*');
    expect(maskDocument('')).toBe('');
  });
});
