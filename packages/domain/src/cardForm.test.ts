import { describe, expect, it } from 'vitest';
import {
  type CardFormValues,
  cardFormErrors,
  cardFormMissingMessage,
  cardFormPayload,
  cardFormValues,
  REQUIRED_FIELD_MESSAGE,
  withoutCard,
} from './cardForm';
import { CARD_MESSAGES, cardBrandLabel } from './cards';

const filled: CardFormValues = {
  number: '4111 1111 1111 1111',
  holderName: 'MARIA A SILVA',
  expiry: '12/35',
  cvc: '123',
  name: 'Maria Silva',
  email: 'maria@example.com',
  cpfCnpj: '52998224725',
  postalCode: '01310-100',
  addressNumber: ' 100 ',
  addressComplement: '  ',
  phone: '(11) 98765-4321',
};

describe('card form', () => {
  it('prefills the holder from the account and masks the phone', () => {
    const v = cardFormValues({ fullName: 'Ana Souza', email: 'a@b.co', cpfCnpj: null, phone: '1133334444' });
    expect(v).toMatchObject({ name: 'Ana Souza', email: 'a@b.co', cpfCnpj: '', phone: '(11) 3333-4444' });
    expect(v.number).toBe('');
    expect(cardFormValues().name).toBe('');
  });

  it('says which fields are empty or wrong', () => {
    const empty = cardFormErrors(cardFormValues());
    expect(empty.number).toBe(REQUIRED_FIELD_MESSAGE);
    expect(empty.addressComplement).toBeUndefined();
    const wrong = cardFormErrors({
      ...filled,
      number: '4111 1111',
      expiry: '13',
      cvc: '12',
      holderName: 'M',
    });
    expect(wrong).toEqual({
      number: CARD_MESSAGES.number,
      expiry: CARD_MESSAGES.expiry,
      cvc: CARD_MESSAGES.cvc,
      holderName: CARD_MESSAGES.name,
    });
    expect(cardFormErrors({ ...filled, postalCode: '0131', phone: '1234' })).toEqual({
      postalCode: CARD_MESSAGES.holderPostalCode,
      phone: CARD_MESSAGES.holderPhone,
    });
    expect(cardFormErrors(filled)).toEqual({});
  });

  it('gives the form message for empty card fields before empty holder fields', () => {
    expect(cardFormMissingMessage(cardFormValues())).toBe(CARD_MESSAGES.cardMissing);
    expect(cardFormMissingMessage({ ...filled, email: ' ' })).toBe(CARD_MESSAGES.holderMissing);
    expect(cardFormMissingMessage(filled)).toBeNull();
  });

  it('builds the payload the API takes', () => {
    expect(cardFormPayload(filled)).toEqual({
      creditCard: {
        holderName: 'MARIA A SILVA',
        number: '4111111111111111',
        expiryMonth: '12',
        expiryYear: '2035',
        ccv: '123',
      },
      creditCardHolderInfo: {
        name: 'Maria Silva',
        email: 'maria@example.com',
        cpfCnpj: '52998224725',
        postalCode: '01310100',
        addressNumber: '100',
        addressComplement: null,
        phone: '11987654321',
        mobilePhone: '11987654321',
      },
    });
    expect(cardFormPayload({ ...filled, cvc: '' })).toEqual({ error: CARD_MESSAGES.cardMissing });
    expect(cardFormPayload({ ...filled, cvc: '1' })).toEqual({ error: CARD_MESSAGES.cvc });
    expect(cardFormPayload({ ...filled, phone: '1133334444' })).toMatchObject({
      creditCardHolderInfo: { mobilePhone: null },
    });
  });

  it('keeps the holder when the card is cleared', () => {
    expect(withoutCard(filled)).toEqual({ ...filled, number: '', holderName: '', expiry: '', cvc: '' });
  });

  it('names brands', () => {
    expect(cardBrandLabel('AMEX')).toBe('American Express');
    expect(cardBrandLabel('UNKNOWN')).toBe('Cartão');
    expect(cardBrandLabel('XYZ')).toBe('Cartão');
    expect(cardBrandLabel(null)).toBe('Cartão');
  });
});
