import {
  certificateStatusLabel,
  formatDateTime,
  plural,
  type ResultadoCertidao,
  resultSummary,
  SAO_PAULO_TIME_ZONE,
  statusTone,
} from '@certidao/domain';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(v: string): boolean {
  return UUID.test(v);
}

// Built once: the download view formats sizes on every frame.
const WHOLE = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const ONE_DECIMAL = new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 1536 → '1,5 KB' (pt-BR, base 1024). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${(unit === 0 ? WHOLE : ONE_DECIMAL).format(value)} ${units[unit]}`;
}

/** Cuts a text to `max` characters with an ellipsis. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  return max <= 1 ? text.slice(0, max) : `${text.slice(0, max - 1)}…`;
}

/** The first block of a UUID, enough to tell requests apart on screen. */
export function shortId(id: string): string {
  return id.slice(0, 8);
}

/**
 * A certificate (or request aggregate) status in words: the domain's one wording, shared with the web
 * (a cancelled one is 'Cancelada', never 'Falhou').
 */
export function statusLabel(status: string): string {
  return certificateStatusLabel(status);
}

/** A request's status in words (the domain's wording, shared with the web: 'Concluída em parte'…). */
export { requestStatusLabel } from '@certidao/domain';

/** The Ink colour of a status: a cancelled one is grey, not red. */
export function statusColor(status: string): ReturnType<typeof toneColor> {
  return toneColor(statusTone(status));
}

/** A request's certificates counted by label, cancelled apart from failed, and the counts in words (domain). */
export {
  CERTIFICATE_STATUS_LABELS as CERTIFICATE_LABELS,
  type CertificateStatusCounts as CertificateCounts,
  certificateCountsText as countsText,
  certificateStatusCounts as countCertificates,
} from '@certidao/domain';

/** Ink colour of a status tone (domain statusTone / certificateStatusView). */
export function toneColor(tone: string): 'green' | 'yellow' | 'cyan' | 'red' | 'gray' | 'white' {
  switch (tone) {
    case 'concluido':
      return 'green';
    case 'pendente':
      return 'yellow';
    case 'processando':
      return 'cyan';
    case 'falhou':
      return 'red';
    case 'cancelado':
      return 'gray';
    default:
      return 'white';
  }
}

const zoneName = new Intl.DateTimeFormat('en-US', {
  timeZone: SAO_PAULO_TIME_ZONE,
  timeZoneName: 'shortOffset',
});

/**
 * Date and time in São Paulo with the zone written out ('23/11/2026 14:05 UTC-3'): staff read the terminal
 * from anywhere in the country, and Brasília time is not everyone's.
 */
export function formatDateTimeZone(iso: string): string {
  const date = new Date(iso);
  const offset = zoneName.formatToParts(date).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  return `${formatDateTime(date)} ${offset.replace('GMT', 'UTC')}`;
}

/** A request's results at a glance, as the API's `resumo` (ResumoSolicitacao). */
export interface Results {
  total: number;
  negativas: number;
  positivas: number;
  positivasComEfeitosDeNegativa: number;
  naoEmitidas: number;
  indeterminadas: number;
  primeiroVencimento: string | null;
}

/**
 * The results of a request counted from its certificates as answered, as the API counts its `resumo`: kept up to
 * date by `acompanhar` as certificates change (an event carries the certificate, not the request's summary).
 */
export function resultsOf(
  certidoes: ReadonlyArray<{ resultado?: ResultadoCertidao | null; validoAte?: string | null }>,
): Results {
  const r: Results = {
    total: certidoes.length,
    negativas: 0,
    positivas: 0,
    positivasComEfeitosDeNegativa: 0,
    naoEmitidas: 0,
    indeterminadas: 0,
    primeiroVencimento: null,
  };
  for (const c of certidoes) {
    if (c.resultado === 'negativa') r.negativas++;
    else if (c.resultado === 'positiva') r.positivas++;
    else if (c.resultado === 'positiva_com_efeitos_de_negativa') r.positivasComEfeitosDeNegativa++;
    else if (c.resultado === 'nao_emitida') r.naoEmitidas++;
    else if (c.resultado === 'indeterminado') r.indeterminadas++;
    if (c.validoAte && (r.primeiroVencimento === null || c.validoAte < r.primeiroVencimento))
      r.primeiroVencimento = c.validoAte;
  }
  return r;
}

/**
 * '8 nada consta · 2 constam · 1 indeterminada': the words of the screens (domain resultSummary) without the
 * total, which the certificates' column already shows; '—' before any result.
 */
export function resultsText(r: Results): string {
  const parts = resultSummary(r).split(' · ').slice(1);
  if (r.indeterminadas)
    parts.push(`${r.indeterminadas} ${plural(r.indeterminadas, 'indeterminada', 'indeterminadas')}`);
  return parts.length ? parts.join(' · ') : '—';
}

/** A result that must stand out: red when something consta, yellow for positivas com efeitos de negativa. */
export function resultsColor(r: Results): 'red' | 'yellow' | undefined {
  if (r.positivas) return 'red';
  if (r.positivasComEfeitosDeNegativa) return 'yellow';
  return undefined;
}

/** '2 constam' / '1 positiva com efeitos de negativa': only what must stand out, '' when nothing does. */
export function positivesText(r: Results): string {
  return resultSummary({ ...r, negativas: 0, naoEmitidas: 0 })
    .split(' · ')
    .slice(1)
    .join(' · ');
}
