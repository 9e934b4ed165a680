const CPF_CNPJ = /\b(\d{3}\.?\d{3}\.?\d{3}-?\d{2}|\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2})\b/g;

/** A URL for the logs: CPF/CNPJ in paths and sensitive query values masked. */
export function redactedUrl(url: string): string {
  return url.replace(CPF_CNPJ, '***').replace(/([?&](token|cpf|cnpj|cpfCnpj)=)[^&]*/gi, '$1***');
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PASSWORD_HASH = /scrypt\$[^\s"']+/g;
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;
const LONG_TOKEN = /\b[\w-]{32,}\.[\w-]{16,}(\.[\w-]+)?\b/g;

/** Free text for the logs (an error message, a stack): documents, e-mails, hashes, card numbers, tokens masked. */
export function redactedText(text: string | undefined): string {
  return String(text ?? '')
    .replace(PASSWORD_HASH, '***')
    .replace(LONG_TOKEN, '***')
    .replace(EMAIL, '***')
    .replace(CARD_NUMBER, '***')
    .replace(CPF_CNPJ, '***');
}
