import type { ChaveApi, EscopoChaveApi } from '@certidao/api-client';
import { addDaysIso, toSaoPauloIsoDate } from '@certidao/domain';

/** A badge tone of @certidao/ui (this file stays free of UI code). */
export type StatusTone = 'success' | 'warning' | 'neutral' | 'danger' | 'info';

/** Every scope a key may have, in the order the forms list them. */
export const API_KEY_SCOPES = [
  'solicitacoes:ler',
  'solicitacoes:escrever',
  'webhooks:gerenciar',
  'eventos:ler',
  'monitoramento:ler',
  'monitoramento:escrever',
] as const satisfies readonly EscopoChaveApi[];

/** What each scope lets a key do, as the screens name it. */
export const SCOPE_LABELS: Record<EscopoChaveApi, string> = {
  'solicitacoes:ler': 'Ler solicitações e PDFs',
  'solicitacoes:escrever': 'Criar, repetir e cancelar solicitações',
  'webhooks:gerenciar': 'Gerenciar webhooks',
  'eventos:ler': 'Ler os eventos',
  'monitoramento:ler': 'Ler o monitoramento',
  'monitoramento:escrever': 'Gerenciar o monitoramento',
};

/** The scope's label; an unknown scope (a newer server) shows as sent. */
export function scopeLabel(scope: string): string {
  return SCOPE_LABELS[scope as EscopoChaveApi] ?? scope;
}

const KEY_STATUS: Record<ChaveApi['status'], { label: string; tone: StatusTone }> = {
  ativa: { label: 'Ativa', tone: 'success' },
  expirada: { label: 'Expirada', tone: 'warning' },
  revogada: { label: 'Revogada', tone: 'neutral' },
};

/** Label and badge tone of a key's status. */
export function keyStatusView(status: string): { label: string; tone: StatusTone } {
  return KEY_STATUS[status as ChaveApi['status']] ?? { label: 'Desconhecido', tone: 'neutral' };
}

/** How long ahead an expiry may be set: the server accepts up to two years. */
const MAX_EXPIRY_DAYS = 729;

/** The expiry dates a new key may take, as 'yyyy-mm-dd': from today to about two years ahead (São Paulo). */
export function expiryRange(now: Date = new Date()): { min: string; max: string } {
  const today = toSaoPauloIsoDate(now);
  return { min: today, max: addDaysIso(today, MAX_EXPIRY_DAYS) };
}

/**
 * The instant a key chosen to expire on a São Paulo calendar day stops working: the end of that day. Brazil
 * has kept UTC−3 all year since 2019, so the offset is fixed.
 */
export function expiryInstant(isoDate: string): string {
  return new Date(`${isoDate}T23:59:59-03:00`).toISOString();
}
