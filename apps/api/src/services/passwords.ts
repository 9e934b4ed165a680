import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(scrypt) as (
  pw: string,
  salt: Buffer,
  len: number,
  opts: object,
) => Promise<Buffer>;
// N=2^15 with r=8 needs 32 MiB: strong yet fast enough (~50 ms) on the 2-core machines.
const STRONG = { N: 32768, r: 8, p: 1 };
const MAXMEM = 64 * 1024 * 1024;
const KEY_LEN = 32;
let params = STRONG;

/**
 * For the test harness's servers only (`@certidao/api/testing`), never a real server: N=2^10, a thirty-second of
 * the work. The suites create and sign in thousands of accounts per run, and each strong hash costs a tenth of a
 * second of CPU on these machines. Every hash names its own parameters, so either kind verifies under either.
 */
export function useTestPasswordCost(): void {
  params = { N: 1024, r: 8, p: 1 };
}

/** `scrypt$N$r$p$salt$hash` (base64url) so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, KEY_LEN, { ...params, maxmem: MAXMEM });
  return [
    'scrypt',
    params.N,
    params.r,
    params.p,
    salt.toString('base64url'),
    hash.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, saltB64, hashB64] = stored.split('$');
  if (kind !== 'scrypt' || !saltB64 || !hashB64) return false;
  const expected = Buffer.from(hashB64, 'base64url');
  const actual = await scryptAsync(password, Buffer.from(saltB64, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAXMEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** A random password that passes the strong-password rule (used for the first admin when none is configured). */
export function generatePassword(): string {
  const base = randomBytes(12).toString('base64url').replace(/[-_]/g, 'x');
  return `${base}aA1@`;
}
