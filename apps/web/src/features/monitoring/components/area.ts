import { paths } from '../../../app/paths.ts';

/**
 * Where the screens live: the customer's own portfolio (/monitoramento) or the back office's list of every
 * portfolio (/admin/monitoramento, with the owner's column). The same screens serve both.
 */
export type Area = 'cliente' | 'staff';

export const listHref = (area: Area, query?: URLSearchParams) =>
  area === 'staff' ? paths.monitoramentoAdmin.href(query) : paths.monitoramento.href(query);

export const partyHref = (area: Area, id: string) =>
  area === 'staff' ? paths.parteMonitoradaAdmin.href(id) : paths.parteMonitorada.href(id);
