import type { CreditCard, CreditCardHolderInfo, User } from '@certidao/api-client';
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

/** The cartao step's fields, as typed (number and CPF/CNPJ as digits, the rest as shown). */
export interface CardValues {
  holderName: string;
  number: string;
  /** MM/AA. */
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

export const EMPTY_CARD: CardValues = {
  holderName: '',
  number: '',
  expiry: '',
  cvc: '',
  name: '',
  email: '',
  cpfCnpj: '',
  postalCode: '',
  addressNumber: '',
  addressComplement: '',
  phone: '',
};

/** The holder's data prefilled from the account (registration or the signed-in user). */
export function cardValuesFor(person: Pick<User, 'fullName' | 'email' | 'cpfCnpj' | 'phone'>): CardValues {
  return {
    ...EMPTY_CARD,
    name: person.fullName,
    email: person.email,
    cpfCnpj: person.cpfCnpj ?? '',
    phone: person.phone ? maskPhone(onlyDigits(person.phone)) : '',
  };
}

/**
 * The spec's message for empty required fields (§5 'Card checkout'), shown once above the form while each
 * empty field says 'Preencha este campo.': card fields first, then the holder's. Null when all are filled.
 */
export function missingMessage(v: CardValues): string | null {
  const blank = (s: string) => !s.trim();
  if ([v.holderName, v.number, v.expiry, v.cvc].some(blank)) return CARD_MESSAGES.cardMissing;
  if ([v.name, v.email, v.cpfCnpj, v.phone, v.postalCode, v.addressNumber].some(blank))
    return CARD_MESSAGES.holderMissing;
  return null;
}

/** The card and holder payload (spec §3), or the first rule it breaks (the server checks the same). */
export function cardPayload(
  v: CardValues,
): { creditCard: CreditCard; creditCardHolderInfo: CreditCardHolderInfo } | { error: string } {
  const expiry = parseCardExpiry(v.expiry);
  const creditCard: CreditCard = {
    holderName: v.holderName.trim(),
    number: cardDigits(v.number),
    expiryMonth: expiry?.month ?? '',
    expiryYear: expiry?.year ?? '',
    ccv: v.cvc,
  };
  const phone = onlyDigits(v.phone);
  const creditCardHolderInfo: CreditCardHolderInfo = {
    name: v.name.trim(),
    email: v.email.trim(),
    cpfCnpj: v.cpfCnpj,
    postalCode: v.postalCode,
    addressNumber: v.addressNumber.trim(),
    addressComplement: v.addressComplement.trim() || null,
    phone,
    // A mobile number (11 digits) is the holder's mobile phone as well.
    mobilePhone: phone.length === 11 ? phone : null,
  };
  if (!creditCard.holderName || !creditCard.number || !creditCard.ccv)
    return { error: CARD_MESSAGES.cardMissing };
  if (!creditCardHolderInfo.name || !creditCardHolderInfo.email || !creditCardHolderInfo.cpfCnpj)
    return { error: CARD_MESSAGES.holderMissing };
  const error = validateCard(creditCard) ?? validateCardHolder(creditCardHolderInfo);
  return error ? { error } : { creditCard, creditCardHolderInfo };
}

export type CardErrors = Partial<Record<keyof CardValues, string>>;

const REQUIRED = 'Preencha este campo.';

/** Each field's message (empty, or its format: spec §5 for the card, the gateway's rules for the holder). */
export function cardFieldErrors(v: CardValues): CardErrors {
  const errors: CardErrors = {};
  const check = (key: keyof CardValues, ok: boolean, message: string) => {
    if (!v[key].trim()) errors[key] = REQUIRED;
    else if (!ok) errors[key] = message;
  };
  check('holderName', isValidCardHolderName(v.holderName), CARD_MESSAGES.name);
  check('number', isValidCardNumber(v.number), CARD_MESSAGES.number);
  check('expiry', parseCardExpiry(v.expiry) !== null, CARD_MESSAGES.expiry);
  check('cvc', isValidCvc(v.cvc), CARD_MESSAGES.cvc);
  check('name', true, '');
  check('email', isValidEmail(v.email.trim()), 'Digite um email válido');
  check('cpfCnpj', isValidCpfCnpj(v.cpfCnpj), 'Digite um CPF ou CNPJ válido');
  check('phone', [10, 11].includes(onlyDigits(v.phone).length), 'Digite um telefone válido');
  check('postalCode', onlyDigits(v.postalCode).length === 8, 'Digite um CEP válido');
  check('addressNumber', true, '');
  return errors;
}
