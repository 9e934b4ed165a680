import {
  type CardHolderInput,
  type CardInput,
  fullCardYear,
  validateCard,
  validateCardHolder,
} from '@certidao/domain';
import type { CreditCardHolderInput, CreditCardInput } from '../../adapters/payments/types.ts';
import { badRequest } from '../../http/errors.ts';
import { MSG } from './messages.ts';

/**
 * The card and holder rules (packages/domain, as the forms apply them): the first problem as a
 * 400 with its pt-BR message. The schema only limits lengths, so that these messages are what users read.
 */
export function assertValidCard(card: CardInput, holder: CardHolderInput): void {
  const problem = validateCard(card) ?? validateCardHolder(holder);
  if (problem) throw badRequest(problem);
}

/** A card payment: every card and holder field the form asks for, then the card rules (400). */
export function assertCardInput(
  card: CardInput | undefined,
  holder: CardHolderInput | undefined,
): asserts card is CardInput {
  if (!card?.holderName.trim() || !card.number.trim() || !card.ccv.trim()) throw badRequest(MSG.cardMissing);
  if (!holder?.name.trim() || !holder.email.trim() || !holder.cpfCnpj.trim())
    throw badRequest(MSG.holderMissing);
  assertValidCard(card, holder);
}

/** The card as the gateway takes it: digits only, four-digit year. Held in memory only, never stored. */
export function gatewayCard(card: CardInput): CreditCardInput {
  return {
    holderName: card.holderName.trim(),
    number: card.number.replace(/\D/g, ''),
    expiryMonth: card.expiryMonth,
    expiryYear: fullCardYear(card.expiryYear),
    ccv: card.ccv,
  };
}

/** The holder as the gateway takes it: documents, CEP and phones as digits. */
export function gatewayHolder(holder: CardHolderInput): CreditCardHolderInput {
  return {
    name: holder.name.trim(),
    email: holder.email.trim(),
    cpfCnpj: holder.cpfCnpj.replace(/[^0-9A-Za-z]/g, ''),
    postalCode: holder.postalCode.replace(/\D/g, ''),
    addressNumber: holder.addressNumber.trim(),
    addressComplement: holder.addressComplement?.trim() || null,
    phone: holder.phone.replace(/\D/g, ''),
    mobilePhone: holder.mobilePhone?.replace(/\D/g, '') || null,
  };
}
