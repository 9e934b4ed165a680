/**
 * Dates. Calendar dates travel as 'yyyy-mm-dd' (ISO, date inputs) or 'dd/mm/yyyy' (what users read and
 * what the certificate automations expect). Instants are shown in the America/Sao_Paulo time zone.
 */

export const SAO_PAULO_TIME_ZONE = 'America/Sao_Paulo';

const MS_PER_DAY = 86_400_000;

/** True when year/month/day name a real calendar day (leap years included). */
export function isRealDate(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger)) return false;
  if (year < 1 || year > 9999 || month < 1 || month > 12 || day < 1) return false;
  const lastDay = new Date(Date.UTC(2000, month, 0)).getUTCDate(); // February of 2000 has 29 days
  if (day > lastDay) return false;
  if (month === 2 && day === 29) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return true;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

function parseIsoDate(v: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(v.trim());
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return isRealDate(year, month, day) ? { year, month, day } : null;
}

/** True for a real date written 'yyyy-mm-dd'. */
export function isValidIsoDate(v: string | null | undefined): boolean {
  return typeof v === 'string' && parseIsoDate(v) !== null;
}

/** True for a real date written 'dd/mm/yyyy'. */
export function isValidBrDate(v: string | null | undefined): boolean {
  return brDateToIso(v) !== null;
}

/** '2020-01-31' → '31/01/2020'; null when the value is not a real 'yyyy-mm-dd' date. */
export function isoDateToBr(iso: string | null | undefined): string | null {
  if (typeof iso !== 'string') return null;
  const d = parseIsoDate(iso);
  if (!d) return null;
  return `${pad2(d.day)}/${pad2(d.month)}/${String(d.year).padStart(4, '0')}`;
}

/** '31/01/2020' → '2020-01-31'; null when the value is not a real 'dd/mm/yyyy' date. */
export function brDateToIso(br: string | null | undefined): string | null {
  if (typeof br !== 'string') return null;
  const m = BR_DATE.exec(br.trim());
  if (!m) return null;
  const [day, month, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (!isRealDate(year, month, day)) return null;
  return `${m[3]}-${m[2]}-${m[1]}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Accepts a Date, an ISO instant string or an epoch number; null when it is not a valid instant. */
function toInstant(d: Date | string | number | null | undefined): Date | null {
  if (d === null || d === undefined || d === '') return null;
  const date = d instanceof Date ? d : new Date(d);
  return Number.isNaN(date.getTime()) ? null : date;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: SAO_PAULO_TIME_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** Calendar date and time of an instant as read on a clock in São Paulo. */
function saoPauloWallClock(instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const p of wallClockFormat.formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** Offset of São Paulo from UTC at an instant, in ms (−3 h today; −2 h during the old summer time). */
function saoPauloOffsetMs(instant: Date): number {
  const w = saoPauloWallClock(instant);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - (instant.getTime() - instant.getMilliseconds());
}

/**
 * The first instant at or after the given São Paulo wall-clock time (a skipped hour, as when summer time
 * began at midnight, resolves to the first instant that exists).
 */
function saoPauloWallClockToInstant(year: number, month: number, day: number): Date {
  const wallAsUtc = Date.UTC(year, month - 1, day);
  let guess = wallAsUtc - saoPauloOffsetMs(new Date(wallAsUtc));
  guess = wallAsUtc - saoPauloOffsetMs(new Date(guess));
  const w = saoPauloWallClock(new Date(guess));
  const reached = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  if (reached < wallAsUtc) guess += wallAsUtc - reached; // landed before midnight: move into the day
  return new Date(guess);
}

/**
 * 'dd/mm/yyyy' in São Paulo. A bare 'yyyy-mm-dd' is a calendar date and is shown as is (no time-zone shift).
 * Empty string for a missing or invalid value.
 */
export function formatDate(d: Date | string | number | null | undefined): string {
  if (typeof d === 'string' && ISO_DATE.test(d.trim())) return isoDateToBr(d) ?? '';
  const instant = toInstant(d);
  if (!instant) return '';
  const w = saoPauloWallClock(instant);
  return `${pad2(w.day)}/${pad2(w.month)}/${w.year}`;
}

/** 'dd/mm/yyyy HH:mm' (24 h) in São Paulo; empty string for a missing or invalid value. */
export function formatDateTime(d: Date | string | number | null | undefined): string {
  const instant = toInstant(d);
  if (!instant) return '';
  const w = saoPauloWallClock(instant);
  return `${pad2(w.day)}/${pad2(w.month)}/${w.year} ${pad2(w.hour)}:${pad2(w.minute)}`;
}

/** Long pt-BR display, e.g. '31 de janeiro de 2020', in São Paulo; empty string when invalid. */
export function formatDateLong(d: Date | string | number | null | undefined): string {
  const iso = typeof d === 'string' ? parseIsoDate(d) : null;
  const instant = iso ? new Date(Date.UTC(iso.year, iso.month - 1, iso.day, 12)) : toInstant(d);
  if (!instant) return '';
  return new Intl.DateTimeFormat('pt-BR', {
    timeZone: iso ? 'UTC' : SAO_PAULO_TIME_ZONE,
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(instant);
}

/** The São Paulo calendar date of an instant as 'yyyy-mm-dd' (default: now). */
export function toSaoPauloIsoDate(date: Date = new Date()): string {
  const w = saoPauloWallClock(date);
  return `${String(w.year).padStart(4, '0')}-${pad2(w.month)}-${pad2(w.day)}`;
}

/** 'YYYY-MM' of the São Paulo calendar month containing the instant (default: now). */
export function monthKey(date: Date = new Date()): string {
  return toSaoPauloIsoDate(date).slice(0, 7);
}

/** The UTC instant at which the São Paulo calendar month containing `date` begins (default: now). */
export function startOfMonthSaoPaulo(date: Date = new Date()): Date {
  const w = saoPauloWallClock(date);
  return saoPauloWallClockToInstant(w.year, w.month, 1);
}

/** The UTC instant at which the São Paulo calendar day containing `date` begins. */
export function startOfDaySaoPaulo(date: Date = new Date()): Date {
  const w = saoPauloWallClock(date);
  return saoPauloWallClockToInstant(w.year, w.month, w.day);
}

/** The UTC instant at which the São Paulo calendar month after the one containing `date` begins. */
export function startOfNextMonthSaoPaulo(date: Date = new Date()): Date {
  const w = saoPauloWallClock(date);
  return w.month === 12
    ? saoPauloWallClockToInstant(w.year + 1, 1, 1)
    : saoPauloWallClockToInstant(w.year, w.month + 1, 1);
}

/** Day number of a calendar date or of an instant's São Paulo date; null when invalid. */
function calendarDayNumber(d: Date | string | number | null | undefined): number | null {
  if (typeof d === 'string' && ISO_DATE.test(d.trim())) {
    const p = parseIsoDate(d);
    return p ? Date.UTC(p.year, p.month - 1, p.day) / MS_PER_DAY : null;
  }
  const instant = toInstant(d);
  if (!instant) return null;
  const w = saoPauloWallClock(instant);
  return Date.UTC(w.year, w.month - 1, w.day) / MS_PER_DAY;
}

/**
 * Whole calendar days from `from` to `to` as counted in São Paulo (positive when `to` is later).
 * Each side may be a Date, an ISO instant or a bare 'yyyy-mm-dd'; null when either is invalid.
 */
export function daysBetween(
  from: Date | string | number | null | undefined,
  to: Date | string | number | null | undefined,
): number | null {
  const a = calendarDayNumber(from);
  const b = calendarDayNumber(to);
  return a === null || b === null ? null : b - a;
}

/** Calendar days from today (São Paulo) until `due`: 0 today, 1 tomorrow, negative when overdue. */
export function daysUntil(
  due: Date | string | number | null | undefined,
  now: Date = new Date(),
): number | null {
  return daysBetween(now, due);
}

/** One month after `from`, clamped to the month's last day (31 Jan → 28/29 Feb); UTC calendar. */
export function addOneMonth(from: Date): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + 1);
  const last = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, last));
  return d;
}

/** 'yyyy-mm-dd' plus n calendar days. */
export function addDaysIso(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * 86_400_000).toISOString().slice(0, 10);
}
