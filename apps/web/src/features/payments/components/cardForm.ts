import type { CreditCardHolderInfo, SalvarCartaoRequest, User } from '@certidao/api-client';
import {
  CARD_MESSAGES,
  cardDigits,
  isValidCardHolderName,
  isValidCardNumber,
  isValidCpfCnpj,
  isValidCvc,
  isValidEmail,
  maskPhone,
  onlyDigits,
  parseCardExpiry,
  validateCard,
  validateCardHolder,
} from '@certidao/domain';

/** The add-card form's fields, as typed (number and CPF/CNPJ as digits, expiry MM/AA). */
export interface NewCardValues {
  number: string;
  holderName: string;
  expiry: string;
  cvc: string;
  name: string;
  email: string;
  cpfCnpj: string;
  postalCode: string;
  addressNumber: string;
  addressComplement: string;
  phone: string;
}

/** The holder's data prefilled from the profile; the card itself always starts empty. */
export function newCardValues(
  me: Pick<User, 'fullName' | 'email' | 'cpfCnpj' | 'phone'> | undefined,
): NewCardValues {
  return {
    number: '',
    holderName: '',
    expiry: '',
    cvc: '',
    name: me?.fullName ?? '',
    email: me?.email ?? '',
    cpfCnpj: me?.cpfCnpj ?? '',
    postalCode: '',
    addressNumber: '',
    addressComplement: '',
    phone: me?.phone ? maskPhone(onlyDigits(me.phone)) : '',
  };
}

export type NewCardErrors = Partial<Record<keyof NewCardValues, string>>;

const REQUIRED = 'Preencha este campo.';

/**
 * Each field's message. The card follows spec §5 'Add card' (one message per field, empty or wrong); the
 * holder's fields say 'Preencha este campo.' when empty (the spec's message goes above the form) or name
 * the format the gateway needs.
 */
export function newCardErrors(v: NewCardValues): NewCardErrors {
  const errors: NewCardErrors = {};
  if (!isValidCardNumber(v.number)) errors.number = CARD_MESSAGES.number;
  if (!isValidCardHolderName(v.holderName)) errors.holderName = CARD_MESSAGES.name;
  if (!parseCardExpiry(v.expiry)) errors.expiry = CARD_MESSAGES.expiry;
  if (!isValidCvc(v.cvc)) errors.cvc = CARD_MESSAGES.cvc;
  const holder = (key: keyof NewCardValues, ok: boolean, message: string) => {
    if (!v[key].trim()) errors[key] = REQUIRED;
    else if (!ok) errors[key] = message;
  };
  holder('name', true, '');
  holder('email', isValidEmail(v.email.trim()), 'Digite um email válido');
  holder('cpfCnpj', isValidCpfCnpj(v.cpfCnpj), 'Digite um CPF ou CNPJ válido');
  holder('phone', [10, 11].includes(onlyDigits(v.phone).length), 'Digite um telefone válido');
  holder('postalCode', onlyDigits(v.postalCode).length === 8, 'Digite um CEP válido');
  holder('addressNumber', true, '');
  return errors;
}

/** The spec's message when a required holder field is empty (shown once above the form), or null. */
export function holderMissingMessage(v: NewCardValues): string | null {
  return [v.name, v.email, v.cpfCnpj, v.phone, v.postalCode, v.addressNumber].some((s) => !s.trim())
    ? CARD_MESSAGES.holderMissing
    : null;
}

/** The salvarCartao payload, or the first rule it breaks (the server checks the same, in the same order). */
export function newCardPayload(v: NewCardValues): SalvarCartaoRequest | { error: string } {
  const expiry = parseCardExpiry(v.expiry);
  const phone = onlyDigits(v.phone);
  const creditCard = {
    holderName: v.holderName.trim(),
    number: cardDigits(v.number),
    expiryMonth: expiry?.month ?? '',
    expiryYear: expiry?.year ?? '',
    ccv: v.cvc,
  };
  const creditCardHolderInfo: CreditCardHolderInfo = {
    name: v.name.trim(),
    email: v.email.trim(),
    cpfCnpj: v.cpfCnpj,
    postalCode: v.postalCode,
    addressNumber: v.addressNumber.trim(),
    addressComplement: v.addressComplement.trim() || null,
    phone,
    mobilePhone: phone.length === 11 ? phone : null,
  };
  const error = validateCard(creditCard) ?? validateCardHolder(creditCardHolderInfo);
  return error ? { error } : { creditCard, creditCardHolderInfo };
}

const BRAND_LABELS: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  ELO: 'Elo',
  AMEX: 'American Express',
  HIPERCARD: 'Hipercard',
  DINERS: 'Diners Club',
  DISCOVER: 'Discover',
  JCB: 'JCB',
  CABAL: 'Cabal',
  BANESCARD: 'Banescard',
  CREDZ: 'Credz',
  SOROCRED: 'Sorocred',
  CREDSYSTEM: 'Credsystem',
};

/** 'Visa', 'Mastercard'…; 'Cartão' when the gateway did not say. */
export function brandLabel(bandeira: string): string {
  return BRAND_LABELS[bandeira] ?? 'Cartão';
}
