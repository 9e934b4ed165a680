import { getCertificateType } from './catalogue';
import { toSaoPauloIsoDate } from './dates';
import type { ResultadoCertidao } from './results';

/**
 * The rules of monitoring, shared by the server (scheduling) and the screens (what they explain):
 * - `vencimento`: each certificate is renewed `diasAntecedencia` days before it expires, but never before half
 *   of its validity has passed (a certificate valid for 5 days with 5 days of notice would otherwise be
 *   renewed the moment it arrives); a type whose certificate has no validity is not renewed by this policy.
 * - `semanal` / `mensal`: every type is issued again a week / a calendar month after its last issue, or
 *   earlier when its certificate would expire first: the renewal is due at the earlier of the policy's date and
 *   the `vencimento` date (so a 30-day certificate on a monthly policy is renewed before it lapses, not a day
 *   after).
 * A type never issued yet is due at once. Types due within a day of the first are renewed together, so a
 * portfolio's certificates stay in step instead of producing one request per type.
 */
export type PoliticaMonitoramento = 'vencimento' | 'semanal' | 'mensal';

export const POLITICAS: readonly PoliticaMonitoramento[] = ['vencimento', 'semanal', 'mensal'];
export const DEFAULT_LEAD_DAYS = 5;
export const MIN_LEAD_DAYS = 1;
export const MAX_LEAD_DAYS = 60;

const DAY_MS = 86_400_000;
/** Types due within this long after the earliest one go in the same renewal. */
export const RENEWAL_BATCH_MS = DAY_MS;

/** 'Renovar 5 dias antes do vencimento', 'Reemitir toda semana', 'Reemitir todo mês'. */
export function policyLabel(politica: PoliticaMonitoramento, diasAntecedencia: number): string {
  if (politica === 'semanal') return 'Reemitir toda semana';
  if (politica === 'mensal') return 'Reemitir todo mês';
  return `Renovar ${diasAntecedencia} ${diasAntecedencia === 1 ? 'dia' : 'dias'} antes do vencimento`;
}

export interface LatestCertificate {
  tipoCertidao: string;
  emitidoEm: Date | null;
  validoAte: Date | null;
}

function addMonthUtc(date: Date): Date {
  const d = new Date(date.getTime());
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/**
 * When a certificate must be renewed not to lapse: `diasAntecedencia` days before it expires, but never before half
 * of its validity (null when it states no validity).
 */
function beforeExpiry(diasAntecedencia: number, emitidoEm: Date, validoAte: Date | null): Date | null {
  if (!validoAte) return null;
  const issued = emitidoEm.getTime();
  const expires = validoAte.getTime();
  const halfway = issued + (expires - issued) / 2;
  return new Date(Math.max(expires - diasAntecedencia * DAY_MS, halfway));
}

/** When one type is due again (null: never, by this policy); `now` for a type never issued. */
export function dueDateOf(
  politica: PoliticaMonitoramento,
  diasAntecedencia: number,
  latest: LatestCertificate | undefined,
  now: Date,
): Date | null {
  if (!latest?.emitidoEm) return now;
  const expiry = beforeExpiry(diasAntecedencia, latest.emitidoEm, latest.validoAte);
  if (politica === 'vencimento') return expiry;
  const byPolicy =
    politica === 'semanal'
      ? new Date(latest.emitidoEm.getTime() + 7 * DAY_MS)
      : addMonthUtc(latest.emitidoEm);
  return expiry && expiry.getTime() < byPolicy.getTime() ? expiry : byPolicy;
}

/** The next renewal of a party: the earliest due date of its types (null when none is ever due). */
export function nextRenewal(
  party: { politica: PoliticaMonitoramento; diasAntecedencia: number; tiposCertidao: readonly string[] },
  latest: readonly LatestCertificate[],
  now: Date,
): Date | null {
  let next: number | null = null;
  for (const tipo of party.tiposCertidao) {
    const due = dueDateOf(
      party.politica,
      party.diasAntecedencia,
      latest.find((l) => l.tipoCertidao === tipo),
      now,
    );
    if (due && (next === null || due.getTime() < next)) next = due.getTime();
  }
  return next === null ? null : new Date(next);
}

/** The types a renewal made at `now` issues: those due by then, and those due within a day after. */
export function typesDue(
  party: { politica: PoliticaMonitoramento; diasAntecedencia: number; tiposCertidao: readonly string[] },
  latest: readonly LatestCertificate[],
  now: Date,
): string[] {
  const limit = now.getTime() + RENEWAL_BATCH_MS;
  return party.tiposCertidao.filter((tipo) => {
    const due = dueDateOf(
      party.politica,
      party.diasAntecedencia,
      latest.find((l) => l.tipoCertidao === tipo),
      now,
    );
    return due !== null && due.getTime() <= limit;
  });
}

/**
 * The types whose latest certificate is not valid through the whole of `day` ('AAAA-MM-DD', São Paulo's
 * calendar): never issued, or expiring before that day; one without an expiry is valid whatever the day.
 */
export function notValidOn(
  day: string,
  tipos: readonly string[],
  latest: readonly LatestCertificate[],
): string[] {
  return tipos.filter((tipo) => {
    const l = latest.find((x) => x.tipoCertidao === tipo);
    if (!l?.emitidoEm) return true;
    return l.validoAte ? toSaoPauloIsoDate(l.validoAte) < day : false;
  });
}

/** The certificates a new party's first issuance will give, as if issued at `now` for its type's usual validity. */
export function firstIssuance(tipos: readonly string[], now: Date): LatestCertificate[] {
  return tipos.map((tipoCertidao) => {
    const days = getCertificateType(tipoCertidao)?.validadeDias;
    return { tipoCertidao, emitidoEm: now, validoAte: days ? new Date(now.getTime() + days * DAY_MS) : null };
  });
}

const DETERMINATE: readonly ResultadoCertidao[] = [
  'negativa',
  'positiva',
  'positiva_com_efeitos_de_negativa',
];

/**
 * Whether two issuances of the same certificate tell a different story: both say something definite
 * (a refusal or an undetermined answer is not a change of result) and they differ.
 */
export function resultChanged(
  previous: ResultadoCertidao | null | undefined,
  current: ResultadoCertidao | null | undefined,
): boolean {
  if (!previous || !current) return false;
  return DETERMINATE.includes(previous) && DETERMINATE.includes(current) && previous !== current;
}

export type MonitoramentoEventoTipo =
  | 'inclusao'
  | 'renovacao_criada'
  | 'certidao_emitida'
  | 'resultado_alterado'
  | 'renovacao_falhou'
  | 'certidao_vencida'
  | 'sem_cota'
  | 'pausado'
  | 'retomado'
  | 'transferencia';

/** The timeline's headings. */
export const EVENTO_MONITORAMENTO_LABELS: Record<MonitoramentoEventoTipo, string> = {
  inclusao: 'Incluída no monitoramento',
  renovacao_criada: 'Renovação solicitada',
  certidao_emitida: 'Certidão emitida',
  resultado_alterado: 'Resultado alterado',
  renovacao_falhou: 'Renovação falhou',
  certidao_vencida: 'Certidão vencida',
  sem_cota: 'Renovação não criada',
  pausado: 'Monitoramento pausado',
  retomado: 'Monitoramento retomado',
  transferencia: 'Transferência de monitoramento',
};
