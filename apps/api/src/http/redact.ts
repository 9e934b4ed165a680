const CPF_CNPJ = /\b(\d{3}\.?\d{3}\.?\d{3}-?\d{2}|\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2})\b/g;

/** An API key or a webhook signing secret, wherever it appears (a path, a query value, a message). */
const SECRET = /\b(ca_(?:live|test)_|whsec_)[A-Za-z0-9+/=_-]{8,}/g;
/**
 * Query parameters whose value is a credential or a document, by any name that says so (`token`,
 * `access_token`, `chave`, `api_key`, `apiKey`, `X-API-Key`, `segredo`…): a client that puts its key in the
 * query string is wrong, but its key must not reach the logs for it.
 */
const SENSITIVE_PARAM = /token|chave|key|secret|segredo|senha|password|signature|assinatura|cpf|cnpj/i;
const QUERY_PARAM = /([?&])([^=&#]*)=([^&#]*)/g;

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' '));
  } catch {
    return name;
  }
}

/** A URL for the logs: CPF/CNPJ in paths, keys and secrets anywhere, and sensitive query values masked. */
export function redactedUrl(url: string): string {
  return url
    .replace(QUERY_PARAM, (whole, sep: string, name: string) =>
      SENSITIVE_PARAM.test(decodedName(name)) ? `${sep}${name}=***` : whole,
    )
    .replace(SECRET, '$1***')
    .replace(CPF_CNPJ, '***');
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/g;
const PASSWORD_HASH = /scrypt\$[^\s"']+/g;
const CARD_NUMBER = /\b\d(?:[ -]?\d){12,18}\b/g;
const LONG_TOKEN = /\b[\w-]{32,}\.[\w-]{16,}(\.[\w-]+)?\b/g;

/** Free text for the logs (an error message, a stack): documents, e-mails, hashes, card numbers, tokens masked. */
export function redactedText(text: string | undefined): string {
  return String(text ?? '')
    .replace(SECRET, '$1***')
    .replace(PASSWORD_HASH, '***')
    .replace(LONG_TOKEN, '***')
    .replace(EMAIL, '***')
    .replace(CARD_NUMBER, '***')
    .replace(CPF_CNPJ, '***');
}
