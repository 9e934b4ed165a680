/** Name particles skipped when taking initials ('Maria da Silva' → 'MS'). */
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e', 'di', 'du', 'van', 'von']);

/**
 * Up to two initials of a person's name, upper-cased: first and last significant words
 * ('Maria Aparecida da Silva' → 'MS'); one word gives one letter ('Maria' → 'M'); an e-mail uses
 * the part before '@'. Empty input gives ''.
 */
export function initials(name: string | null | undefined): string {
  const base = String(name ?? '')
    .trim()
    .replace(/@.*$/, '');
  const words = base
    .split(/[\s._-]+/)
    .filter((w) => w !== '' && /\p{L}|\p{N}/u.test(w))
    .filter((w, _index, all) => all.length <= 1 || !PARTICLES.has(w.toLowerCase()));
  if (words.length === 0) return '';
  const first = firstLetter(words[0] ?? '');
  if (words.length === 1) return first;
  return first + firstLetter(words[words.length - 1] ?? '');
}

function firstLetter(word: string): string {
  const match = word.match(/[\p{L}\p{N}]/u);
  return match ? match[0].toLocaleUpperCase('pt-BR') : '';
}

/** The five avatar colour sets, picked from the name so a person always gets the same one. */
export const AVATAR_PALETTE = ['basico', 'profissional', 'empresarial', 'ilimitado', 'default'] as const;
export type AvatarColor = (typeof AVATAR_PALETTE)[number];

/** A stable colour for a name (FNV-1a hash over the palette, so similar names spread out). */
export function avatarColor(name: string | null | undefined): AvatarColor {
  let hash = 0x811c9dc5;
  for (const char of String(name ?? '')
    .trim()
    .toLowerCase()) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return AVATAR_PALETTE[hash % AVATAR_PALETTE.length] ?? 'default';
}
