import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PAGE_SIZE, type UsuariosQuery } from '../api.ts';
import { ALL } from './options.ts';
import type { UserFilterValues } from './UserFilters.tsx';

/**
 * The users lists' search, filters and page, kept in the URL (?busca, perfil, status, pagina) so that going to a
 * user and back returns to the same list: the values shown, the getUsuarios query ('todos' sends nothing) and
 * `go` to change them.
 */
export function useUserListParams() {
  const [params, setParams] = useSearchParams();
  const filters: UserFilterValues = {
    search: params.get('busca') ?? '',
    role: params.get('perfil') ?? ALL,
    status: params.get('status') ?? ALL,
  };
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const query: UsuariosQuery = {
    page,
    limit: PAGE_SIZE,
    ...(filters.search ? { search: filters.search } : {}),
    ...(filters.role !== ALL ? { role: filters.role as UsuariosQuery['role'] } : {}),
    ...(filters.status !== ALL ? { status: filters.status as UsuariosQuery['status'] } : {}),
  };
  const go = useCallback(
    (next: UserFilterValues, nextPage = 1) => {
      const entries: [string, string][] = [];
      if (next.search) entries.push(['busca', next.search]);
      if (next.role !== ALL) entries.push(['perfil', next.role]);
      if (next.status !== ALL) entries.push(['status', next.status]);
      if (nextPage > 1) entries.push(['pagina', String(nextPage)]);
      setParams(new URLSearchParams(entries), { replace: true });
    },
    [setParams],
  );
  return { filters, page, query, go };
}
