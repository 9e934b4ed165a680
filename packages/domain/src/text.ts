/**
 * pt-BR wording helpers shared by the API, the CLI and the web app, so that "1 certidão" / "2 certidões"
 * is decided in one place.
 */

/**
 * The singular form for exactly one, the plural form otherwise (pt-BR treats 0 as plural: "0 certidões").
 * Without `pluralForm`, the plural is the singular plus "s" ("linha" → "linhas"); irregular words pass it.
 */
export function plural(count: number, singular: string, pluralForm: string = `${singular}s`): string {
  return Math.abs(count) === 1 ? singular : pluralForm;
}

/** The count followed by the right form: `countOf(3, 'certidão', 'certidões')` → "3 certidões". */
export function countOf(count: number, singular: string, pluralForm?: string): string {
  return `${count} ${plural(count, singular, pluralForm)}`;
}
