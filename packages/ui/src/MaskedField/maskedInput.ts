/**
 * Pure helpers of `MaskedField`: apply a progressive mask (from @certidao/domain) to an edit of the
 * input and work out where the caret goes, so typing, deleting and pasting in the middle of a
 * formatted value behave as if the separators were not there.
 */

/** A progressive mask: whatever is in the field → the text to show. */
export type Mask = (input: string) => string;

/** Letters and digits carry the value; everything else a mask adds is a separator. */
const SIGNIFICANT = /[0-9A-Za-z]/;

/** How many letters and digits `text` holds. */
export function countSignificant(text: string): number {
  let count = 0;
  for (const ch of text) if (SIGNIFICANT.test(ch)) count++;
  return count;
}

/** Index in `masked` right after its `n`-th letter or digit (0 for none; the end when there are fewer). */
export function caretAfterSignificant(masked: string, n: number): number {
  if (n <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < masked.length; i++) {
    if (SIGNIFICANT.test(masked.charAt(i))) {
      seen++;
      if (seen === n) return i + 1;
    }
  }
  return masked.length;
}

export interface MaskedEdit {
  /** The text to show. */
  value: string;
  /** Where the caret goes in it. */
  caret: number;
}

/**
 * Masks an edit of the input.
 *
 * - `previous`: the (masked) text before the edit;
 * - `raw`: the input's text after the browser applied the keystroke, deletion or paste;
 * - `caret`: the caret position in `raw`;
 * - `deletion`: the key that caused the edit, when it was Backspace or Delete.
 *
 * The caret keeps the same number of letters and digits before it, so separators the mask adds
 * or removes never push it around. Deleting only a separator (which the mask would put right
 * back) deletes the letter or digit next to it instead, like a user expects.
 */
export function applyMaskEdit(
  mask: Mask,
  previous: string,
  raw: string,
  caret: number,
  deletion?: 'backward' | 'forward',
): MaskedEdit {
  let input = raw;
  let position = Math.max(0, Math.min(caret, raw.length));
  if (deletion && raw.length < previous.length && mask(raw) === previous) {
    if (deletion === 'backward') {
      let i = position - 1;
      while (i >= 0 && !SIGNIFICANT.test(input.charAt(i))) i--;
      if (i >= 0) {
        input = input.slice(0, i) + input.slice(i + 1);
        position = i;
      }
    } else {
      let i = position;
      while (i < input.length && !SIGNIFICANT.test(input.charAt(i))) i++;
      if (i < input.length) input = input.slice(0, i) + input.slice(i + 1);
    }
  }
  const value = mask(input);
  const before = countSignificant(mask(input.slice(0, position)));
  return { value, caret: caretAfterSignificant(value, before) };
}
