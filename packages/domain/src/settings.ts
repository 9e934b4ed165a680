/**
 * Back-office settings: the system settings that take effect on the server, and the
 * company's billing data. The same rules run in the settings and billing forms and on the server, so a bad
 * value gets the same pt-BR message in both.
 */
import { isValidCnpj, onlyDigits } from './documents';
import { isValidEmail } from './passwords';
import { paymentStatusView, type StatusView } from './status';

/**
 * The settings the server applies (docs/decisions/billing.md, 'Settings and billing'): response times
 * (Atrasada and the staff reminders), the addresses of the system's e-mails and detailed logging. E-mail
 * fields empty ('') fall back to the server's environment (MAIL_FROM, the active admins, ADMIN_EMAIL).
 */
export type SystemSettings = {
  tempoMaximoResposta: number;
  avisoAutomatico: number;
  emailNotificacoes: string;
  emailAdmin: string;
  emailSuporte: string;
  logDetalhado: boolean;
};

/** Defaults: maximum response time 72 h, automatic reminder after 48 h. */
export const SYSTEM_SETTINGS_DEFAULTS: SystemSettings = {
  tempoMaximoResposta: 72,
  avisoAutomatico: 48,
  emailNotificacoes: '',
  emailAdmin: '',
  emailSuporte: '',
  logDetalhado: true,
};

/** A week and a half: beyond it a "response time" means nothing for certificates issued in minutes. */
export const MAX_RESPONSE_HOURS = 720;

export const SETTINGS_MESSAGES = {
  tempoMaximoResposta: `O tempo máximo de resposta deve ser um número inteiro de horas entre 1 e ${MAX_RESPONSE_HOURS}.`,
  avisoAutomatico: `O aviso automático deve ser um número inteiro de horas entre 1 e ${MAX_RESPONSE_HOURS}.`,
  avisoAntesDoMaximo: 'O aviso automático deve ser menor que o tempo máximo de resposta.',
  emailNotificacoes: 'Digite um email válido para as notificações.',
  emailAdmin: 'Digite um email válido para o administrador.',
  emailSuporte: 'Digite um email válido para o suporte.',
} as const;

export type SettingsErrors = Partial<Record<keyof SystemSettings, string>>;

const hours = (v: unknown) =>
  typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_RESPONSE_HOURS;
const optionalEmail = (v: string) => v.trim() === '' || isValidEmail(v.trim());

/** Every field's message at once (an empty object when all is well). */
export function validateSystemSettings(s: SystemSettings): SettingsErrors {
  const errors: SettingsErrors = {};
  if (!hours(s.tempoMaximoResposta)) errors.tempoMaximoResposta = SETTINGS_MESSAGES.tempoMaximoResposta;
  if (!hours(s.avisoAutomatico)) errors.avisoAutomatico = SETTINGS_MESSAGES.avisoAutomatico;
  else if (hours(s.tempoMaximoResposta) && s.avisoAutomatico >= s.tempoMaximoResposta)
    errors.avisoAutomatico = SETTINGS_MESSAGES.avisoAntesDoMaximo;
  for (const field of ['emailNotificacoes', 'emailAdmin', 'emailSuporte'] as const)
    if (!optionalEmail(s[field])) errors[field] = SETTINGS_MESSAGES[field];
  return errors;
}

/** The company's billing data ('Dados de Cobrança'). */
export type BillingData = {
  razaoSocial: string;
  cnpj: string;
  endereco: string;
  cidade: string;
  cep: string;
  emailCobranca: string;
};

export const EMPTY_BILLING_DATA: BillingData = {
  razaoSocial: '',
  cnpj: '',
  endereco: '',
  cidade: '',
  cep: '',
  emailCobranca: '',
};

export const BILLING_MESSAGES = {
  razaoSocial: 'Informe a razão social.',
  cnpj: 'Digite um CNPJ válido',
  endereco: 'Informe o endereço.',
  cidade: 'Informe a cidade.',
  cep: 'CEP inválido',
  emailCobranca: 'Digite um email válido',
} as const;

export type BillingErrors = Partial<Record<keyof BillingData, string>>;

/** Every field is required; the CNPJ with its check digits, the CEP with 8 digits. */
export function validateBillingData(b: BillingData): BillingErrors {
  const errors: BillingErrors = {};
  if (!b.razaoSocial.trim()) errors.razaoSocial = BILLING_MESSAGES.razaoSocial;
  if (!isValidCnpj(b.cnpj)) errors.cnpj = BILLING_MESSAGES.cnpj;
  if (!b.endereco.trim()) errors.endereco = BILLING_MESSAGES.endereco;
  if (!b.cidade.trim()) errors.cidade = BILLING_MESSAGES.cidade;
  if (onlyDigits(b.cep).length !== 8 || /[^0-9.\s-]/.test(b.cep)) errors.cep = BILLING_MESSAGES.cep;
  if (!isValidEmail(b.emailCobranca.trim())) errors.emailCobranca = BILLING_MESSAGES.emailCobranca;
  return errors;
}

/**
 * A payment's status as the billing screen and its CSV show it (Pago, Pendente, Cancelado,
 * Reembolsado, Recusado): CONFIRMADO reads 'Pago' there; the rest as `paymentStatusView`.
 */
export function billingStatusView(status: string | null | undefined): StatusView {
  const view = paymentStatusView(status);
  return view.label === 'Confirmado' ? { ...view, label: 'Pago' } : view;
}
