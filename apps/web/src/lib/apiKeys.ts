import type { ChaveApi, EscopoChaveApi } from '@certidao/api-client';
import {
  API_KEY_SCOPE_TEXT,
  type ApiKeyScope,
  addDaysIso,
  API_KEY_SCOPES as DOMAIN_SCOPES,
  toSaoPauloIsoDate,
} from '@certidao/domain';

/** A badge tone of @certidao/ui (this file stays free of UI code). */
export type StatusTone = 'success' | 'warning' | 'neutral' | 'danger' | 'info';

/** Every scope a key may have, in the order the forms list them (checked against the contract's enum). */
export const API_KEY_SCOPES: readonly EscopoChaveApi[] = DOMAIN_SCOPES;
type MissingScope = Exclude<EscopoChaveApi, ApiKeyScope>;
const everyScope: [MissingScope] extends [never] ? true : MissingScope = true;
void everyScope;

/** The scope's label; an unknown scope (a newer server) shows as sent. */
export function scopeLabel(scope: string): string {
  return API_KEY_SCOPE_TEXT[scope as ApiKeyScope]?.label ?? scope;
}

/** What the scope lets a key do, as a sentence for the key form. */
export function scopeHelp(scope: ApiKeyScope): string {
  const { allows } = API_KEY_SCOPE_TEXT[scope];
  return `${allows.charAt(0).toUpperCase()}${allows.slice(1)}.`;
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
