/**
 * Brazilian taxpayer documents: CPF (people, 11 digits) and CNPJ (companies, 14 characters).
 *
 * Since 2026 the Receita Federal also issues alphanumeric CNPJs: the first 12 positions (root + branch)
 * may hold digits or letters A–Z, the last 2 (check digits) are always digits. The check-digit algorithm is
 * the classic modulo-11 one, with each character valued as its ASCII code minus 48 ('0'→0 … '9'→9,
 * 'A'→17 … 'Z'→42), so numeric CNPJs keep validating exactly as before.
 */

/** Characters users type as punctuation inside a document number. */
const PUNCTUATION = /[\s.\-/]/g;

/** Removes everything that is not a digit 0–9. */
export function onlyDigits(s: string | null | undefined): string {
  return String(s ?? '').replace(/\D/g, '');
}

/** Removes everything that is not a letter or digit and upper-cases letters. */
function onlyAlphanumericUpper(s: string | null | undefined): string {
  return String(s ?? '')
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '');
}

/** Strips document punctuation only (so stray letters still make a CPF invalid). */
function stripPunctuation(v: string | null | undefined): string {
  return String(v ?? '')
    .trim()
    .replace(PUNCTUATION, '');
}

function allSameCharacter(s: string): boolean {
  return s.length > 0 && [...s].every((c) => c === s[0]);
}

/** Modulo-11 check digit with the CPF/CNPJ rule: remainder < 2 gives 0, otherwise 11 − remainder. */
function mod11CheckDigit(values: readonly number[], weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += (values[i] ?? 0) * (weights[i] ?? 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

const CPF_WEIGHTS_1 = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_WEIGHTS_2 = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The two check digits of a CPF whose first 9 digits are given. */
export function cpfCheckDigits(base9: string): string {
  if (!/^\d{9}$/.test(base9)) throw new RangeError('A CPF base must have exactly 9 digits');
  const values = [...base9].map(Number);
  const d1 = mod11CheckDigit(values, CPF_WEIGHTS_1);
  const d2 = mod11CheckDigit([...values, d1], CPF_WEIGHTS_2);
  return `${d1}${d2}`;
}

/** The two check digits of a CNPJ (numeric or alphanumeric) whose first 12 characters are given. */
export function cnpjCheckDigits(base12: string): string {
  const base = base12.toUpperCase();
  if (!/^[0-9A-Z]{12}$/.test(base))
    throw new RangeError('A CNPJ base must have exactly 12 letters or digits');
  const values = [...base].map((c) => c.charCodeAt(0) - 48);
  const d1 = mod11CheckDigit(values, CNPJ_WEIGHTS_1);
  const d2 = mod11CheckDigit([...values, d1], CNPJ_WEIGHTS_2);
  return `${d1}${d2}`;
}

/** True for a CPF with valid check digits; accepts it bare or punctuated (529.982.247-25). */
export function isValidCpf(v: string | null | undefined): boolean {
  const cpf = stripPunctuation(v);
  if (!/^\d{11}$/.test(cpf) || allSameCharacter(cpf)) return false;
  return cpf.slice(9) === cpfCheckDigits(cpf.slice(0, 9));
}

/**
 * True for a CNPJ with valid check digits, numeric (11.222.333/0001-81) or alphanumeric (12.ABC.345/01DE-35);
 * letters are accepted in either case.
 */
export function isValidCnpj(v: string | null | undefined): boolean {
  const cnpj = stripPunctuation(v).toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj) || allSameCharacter(cnpj)) return false;
  return cnpj.slice(12) === cnpjCheckDigits(cnpj.slice(0, 12));
}

/** CPF when it has 11 characters once punctuation is removed, CNPJ when 14; anything else is invalid. */
export function isValidCpfCnpj(v: string | null | undefined): boolean {
  const bare = stripPunctuation(v);
  if (bare.length === 11) return isValidCpf(bare);
  if (bare.length === 14) return isValidCnpj(bare);
  return false;
}

/** 000.000.000-00 when the value has 11 digits; otherwise the value is returned trimmed, unchanged. */
export function formatCpf(v: string | null | undefined): string {
  const digits = onlyDigits(v);
  if (digits.length !== 11) return String(v ?? '').trim();
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}

/** 00.000.000/0000-00 (letters kept, upper-cased) when the value has 14 characters; otherwise trimmed, unchanged. */
export function formatCnpj(v: string | null | undefined): string {
  const c = normalizeCnpj(v);
  if (c.length !== 14) return String(v ?? '').trim();
  return `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;
}

/** Formats as CPF (11 characters) or CNPJ (14 characters); anything else is returned trimmed, unchanged. */
export function formatCpfCnpj(v: string | null | undefined): string {
  const bare = onlyAlphanumericUpper(v);
  if (bare.length === 11 && /^\d+$/.test(bare)) return formatCpf(bare);
  if (bare.length === 14) return formatCnpj(bare);
  return String(v ?? '').trim();
}

/** A CNPJ as sent to the API: digits (and, for the alphanumeric CNPJ, upper-case letters) only. */
export function normalizeCnpj(v: string | null | undefined): string {
  return onlyAlphanumericUpper(v);
}

/** A CPF or CNPJ as sent to the API: digits and upper-case letters only. */
export function normalizeCpfCnpj(v: string | null | undefined): string {
  return onlyAlphanumericUpper(v);
}

/**
 * Hides most of a document for public display (certificate verification page):
 * CPF 123.456.789-09 → ***.456.789-**, CNPJ 12.345.678/0001-95 → 12.345.***\/****-**.
 * Anything that is neither has every letter and digit replaced by '*'.
 */
export function maskDocument(v: string | null | undefined): string {
  const bare = onlyAlphanumericUpper(v);
  if (bare.length === 11 && /^\d+$/.test(bare)) {
    return `***.${bare.slice(3, 6)}.${bare.slice(6, 9)}-**`;
  }
  if (bare.length === 14) {
    return `${bare.slice(0, 2)}.${bare.slice(2, 5)}.***/****-**`;
  }
  return String(v ?? '')
    .trim()
    .replace(/[0-9A-Za-z]/g, '*');
}

/** The message for a CPF/CNPJ that fails its check digits (registration, profile, card holder, requests). */
export const INVALID_DOCUMENT = 'Digite um CPF ou CNPJ válido';
