/**
 * Money in BRL. The API carries amounts as reais (49.9, sometimes the numeric string '49.90'); the database
 * keeps integer cents. Display is 'R$ 1.234,56' with a plain ASCII space after 'R$'.
 */

export type MoneyInput = number | string | null | undefined;

const PLAIN_DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
const PT_BR_DECIMAL = /^[+-]?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/;

/**
 * Reads an amount of reais as a decimal string (sign, integer part, fraction) without going through
 * floating point. Accepts numbers, '49.90', '49,90', '1.234,56' and a leading 'R$'; null otherwise.
 */
function toDecimalParts(v: MoneyInput): { negative: boolean; int: string; frac: string } | null {
  let s: string;
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) return null;
    // toString gives the shortest decimal that round-trips (1.005 → '1.005'); fixed notation for big/small.
    s = Math.abs(v) < 1e21 && Math.abs(v) >= 1e-6 ? String(v) : v.toFixed(20);
  } else if (typeof v === 'string') {
    s = v
      .trim()
      .replace(/^R\$\s*/i, '')
      .replace(/\s/g, '');
    if (s.startsWith('-R$') || s.startsWith('+R$')) s = s[0] + s.slice(3);
    if (PLAIN_DECIMAL.test(s)) {
      // dot as decimal separator
    } else if (PT_BR_DECIMAL.test(s)) {
      s = s.replace(/\./g, '').replace(',', '.');
    } else {
      return null;
    }
  } else {
    return null;
  }
  const negative = s.startsWith('-');
  const unsigned = s.replace(/^[+-]/, '');
  const [int = '', frac = ''] = unsigned.split('.');
  return { negative, int: int === '' ? '0' : int, frac };
}

/** Parses an amount of reais; null when it is not a number. */
export function parseReais(v: MoneyInput): number | null {
  const p = toDecimalParts(v);
  if (!p) return null;
  const n = Number(`${p.int}.${p.frac || '0'}`);
  return p.negative && n !== 0 ? -n : n;
}

/**
 * Reais → integer cents, rounding half away from zero on the decimal value as written
 * (1.005 → 101, '49.90' → 4990). Throws a TypeError for something that is not an amount.
 */
export function toCents(reais: number | string): number {
  const p = toDecimalParts(reais);
  if (!p) throw new TypeError(`Not an amount of reais: ${String(reais)}`);
  const frac = p.frac.padEnd(3, '0');
  let cents = Number(p.int) * 100 + Number(frac.slice(0, 2));
  if (Number(frac[2]) >= 5) cents += 1;
  return p.negative && cents !== 0 ? -cents : cents;
}

/** Integer cents → reais (4990 → 49.9). */
export function fromCents(cents: number): number {
  if (!Number.isFinite(cents)) throw new TypeError(`Not an amount of cents: ${String(cents)}`);
  const c = Math.round(cents);
  return c === 0 ? 0 : c / 100;
}

const brl = new Intl.NumberFormat('pt-BR', {
  style: 'currency',
  currency: 'BRL',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * 'R$ 1.234,56' ('-R$ 10,00' for negatives). Accepts numbers and numeric strings; a missing or unreadable
 * value is shown as 'R$ 0,00' (the plan form's default value is 0).
 */
export function formatMoney(v: MoneyInput): string {
  const p = toDecimalParts(v);
  const cents = p ? toCents(`${p.negative ? '-' : ''}${p.int}.${p.frac}`) : 0;
  return brl
    .format(cents / 100 || 0)
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/^-\s*R\$/, '-R$');
}

/** 'R$ 49,90/mês', how plan prices are shown in lists. */
export function formatMonthlyPrice(v: MoneyInput): string {
  return `${formatMoney(v)}/mês`;
}
