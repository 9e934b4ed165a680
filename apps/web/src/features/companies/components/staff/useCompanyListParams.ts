import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type EmpresasQuery, STAFF_PAGE_SIZE } from '../../api.ts';

/**
 * The companies list's search and page, kept in the URL (?busca, pagina) so that opening a company and going
 * back returns to the same list: the values shown, the listarEmpresas query and `go` to change them.
 */
export function useCompanyListParams() {
  const [params, setParams] = useSearchParams();
  const search = params.get('busca') ?? '';
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const query: EmpresasQuery = { page, limit: STAFF_PAGE_SIZE, ...(search ? { search } : {}) };
  const go = useCallback(
    (nextSearch: string, nextPage = 1) => {
      const entries: [string, string][] = [];
      if (nextSearch) entries.push(['busca', nextSearch]);
      if (nextPage > 1) entries.push(['pagina', String(nextPage)]);
      setParams(new URLSearchParams(entries), { replace: true });
    },
    [setParams],
  );
  return { search, page, query, go };
}
