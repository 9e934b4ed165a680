import { isCardExpired, passesLuhn } from '@certidao/domain';
import { type CreditCardInput, GatewayError } from './types.ts';

/** Asaas sandbox test cards that are always declined; any other valid number is approved. */
export const SANDBOX_DECLINED_CARDS = new Set(['5184019740373151', '4916561358240741']);
/** The test card the Asaas sandbox documents as approved; it does not pass the Luhn check, yet Asaas takes it. */
export const SANDBOX_TEST_CARD = '4444444444444444';
export const DECLINED_MESSAGE =
  'Transação não autorizada. Verifique os dados do cartão de crédito e tente novamente.';
export const EXPIRED_MESSAGE = 'A data de validade do cartão de crédito expirou.';
export const INVALID_NUMBER_MESSAGE = 'O número do cartão de crédito é inválido.';
export const INVALID_TOKEN_MESSAGE = 'Token de cartão de crédito inválido.';

/**
 * What the sandbox's card network says about a card: a number that fails the Luhn check is invalid (except
 * Asaas's own test card), an expired card or an Asaas decline number is declined. Returns the digits.
 */
export function checkCard(card: CreditCardInput, now = new Date()): string {
  const number = card.number.replace(/\D/g, '');
  if (number.length < 13 || number.length > 19 || (number !== SANDBOX_TEST_CARD && !passesLuhn(number)))
    throw new GatewayError('invalid', INVALID_NUMBER_MESSAGE);
  if (isCardExpired(card.expiryMonth, card.expiryYear, now))
    throw new GatewayError('declined', EXPIRED_MESSAGE);
  if (SANDBOX_DECLINED_CARDS.has(number)) throw new GatewayError('declined', DECLINED_MESSAGE);
  return number;
}
