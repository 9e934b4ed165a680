import { describe, expect, it } from 'vitest';
import { detectCardBrand, previewCardNumber, previewExpiry } from './cardBrand';

describe('detectCardBrand', () => {
  it('recognises Visa from the first digit', () => {
    expect(detectCardBrand('4')).toBe('visa');
    expect(detectCardBrand('4111 1111 1111 1111')).toBe('visa');
  });
  it('recognises Mastercard (51–55 and 2221–2720)', () => {
    expect(detectCardBrand('5105 1051 0510 5100')).toBe('mastercard');
    expect(detectCardBrand('55')).toBe('mastercard');
    expect(detectCardBrand('2221 0000')).toBe('mastercard');
    expect(detectCardBrand('2720 9900')).toBe('mastercard');
    expect(detectCardBrand('2720')).toBe('mastercard');
    expect(detectCardBrand('2721')).toBeNull();
    expect(detectCardBrand('56')).toBeNull();
  });
  it('recognises American Express (34, 37)', () => {
    expect(detectCardBrand('3782 822463 10005')).toBe('amex');
    expect(detectCardBrand('34')).toBe('amex');
    expect(detectCardBrand('36')).toBeNull();
  });
  it('recognises Elo before Visa and Mastercard', () => {
    expect(detectCardBrand('6362 9700 0045 7013')).toBe('elo');
    expect(detectCardBrand('4011 7800 0000 0000')).toBe('elo');
    expect(detectCardBrand('5067 0000 0000 0000')).toBe('elo');
    expect(detectCardBrand('509000')).toBe('elo');
    expect(detectCardBrand('6504 3100 0000 0000')).toBe('elo');
    // Until 6 digits are typed the BIN is unknown: a 4… number is Visa for now.
    expect(detectCardBrand('4011')).toBe('visa');
  });
  it('returns null for empty or unknown input', () => {
    expect(detectCardBrand('')).toBeNull();
    expect(detectCardBrand(null)).toBeNull();
    expect(detectCardBrand('9999')).toBeNull();
    expect(detectCardBrand('abc')).toBeNull();
  });
});

describe('previewCardNumber', () => {
  it('fills a 16-digit card with placeholders in groups of 4', () => {
    expect(previewCardNumber('')).toBe('•••• •••• •••• ••••');
    expect(previewCardNumber('4111 11')).toBe('4111 11•• •••• ••••');
    expect(previewCardNumber('4111111111111111')).toBe('4111 1111 1111 1111');
  });
  it('uses 15 digits for Amex', () => {
    expect(previewCardNumber('37', 'amex')).toBe('37•• •••• •••• •••');
  });
  it('grows up to 19 digits', () => {
    expect(previewCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });
});

describe('previewExpiry', () => {
  it('overlays what was typed on MM/AA', () => {
    expect(previewExpiry('')).toBe('MM/AA');
    expect(previewExpiry('1')).toBe('1M/AA');
    expect(previewExpiry('12/')).toBe('12/AA');
    expect(previewExpiry('12/29')).toBe('12/29');
    expect(previewExpiry(undefined)).toBe('MM/AA');
  });
});
