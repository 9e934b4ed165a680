import { describe, expect, it } from 'vitest';
import {
  boletoBarcode,
  dueDateFactor,
  formatLinhaDigitavel,
  linhaDigitavel,
  mod10,
  mod11,
} from '../src/adapters/payments/boleto.ts';
import { buildPixPayload, crc16Ccitt, hasValidCrc, parseEmv } from '../src/adapters/payments/pix.ts';

describe('PIX BR Code', () => {
  it('computes CRC16-CCITT-FALSE (check value of "123456789" is 29B1)', () => {
    expect(crc16Ccitt('123456789')).toBe('29B1');
  });

  it('builds the EMV fields with the amount, an ASCII merchant and a valid CRC', () => {
    const payload = buildPixPayload({
      key: 'chave@exemplo.com',
      merchantName: 'Certidão Ágil Serviços Digitais Ltda',
      merchantCity: 'São Paulo',
      amountCents: 123456,
      txid: 'pay_123-abc',
    });
    const fields = parseEmv(payload);
    expect(fields.get('00')).toBe('01');
    expect(parseEmv(fields.get('26')!).get('00')).toBe('br.gov.bcb.pix');
    expect(parseEmv(fields.get('26')!).get('01')).toBe('chave@exemplo.com');
    expect(fields.get('53')).toBe('986');
    expect(fields.get('54')).toBe('1234.56');
    expect(fields.get('59')).toBe('CERTIDAO AGIL SERVICOS DI');
    expect(fields.get('60')).toBe('SAO PAULO');
    expect(parseEmv(fields.get('62')!).get('05')).toBe('pay123abc');
    expect(hasValidCrc(payload)).toBe(true);
    expect(hasValidCrc(payload.replace('1234.56', '1234.57'))).toBe(false);
  });
});

describe('boleto', () => {
  it('counts the due-date factor from its 2025 reset', () => {
    expect(dueDateFactor('2025-02-22')).toBe('1000');
    expect(dueDateFactor('2025-02-23')).toBe('1001');
    expect(dueDateFactor('2026-01-01')).toBe(String(1000 + 313));
    expect(() => dueDateFactor('2025-02-21')).toThrow();
  });

  it('computes the FEBRABAN check digits', () => {
    // Classic examples: mod 10 of 001905009 is 5; mod 11 never gives 0 or 10 (they become 1).
    expect(mod10('001905009')).toBe(5);
    expect(mod11('0000000000000000000000000000000000000000000')).toBe(1);
    const barcode = boletoBarcode({
      bank: '461',
      dueDate: '2025-03-01',
      amountCents: 4990,
      freeField: '0001123456789011234567000',
    });
    expect(barcode).toHaveLength(44);
    expect(barcode.slice(5, 9)).toBe('1007');
    expect(barcode.slice(9, 19)).toBe('0000004990');
    const line = linhaDigitavel(barcode);
    expect(line).toHaveLength(47);
    expect(line[32]).toBe(barcode[4]);
    expect(formatLinhaDigitavel(line)).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
  });
});
