import { CERTIFICATE_TYPES, type CertificateTypeInfo, getCertificateType } from './catalogue';

/**
 * A source: the public body whose portal issues a certificate. Types of the same body share it (TJSP's civil,
 * bankruptcy and probate certificates go through one portal), so an outage is one source's, and the circuit
 * breaker, the health figures and the status page are per source. The key is bounded by the catalogue (a
 * metric label), made from the body's abbreviation.
 */
export interface SourceInfo {
  key: string;
  /** The body's pt-BR name, as the catalogue states it. */
  label: string;
  /** The catalogue's types it issues, in catalogue order. */
  codes: readonly string[];
}

function keyOfBody(orgao: string): string {
  const abbreviation = /\(([^()]+)\)\s*$/.exec(orgao)?.[1] ?? orgao;
  return abbreviation
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The source of a type. */
export function sourceKeyOf(tipo: Pick<CertificateTypeInfo, 'orgao'>): string {
  return keyOfBody(tipo.orgao);
}

/** The source of a certificate type by its code (undefined for a code the catalogue does not know). */
export function sourceOfCode(code: string): string | undefined {
  const tipo = getCertificateType(code);
  return tipo && sourceKeyOf(tipo);
}

/** Every source of the catalogue, in catalogue order of their first type. */
export const SOURCES: readonly SourceInfo[] = Object.freeze(
  (() => {
    const byKey = new Map<string, { key: string; label: string; codes: string[] }>();
    for (const t of CERTIFICATE_TYPES) {
      const key = sourceKeyOf(t);
      const entry = byKey.get(key) ?? { key, label: t.orgao, codes: [] };
      entry.codes.push(t.code);
      byKey.set(key, entry);
    }
    return [...byKey.values()];
  })(),
);

export function getSource(key: string): SourceInfo | undefined {
  return SOURCES.find((s) => s.key === key);
}

/** A source's health over the recent window: normal, slow, unstable (failing often) or down (breaker open). */
export const SOURCE_STATES = ['normal', 'lenta', 'instavel', 'fora_do_ar'] as const;
export type SourceState = (typeof SOURCE_STATES)[number];

const SOURCE_STATE_LABELS: Record<SourceState, string> = {
  normal: 'Normal',
  lenta: 'Lenta',
  instavel: 'Instável',
  fora_do_ar: 'Fora do ar',
};

export function sourceStateLabel(state: SourceState): string {
  return SOURCE_STATE_LABELS[state];
}

/** The circuit breaker of a source: closed (jobs run), open (jobs paused), half-open (one probe job runs). */
export type BreakerState = 'fechado' | 'aberto' | 'meio_aberto';

export interface SourceWindow {
  /** Attempts in the window (issued, failed, refused by the source for the input). */
  tentativas: number;
  /** Attempts the source failed (unavailable, timed out). */
  falhas: number;
  /** 95th percentile of the issuance time of the window's issued certificates (seconds), null: none. */
  p95Segundos: number | null;
}

/**
 * The state shown for a source. Down while its breaker is not closed; unstable when at least a fifth of a
 * window of some size failed; slow when its p95 passes its types' longest typical time by half again (or the
 * configured floor, for instant sources); else normal.
 */
export function deriveSourceState(
  window: SourceWindow,
  breaker: BreakerState,
  slowAfterSeconds: number,
): SourceState {
  if (breaker !== 'fechado') return 'fora_do_ar';
  if (window.tentativas >= 5 && window.falhas / window.tentativas >= 0.2) return 'instavel';
  if (window.p95Segundos !== null && window.p95Segundos > slowAfterSeconds) return 'lenta';
  return 'normal';
}

/**
 * The issuance time past which a source is slow (seconds): 1.5 times the longest typical time of its types,
 * never under `floorSeconds` (sandbox sources answer in milliseconds).
 */
export function slowThresholdSeconds(source: SourceInfo, floorSeconds: number): number {
  let longest = 0;
  for (const code of source.codes) {
    const t = getCertificateType(code);
    if (t) longest = Math.max(longest, t.typicalMinutes.max * 60);
  }
  return Math.max(floorSeconds, longest * 1.5);
}

/** The line the request form shows for a type whose source is not normal (undefined when it is). */
export function sourceNotice(
  state: SourceState,
  label: string,
  atrasoMinutos: number | null,
): string | undefined {
  const delay =
    atrasoMinutos && atrasoMinutos > 0
      ? ` Atraso previsto: cerca de ${atrasoMinutos >= 90 ? `${Math.round(atrasoMinutos / 60)} h` : `${atrasoMinutos} min`}.`
      : '';
  if (state === 'fora_do_ar')
    return `${label} está fora do ar no momento: o pedido fica na fila e é emitido quando a fonte voltar, sem custo se não for emitido.${delay}`;
  if (state === 'instavel')
    return `${label} está instável no momento: a emissão pode demorar mais que o normal.${delay}`;
  if (state === 'lenta') return `${label} está lenta no momento.${delay}`;
  return undefined;
}
