import type { ListarAuditoriaArgs } from '@certidao/api-client';
import { useOperation } from '../../lib/swr.ts';

/** Audit history page size (10, like the other back-office lists). */
export const PAGE_SIZE = 10;

export type AuditoriaQuery = NonNullable<ListarAuditoriaArgs['query']>;
export type AuditFilterQuery = Pick<AuditoriaQuery, 'usuario' | 'acao' | 'dataInicial' | 'dataFinal'>;

export function useAuditoria(query: AuditoriaQuery) {
  return useOperation('listarAuditoria', { query }, { keepPreviousData: true });
}

/**
 * The CSV export of the filtered rows (`exportarAuditoriaCsv`): a same-origin link, so the session cookie
 * authenticates it and the browser downloads the file itself.
 */
export function auditCsvHref(filters: AuditFilterQuery): string {
  const entries = Object.entries(filters).filter((e): e is [string, string] => Boolean(e[1]));
  const qs = new URLSearchParams(entries).toString();
  return `/api/auditoria/exportar.csv${qs ? `?${qs}` : ''}`;
}
