/**
 * Credit card rules shared by the add-card and card checkout forms and the server, with the product's pt-BR messages
 * (pt-BR, verbatim). The card number and the security code are only ever checked here, never kept.
 */
import { INVALID_DOCUMENT, isValidCpfCnpj, onlyDigits } from './documents';
import { isValidEmail } from './passwords';

export const CARD_MESSAGES = {
  number: 'Número do cartão inválido',
  expiry: 'Data de validade inválida',
  cvc: 'CVC inválido',
  name: 'Nome no cartão inválido',
  cardMissing: 'Por favor, preencha todos os dados do cartão de crédito',
  holderMissing: 'Por favor, preencha todos os dados do portador do cartão',
  holderEmail: 'Digite um email válido',
  holderCpfCnpj: INVALID_DOCUMENT,
  holderPostalCode: 'CEP inválido',
  holderPhone: 'Telefone inválido',
} as const;

/** Card brands as Asaas names them (`creditCardBrand`); anything else is UNKNOWN. */
export const CARD_BRANDS = [
  'VISA',
  'MASTERCARD',
  'ELO',
  'AMEX',
  'HIPERCARD',
  'DINERS',
  'DISCOVER',
  'JCB',
  'CABAL',
  'BANESCARD',
  'CREDZ',
  'SOROCRED',
  'CREDSYSTEM',
  'UNKNOWN',
] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export interface CardInput {
  holderName: string;
  number: string;
  expiryMonth: string;
  /** YY or YYYY. */
  expiryYear: string;
  ccv: string;
}

export interface CardHolderInput {
  name: string;
  email: string;
  cpfCnpj: string;
  postalCode: string;
  addressNumber: string;
  addressComplement?: string | null;
  phone: string;
  mobilePhone?: string | null;
}

/** The card number's digits, or '' when it holds anything but digits, spaces and hyphens. */
export function cardDigits(number: string | null | undefined): string {
  const s = String(number ?? '').trim();
  return /^[\d\s-]*$/.test(s) ? onlyDigits(s) : '';
}

/** 13 to 19 digits (spaces and hyphens between groups allowed). */
export function isValidCardNumber(number: string | null | undefined): boolean {
  const d = cardDigits(number);
  return d.length >= 13 && d.length <= 19;
}

/** The Luhn (mod 10) check that every real card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let n = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
  }
  return sum % 10 === 0;
}

type Range = readonly [number, number];
const ELO: readonly Range[] = [
  [401178, 401179],
  [431274, 431274],
  [438935, 438935],
  [451416, 451416],
  [457393, 457393],
  [457631, 457632],
  [504175, 504175],
  [506699, 506778],
  [509000, 509999],
  [627780, 627780],
  [636297, 636297],
  [636368, 636368],
  [650031, 650033],
  [650035, 650051],
  [650405, 650439],
  [650485, 650538],
  [650541, 650598],
  [650700, 650718],
  [650720, 650727],
  [650901, 650978],
  [651652, 651679],
  [655000, 655019],
  [655021, 655058],
];
const HIPERCARD = [384100, 384140, 384160, 606282, 637095, 637568, 637599, 637609, 637612];
const inRanges = (v: number, ranges: readonly Range[]) => ranges.some(([a, b]) => v >= a && v <= b);

/** Whether the number's first 6 digits fall in an Elo BIN range (false before 6 digits). */
export function isEloBin(number: string | null | undefined): boolean {
  const d = cardDigits(number);
  return d.length >= 6 && inRanges(Number(d.slice(0, 6)), ELO);
}

/** The brand from the number's first digits (BIN); UNKNOWN when no rule matches. */
export function cardBrand(number: string | null | undefined): CardBrand {
  const d = cardDigits(number);
  if (d.length < 4) return 'UNKNOWN';
  const p = (n: number) => Number(d.slice(0, n));
  if (isEloBin(d)) return 'ELO';
  if (d.length >= 6 && HIPERCARD.includes(p(6))) return 'HIPERCARD';
  if (p(2) === 34 || p(2) === 37) return 'AMEX';
  if ((p(3) >= 300 && p(3) <= 305) || p(4) === 3095 || [36, 38, 39].includes(p(2))) return 'DINERS';
  if (p(4) >= 3528 && p(4) <= 3589) return 'JCB';
  if (
    p(4) === 6011 ||
    (p(3) >= 644 && p(3) <= 649) ||
    p(2) === 65 ||
    (d.length >= 6 && p(6) >= 622126 && p(6) <= 622925)
  )
    return 'DISCOVER';
  if ((p(2) >= 51 && p(2) <= 55) || (p(4) >= 2221 && p(4) <= 2720)) return 'MASTERCARD';
  if (d[0] === '4') return 'VISA';
  return 'UNKNOWN';
}

/** Month 01–12 and a two- or four-digit year (expired cards are the gateway's to refuse). */
export function isValidCardExpiry(
  month: string | null | undefined,
  year: string | null | undefined,
): boolean {
  return /^(0[1-9]|1[0-2])$/.test(String(month ?? '')) && /^(\d{2}|\d{4})$/.test(String(year ?? ''));
}

/** The expiry field of the form, exactly MM/AA (5 characters), as month and four-digit year; else null. */
export function parseCardExpiry(value: string | null | undefined): { month: string; year: string } | null {
  const m = /^(0[1-9]|1[0-2])\/(\d{2})$/.exec(String(value ?? ''));
  return m ? { month: m[1]!, year: `20${m[2]}` } : null;
}

/** A two-digit year as 20YY; a four-digit year as is. */
export function fullCardYear(year: string): string {
  return year.length === 2 ? `20${year}` : year;
}

/** 'MM/AA' from a month and a two- or four-digit year. */
export function formatCardExpiry(month: string, year: string): string {
  return `${month.padStart(2, '0')}/${year.slice(-2)}`;
}

/** True when the card's last valid month is before the given day's month (UTC). */
export function isCardExpired(month: string, year: string, now: Date = new Date()): boolean {
  const y = Number(fullCardYear(year));
  return y * 12 + Number(month) < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
}

/** 3 or 4 digits. */
export function isValidCvc(ccv: string | null | undefined): boolean {
  return /^\d{3,4}$/.test(String(ccv ?? ''));
}

/** At least 2 characters besides surrounding spaces. */
export function isValidCardHolderName(name: string | null | undefined): boolean {
  return [...String(name ?? '').trim()].length >= 2;
}

/** The add-card rules in the form's order (number, expiry, cvc, name): the first message, or null. */
export function validateCard(card: CardInput): string | null {
  if (!isValidCardNumber(card.number)) return CARD_MESSAGES.number;
  if (!isValidCardExpiry(card.expiryMonth, card.expiryYear)) return CARD_MESSAGES.expiry;
  if (!isValidCvc(card.ccv)) return CARD_MESSAGES.cvc;
  if (!isValidCardHolderName(card.holderName)) return CARD_MESSAGES.name;
  return null;
}

const blank = (v: string | null | undefined) => !String(v ?? '').trim();

/**
 * The card holder's data the gateway needs: every required field filled, then e-mail, CPF/CNPJ (check
 * digits), CEP (8 digits) and phone (10 or 11 digits with the area code). The first message, or null.
 */
export function validateCardHolder(holder: CardHolderInput): string | null {
  const { name, email, cpfCnpj, postalCode, addressNumber, phone, mobilePhone } = holder;
  if ([name, email, cpfCnpj, postalCode, addressNumber, phone].some(blank))
    return CARD_MESSAGES.holderMissing;
  if (!isValidEmail(email)) return CARD_MESSAGES.holderEmail;
  if (!isValidCpfCnpj(cpfCnpj)) return CARD_MESSAGES.holderCpfCnpj;
  if (onlyDigits(postalCode).length !== 8 || !/^[\d\s.-]+$/.test(postalCode.trim()))
    return CARD_MESSAGES.holderPostalCode;
  const phoneOk = (v: string) => /^[\d\s()+-]+$/.test(v.trim()) && [10, 11].includes(onlyDigits(v).length);
  if (!phoneOk(phone) || (!blank(mobilePhone) && !phoneOk(mobilePhone!))) return CARD_MESSAGES.holderPhone;
  return null;
}

const BRAND_LABELS: Record<CardBrand, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  ELO: 'Elo',
  AMEX: 'American Express',
  HIPERCARD: 'Hipercard',
  DINERS: 'Diners Club',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  CABAL: 'Cabal',
  BANESCARD: 'Banescard',
  CREDZ: 'Credz',
  SOROCRED: 'Sorocred',
  CREDSYSTEM: 'Credsystem',
  UNKNOWN: 'Cartão',
};

/** The brand as people write it ('Visa', 'American Express'); 'Cartão' for one the gateway did not name. */
export function cardBrandLabel(brand: string | null | undefined): string {
  return BRAND_LABELS[(brand ?? 'UNKNOWN') as CardBrand] ?? BRAND_LABELS.UNKNOWN;
}
