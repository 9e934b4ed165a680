/**
 * Progressive input masks: each takes whatever is in the field (partly typed or pasted with junk) and returns
 * the text to show. They never add a separator before the character that follows it has been typed, so
 * backspacing over a separator works naturally.
 */

import { onlyDigits } from './documents';

/** Inserts `separators[i]` before the character at position `i` (only when that character exists). */
function applyPattern(chars: string, separators: Readonly<Record<number, string>>): string {
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    out += (separators[i] ?? '') + chars[i];
  }
  return out;
}

/** Characters of a CNPJ being typed: letters/digits in the first 12 positions, digits only in the last 2. */
function cnpjCharacters(input: string): string {
  let out = '';
  for (const ch of input.toUpperCase()) {
    if (out.length >= 14) break;
    if (out.length < 12 ? /[0-9A-Z]/.test(ch) : /[0-9]/.test(ch)) out += ch;
  }
  return out;
}

/** 000.000.000-00 */
export function maskCpf(input: string): string {
  return applyPattern(onlyDigits(input).slice(0, 11), { 3: '.', 6: '.', 9: '-' });
}

/** 00.000.000/0000-00; letters (upper-cased) are accepted in the first 12 positions (alphanumeric CNPJ). */
export function maskCnpj(input: string): string {
  return applyPattern(cnpjCharacters(input), { 2: '.', 5: '.', 8: '/', 12: '-' });
}

/**
 * CPF mask up to 11 digits, CNPJ mask from the 12th character on; a letter (alphanumeric CNPJ) also
 * switches to the CNPJ mask straight away.
 */
export function maskCpfCnpj(input: string): string {
  const chars = cnpjCharacters(input);
  if (/[A-Z]/.test(chars) || chars.length > 11) return maskCnpj(input);
  return maskCpf(input);
}

/**
 * (11) 3456-7890 for landlines (10 digits) and (11) 98765-4321 for mobiles (11 digits).
 * A pasted international prefix (+55) is dropped.
 */
export function maskPhone(input: string): string {
  let digits = onlyDigits(input);
  if (digits.length > 11 && digits.startsWith('55')) digits = digits.slice(2);
  digits = digits.slice(0, 11);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const rest = digits.slice(2);
  const splitAt = digits.length === 11 ? 5 : 4;
  if (rest.length <= splitAt) return `(${area}) ${rest}`;
  return `(${area}) ${rest.slice(0, splitAt)}-${rest.slice(splitAt)}`;
}

/** 00000-000 */
export function maskCep(input: string): string {
  return applyPattern(onlyDigits(input).slice(0, 8), { 5: '-' });
}

/** Card number grouped by 4, at most 19 characters (16 digits and 3 spaces). */
export function maskCardNumber(input: string): string {
  return applyPattern(onlyDigits(input).slice(0, 16), { 4: ' ', 8: ' ', 12: ' ' });
}

/** Expiry as MM/AA (5 characters). */
export function maskCardExpiry(input: string): string {
  return applyPattern(onlyDigits(input).slice(0, 4), { 2: '/' });
}

/** Card security code: digits only, at most 4. */
export function maskCvc(input: string): string {
  return onlyDigits(input).slice(0, 4);
}
