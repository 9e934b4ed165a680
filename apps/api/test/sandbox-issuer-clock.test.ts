/**
 * The sandbox issuer's time settings, for watching monitoring without waiting days: certificates dated by the
 * server's (movable) clock, valid for minutes with SANDBOX_VALIDITY_MINUTES, and the `ALTERNA` name whose result
 * follows the ISO week of the issue date.
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

  it('ALTERNA: nada consta in even ISO weeks, consta in odd ones', async () => {
    const week10 = new Date('2027-03-10T12:00:00Z'); // ISO week 10
    const week11 = new Date('2027-03-17T12:00:00Z'); // ISO week 11
    expect((await issued(new SandboxIssuer(0, { now: () => week10 }), 'Joana ALTERNA')).resultado).toBe(
      'negativa',
    );
    expect((await issued(new SandboxIssuer(0, { now: () => week11 }), 'Joana ALTERNA')).resultado).toBe(
      'positiva',
    );
  });
});
