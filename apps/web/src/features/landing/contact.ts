/**
 * Contact details shown on the landing page. The WhatsApp number and the legal line are the company's
 * public data: change them here only.
 */
export const CONTACT_EMAIL = 'contato@certidaoagil.com.br';

/** Support line on WhatsApp, in international format without symbols (55 + DDD + number). */
export const WHATSAPP_NUMBER = '5513991234567';

/** The greeting typed for the visitor when the chat opens. */
export const WHATSAPP_GREETING =
  'Olá! Vim pelo site da Certidão Ágil e gostaria de falar com um especialista sobre os planos de certidões.';

/** `https://wa.me/<number>?text=<greeting>`: opens WhatsApp (app or web) with the greeting ready to send. */
export function whatsappHref(text: string = WHATSAPP_GREETING): string {
  return `https://wa.me/${WHATSAPP_NUMBER}?text=${encodeURIComponent(text)}`;
}

export const LEGAL_NAME = 'Certidão Ágil Tecnologia Ltda.';
export const CNPJ = '48.512.376/0001-01';
export const CITY = 'Santos – SP';

/** Support hours: Monday to Friday 8h–18h, Saturday 8h–12h. */
export const SUPPORT_HOURS = 'Segunda a sexta, das 8h às 18h; sábado, das 8h às 12h';
