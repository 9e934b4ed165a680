import {
  brDateToIso,
  CERTIFICATE_STATUSES,
  type CertificateStatus,
  isValidIsoDate,
  monthLabel,
} from '@certidao/domain';
import { InvalidArgumentError } from 'commander';
import { isRequestId } from './selection.ts';

/** Commander parser: an integer from 1 to `max`. */
export function parsePositiveInt(max: number) {
  return (value: string) => {
    const n = Number(value);
    if (!Number.isInteger(n) || n < 1 || n > max) {
      throw new InvalidArgumentError(`use um número inteiro de 1 a ${max}.`);
    }
    return n;
  };
}

/** Commander parser: seconds, decimals allowed (0,5 or 0.5), from 0.1 to 3600. */
export function parseSeconds(value: string): number {
  const n = Number(value.replace(',', '.'));
  if (!Number.isFinite(n) || n < 0.1 || n > 3600) {
    throw new InvalidArgumentError('use um número de segundos entre 0,1 e 3600.');
  }
  return n;
}

/**
 * For a date written the right way (dd/mm/aaaa or aaaa-mm-dd) that is not on the calendar, why: '31/02/1990 não
 * existe: fevereiro de 1990 tem 28 dias.' Undefined for a real date or one written some other way (a format
 * error, reported as such).
 */
export function unrealDate(value: string): string | undefined {
  const v = value.trim();
  const br = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(v);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  const parts = br ? [br[3], br[2], br[1]] : iso ? [iso[1], iso[2], iso[3]] : undefined;
  if (!parts || isValidIsoDate(`${parts[0]}-${parts[1]}-${parts[2]}`)) return undefined;
  const [year, month, day] = parts.map(Number) as [number, number, number];
  if (month < 1 || month > 12) return `${v} não existe: não há mês ${month}.`;
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${v} não existe: ${monthLabel(`${parts[0]}-${parts[1]}`)} tem ${days} dias${day === 0 ? ' (e não há dia 0)' : ''}.`;
}

/** Commander parser: a date dd/mm/aaaa or aaaa-mm-dd, returned as aaaa-mm-dd. */
export function parseDate(value: string): string {
  const iso = isValidIsoDate(value) ? value : brDateToIso(value);
  if (iso) return iso;
  const unreal = unrealDate(value);
  throw new InvalidArgumentError(unreal ? `a data ${unreal}` : 'use uma data dd/mm/aaaa ou aaaa-mm-dd.');
}

/** Commander parser: one of the given values (case-insensitive). */
export function parseChoice<T extends string>(choices: readonly T[]) {
  return (value: string): T => {
    const v = value.trim().toLowerCase();
    const found = choices.find((c) => c.toLowerCase() === v);
    if (!found) throw new InvalidArgumentError(`use um destes: ${choices.join(', ')}.`);
    return found;
  };
}

/** The ids that are neither UUIDs nor their first 8 characters (`-` reads ids from stdin where allowed). */
export function invalidIds(ids: readonly string[], stdin = false): string[] {
  return ids.filter((id) => !isRequestId(id) && !(stdin && id === '-'));
}

/** The words the screens show for each status, accepted by the filters as well as the codes. */
const STATUS_WORDS: Record<string, CertificateStatus> = {
  aguardando: 'pendente',
  concluida: 'concluido',
  cancelada: 'cancelado',
};

/** Commander parser: a status, by its code (pendente, concluido…) or as shown (Aguardando, Concluída…). */
export function parseStatus(value: string): CertificateStatus {
  const v = value
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '');
  const found = CERTIFICATE_STATUSES.find((s) => s === v) ?? STATUS_WORDS[v];
  if (!found) {
    throw new InvalidArgumentError(
      `use um destes: ${CERTIFICATE_STATUSES.join(', ')} (ou aguardando, concluída, cancelada).`,
    );
  }
  return found;
}
