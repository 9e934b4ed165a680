/**
 * PIX "copia e cola" (BR Code): an EMV® QRCPS Merchant-Presented payload as specified by the Banco Central
 * do Brasil (Manual de Padrões para Iniciação do Pix), closed by a CRC16-CCITT-FALSE checksum in field 63.
 */

/** CRC16-CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor), as 4 upper-case hex digits. */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** One EMV TLV field: 2-digit id, 2-digit length, value. */
function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`EMV field ${id} too long`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** Upper-case ASCII without accents, as the BR Code's merchant name and city require. */
function emvText(value: string, max: number): string {
  return value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .-]/g, '')
    .toUpperCase()
    .trim()
    .slice(0, max);
}

export interface PixPayloadInput {
  /** The receiver's PIX key (e-mail, phone, CPF/CNPJ or random EVP key). */
  key: string;
  merchantName: string;
  merchantCity: string;
  amountCents: number;
  /** Transaction id: up to 25 letters and digits. */
  txid: string;
  description?: string;
}

export function buildPixPayload(input: PixPayloadInput): string {
  const account =
    field('00', 'br.gov.bcb.pix') +
    field('01', input.key) +
    (input.description ? field('02', emvText(input.description, 40)) : '');
  const txid = input.txid.replace(/[^A-Za-z0-9]/g, '').slice(0, 25) || '***';
  const body =
    field('00', '01') +
    field('01', '12') + // single use
    field('26', account) +
    field('52', '0000') +
    field('53', '986') + // BRL
    field('54', (input.amountCents / 100).toFixed(2)) +
    field('58', 'BR') +
    field('59', emvText(input.merchantName, 25)) +
    field('60', emvText(input.merchantCity, 15)) +
    field('62', field('05', txid));
  const withCrcId = `${body}6304`;
  return withCrcId + crc16Ccitt(withCrcId);
}

/** Parses the top-level TLV fields of a BR Code (for checks and tests). */
export function parseEmv(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let i = 0;
  while (i < payload.length) {
    const id = payload.slice(i, i + 2);
    const len = Number(payload.slice(i + 2, i + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(len)) throw new Error('invalid EMV payload');
    fields.set(id, payload.slice(i + 4, i + 4 + len));
    i += 4 + len;
  }
  return fields;
}

/** True when field 63 holds the CRC of everything before its value. */
export function hasValidCrc(payload: string): boolean {
  if (!/6304[0-9A-F]{4}$/.test(payload)) return false;
  return crc16Ccitt(payload.slice(0, -4)) === payload.slice(-4);
}
