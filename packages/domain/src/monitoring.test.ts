import { describe, expect, it } from 'vitest';
import {
  dueDateOf,
  firstIssuance,
  nextRenewal,
  notValidOn,
  POLITICAS,
  policyLabel,
  resultChanged,
  typesDue,
} from './monitoring';

const DAY = 86_400_000;
const now = new Date('2026-11-27T12:00:00Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('monitoring rules', () => {
  it('a type never issued is due at once', () => {
    expect(dueDateOf('vencimento', 5, undefined, now)).toEqual(now);
    expect(dueDateOf('semanal', 5, { tipoCertidao: 'cndt', emitidoEm: null, validoAte: null }, now)).toEqual(
      now,
    );
  });

  it('renews N days before expiry, never before half of the validity', () => {
    const latest = { tipoCertidao: 'cndt', emitidoEm: at(-10), validoAte: at(170) };
    expect(dueDateOf('vencimento', 5, latest, now)).toEqual(at(165));
    // Valid for 6 days with 5 of notice: half-way (3 days after issue), not 1 day after.
    const short = { tipoCertidao: 'cndt', emitidoEm: now, validoAte: at(6) };
    expect(dueDateOf('vencimento', 5, short, now)).toEqual(at(3));
    expect(dueDateOf('vencimento', 5, { ...latest, validoAte: null }, now)).toBeNull();
  });

  it('weekly and monthly re-issue from the last issue (month ends clamp)', () => {
    const latest = { tipoCertidao: 'tjsp', emitidoEm: new Date('2026-01-31T10:00:00Z'), validoAte: null };
    expect(dueDateOf('semanal', 5, latest, now)).toEqual(new Date('2026-02-07T10:00:00Z'));
    expect(dueDateOf('mensal', 5, latest, now)).toEqual(new Date('2026-02-28T10:00:00Z'));
  });

  it('a 30-day certificate on a monthly policy is renewed before it lapses, not a calendar month after', () => {
    const latest = {
      tipoCertidao: 'tjsp',
      emitidoEm: new Date('2026-01-31T10:00:00Z'),
      validoAte: new Date('2026-03-02T10:00:00Z'),
    };
    expect(dueDateOf('mensal', 5, latest, now)).toEqual(new Date('2026-02-25T10:00:00Z'));
    // A certificate valid longer than the month keeps the monthly date.
    const long = { ...latest, validoAte: new Date('2026-07-30T10:00:00Z') };
    expect(dueDateOf('mensal', 5, long, now)).toEqual(new Date('2026-02-28T10:00:00Z'));
    expect(dueDateOf('semanal', 5, long, now)).toEqual(new Date('2026-02-07T10:00:00Z'));
  });

  it('every policy renews before expiry, after the issue, never later than its own date (months of 28 to 31 days)', () => {
    const validities = [1, 2, 3, 5, 7, 8, 10, 15, 20, 27, 28, 29, 30, 31, 32, 35, 45, 60, 90, 180, 365, null];
    // Lead times around every validity above (each lead's edge is where it meets a validity or half of one).
    const leads = [
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 14, 15, 16, 17, 18, 20, 27, 28, 29, 30, 31, 32, 35, 45, 59, 60,
    ];
    // Every day from December 2027 to March 2029: months of 28, 29 (2028), 30 and 31 days, and year ends.
    const start = Date.UTC(2027, 11, 1, 13, 30);
    let checked = 0;
    for (let d = 0; d < 486; d++) {
      const emitidoEm = new Date(start + d * DAY);
      const nextMonth = new Date(
        Date.UTC(emitidoEm.getUTCFullYear(), emitidoEm.getUTCMonth() + 1, 1, 13, 30),
      );
      const daysInNextMonth = new Date(
        Date.UTC(nextMonth.getUTCFullYear(), nextMonth.getUTCMonth() + 1, 0),
      ).getUTCDate();
      const monthly = new Date(
        Date.UTC(
          nextMonth.getUTCFullYear(),
          nextMonth.getUTCMonth(),
          Math.min(emitidoEm.getUTCDate(), daysInNextMonth),
          13,
          30,
        ),
      );
      for (const days of validities) {
        const validoAte = days === null ? null : new Date(emitidoEm.getTime() + days * DAY);
        for (const lead of leads) {
          for (const politica of POLITICAS) {
            const due = dueDateOf(politica, lead, { tipoCertidao: 'x', emitidoEm, validoAte }, now);
            checked++;
            if (politica === 'vencimento' && !validoAte) {
              expect(due).toBeNull();
              continue;
            }
            const t = (due as Date).getTime();
            // Never at the issue itself (a renewal loop), always before the certificate lapses.
            if (t <= emitidoEm.getTime()) throw new Error(`${politica} ${days}d ${lead}: due at issue`);
            if (validoAte && t >= validoAte.getTime())
              throw new Error(`${politica} ${emitidoEm.toISOString()} ${days}d ${lead}: due after expiry`);
            if (
              validoAte &&
              t !==
                Math.max(validoAte.getTime() - lead * DAY, emitidoEm.getTime() + ((days as number) * DAY) / 2)
            ) {
              // Not the expiry rule: only the policy's own date may come first.
              const own = politica === 'semanal' ? emitidoEm.getTime() + 7 * DAY : monthly.getTime();
              if (t !== own) throw new Error(`${politica} ${days}d ${lead}: neither date`);
            }
            if (politica === 'semanal' && t > emitidoEm.getTime() + 7 * DAY) throw new Error('weekly late');
            if (politica === 'mensal' && t > monthly.getTime())
              throw new Error(`monthly late: ${emitidoEm.toISOString()} → ${due?.toISOString()}`);
            if (politica === 'mensal' && !validoAte) expect(t).toBe(monthly.getTime());
          }
        }
      }
    }
    expect(checked).toBe(486 * validities.length * leads.length * 3);
  });

  it('the next renewal is the earliest type; types due within a day go together', () => {
    const party = {
      politica: 'vencimento' as const,
      diasAntecedencia: 5,
      tiposCertidao: ['cndt', 'tjsp', 'trf3'],
    };
    const latest = [
      { tipoCertidao: 'cndt', emitidoEm: at(-100), validoAte: at(20) },
      { tipoCertidao: 'tjsp', emitidoEm: at(-25), validoAte: at(5.5) },
      { tipoCertidao: 'trf3', emitidoEm: at(-25), validoAte: at(5.2) },
    ];
    expect(nextRenewal(party, latest, now)).toEqual(at(0.2));
    expect(typesDue(party, latest, at(0.2))).toEqual(['tjsp', 'trf3']);
    expect(typesDue(party, latest, at(15))).toEqual(['cndt', 'tjsp', 'trf3']);
    expect(nextRenewal({ ...party, tiposCertidao: [] }, latest, now)).toBeNull();
  });

  it('a change of result is between two definite answers', () => {
    expect(resultChanged('negativa', 'positiva')).toBe(true);
    expect(resultChanged('positiva', 'positiva_com_efeitos_de_negativa')).toBe(true);
    expect(resultChanged('negativa', 'negativa')).toBe(false);
    expect(resultChanged('negativa', 'nao_emitida')).toBe(false);
    expect(resultChanged(null, 'positiva')).toBe(false);
  });

  it('labels the policy', () => {
    expect(policyLabel('vencimento', 1)).toBe('Renovar 1 dia antes do vencimento');
    expect(policyLabel('vencimento', 5)).toBe('Renovar 5 dias antes do vencimento');
    expect(policyLabel('mensal', 5)).toBe('Reemitir todo mês');
  });
});

describe('validity on a deed date', () => {
  const now = new Date('2026-11-29T15:00:00Z');
  it('names the types never issued or expiring before the day, and predicts a first issuance', () => {
    const latest = [
      { tipoCertidao: 'cndt', emitidoEm: now, validoAte: new Date('2027-01-10T02:59:00Z') },
      { tipoCertidao: 'trf3', emitidoEm: now, validoAte: null },
    ];
    // 23:59 of 09/01 in São Paulo is still the 9th there.
    expect(notValidOn('2027-01-09', ['cndt', 'trf3', 'tjsp'], latest)).toEqual(['tjsp']);
    expect(notValidOn('2027-01-10', ['cndt', 'trf3'], latest)).toEqual(['cndt']);
    const first = firstIssuance(['cndt'], now);
    expect(first[0]?.validoAte?.toISOString()).toBe('2027-05-28T15:00:00.000Z');
    expect(notValidOn('2027-05-28', ['cndt'], first)).toEqual([]);
    expect(notValidOn('2027-05-29', ['cndt'], first)).toEqual(['cndt']);
  });
});
