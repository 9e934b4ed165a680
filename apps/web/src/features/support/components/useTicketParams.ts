import { SUPPORT_TICKET_STATUSES, type SupportTicketStatus } from '@certidao/domain';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ChamadosQuery, TICKETS_PAGE_SIZE } from '../api.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The ticket list's filters as the screen keeps them; empty string = no filter. */
export interface TicketFilterValues {
  status: SupportTicketStatus | '';
  busca: string;
  dataInicial: string;
  dataFinal: string;
}

export const NO_TICKET_FILTERS: TicketFilterValues = {
  status: '',
  busca: '',
  dataInicial: '',
  dataFinal: '',
};

const isStatus = (v: string): v is SupportTicketStatus =>
  (SUPPORT_TICKET_STATUSES as readonly string[]).includes(v);

/** The ticket list's filters and page, kept in the URL (?status, busca, de, ate, pagina). */
export function useTicketParams() {
  const [params, setParams] = useSearchParams();
  const day = (key: string) => {
    const v = params.get(key) ?? '';
    return ISO_DAY.test(v) ? v : '';
  };
  const status = params.get('status') ?? '';
  const filters: TicketFilterValues = {
    status: isStatus(status) ? status : '',
    busca: (params.get('busca') ?? '').slice(0, 100),
    dataInicial: day('de'),
    dataFinal: day('ate'),
  };
  const page = Math.max(1, Number(params.get('pagina')) || 1);
  const query: ChamadosQuery = {
    page,
    limit: TICKETS_PAGE_SIZE,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.busca ? { busca: filters.busca } : {}),
    ...(filters.dataInicial ? { dataInicial: filters.dataInicial } : {}),
    ...(filters.dataFinal ? { dataFinal: filters.dataFinal } : {}),
  };
  const go = useCallback(
    (next: TicketFilterValues, nextPage = 1) => {
      const entries: [string, string][] = [];
      if (next.status) entries.push(['status', next.status]);
      if (next.busca) entries.push(['busca', next.busca]);
      if (next.dataInicial) entries.push(['de', next.dataInicial]);
      if (next.dataFinal) entries.push(['ate', next.dataFinal]);
      if (nextPage > 1) entries.push(['pagina', String(nextPage)]);
      setParams(new URLSearchParams(entries), { replace: true });
    },
    [setParams],
  );
  return { filters, page, query, go };
}
