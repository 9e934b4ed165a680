/**
 * The sandbox issuer's time settings, for watching monitoring without waiting days: certificates dated by the
 * server's (movable) clock, valid for minutes with SANDBOX_VALIDITY_MINUTES, and the `ALTERNA` name whose result
 * turns each week of the issue date.
 */
import { getCertificateType } from '@certidao/domain';
import { describe, expect, it } from 'vitest';
import { SandboxIssuer } from '../src/adapters/issuers/sandbox.ts';
import type { IssueInput } from '../src/adapters/issuers/types.ts';

const ctx = {
  signal: new AbortController().signal,
  progress: async () => {},
  saveCheckpoint: async () => {},
};
const input = (nome: string): IssueInput => ({
  tipo: getCertificateType('cndt') as NonNullable<ReturnType<typeof getCertificateType>>,
  tipoPessoa: 'fisica',
  nome,
  documento: '52998224725',
  rg: null,
  dataNascimento: '15/03/1985',
  inscricaoImovel: null,
  certAttempt: 1,
  retryCount: 0,
  checkpoint: null,
});

async function issued(issuer: SandboxIssuer, nome: string) {
  const r = await issuer.issue(input(nome), ctx);
  if (r.kind !== 'issued') throw new Error(`not issued: ${r.kind}`);
  return r;
}

describe('sandbox issuer and time', () => {
  it('dates certificates by the given clock, valid for the type’s days or for SANDBOX_VALIDITY_MINUTES', async () => {
    const at = new Date('2027-03-10T12:00:00Z');
    const byType = await issued(new SandboxIssuer(0, { now: () => at }), 'Maria');
    expect(byType.emitidoEm).toEqual(at);
    expect(byType.validoAte?.getTime()).toBe(
      at.getTime() + (getCertificateType('cndt')?.validadeDias as number) * 86_400_000,
    );
    const short = await issued(new SandboxIssuer(0, { now: () => at, validityMinutes: 3 }), 'Maria');
    expect(short.validoAte?.getTime()).toBe(at.getTime() + 3 * 60_000);
  });

  it('ALTERNA: nada consta and consta in turns, a week each, across the end of a 53-week year', async () => {
    const result = async (iso: string) =>
      (await issued(new SandboxIssuer(0, { now: () => new Date(iso) }), 'Joana ALTERNA')).resultado;
    // Weeks (Monday to Sunday, UTC) from 2026's ISO week 52 to 2027's week 2: 2026 has 53 ISO weeks, so its
    // last and 2027's first are both odd, yet the result still turns each week.
    const weeks = [
      ['2026-12-21T00:00:00Z', '2026-12-27T23:59:59Z'],
      ['2026-12-28T00:00:00Z', '2027-01-03T23:59:59Z'],
      ['2027-01-04T00:00:00Z', '2027-01-10T23:59:59Z'],
      ['2027-01-11T00:00:00Z', '2027-01-17T23:59:59Z'],
    ] as const;
    const results = [];
    for (const [monday, sunday] of weeks) {
      const first = await result(monday);
      expect(await result(sunday)).toBe(first);
      results.push(first);
    }
    expect(results).toEqual(['negativa', 'positiva', 'negativa', 'positiva']);
  });
});
