const CPF_CNPJ = /\b(\d{3}\.?\d{3}\.?\d{3}-?\d{2}|\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2})\b/g;

/** A URL for the logs: CPF/CNPJ in paths and sensitive query values masked. */
export function redactedUrl(url: string): string {
  return url.replace(CPF_CNPJ, '***').replace(/([?&](token|cpf|cnpj|cpfCnpj)=)[^&]*/gi, '$1***');
}
