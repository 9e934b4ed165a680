import { isEloBin } from '@certidao/domain';

/** Card brands the preview recognises. */
export type CardBrand = 'visa' | 'mastercard' | 'elo' | 'amex';

export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  elo: 'Elo',
  amex: 'American Express',
};

/**
 * A guess of the card brand from the first digits, as the user types (spaces and dashes ignored):
 * Elo (its BIN ranges, from 6 digits), American Express (34, 37), Mastercard (51–55, 2221–2720),
 * Visa (4). Null while unknown.
 */
export function detectCardBrand(number: string | null | undefined): CardBrand | null {
  const digits = String(number ?? '').replace(/\D/g, '');
  if (digits === '') return null;
  if (isEloBin(digits)) return 'elo';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^5[1-5]/.test(digits)) return 'mastercard';
  if (digits.length >= 4) {
    const four = Number(digits.slice(0, 4));
    if (four >= 2221 && four <= 2720) return 'mastercard';
  }
  if (digits.startsWith('4')) return 'visa';
  return null;
}

/**
 * The number as shown on the preview: the typed digits in groups of 4, the rest of a 16-digit
 * card (15 for Amex) as '•' placeholders: '4111 11•• •••• ••••'. Longer numbers (up to 19 digits)
 * keep growing.
 */
export function previewCardNumber(number: string | null | undefined, brand?: CardBrand | null): string {
  const digits = String(number ?? '')
    .replace(/\D/g, '')
    .slice(0, 19);
  const length = Math.max(digits.length, brand === 'amex' ? 15 : 16);
  const chars = digits.padEnd(length, '•');
  return (chars.match(/.{1,4}/g) ?? []).join(' ');
}

/** The expiry as shown: what was typed over the 'MM/AA' placeholder. */
export function previewExpiry(expiry: string | null | undefined): string {
  const typed = String(expiry ?? '').slice(0, 5);
  return typed + 'MM/AA'.slice(typed.length);
}
