import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type AuditoriaQuery, PAGE_SIZE } from '../api.ts';
import type { AuditFilterValues } from './AuditFilters.tsx';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The audit history's filters and page, kept in the URL (?usuario, acao, de, ate, pagina). */
export function useAuditParams() {
  const [params, setParams] = useSearchParams();
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return ISO_DAY.test(v) ? v : '';
  };
  const filters: AuditFilterValues = {
    usuario: (params.get('usuario') ?? '').slice(0, 100),
    acao: (params.get('acao') ?? '').slice(0, 100),
    dataInicial: day('de'),
    dataFinal: day('ate'),
  };
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const filterQuery = {
    ...(filters.usuario ? { usuario: filters.usuario } : {}),
    ...(filters.acao ? { acao: filters.acao } : {}),
    ...(filters.dataInicial ? { dataInicial: filters.dataInicial } : {}),
    ...(filters.dataFinal ? { dataFinal: filters.dataFinal } : {}),
  };
  const query: AuditoriaQuery = { page, limit: PAGE_SIZE, ...filterQuery };
  const go = useCallback(
    (next: AuditFilterValues, nextPage = 1) => {
      const entries: [string, string][] = [];
      if (next.usuario) entries.push(['usuario', next.usuario]);
      if (next.acao) entries.push(['acao', next.acao]);
      if (next.dataInicial) entries.push(['de', next.dataInicial]);
      if (next.dataFinal) entries.push(['ate', next.dataFinal]);
      if (nextPage > 1) entries.push(['pagina', String(nextPage)]);
      setParams(new URLSearchParams(entries), { replace: true });
    },
    [setParams],
  );
  return { filters, filterQuery, page, query, go };
}
