import { maskCardExpiry, maskCardNumber, maskCnpj, maskCpf, maskCpfCnpj, maskPhone } from '@certidao/domain';
import { describe, expect, it } from 'vitest';
import { applyMaskEdit, caretAfterSignificant, countSignificant } from './maskedInput';

describe('countSignificant', () => {
  it('counts letters and digits only', () => {
    expect(countSignificant('529.982.247-25')).toBe(11);
    expect(countSignificant('12.ABC.345/01DE-35')).toBe(14);
    expect(countSignificant('(11) ')).toBe(2);
    expect(countSignificant('')).toBe(0);
  });
});

describe('caretAfterSignificant', () => {
  it('places the caret right after the n-th letter or digit', () => {
    expect(caretAfterSignificant('529.982.247-25', 0)).toBe(0);
    expect(caretAfterSignificant('529.982.247-25', 3)).toBe(3);
    expect(caretAfterSignificant('529.982.247-25', 4)).toBe(5);
    expect(caretAfterSignificant('529.982.247-25', 11)).toBe(14);
  });

  it('goes to the end when there are fewer characters', () => {
    expect(caretAfterSignificant('529.9', 8)).toBe(5);
  });
});

describe('applyMaskEdit', () => {
  it('formats as the user types at the end', () => {
    expect(applyMaskEdit(maskCpf, '529', '5299', 4)).toEqual({ value: '529.9', caret: 5 });
    expect(applyMaskEdit(maskCpf, '529.982.247', '529.982.2472', 12)).toEqual({
      value: '529.982.247-2',
      caret: 13,
    });
  });

  it('keeps the caret after the typed digit when typing in the middle', () => {
    // 529.|982 → type 1 → 529.1982 (caret 5) → masked 529.198.2
    expect(applyMaskEdit(maskCpf, '529.982', '529.1982', 5)).toEqual({ value: '529.198.2', caret: 5 });
    // Typing just before a separator moves past the separator the mask inserts.
    expect(applyMaskEdit(maskCpf, '529.98', '5291.98', 4)).toEqual({ value: '529.198', caret: 5 });
  });

  it('deletes the digit before a separator on Backspace', () => {
    // 529.|982 → Backspace removes '.' → the mask would put it back: remove the 9 instead.
    expect(applyMaskEdit(maskCpf, '529.982', '529982', 3, 'backward')).toEqual({ value: '529.82', caret: 2 });
  });

  it('deletes the digit after a separator on Delete', () => {
    // 529|.982 → Delete removes '.' → remove the 9 after it instead.
    expect(applyMaskEdit(maskCpf, '529.982', '529982', 3, 'forward')).toEqual({ value: '529.82', caret: 3 });
  });

  it('keeps the caret in place when deleting a digit in the middle', () => {
    // 529.9|82 → Backspace → 529.82 with the caret after 529.
    expect(applyMaskEdit(maskCpf, '529.982', '529.82', 4, 'backward')).toEqual({ value: '529.82', caret: 3 });
  });

  it('cleans pasted text with junk', () => {
    expect(applyMaskEdit(maskCpf, '', 'CPF: 529.982.247-25 ', 20)).toEqual({
      value: '529.982.247-25',
      caret: 14,
    });
    expect(applyMaskEdit(maskPhone, '', '+55 (11) 98765-4321', 19)).toEqual({
      value: '(11) 98765-4321',
      caret: 15,
    });
    expect(applyMaskEdit(maskCardNumber, '', '4111-1111-1111-1111', 19)).toEqual({
      value: '4111 1111 1111 1111',
      caret: 19,
    });
  });

  it('ignores characters the mask rejects, keeping the caret where it was', () => {
    expect(applyMaskEdit(maskCpf, '529.98', '529.9x8', 6)).toEqual({ value: '529.98', caret: 5 });
    expect(applyMaskEdit(maskCardExpiry, '12/3', '12/3a', 5)).toEqual({ value: '12/3', caret: 4 });
  });

  it('caps the length and keeps the caret inside the value', () => {
    expect(applyMaskEdit(maskCpf, '529.982.247-25', '529.982.247-251', 15)).toEqual({
      value: '529.982.247-25',
      caret: 14,
    });
  });

  it('switches from the CPF to the CNPJ mask on the 12th character', () => {
    expect(applyMaskEdit(maskCpfCnpj, '112.223.330-00', '112.223.330-001', 15)).toEqual({
      value: '11.222.333/0001',
      caret: 15,
    });
  });

  it('accepts the letters of an alphanumeric CNPJ, upper-cased', () => {
    expect(applyMaskEdit(maskCnpj, '12.', '12.a', 4)).toEqual({ value: '12.A', caret: 4 });
  });

  it('reformats a phone when the mobile digit arrives', () => {
    expect(applyMaskEdit(maskPhone, '(11) 3456-7890', '(11) 3456-78901', 15)).toEqual({
      value: '(11) 34567-8901',
      caret: 15,
    });
  });
});
