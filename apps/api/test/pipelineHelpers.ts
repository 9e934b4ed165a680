import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import type { ApiClient } from '@certidao/api-client';
import { ORIGINAL_CODES } from '@certidao/domain';
import jsQR from 'jsqr';
import type { TestServer } from './harness.ts';

const require = createRequire(import.meta.url);
const { PNG } = require('pngjs') as {
  PNG: { sync: { read(b: Buffer): { width: number; height: number; data: Buffer } } };
};

export const CPF = '529.982.247-25';
export const CNPJ = '11222333000181';

/** The web form's payload: all 10 types for a person. */
export function fisicaBody(
  nome = 'Maria Aparecida da Silva',
  cpf = CPF,
  types: readonly string[] = ORIGINAL_CODES,
) {
  return {
    observacao: 'Due diligence',
    dadosGerais: { tipoPessoa: 'fisica' as const, nomeCompleto: nome },
    certidoes: types.map((tipoCertidao) => ({
      tipoCertidao: tipoCertidao as never,
      dadosCertidao: { nome, cpf, rg: '12.345.678-9', dataNascimento: '15/03/1985' },
    })),
  };
}

/** A user holding an active plan with this monthly limit (0 = unlimited), granted by the admin. */
export async function userWithPlan(t: TestServer, limite: number) {
  const { api: admin } = await t.admin();
  const plano = await admin.createPlano({
    body: { nome: `Plano ${limite}-${Math.random().toString(36).slice(2, 7)}`, valor: 49.9, limite },
  });
  const user = await t.createUser('user');
  await admin.concederPlanoUsuario({ path: { id: user.userId }, body: { planoId: plano.id } });
  return user;
}

export async function waitUntil<T>(
  fn: () => Promise<T | undefined | false>,
  timeoutMs = 30_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  while (Date.now() < deadline) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (error) {
      last = error;
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
}

/** Waits until no certificate of the request is pendente or processando; returns the request. */
export async function settled(api: ApiClient, id: string, timeoutMs = 30_000) {
  return waitUntil(
    async () => {
      const s = await api.getSolicitacao({ path: { id } });
      return s.certidoes.every((c) => !['pendente', 'processando'].includes(c.status)) ? s : undefined;
    },
    timeoutMs,
    `request ${id} to settle`,
  );
}

export async function fetchPdf(t: TestServer, token: string, name: string) {
  const res = await fetch(`${t.apiUrl}/automations/pdfs/download/${name}?disposition=attachment`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

export const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** pdfsig's verdict, pdftotext's text and the QR code found on the first page (poppler-utils). */
export function inspectPdf(
  bytes: Buffer,
  options: { signatureOnly?: boolean } = {},
): { pdfsig: string; text: string; qr: string | undefined } {
  const dir = mkdtempSync(join(tmpdir(), 'certidao-pdf-'));
  try {
    const file = join(dir, 'c.pdf');
    writeFileSync(file, bytes);
    let pdfsig: string;
    try {
      pdfsig = execFileSync('pdfsig', [file], { encoding: 'utf8' });
    } catch (error) {
      pdfsig = String((error as { stdout?: string }).stdout ?? error);
    }
    if (options.signatureOnly) return { pdfsig, text: '', qr: undefined };
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    execFileSync('pdftoppm', ['-png', '-r', '110', '-singlefile', file, join(dir, 'page')]);
    const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
    const qr = jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
    return { pdfsig, text, qr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function fetchZip(t: TestServer, token: string, solicitacaoId: string, query = '') {
  const res = await fetch(`${t.apiUrl}/solicitacoes/${solicitacaoId}/pdfs.zip${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

/**
 * The entries of a ZIP read the way unzip tools do (end record → central directory → each local header), with
 * every structure's signature, the stored method, both copies of the sizes and the CRC-32 checked.
 */
export function readZip(zip: Buffer): Array<{ name: string; bytes: Buffer }> {
  const end = zip.length - 22;
  if (zip.readUInt32LE(end) !== 0x06054b50) throw new Error('no end of central directory record');
  const count = zip.readUInt16LE(end + 10);
  const directoryEnd = zip.readUInt32LE(end + 16) + zip.readUInt32LE(end + 12);
  if (directoryEnd !== end) throw new Error('central directory does not end at the end record');
  const entries: Array<{ name: string; bytes: Buffer }> = [];
  let at = zip.readUInt32LE(end + 16);
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`entry ${i}: bad central header`);
    const [method, crc, size, stored] = [
      zip.readUInt16LE(at + 10),
      zip.readUInt32LE(at + 16),
      zip.readUInt32LE(at + 20),
      zip.readUInt32LE(at + 24),
    ];
    const nameLength = zip.readUInt16LE(at + 28);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const local = zip.readUInt32LE(at + 42);
    if (method !== 0 || size !== stored) throw new Error(`${name}: not stored`);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`${name}: bad local header`);
    if (zip.subarray(local + 30, local + 30 + nameLength).toString('utf8') !== name)
      throw new Error(`${name}: local name differs`);
    const start = local + 30 + nameLength + zip.readUInt16LE(local + 28);
    const bytes = zip.subarray(start, start + size);
    if (crc32(bytes) !== crc) throw new Error(`${name}: CRC-32 mismatch`);
    const descriptor = start + size;
    if (zip.readUInt32LE(descriptor) !== 0x08074b50 || zip.readUInt32LE(descriptor + 4) !== crc)
      throw new Error(`${name}: bad data descriptor`);
    entries.push({ name, bytes });
    at += 46 + nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return entries;
}
