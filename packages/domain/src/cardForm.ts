/**
 * The card form shared by the card checkout and the add-card page: its values as typed, each field's message,
 * the form-level message and the payload the API takes (creditCard + creditCardHolderInfo).
 */
import {
  CARD_MESSAGES,
  type CardHolderInput,
  type CardInput,
  cardDigits,
  isValidCardHolderName,
  isValidCardNumber,
  isValidCvc,
  parseCardExpiry,
  validateCard,
  validateCardHolder,
} from './cards';
import { isValidCpfCnpj, onlyDigits } from './documents';
import { maskPhone } from './masks';
import { isValidEmail } from './passwords';

/** The fields as typed: number and CPF/CNPJ as digits (the fields mask them), expiry as MM/AA. */
export interface CardFormValues {
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

export type CardFormErrors = Partial<Record<keyof CardFormValues, string>>;

export interface CardFormPayload {
  creditCard: CardInput;
  creditCardHolderInfo: CardHolderInput & { addressComplement: string | null; mobilePhone: string | null };
}

/** What a field says when it is required and empty; the form's own message goes above it. */
export const REQUIRED_FIELD_MESSAGE = 'Preencha este campo.';

const CARD_FIELDS = ['number', 'holderName', 'expiry', 'cvc'] as const;
const HOLDER_REQUIRED = ['name', 'email', 'cpfCnpj', 'phone', 'postalCode', 'addressNumber'] as const;

/** An empty card, with the holder's data prefilled from the account when there is one. */
export function cardFormValues(
  person?: { fullName: string; email: string; cpfCnpj?: string | null; phone?: string | null } | null,
): CardFormValues {
  return {
    number: '',
    holderName: '',
    expiry: '',
    cvc: '',
    name: person?.fullName ?? '',
    email: person?.email ?? '',
    cpfCnpj: person?.cpfCnpj ?? '',
    postalCode: '',
    addressNumber: '',
    addressComplement: '',
    phone: person?.phone ? maskPhone(onlyDigits(person.phone)) : '',
  };
}

/** The same holder with the card fields emptied (after a card was saved, to add another). */
export function withoutCard(values: CardFormValues): CardFormValues {
  return { ...values, number: '', holderName: '', expiry: '', cvc: '' };
}

/**
 * Each field's message: 'Preencha este campo.' when a required field is empty, otherwise the rule it breaks
 * (the add-card rules for the card, the gateway's rules for the holder, the same messages the server gives).
 */
export function cardFormErrors(v: CardFormValues): CardFormErrors {
  const errors: CardFormErrors = {};
  const check = (key: keyof CardFormValues, ok: boolean, message: string) => {
    if (!v[key].trim()) errors[key] = REQUIRED_FIELD_MESSAGE;
    else if (!ok) errors[key] = message;
  };
  check('number', isValidCardNumber(v.number), CARD_MESSAGES.number);
  check('holderName', isValidCardHolderName(v.holderName), CARD_MESSAGES.name);
  check('expiry', parseCardExpiry(v.expiry) !== null, CARD_MESSAGES.expiry);
  check('cvc', isValidCvc(v.cvc), CARD_MESSAGES.cvc);
  check('name', true, '');
  check('email', isValidEmail(v.email.trim()), CARD_MESSAGES.holderEmail);
  check('cpfCnpj', isValidCpfCnpj(v.cpfCnpj), CARD_MESSAGES.holderCpfCnpj);
  check('phone', [10, 11].includes(onlyDigits(v.phone).length), CARD_MESSAGES.holderPhone);
  check('postalCode', onlyDigits(v.postalCode).length === 8, CARD_MESSAGES.holderPostalCode);
  check('addressNumber', true, '');
  return errors;
}

/**
 * The card checkout's message for the form, shown once above it while each empty field says
 * 'Preencha este campo.': empty card fields first, then the holder's. Null when every required field is filled.
 */
export function cardFormMissingMessage(v: CardFormValues): string | null {
  const blank = (key: keyof CardFormValues) => !v[key].trim();
  if (CARD_FIELDS.some(blank)) return CARD_MESSAGES.cardMissing;
  if (HOLDER_REQUIRED.some(blank)) return CARD_MESSAGES.holderMissing;
  return null;
}

/** The payload the API takes, or the first rule it breaks (the server checks the same, in the same order). */
export function cardFormPayload(v: CardFormValues): CardFormPayload | { error: string } {
  const missing = cardFormMissingMessage(v);
  if (missing) return { error: missing };
  const expiry = parseCardExpiry(v.expiry);
  const phone = onlyDigits(v.phone);
  const payload: CardFormPayload = {
    creditCard: {
      holderName: v.holderName.trim(),
      number: cardDigits(v.number),
      expiryMonth: expiry?.month ?? '',
      expiryYear: expiry?.year ?? '',
      ccv: v.cvc,
    },
    creditCardHolderInfo: {
      name: v.name.trim(),
      email: v.email.trim(),
      cpfCnpj: v.cpfCnpj,
      postalCode: onlyDigits(v.postalCode),
      addressNumber: v.addressNumber.trim(),
      addressComplement: v.addressComplement.trim() || null,
      phone,
      // A mobile number (11 digits) is the holder's mobile phone as well.
      mobilePhone: phone.length === 11 ? phone : null,
    },
  };
  const error = validateCard(payload.creditCard) ?? validateCardHolder(payload.creditCardHolderInfo);
  return error ? { error } : payload;
}
