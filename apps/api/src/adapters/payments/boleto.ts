/**
 * Boleto bancário (FEBRABAN): the 44-digit bar code and its 47-digit "linha digitável", with the mod-10
 * digit of each of the first three fields and the mod-11 general digit. The due-date factor counts days
 * from 07/10/1997 and, having reached 9999 on 21/02/2025, restarted at 1000 on 22/02/2025.
 */

const MS_PER_DAY = 86_400_000;
const FACTOR_RESET = Date.UTC(2025, 1, 22); // factor 1000

/** Due-date factor of a calendar day 'YYYY-MM-DD' (valid from 22/02/2025 for the next ~24 years). */
export function dueDateFactor(dueDate: string): string {
  const [y, m, d] = dueDate.split('-').map(Number) as [number, number, number];
  const days = Math.round((Date.UTC(y, m - 1, d) - FACTOR_RESET) / MS_PER_DAY);
  const factor = 1000 + days;
  if (days < 0 || factor > 9999) throw new Error(`due date out of the factor range: ${dueDate}`);
  return String(factor);
}

/** Mod 10 with weights 2,1,2,1… from the right (products above 9 have their digits summed). */
export function mod10(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    let p = Number(digits[i]) * weight;
    if (p > 9) p -= 9;
    sum += p;
    weight = weight === 2 ? 1 : 2;
  }
  return (10 - (sum % 10)) % 10;
}

/** Mod 11 of the bar code (weights 2..9 from the right); 0, 10 and 11 become 1. */
export function mod11(digits: string): number {
  let sum = 0;
  let weight = 2;
  for (let i = digits.length - 1; i >= 0; i--) {
    sum += Number(digits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const dv = 11 - (sum % 11);
  return dv === 0 || dv === 10 || dv === 11 ? 1 : dv;
}

export interface BoletoInput {
  /** 3-digit bank code. */
  bank: string;
  dueDate: string;
  amountCents: number;
  /** The bank's 25-digit free field (agreement, nosso número…). */
  freeField: string;
}

/** The 44-digit bar code. */
export function boletoBarcode(input: BoletoInput): string {
  if (!/^\d{3}$/.test(input.bank) || !/^\d{25}$/.test(input.freeField))
    throw new Error('invalid boleto input');
  if (!Number.isInteger(input.amountCents) || input.amountCents < 0 || input.amountCents > 99_999_999_99)
    throw new Error('invalid boleto amount');
  const factor = dueDateFactor(input.dueDate);
  const value = String(input.amountCents).padStart(10, '0');
  const withoutDv = `${input.bank}9${factor}${value}${input.freeField}`;
  const dv = mod11(withoutDv);
  return `${input.bank}9${dv}${factor}${value}${input.freeField}`;
}

/** The 47-digit line typed by the payer, built from the bar code. */
export function linhaDigitavel(barcode: string): string {
  const f1 = barcode.slice(0, 4) + barcode.slice(19, 24);
  const f2 = barcode.slice(24, 34);
  const f3 = barcode.slice(34, 44);
  const general = barcode[4]!;
  const f5 = barcode.slice(5, 19);
  return `${f1}${mod10(f1)}${f2}${mod10(f2)}${f3}${mod10(f3)}${general}${f5}`;
}

/** Groups the 47 digits as printed: 00000.00000 00000.000000 00000.000000 0 00000000000000. */
export function formatLinhaDigitavel(line: string): string {
  return `${line.slice(0, 5)}.${line.slice(5, 10)} ${line.slice(10, 15)}.${line.slice(15, 21)} ${line.slice(21, 26)}.${line.slice(26, 32)} ${line[32]} ${line.slice(33)}`;
}
