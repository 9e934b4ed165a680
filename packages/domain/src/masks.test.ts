import { describe, expect, it } from 'vitest';
import {
  maskCardExpiry,
  maskCardNumber,
  maskCep,
  maskCnpj,
  maskCpf,
  maskCpfCnpj,
  maskCvc,
  maskPhone,
} from './masks';

/** Feeds the characters one at a time, as typing does, and returns every intermediate field value. */
function typeInto(mask: (s: string) => string, text: string): string[] {
  const shown: string[] = [];
  let field = '';
  for (const ch of text) {
    field = mask(field + ch);
    shown.push(field);
  }
  return shown;
}

describe('maskCpf', () => {
  it('formats progressively while typing', () => {
    expect(typeInto(maskCpf, '52998224725')).toEqual([
      '5',
      '52',
      '529',
      '529.9',
      '529.98',
      '529.982',
      '529.982.2',
      '529.982.24',
      '529.982.247',
      '529.982.247-2',
      '529.982.247-25',
    ]);
  });

  it('drops pasted junk and extra digits', () => {
    expect(maskCpf(' 529 982 247 25 ')).toBe('529.982.247-25');
    expect(maskCpf('CPF: 529.982.247-25')).toBe('529.982.247-25');
    expect(maskCpf('5299822472599')).toBe('529.982.247-25');
    expect(maskCpf('abc')).toBe('');
    expect(maskCpf('')).toBe('');
  });
});

describe('maskCnpj', () => {
  it('formats a numeric CNPJ progressively', () => {
    expect(maskCnpj('1')).toBe('1');
    expect(maskCnpj('11')).toBe('11');
    expect(maskCnpj('112')).toBe('11.2');
    expect(maskCnpj('11222')).toBe('11.222');
    expect(maskCnpj('112223')).toBe('11.222.3');
    expect(maskCnpj('11222333')).toBe('11.222.333');
    expect(maskCnpj('112223330')).toBe('11.222.333/0');
    expect(maskCnpj('112223330001')).toBe('11.222.333/0001');
    expect(maskCnpj('1122233300018')).toBe('11.222.333/0001-8');
    expect(maskCnpj('11222333000181')).toBe('11.222.333/0001-81');
  });

  it('is stable when typed character by character', () => {
    expect(typeInto(maskCnpj, '11222333000181').at(-1)).toBe('11.222.333/0001-81');
  });

  it('accepts letters (upper-cased) in the first 12 positions only', () => {
    expect(maskCnpj('12abc')).toBe('12.ABC');
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
    // letters typed in the check-digit positions are ignored
    expect(maskCnpj('12ABC34501DEX3Y5')).toBe('12.ABC.345/01DE-35');
  });

  it('drops pasted punctuation and extra characters', () => {
    expect(maskCnpj(' 11.222.333/0001-81 ')).toBe('11.222.333/0001-81');
    expect(maskCnpj('11_222_333_0001_81_99')).toBe('11.222.333/0001-81');
    expect(maskCnpj('')).toBe('');
  });
});

describe('maskCpfCnpj', () => {
  it('uses the CPF mask up to 11 digits', () => {
    expect(maskCpfCnpj('529')).toBe('529');
    expect(maskCpfCnpj('5299822')).toBe('529.982.2');
    expect(maskCpfCnpj('52998224725')).toBe('529.982.247-25');
  });

  it('switches to the CNPJ mask at the 12th digit', () => {
    expect(maskCpfCnpj('529.982.247-250')).toBe('52.998.224/7250');
    expect(maskCpfCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(typeInto(maskCpfCnpj, '11222333000181').slice(10)).toEqual([
      '112.223.330-00',
      '11.222.333/0001',
      '11.222.333/0001-8',
      '11.222.333/0001-81',
    ]);
  });

  it('switches to the CNPJ mask as soon as a letter appears', () => {
    expect(maskCpfCnpj('12a')).toBe('12.A');
    expect(maskCpfCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
  });

  it('drops pasted punctuation', () => {
    expect(maskCpfCnpj(' 529-982-247/25 ')).toBe('529.982.247-25');
    expect(maskCpfCnpj('112223330001810000')).toBe('11.222.333/0001-81');
  });
});

describe('maskPhone', () => {
  it('formats a mobile number progressively', () => {
    expect(typeInto(maskPhone, '11987654321')).toEqual([
      '(1',
      '(11',
      '(11) 9',
      '(11) 98',
      '(11) 987',
      '(11) 9876',
      '(11) 9876-5',
      '(11) 9876-54',
      '(11) 9876-543',
      '(11) 9876-5432',
      '(11) 98765-4321',
    ]);
  });

  it('formats a landline as (11) 3456-7890', () => {
    expect(maskPhone('1134567890')).toBe('(11) 3456-7890');
  });

  it('drops pasted junk, the +55 prefix and extra digits', () => {
    expect(maskPhone('+55 (11) 98765-4321')).toBe('(11) 98765-4321');
    expect(maskPhone('tel: 11 3456 7890')).toBe('(11) 3456-7890');
    expect(maskPhone('119876543219999')).toBe('(11) 98765-4321');
    expect(maskPhone('abc')).toBe('');
  });
});

describe('maskCep', () => {
  it('formats 00000-000 progressively and drops junk', () => {
    expect(maskCep('1')).toBe('1');
    expect(maskCep('11010')).toBe('11010');
    expect(maskCep('110100')).toBe('11010-0');
    expect(maskCep('11010000')).toBe('11010-000');
    expect(maskCep('CEP 11.010-000 ')).toBe('11010-000');
    expect(maskCep('110100009')).toBe('11010-000');
  });
});

describe('maskCardNumber', () => {
  it('groups by 4 as the user types', () => {
    expect(maskCardNumber('4')).toBe('4');
    expect(maskCardNumber('4111')).toBe('4111');
    expect(maskCardNumber('41111')).toBe('4111 1');
    expect(maskCardNumber('411111111111')).toBe('4111 1111 1111');
    expect(maskCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });

  it('never exceeds 19 characters and drops junk', () => {
    const full = maskCardNumber('4111-1111-1111-1111-2222');
    expect(full).toBe('4111 1111 1111 1111');
    expect(full).toHaveLength(19);
    expect(maskCardNumber('4111 1111 abc')).toBe('4111 1111');
  });
});

describe('maskCardExpiry', () => {
  it('formats MM/AA progressively in at most 5 characters', () => {
    expect(maskCardExpiry('1')).toBe('1');
    expect(maskCardExpiry('12')).toBe('12');
    expect(maskCardExpiry('123')).toBe('12/3');
    expect(maskCardExpiry('1228')).toBe('12/28');
    expect(maskCardExpiry('12/2028')).toBe('12/20');
    expect(maskCardExpiry('12/2028')).toHaveLength(5);
    expect(maskCardExpiry('ab')).toBe('');
  });
});

describe('maskCvc', () => {
  it('keeps at most 4 digits', () => {
    expect(maskCvc('1')).toBe('1');
    expect(maskCvc('123')).toBe('123');
    expect(maskCvc('12345')).toBe('1234');
    expect(maskCvc('1a2b3')).toBe('123');
  });
});
