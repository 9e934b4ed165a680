import type { RegisterRequest } from '@certidao/api-client';
import { INVALID_DOCUMENT, isValidCpfCnpj, isValidEmail, onlyDigits } from '@certidao/domain';

/** The cadastro step's fields, as typed. */
export interface RegistrationValues {
  nomeCompleto: string;
  email: string;
  telefone: string;
  /** Digits (and letters of an alphanumeric CNPJ) only. */
  cpfCnpj: string;
  senha: string;
  confirmarSenha: string;
  aceitaTermos: boolean;
  aceitaPrivacidade: boolean;
}

export const EMPTY_REGISTRATION: RegistrationValues = {
  nomeCompleto: '',
  email: '',
  telefone: '',
  cpfCnpj: '',
  senha: '',
  confirmarSenha: '',
  aceitaTermos: false,
  aceitaPrivacidade: false,
};

type TextField = Exclude<keyof RegistrationValues, 'aceitaTermos' | 'aceitaPrivacidade'>;
export type RegistrationErrors = Partial<Record<TextField, string>>;

export const TERMS_MESSAGE = 'Você deve aceitar os Termos de uso e a Política de privacidade para continuar';
export const FILL_ALL_MESSAGE = 'Preencha todos os campos para continuar.';

/** Splits the full name at the first space: 'Maria Aparecida da Silva' → Maria / Aparecida da Silva. */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const name = fullName.trim().replace(/\s+/g, ' ');
  const space = name.indexOf(' ');
  return space < 0
    ? { firstName: name, lastName: '' }
    : { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

/** The message of each field that is filled but wrong (empty fields are left to the 'fill all' rule). */
export function registrationErrors(v: RegistrationValues): RegistrationErrors {
  const errors: RegistrationErrors = {};
  if (v.nomeCompleto.trim() && !splitFullName(v.nomeCompleto).lastName)
    errors.nomeCompleto = 'Informe nome e sobrenome';
  if (v.email.trim() && !isValidEmail(v.email.trim())) errors.email = 'Digite um e-mail válido';
  if (v.telefone && ![10, 11].includes(onlyDigits(v.telefone).length))
    errors.telefone = 'Digite um telefone válido';
  if (v.cpfCnpj && !isValidCpfCnpj(v.cpfCnpj)) errors.cpfCnpj = INVALID_DOCUMENT;
  if (v.senha && [...v.senha].length < 6) errors.senha = 'A senha deve ter pelo menos 6 caracteres';
  if (v.confirmarSenha && v.senha !== v.confirmarSenha) errors.confirmarSenha = 'As senhas não coincidem';
  return errors;
}

/**
 * Why the form cannot be sent yet (every field filled, passwords equal with at least 6
 * characters, the company's data when buying for one — `company`, its first message —, both terms accepted),
 * or null when it can.
 */
export function registrationBlocker(
  v: RegistrationValues,
  errors: RegistrationErrors,
  company: string | null = null,
): string | null {
  const texts = [v.nomeCompleto, v.email, v.telefone, v.cpfCnpj, v.senha, v.confirmarSenha];
  if (texts.some((t) => !t.trim())) return FILL_ALL_MESSAGE;
  const first = Object.values(errors)[0];
  if (first) return first;
  if (company) return company;
  if (!v.aceitaTermos || !v.aceitaPrivacidade) return TERMS_MESSAGE;
  return null;
}

/** The registration payload (POST /auth/register). */
export function registrationPayload(v: RegistrationValues): RegisterRequest {
  const { firstName, lastName } = splitFullName(v.nomeCompleto);
  return {
    firstName,
    lastName,
    email: v.email.trim(),
    phone: v.telefone,
    cpfCnpj: v.cpfCnpj,
    password: v.senha,
  };
}
